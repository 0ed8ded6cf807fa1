import type { ParentOrganization } from '../../../../shared/contracts/admin-organizations'
import type { AppContext, TeamCaller } from '../../../context'
import type { OrganizationAdminDeps } from './deps'
import { toParentOrganizations } from './parent-organizations'
import { getParentOrganizationRowOrThrow } from './queries'

/** `GET /admin-panel/parent-organizations/{parentOrganizationId}`: any team role. */
export async function getParentOrganization({ ctx, caller, deps, parentOrganizationId }: { ctx: AppContext; caller: TeamCaller; deps: OrganizationAdminDeps; parentOrganizationId: string }): Promise<ParentOrganization> {
  deps.requireTeamPermission(caller, 'panel.read')
  const row = await getParentOrganizationRowOrThrow(ctx.db.read, parentOrganizationId)
  return (await toParentOrganizations(ctx.db.read, [row]))[0]!
}
