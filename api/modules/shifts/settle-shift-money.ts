/**
 * Brings a finished seat's money to its final state, idempotently (domain "Money"):
 *
 *   - the facility's net payment for the seat (charges + credits − refunds) is moved to its
 *     final price: earnings + fee when completed, nothing when canceled or a no-show — by
 *     refunding the difference (latest charge first) or charging it;
 *   - a completed seat's earnings are paid to the provider;
 *   - the platform fee is written to the ledger, so the seat's ledger reconciles to the cent.
 *
 * Each step carries an idempotency key derived from the seat and its target, so running this
 * again — after a crash, or from the scheduler's sweep — never moves money twice. When every
 * step is done the seat is marked `money_settled_at`.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Actor } from '../../callers'
import type { AppContext } from '../../context'
import { charges, refunds, shiftGroups, shifts } from '../../db/schema'
import { chargeAdditional, payProvider, recordPlatformFee, refundCharge } from '../payments'

/** What the facility has paid, net, for the seat (cancellation fees are their own matter). */
async function netPaidCents(ctx: AppContext, shiftId: string) {
  const rows = await ctx.db.read
    .select()
    .from(charges)
    .where(and(eq(charges.shiftId, shiftId), inArray(charges.purpose, ['SHIFT', 'ADJUSTMENT']), inArray(charges.status, ['SUCCEEDED', 'PARTIALLY_REFUNDED', 'REFUNDED'])))
    .orderBy(desc(charges.createdAt))
  let net = 0
  const refundable: { id: string; remaining: number }[] = []
  for (const charge of rows) {
    const [back] = await ctx.db.read
      .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents} + ${refunds.creditsReturnedCents}), 0)` })
      .from(refunds)
      .where(eq(refunds.chargeId, charge.id))
    const remaining = charge.amountCents + charge.creditsAppliedCents - Number(back?.cents ?? 0)
    net += remaining
    if (remaining > 0) refundable.push({ id: charge.id, remaining })
  }
  return { net, refundable }
}

/** `actor`: whose transition of the seat this settles, for the audit trail of each movement. */
export async function settleShiftMoney(ctx: AppContext, shiftId: string, actor: Actor): Promise<void> {
  const seat = await ctx.db.read.select().from(shifts).where(eq(shifts.id, shiftId)).get()
  if (!seat || seat.moneySettledAt || !seat.chargeId || seat.status === 'OPEN' || seat.status === 'FILLED') return
  const group = await ctx.db.read.select().from(shiftGroups).where(eq(shiftGroups.id, seat.shiftGroupId)).get()
  const completed = seat.status === 'COMPLETED'
  const target = completed ? (seat.providerEarningsCents ?? 0) + (seat.shiftFeeCents ?? 0) : 0
  await bringPaymentTo(ctx, shiftId, target, actor, {
    keyPrefix: `settle:${shiftId}:${target}`,
    refundReason: completed ? 'Hours adjusted' : seat.attendanceStatus === 'NO_SHOW' ? 'Provider did not show' : 'Shift canceled',
    chargeDescription: `Additional hours — ${group?.title ?? 'shift'} ${group?.date ?? ''}`,
  })

  if (completed) {
    if ((seat.providerEarningsCents ?? 0) > 0) {
      await payProvider({
        ctx,
        providerId: seat.providerId!,
        shiftId,
        amountCents: seat.providerEarningsCents!,
        kind: 'SHIFT',
        idempotencyKey: `payout:${shiftId}`,
        description: `${group?.title ?? 'Shift'} — ${group?.date ?? ''}`,
        actor,
      })
    }
  }
  // Also for canceled seats: a processor fee kept after a full refund is the platform's cost.
  await recordPlatformFee({ ctx, shiftId, actor })
  await ctx.db.write((tx) => tx.update(shifts).set({ moneySettledAt: ctx.clock.now() }).where(eq(shifts.id, shiftId)))
}

/**
 * Moves the facility's net payment for the seat to `target` cents: refunds the difference
 * (latest charge first) or charges it. Settlement calls it with keys made from the target; the
 * admin panel's rate change (shifts/admin/update-shift-rate.ts) with a key of its own per change,
 * while the seat is still hired — settlement then finds the payment already at the seat's price.
 */
export async function bringPaymentTo(
  ctx: AppContext,
  shiftId: string,
  target: number,
  actor: Actor,
  { keyPrefix, refundReason, chargeDescription }: { keyPrefix: string; refundReason: string; chargeDescription: string },
): Promise<{ refundedCents: number; chargedCents: number }> {
  const { net, refundable } = await netPaidCents(ctx, shiftId)
  if (net > target) {
    let owed = net - target
    for (const charge of refundable) {
      if (owed <= 0) break
      const amount = Math.min(owed, charge.remaining)
      await refundCharge({ ctx, chargeId: charge.id, amountCents: amount, reason: refundReason, idempotencyKey: `${keyPrefix}:refund:${charge.id}`, actor })
      owed -= amount
    }
    return { refundedCents: net - target - owed, chargedCents: 0 }
  }
  if (net < target) {
    await chargeAdditional({ ctx, shiftId, totalCents: target - net, idempotencyKey: `${keyPrefix}:charge`, description: chargeDescription, actor })
    return { refundedCents: 0, chargedCents: target - net }
  }
  return { refundedCents: 0, chargedCents: 0 }
}
