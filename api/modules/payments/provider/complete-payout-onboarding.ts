/**
 * A provider's payout account finished onboarding (processor webhook, the sandbox's onboarding
 * page, a status check, or the testing helper): it is marked complete once, and the provider's
 * pending payments start moving. Returns the provider, or null for an account the marketplace
 * does not know.
 *
 * The audit trail names the payment processor as the actor unless told otherwise: whichever path
 * brought it, the news that onboarding finished is the processor's (its webhook, its answer to a
 * status check, or the sandbox standing in for its hosted page).
 */
import { eq } from 'drizzle-orm'
import { webhookActor, type Actor } from '../../../callers'
import type { AppContext } from '../../../context'
import { payoutAccounts } from '../../../db/schema'
import { audit } from '../../audit'
import { releasePendingTransfers } from '../release-pending-transfers'

export async function completePayoutOnboarding(ctx: AppContext, accountId: string, actor: Actor = webhookActor('payments')): Promise<{ providerId: string } | null> {
  const account = await ctx.db.write(async (tx) => {
    const row = await tx.select().from(payoutAccounts).where(eq(payoutAccounts.processorAccountId, accountId)).get()
    if (!row) return null
    if (!row.isOnboardingComplete) {
      const now = ctx.clock.now()
      await tx.update(payoutAccounts).set({ isOnboardingComplete: true, completedAt: now, updatedAt: now }).where(eq(payoutAccounts.providerId, row.providerId))
      await audit(ctx, tx, actor, { action: 'payout-account.complete', subject: ['payout-account', row.providerId], before: { isOnboardingComplete: false }, after: { isOnboardingComplete: true } })
    }
    return row
  })
  if (!account) return null
  await releasePendingTransfers(ctx, account.providerId, actor)
  return { providerId: account.providerId }
}
