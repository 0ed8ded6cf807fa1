import type { AdminOrganization } from '../../../../shared/contracts/admin-organizations'
import type { AppContext, TeamCaller } from '../../../context'
import type { OrganizationAdminDeps } from './deps'
import { getAdminOrganizationOrThrow } from './queries'

/** `GET /admin-panel/organizations/{organizationId}`: any team role. */
export async function getOrganizationAsAdmin({ ctx, caller, deps, organizationId }: { ctx: AppContext; caller: TeamCaller; deps: OrganizationAdminDeps; organizationId: string }): Promise<AdminOrganization> {
  deps.requireTeamPermission(caller, 'panel.read')
  return getAdminOrganizationOrThrow(ctx.db.read, organizationId)
}
