/**
 * Gives a facility money back on one charge (domain "Attendance": less time, no-show;
 * "Cancellation": full refund). Refunds at most what remains of the charge: the card or bank is
 * refunded first, then the rest goes back to the organization as credits (CREDIT_RETURN). The
 * processor keeps its fee even on a full refund (Stripe does not return it), so the
 * PROCESSOR_FEE row stays as the platform's cost.
 *
 * Like charges: reserve in one write (the refund row and the charge's refunded amount, so two
 * refunds at once never return more than was paid), ask the processor with the caller's key and
 * the refund id, then record (credits, ledger, status). A failed processor call removes the
 * reservation and throws. The same key answers the same refund; with nothing left to refund the
 * answer has no refund id.
 */
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Actor } from '../../callers'
import type { AppContext } from '../../context'
import type { Tx } from '../../db/client'
import { charges, organizations, refunds } from '../../db/schema'
import { ConflictError, NotFoundError } from '../../errors'
import { audit } from '../audit'
import { withKeyLock } from './keyed-lock'
import { writeLedger } from './ledger'

export interface RefundResult {
  refundId: string | null
  /** Card or bank money returned. */
  cardRefundedCents: number
  creditsReturnedCents: number
  /** Both together. */
  refundedCents: number
}

type RefundRow = typeof refunds.$inferSelect

const resultOf = (row: RefundRow | null): RefundResult =>
  row
    ? { refundId: row.id, cardRefundedCents: row.amountCents, creditsReturnedCents: row.creditsReturnedCents, refundedCents: row.amountCents + row.creditsReturnedCents }
    : { refundId: null, cardRefundedCents: 0, creditsReturnedCents: 0, refundedCents: 0 }

export function refundCharge({
  ctx,
  chargeId,
  amountCents,
  reason,
  idempotencyKey,
  actor,
}: {
  ctx: AppContext
  chargeId: string
  amountCents: number
  reason: string
  idempotencyKey: string
  /** Who refunds, for the audit trail (`payment.refund`, written when the refund settles). */
  actor: Actor
}): Promise<RefundResult> {
  if (!Number.isInteger(amountCents) || amountCents < 0) throw new Error(`A refund must be a whole number of cents, got ${amountCents}`)
  return withKeyLock(`refund:${idempotencyKey}`, async () => {
    const reserved = await ctx.db.write((tx) => reserve(ctx, tx, { chargeId, amountCents, reason, idempotencyKey }, actor))
    if (!reserved) return resultOf(null)
    const { refund, charge } = reserved
    if (refund.processorId !== null || refund.amountCents === 0) return resultOf(refund)
    let processorId: string
    try {
      ;({ processorId } = await ctx.payments.refund({ paymentIntentId: charge.processorId!, amountCents: refund.amountCents, reason, idempotencyKey: `${idempotencyKey}:${refund.id}` }))
    } catch (error) {
      await ctx.db.write(async (tx) => {
        const [removed] = await tx.delete(refunds).where(and(eq(refunds.id, refund.id), isNull(refunds.processorId))).returning()
        if (removed) await tx.update(charges).set({ refundedCents: sql`${charges.refundedCents} - ${removed.amountCents}`, updatedAt: ctx.clock.now() }).where(eq(charges.id, charge.id))
      })
      throw error
    }
    return ctx.db.write(async (tx) => {
      const [settled] = await tx.update(refunds).set({ processorId }).where(and(eq(refunds.id, refund.id), isNull(refunds.processorId))).returning()
      if (settled) await settle(ctx, tx, settled, actor)
      return resultOf((await tx.select().from(refunds).where(eq(refunds.id, refund.id)).get())!)
    })
  })
}

async function reserve(ctx: AppContext, tx: Tx, input: { chargeId: string; amountCents: number; reason: string; idempotencyKey: string }, actor: Actor) {
  const existing = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, input.idempotencyKey)).get()
  if (existing) {
    const charge = (await tx.select().from(charges).where(eq(charges.id, existing.chargeId)).get())!
    return { refund: existing, charge }
  }
  const charge = await tx.select().from(charges).where(eq(charges.id, input.chargeId)).get()
  if (!charge) throw new NotFoundError('charge')
  if (charge.status === 'PENDING' || charge.status === 'FAILED') throw new ConflictError('Only a charge that went through can be refunded')
  const [returned] = await tx.select({ credits: sql<number>`coalesce(sum(${refunds.creditsReturnedCents}), 0)` }).from(refunds).where(eq(refunds.chargeId, charge.id))
  const cardLeft = charge.amountCents - charge.refundedCents
  const creditsLeft = charge.creditsAppliedCents - Number(returned?.credits ?? 0)
  const card = Math.min(input.amountCents, cardLeft)
  const credits = Math.min(input.amountCents - card, creditsLeft)
  if (card + credits <= 0) return null
  const now = ctx.clock.now()
  const [refund] = await tx
    .insert(refunds)
    .values({ chargeId: charge.id, amountCents: card, creditsReturnedCents: credits, reason: input.reason.slice(0, 500), idempotencyKey: input.idempotencyKey, createdAt: now })
    .returning()
  if (card > 0) await tx.update(charges).set({ refundedCents: sql`${charges.refundedCents} + ${card}`, updatedAt: now }).where(eq(charges.id, charge.id))
  // Nothing to ask the processor: credits go back now.
  if (card === 0) await settle(ctx, tx, refund!, actor)
  return { refund: refund!, charge }
}

/** Credits back to the organization, ledger rows, and the charge's status. Runs once per refund. */
async function settle(ctx: AppContext, tx: Tx, refund: RefundRow, actor: Actor): Promise<void> {
  const now = ctx.clock.now()
  const charge = (await tx.select().from(charges).where(eq(charges.id, refund.chargeId)).get())!
  if (refund.creditsReturnedCents > 0) {
    await tx
      .update(organizations)
      .set({ creditsInCents: sql`${organizations.creditsInCents} + ${refund.creditsReturnedCents}`, updatedAt: now })
      .where(eq(organizations.id, charge.organizationId))
  }
  const where = { organizationId: charge.organizationId, facilityId: charge.facilityId, shiftId: charge.shiftId, referenceId: refund.id, memo: refund.reason.slice(0, 200) }
  await writeLedger(tx, now, [
    { kind: 'REFUND', amountCents: refund.amountCents, ...where },
    { kind: 'CREDIT_RETURN', amountCents: refund.creditsReturnedCents, ...where },
  ])
  const [returned] = await tx.select({ credits: sql<number>`coalesce(sum(${refunds.creditsReturnedCents}), 0)` }).from(refunds).where(eq(refunds.chargeId, charge.id))
  const fullyRefunded = charge.refundedCents >= charge.amountCents && Number(returned?.credits ?? 0) >= charge.creditsAppliedCents
  const status = fullyRefunded ? 'REFUNDED' : 'PARTIALLY_REFUNDED'
  await tx.update(charges).set({ status, updatedAt: now }).where(eq(charges.id, charge.id))
  // The card part was counted on the charge when the refund was reserved; before is the charge without this refund.
  const creditsReturned = Number(returned?.credits ?? 0)
  await audit(ctx, tx, actor, {
    action: 'payment.refund',
    subject: ['charge', charge.id],
    organizationId: charge.organizationId,
    before: { status: charge.status, refundedCents: charge.refundedCents - refund.amountCents, creditsReturnedCents: creditsReturned - refund.creditsReturnedCents },
    after: { status, refundedCents: charge.refundedCents, creditsReturnedCents: creditsReturned, refundId: refund.id, reason: refund.reason },
  })
}
