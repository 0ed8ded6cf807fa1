/**
 * Pays a provider (domain "Attendance, completion and payout"): with a completed payout account
 * the money moves now and the payment is `processing` until it lands
 * (`settings.payouts.settlementHours`, then `completed`); without one it is `pending`, with no
 * processor call, until onboarding completes (releasePendingTransfers). The same key answers the
 * same transfer.
 */
import { eq } from 'drizzle-orm'
import type { Actor } from '../../callers'
import type { AppContext } from '../../context'
import { payoutAccounts, transfers } from '../../db/schema'
import { settings } from '../../settings'
import { audit } from '../audit'
import { withKeyLock } from './keyed-lock'
import { sendTransfer } from './send-transfer'

export type PaymentKind = 'SHIFT' | 'BONUS' | 'CANCELLATION_FEE'

export interface TransferResult {
  transferId: string
  status: 'pending' | 'processing' | 'completed'
  amountCents: number
  availableAt: Date | null
}

export const settlementMs = () => settings.payouts.settlementHours * 3_600_000

export function payProvider({
  ctx,
  providerId,
  shiftId,
  amountCents,
  kind,
  idempotencyKey,
  description,
  actor,
}: {
  ctx: AppContext
  providerId: string
  shiftId: string | null
  amountCents: number
  kind: PaymentKind
  idempotencyKey: string
  description: string
  /** Who pays, for the audit trail (`payment.payout` when the payment is created, `payment.transfer` when its money moves). */
  actor: Actor
}): Promise<TransferResult> {
  if (!Number.isInteger(amountCents) || amountCents <= 0) throw new Error(`A payment to a provider must be a positive whole number of cents, got ${amountCents}`)
  return withKeyLock(`transfer:${idempotencyKey}`, async () => {
    const transfer = await ctx.db.write(async (tx) => {
      const existing = await tx.select().from(transfers).where(eq(transfers.idempotencyKey, idempotencyKey)).get()
      if (existing) return existing
      const account = await tx.select({ complete: payoutAccounts.isOnboardingComplete }).from(payoutAccounts).where(eq(payoutAccounts.providerId, providerId)).get()
      const now = ctx.clock.now()
      const ready = account?.complete === true
      const [row] = await tx
        .insert(transfers)
        .values({
          providerId,
          shiftId,
          kind,
          amountCents,
          status: ready ? 'processing' : 'pending',
          availableAt: ready ? new Date(now.getTime() + settlementMs()) : null,
          idempotencyKey,
          description: description.slice(0, 500),
          createdAt: now,
          updatedAt: now,
        })
        .returning()
      await audit(ctx, tx, actor, {
        action: 'payment.payout',
        subject: ['transfer', row!.id],
        after: { status: row!.status, kind, amountCents, providerId, shiftId },
      })
      return row!
    })
    const sent = await sendTransfer(ctx, transfer, actor)
    return { transferId: sent.id, status: sent.status, amountCents: sent.amountCents, availableAt: sent.availableAt }
  })
}
