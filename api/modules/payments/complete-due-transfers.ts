/**
 * The scheduler's sweep for provider payments: a `processing` payment whose money has landed
 * (`availableAt` passed) is `completed`. It also finishes what a crash or a processor failure
 * left behind: `processing` payments never sent are sent, and `pending` payments of providers
 * whose payout account is complete are released. Returns how many completed.
 */
import { and, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm'
import { schedulerActor, type SchedulerActor } from '../../callers'
import type { AppContext } from '../../context'
import { payoutAccounts, transfers } from '../../db/schema'
import { audit } from '../audit'
import { releasePendingTransfers } from './release-pending-transfers'
import { sendTransfer } from './send-transfer'

/** A send younger than this may still be in flight in another request. */
const STALE_SEND_MS = 5 * 60_000

export async function completeDueTransfers(ctx: AppContext, actor: SchedulerActor = schedulerActor('complete landed payouts')): Promise<number> {
  const now = ctx.clock.now()
  const unsent = await ctx.db.read
    .select()
    .from(transfers)
    .where(and(eq(transfers.status, 'processing'), isNull(transfers.processorId), lte(transfers.updatedAt, new Date(now.getTime() - STALE_SEND_MS))))
    .limit(100)
  for (const transfer of unsent) await sendTransfer(ctx, transfer, actor)
  const waiting = await ctx.db.read
    .selectDistinct({ providerId: transfers.providerId })
    .from(transfers)
    .innerJoin(payoutAccounts, eq(payoutAccounts.providerId, transfers.providerId))
    .where(and(eq(transfers.status, 'pending'), eq(payoutAccounts.isOnboardingComplete, true)))
    .limit(100)
  for (const { providerId } of waiting) await releasePendingTransfers(ctx, providerId, actor)
  return ctx.db.write(async (tx) => {
    const due = await tx
      .select({ id: transfers.id })
      .from(transfers)
      .where(and(eq(transfers.status, 'processing'), isNotNull(transfers.processorId), lte(transfers.availableAt, ctx.clock.now())))
    if (!due.length) return 0
    await tx.update(transfers).set({ status: 'completed', updatedAt: ctx.clock.now() }).where(inArray(transfers.id, due.map((d) => d.id)))
    for (const { id } of due) await audit(ctx, tx, actor, { action: 'payment.transfer-complete', subject: ['transfer', id], before: { status: 'processing' }, after: { status: 'completed' } })
    return due.length
  })
}
