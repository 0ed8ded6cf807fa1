/**
 * The scheduler's sweep for cancellation fees (domain "Cancellation"): each HELD fee is charged
 * to the facility (credits first, then the payment method of the shift's charge, else the
 * group's, else the facility's default) as a CANCELLATION_FEE charge, then paid to the provider.
 * COMPLETED when charged, CHARGE_FAILED when declined or no payment method is left. Each fee's
 * charge and payment use keys made from its id, so two sweeps at once charge and pay it once.
 * A processor that cannot be reached leaves the fee HELD for the next sweep.
 */
import { and, desc, eq } from 'drizzle-orm'
import { schedulerActor, type SchedulerActor } from '../../callers'
import type { AppContext } from '../../context'
import { cancellationFees, charges, shiftGroups, shifts } from '../../db/schema'
import { NotFoundError, PaymentRequiredError } from '../../errors'
import { audit } from '../audit'
import { payProvider } from './pay-provider'
import { firstUsablePaymentMethod } from './queries'
import { recordPlatformFee } from './record-platform-fee'
import { runCharge } from './run-charge'

export async function collectHeldCancellationFees(
  ctx: AppContext,
  actor: SchedulerActor = schedulerActor('charge held cancellation fees'),
): Promise<{ completed: number; failed: number }> {
  const held = await ctx.db.read.select().from(cancellationFees).where(eq(cancellationFees.paymentStatus, 'HELD')).limit(100)
  let completed = 0
  let failed = 0
  for (const fee of held) {
    const shift = await ctx.db.read
      .select({ facilityId: shifts.facilityId, title: shiftGroups.title, date: shiftGroups.date, groupPaymentMethodId: shiftGroups.paymentMethodId })
      .from(shifts)
      .innerJoin(shiftGroups, eq(shiftGroups.id, shifts.shiftGroupId))
      .where(eq(shifts.id, fee.shiftId))
      .get()
    if (!shift) {
      ctx.log.error('cancellation fee for an unknown shift', { cancellationFeeId: fee.id })
      continue
    }
    const original = await ctx.db.read
      .select({ paymentMethodId: charges.paymentMethodId })
      .from(charges)
      .where(and(eq(charges.shiftId, fee.shiftId), eq(charges.purpose, 'SHIFT')))
      .orderBy(desc(charges.createdAt))
      .get()
    let chargeId: string
    try {
      const paymentMethodId = await firstUsablePaymentMethod(ctx.db.read, {
        organizationId: fee.organizationId,
        facilityId: shift.facilityId,
        candidates: [original?.paymentMethodId, shift.groupPaymentMethodId],
      })
      ;({ chargeId } = await runCharge({
        ctx,
        organizationId: fee.organizationId,
        facilityId: shift.facilityId,
        shiftId: fee.shiftId,
        paymentMethodId,
        totalCents: fee.feeCents,
        idempotencyKey: `cancellation-fee:${fee.id}`,
        description: `Cancellation fee — ${shift.title}, ${shift.date}`,
        purpose: 'CANCELLATION_FEE',
        actor,
      }))
    } catch (error) {
      if (!(error instanceof PaymentRequiredError || error instanceof NotFoundError)) {
        ctx.log.error('cancellation fee not charged; kept for the next sweep', { cancellationFeeId: fee.id, error: error instanceof Error ? error.message : String(error) })
        continue
      }
      await ctx.db.write(async (tx) => {
        const [marked] = await tx
          .update(cancellationFees)
          .set({ paymentStatus: 'CHARGE_FAILED', updatedAt: ctx.clock.now() })
          .where(and(eq(cancellationFees.id, fee.id), eq(cancellationFees.paymentStatus, 'HELD')))
          .returning()
        if (marked) await audit(ctx, tx, actor, { action: 'payment.cancellation-fee', subject: ['cancellation-fee', fee.id], organizationId: fee.organizationId, before: { paymentStatus: 'HELD', feeCents: fee.feeCents }, after: { paymentStatus: marked.paymentStatus, feeCents: fee.feeCents } })
      })
      failed++
      continue
    }
    await ctx.db.write(async (tx) => {
      const [marked] = await tx
        .update(cancellationFees)
        .set({ paymentStatus: 'COMPLETED', chargeId, updatedAt: ctx.clock.now() })
        .where(and(eq(cancellationFees.id, fee.id), eq(cancellationFees.paymentStatus, 'HELD')))
        .returning()
      if (marked) await audit(ctx, tx, actor, { action: 'payment.cancellation-fee', subject: ['cancellation-fee', fee.id], organizationId: fee.organizationId, before: { paymentStatus: 'HELD', feeCents: fee.feeCents }, after: { paymentStatus: marked.paymentStatus, feeCents: fee.feeCents, chargeId } })
    })
    if (fee.feeCents > 0) await payProvider({
      ctx,
      providerId: fee.providerId,
      shiftId: fee.shiftId,
      amountCents: fee.feeCents,
      kind: 'CANCELLATION_FEE',
      idempotencyKey: `cancellation-fee-payout:${fee.id}`,
      description: `Cancellation fee — ${shift.title}, ${shift.date}`,
      actor,
    })
    await recordPlatformFee({ ctx, shiftId: fee.shiftId, actor })
    completed++
  }
  return { completed, failed }
}
