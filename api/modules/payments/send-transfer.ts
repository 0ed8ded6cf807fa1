/**
 * Moves a `processing` transfer's money to the provider's payout account and writes the ledger
 * TRANSFER row, once. The processor key is the transfer's key plus the moment it was claimed
 * (`updatedAt`), so a resumed send repeats the same request, and a send retried after a failure
 * (the transfer went back to `pending`, then was claimed again) is a new request.
 */
import { and, eq, isNull } from 'drizzle-orm'
import type { Actor } from '../../callers'
import type { AppContext } from '../../context'
import { payoutAccounts, shifts, transfers } from '../../db/schema'
import { audit } from '../audit'
import { writeLedger } from './ledger'
import { scheduleNotification } from '../notifications'

export type TransferRow = typeof transfers.$inferSelect

export async function sendTransfer(ctx: AppContext, transfer: TransferRow, actor: Actor): Promise<TransferRow> {
  if (transfer.status !== 'processing' || transfer.processorId) return transfer
  const account = await ctx.db.read.select().from(payoutAccounts).where(eq(payoutAccounts.providerId, transfer.providerId)).get()
  let processorId: string
  try {
    if (!account?.isOnboardingComplete) throw new Error('the payout account is not complete')
    ;({ processorId } = await ctx.payments.transfer({
      accountId: account.processorAccountId,
      amountCents: transfer.amountCents,
      description: transfer.description ?? `Payment ${transfer.id}`,
      idempotencyKey: `${transfer.idempotencyKey}:${transfer.updatedAt.getTime()}`,
      metadata: { transferId: transfer.id, providerId: transfer.providerId, shiftId: transfer.shiftId ?? '', kind: transfer.kind },
    }))
  } catch (error) {
    // The money did not move: the transfer waits again and the scheduler's sweep retries it.
    ctx.log.error('transfer to a provider failed', { transferId: transfer.id, error: error instanceof Error ? error.message : String(error) })
    return ctx.db.write(async (tx) => {
      const [back] = await tx
        .update(transfers)
        .set({ status: 'pending', availableAt: null, updatedAt: ctx.clock.now() })
        .where(and(eq(transfers.id, transfer.id), isNull(transfers.processorId), eq(transfers.updatedAt, transfer.updatedAt)))
        .returning()
      if (back) await audit(ctx, tx, actor, { action: 'payment.transfer-failed', subject: ['transfer', back.id], before: { status: 'processing' }, after: { status: back.status } })
      return back ?? (await tx.select().from(transfers).where(eq(transfers.id, transfer.id)).get())!
    })
  }
  return ctx.db.write(async (tx) => {
    const [sent] = await tx.update(transfers).set({ processorId }).where(and(eq(transfers.id, transfer.id), isNull(transfers.processorId))).returning()
    if (sent) {
      await scheduleNotification(ctx, tx, { event: 'PAYOUT_SENT', to: { providerId: sent.providerId }, subjectId: sent.id, dedupeKey: `payout:${sent.id}` })
      const shift = sent.shiftId ? await tx.select({ organizationId: shifts.organizationId, facilityId: shifts.facilityId }).from(shifts).where(eq(shifts.id, sent.shiftId)).get() : undefined
      await writeLedger(tx, ctx.clock.now(), [
        {
          kind: 'TRANSFER',
          amountCents: sent.amountCents,
          providerId: sent.providerId,
          shiftId: sent.shiftId,
          organizationId: shift?.organizationId ?? null,
          facilityId: shift?.facilityId ?? null,
          referenceId: sent.id,
          memo: sent.kind,
        },
      ])
      await audit(ctx, tx, actor, {
        action: 'payment.transfer',
        subject: ['transfer', sent.id],
        organizationId: shift?.organizationId ?? null,
        before: { status: sent.status, processorId: null },
        after: { status: sent.status, processorId: sent.processorId, amountCents: sent.amountCents, providerId: sent.providerId, shiftId: sent.shiftId },
      })
    }
    return (sent ?? (await tx.select().from(transfers).where(eq(transfers.id, transfer.id)).get()))!
  })
}
