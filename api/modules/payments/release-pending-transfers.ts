/**
 * When a provider's payout account is complete, their `pending` payments start moving: each
 * becomes `processing` (landing after `settings.payouts.settlementHours`) and is sent.
 * Returns how many were released.
 */
import { and, eq } from 'drizzle-orm'
import type { Actor } from '../../callers'
import type { AppContext } from '../../context'
import { payoutAccounts, transfers } from '../../db/schema'
import { audit } from '../audit'
import { settlementMs } from './pay-provider'
import { sendTransfer } from './send-transfer'

export async function releasePendingTransfers(ctx: AppContext, providerId: string, actor: Actor): Promise<number> {
  const claimed = await ctx.db.write(async (tx) => {
    const account = await tx.select({ complete: payoutAccounts.isOnboardingComplete }).from(payoutAccounts).where(eq(payoutAccounts.providerId, providerId)).get()
    if (!account?.complete) return []
    const now = ctx.clock.now()
    const released = await tx
      .update(transfers)
      .set({ status: 'processing', availableAt: new Date(now.getTime() + settlementMs()), updatedAt: now })
      .where(and(eq(transfers.providerId, providerId), eq(transfers.status, 'pending')))
      .returning()
    for (const transfer of released) {
      await audit(ctx, tx, actor, { action: 'payment.payout-release', subject: ['transfer', transfer.id], before: { status: 'pending' }, after: { status: transfer.status, availableAt: transfer.availableAt } })
    }
    return released
  })
  for (const transfer of claimed) await sendTransfer(ctx, transfer, actor)
  return claimed.length
}
