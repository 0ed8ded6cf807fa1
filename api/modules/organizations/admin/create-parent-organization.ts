/** `POST /admin-panel/parent-organizations` (ADMIN, OPERATIONS): name required (spec 000 §5); no children yet. */
import type { CreateParentOrganizationBody, ParentOrganization } from '../../../../shared/contracts/admin-organizations'
import type { AppContext, TeamCaller } from '../../../context'
import { parentOrganizations } from '../../../db/schema'
import { audit } from '../../audit'
import type { OrganizationAdminDeps } from './deps'

export async function createParentOrganization({ ctx, caller, deps, input }: { ctx: AppContext; caller: TeamCaller; deps: OrganizationAdminDeps; input: CreateParentOrganizationBody }): Promise<ParentOrganization> {
  deps.requireTeamPermission(caller, 'organizations.manage')
  return ctx.db.write(async (tx) => {
    const [row] = await tx.insert(parentOrganizations).values({ name: input.name.trim(), createdAt: ctx.clock.now() }).returning()
    await audit(ctx, tx, caller, { action: 'parent-organization.create', subject: ['parent-organization', row!.id], after: { name: row!.name } })
    return { parentOrganizationId: row!.id, name: row!.name, childOrganizationsCount: 0, childOrganizations: [], createdAt: row!.createdAt.toISOString() }
  })
}
