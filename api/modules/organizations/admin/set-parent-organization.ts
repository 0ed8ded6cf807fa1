/**
 * `PATCH /admin-panel/organizations/{organizationId}` (ADMIN, OPERATIONS): sets the
 * organization's parent, or clears it with null. An unknown parent is 404.
 */
import { eq } from 'drizzle-orm'
import type { AdminOrganization, UpdateOrganizationBody } from '../../../../shared/contracts/admin-organizations'
import type { AppContext, TeamCaller } from '../../../context'
import { organizations } from '../../../db/schema'
import { audit } from '../../audit'
import type { OrganizationAdminDeps } from './deps'
import { getAdminOrganizationOrThrow, getOrganizationRowOrThrow, getParentOrganizationRowOrThrow } from './queries'

export async function setParentOrganization({ ctx, caller, deps, organizationId, input }: { ctx: AppContext; caller: TeamCaller; deps: OrganizationAdminDeps; organizationId: string; input: UpdateOrganizationBody }): Promise<AdminOrganization> {
  deps.requireTeamPermission(caller, 'organizations.manage')
  return ctx.db.write(async (tx) => {
    const before = await getOrganizationRowOrThrow(tx, organizationId)
    const parentOrganizationId = input.parentOrganizationId
    if (parentOrganizationId) await getParentOrganizationRowOrThrow(tx, parentOrganizationId)
    if (before.parentOrganizationId !== parentOrganizationId) {
      await tx.update(organizations).set({ parentOrganizationId, updatedAt: ctx.clock.now() }).where(eq(organizations.id, organizationId))
      await audit(ctx, tx, caller, {
        action: 'organization.set-parent',
        subject: ['organization', organizationId],
        organizationId,
        before: { parentOrganizationId: before.parentOrganizationId },
        after: { parentOrganizationId },
      })
    }
    return getAdminOrganizationOrThrow(tx, organizationId)
  })
}
