/**
 * `PUT /admin-panel/shadow-ban-provider/{providerId}` (ADMIN, OPERATIONS): turns the provider's
 * shadow ban on, or off when it is on. While on, facilities do not see their applications
 * (shifts/facility/queries.ts `hiddenProviderIds`). With `notifyProvider` and the ban turning on,
 * the provider is e-mailed through the notifications outbox, queued in the same transaction and
 * delivered after the commit.
 *
 * The e-mail is not counted against the message limits (api/modules/README.md rule 12), as with
 * license decisions: only ADMIN and OPERATIONS can cause it, once per ban, and a limit reached
 * would refuse the ban itself.
 */
import { eq } from 'drizzle-orm'
import type { ShadowBanProviderBody, ShadowBanProviderResult } from '../../../../shared/contracts/admin-providers'
import type { AppContext, TeamCaller } from '../../../context'
import { providers } from '../../../db/schema'
import { audit } from '../../audit'
import { deliverEmail, queueEmail, type QueuedEmail } from '../../notifications'
import { requireTeamPermission } from '../../team'
import { getAdminProviderOrThrow } from './queries'
import { shadowBanEmail } from './shadow-ban-email'

export async function toggleProviderShadowBan({ ctx, caller, providerId, input }: { ctx: AppContext; caller: TeamCaller; providerId: string; input: ShadowBanProviderBody | null }): Promise<ShadowBanProviderResult> {
  requireTeamPermission(caller, 'bans.manage')
  const notifyProvider = input?.notifyProvider === true
  const { result, email } = await ctx.db.write(async (tx) => {
    const before = await getAdminProviderOrThrow(tx, providerId)
    const isShadowBanned = !before.isShadowBanned
    await tx.update(providers).set({ isShadowBanned, updatedAt: ctx.clock.now() }).where(eq(providers.id, providerId))
    const tell = notifyProvider && isShadowBanned
    await audit(ctx, tx, caller, {
      action: isShadowBanned ? 'provider.shadow-ban' : 'provider.lift-shadow-ban',
      subject: ['provider', providerId],
      before: { isShadowBanned: before.isShadowBanned },
      after: { isShadowBanned, providerNotified: tell },
    })
    const email: QueuedEmail | null = tell ? await queueEmail(ctx, tx, shadowBanEmail({ to: before.email, firstName: before.firstName, publicUrl: ctx.config.publicUrl })) : null
    return { result: { provider: { ...before, isShadowBanned }, isShadowBanned, providerNotified: tell }, email }
  })
  if (email) deliverEmail(ctx, email)
  return result
}
