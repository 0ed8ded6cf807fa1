/**
 * A provider's payout account finished onboarding (processor webhook, the sandbox's onboarding
 * page, a status check, or the testing helper): it is marked complete once, and the provider's
 * pending payments start moving. Returns the provider, or null for an account the marketplace
 * does not know.
 */
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../../context'
import { payoutAccounts } from '../../../db/schema'
import { releasePendingTransfers } from '../release-pending-transfers'

export async function completePayoutOnboarding(ctx: AppContext, accountId: string): Promise<{ providerId: string } | null> {
  const account = await ctx.db.write(async (tx) => {
    const row = await tx.select().from(payoutAccounts).where(eq(payoutAccounts.processorAccountId, accountId)).get()
    if (!row) return null
    if (!row.isOnboardingComplete) {
      const now = ctx.clock.now()
      await tx.update(payoutAccounts).set({ isOnboardingComplete: true, completedAt: now, updatedAt: now }).where(eq(payoutAccounts.providerId, row.providerId))
    }
    return row
  })
  if (!account) return null
  await releasePendingTransfers(ctx, account.providerId)
  return { providerId: account.providerId }
}
