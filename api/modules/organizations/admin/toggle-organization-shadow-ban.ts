/**
 * `PUT /admin-panel/shadow-ban-organization/{organizationId}` (ADMIN, OPERATIONS; no body): turns
 * the organization's shadow ban on, or off when it is on. While on, its shift groups are hidden
 * from providers (browse, related shifts, counts: the browse index leaves out groups of a
 * shadow-banned organization, and the change reaches it through the shift-group log's trigger on
 * organizations, migration 0007); the organization is not told (domain "Bans and shadow bans").
 */
import { eq } from 'drizzle-orm'
import type { AdminOrganization } from '../../../../shared/contracts/admin-organizations'
import type { AppContext, TeamCaller } from '../../../context'
import { organizations } from '../../../db/schema'
import { audit } from '../../audit'
import type { OrganizationAdminDeps } from './deps'
import { getAdminOrganizationOrThrow, getOrganizationRowOrThrow } from './queries'

export async function toggleOrganizationShadowBan({ ctx, caller, deps, organizationId }: { ctx: AppContext; caller: TeamCaller; deps: OrganizationAdminDeps; organizationId: string }): Promise<AdminOrganization> {
  deps.requireTeamPermission(caller, 'bans.manage')
  return ctx.db.write(async (tx) => {
    const before = await getOrganizationRowOrThrow(tx, organizationId)
    const isShadowBanned = !before.isShadowBanned
    await tx.update(organizations).set({ isShadowBanned, updatedAt: ctx.clock.now() }).where(eq(organizations.id, organizationId))
    await audit(ctx, tx, caller, {
      action: isShadowBanned ? 'organization.shadow-ban' : 'organization.lift-shadow-ban',
      subject: ['organization', organizationId],
      organizationId,
      before: { isShadowBanned: before.isShadowBanned },
      after: { isShadowBanned },
    })
    return getAdminOrganizationOrThrow(tx, organizationId)
  })
}
