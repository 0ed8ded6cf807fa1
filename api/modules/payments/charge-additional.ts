/**
 * Charges the facility for time added by an attendance adjustment (domain "Attendance": more
 * time charges it), as its own ADJUSTMENT charge on the shift: credits first, then the payment
 * method of the shift's original charge, else the group's, else the facility's default (a method
 * removed since the hire is skipped).
 * Same steps, idempotency and errors as chargeForShift. `purpose` BONUS: an admin's bonus to the
 * hired provider, charged to the facility the same way as a charge of its own (its receipt is the
 * bonus's invoice), outside the seat's price.
 */
import { and, desc, eq, inArray } from 'drizzle-orm'
import type { Actor } from '../../callers'
import type { AppContext } from '../../context'
import { charges, shiftGroups, shifts } from '../../db/schema'
import { NotFoundError } from '../../errors'
import { firstUsablePaymentMethod } from './queries'
import { runCharge, type ChargeResult } from './run-charge'

export async function chargeAdditional({
  ctx,
  shiftId,
  totalCents,
  idempotencyKey,
  description,
  actor,
  purpose = 'ADJUSTMENT',
}: {
  ctx: AppContext
  shiftId: string
  totalCents: number
  idempotencyKey: string
  description: string
  /** Who re-priced the shift, for the audit trail. */
  actor: Actor
  purpose?: 'ADJUSTMENT' | 'BONUS'
}): Promise<ChargeResult> {
  const shift = await ctx.db.read
    .select({ organizationId: shifts.organizationId, facilityId: shifts.facilityId, groupPaymentMethodId: shiftGroups.paymentMethodId })
    .from(shifts)
    .innerJoin(shiftGroups, eq(shiftGroups.id, shifts.shiftGroupId))
    .where(eq(shifts.id, shiftId))
    .get()
  if (!shift) throw new NotFoundError('shift')
  const original = await ctx.db.read
    .select({ paymentMethodId: charges.paymentMethodId })
    .from(charges)
    .where(and(eq(charges.shiftId, shiftId), eq(charges.purpose, 'SHIFT'), inArray(charges.status, ['SUCCEEDED', 'PARTIALLY_REFUNDED', 'REFUNDED'])))
    .orderBy(desc(charges.createdAt))
    .get()
  return runCharge({
    ctx,
    organizationId: shift.organizationId,
    facilityId: shift.facilityId,
    shiftId,
    paymentMethodId: await firstUsablePaymentMethod(ctx.db.read, {
      organizationId: shift.organizationId,
      facilityId: shift.facilityId,
      candidates: [original?.paymentMethodId, shift.groupPaymentMethodId],
    }),
    totalCents,
    idempotencyKey,
    description,
    purpose,
    actor,
  })
}
