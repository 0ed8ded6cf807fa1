/**
 * Hiring one provider into a seat of a group (DOMAIN "Applications and hiring"), for a facility
 * user's hire and for auto-hire alike. Three steps, so that a declined card leaves the seat open
 * and two hires of the last seat end with exactly one winner and no orphan charge:
 *
 *   1. reserve (one write): the seat is taken for this application, the application marked
 *      hired, and a PENDING charge made with its credits taken (run-charge.ts);
 *   2. the processor is asked (outside any transaction, idempotent per seat and application;
 *      the sandbox, which lives in this database, answers inside step 3's transaction);
 *   3. record and confirm (one write): the charge SUCCEEDED and the seat hired — or, when it was
 *      declined, the charge FAILED, the credits back, the seat and the application re-opened.
 *
 * A reservation left by a crash between 1 and 3 is settled by the scheduler
 * (`settleStaleReservations`): confirmed when its charge succeeded, released otherwise.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import type { AppContext } from '../../context'
import type { Tx } from '../../db/client'
import { applications, shiftGroups, shifts } from '../../db/schema'
import { ConflictError, NotFoundError } from '../../errors'
import type { ChargeOutcome } from '../../integrations/payments/gateway'
import { withKeyLock } from '../payments/keyed-lock'
import { askProcessor, recordCharge, reserveCharge, resultOf, succeededOrThrow, type RunChargeInput } from '../payments/run-charge'
import { bannedFacilityIds, overlappingHires } from './queries'
import { seatPrice } from './price'
import { settleShiftMoney } from './settle-shift-money'

export interface HireRequest {
  shiftGroupId: string
  applicationId: string
  paymentMethodId: string
  hiredByUserId: string | null
}

export function hireIdempotencyKey(shiftId: string, applicationId: string): string {
  return `hire:${shiftId}:${applicationId}`
}

/** Step 1: take an open seat for the application. */
async function reserveSeat(ctx: AppContext, tx: Tx, request: HireRequest) {
  const now = ctx.clock.now()
  const group = await tx.select().from(shiftGroups).where(eq(shiftGroups.id, request.shiftGroupId)).get()
  if (!group) throw new NotFoundError('shift')
  if (group.status === 'CANCELED') throw new ConflictError('This shift was canceled')
  if (group.startsAt <= now) throw new ConflictError('This shift has already started')
  const application = await tx.select().from(applications).where(and(eq(applications.id, request.applicationId), eq(applications.shiftGroupId, group.id))).get()
  if (!application || application.status !== 'PENDING' || (application.expiresAt && application.expiresAt <= now)) throw new NotFoundError('applicant')
  if (application.isHired) throw new ConflictError('This provider is already hired for this shift')
  if ((await bannedFacilityIds(tx, application.providerId)).has(group.facilityId)) throw new NotFoundError('applicant')
  if ((await overlappingHires(tx, application.providerId, group.startsAt, group.endsAt)).length) {
    throw new ConflictError('This provider is already booked for another shift at this time')
  }
  const seat = await tx.select().from(shifts).where(and(eq(shifts.shiftGroupId, group.id), eq(shifts.status, 'OPEN'))).orderBy(asc(shifts.seat)).get()
  if (!seat) throw new ConflictError('All seats of this shift are filled')
  const price = seatPrice(group)
  await tx
    .update(shifts)
    .set({
      status: 'FILLED',
      providerId: application.providerId,
      applicationId: application.id,
      hiredByUserId: request.hiredByUserId,
      hiredAt: null,
      providerEarningsCents: price.providerEarningsCents,
      shiftFeeCents: price.shiftFeeCents,
      updatedAt: now,
    })
    .where(eq(shifts.id, seat.id))
  await tx.update(shiftGroups).set({ filledCount: sql`${shiftGroups.filledCount} + 1`, updatedAt: now }).where(eq(shiftGroups.id, group.id))
  await tx.update(applications).set({ isHired: true, updatedAt: now }).where(eq(applications.id, application.id))
  return { group, seat, price }
}

/** Undoes a reservation whose charge did not go through. */
export async function releaseSeat(ctx: AppContext, tx: Tx, shiftId: string): Promise<void> {
  const now = ctx.clock.now()
  const seat = await tx.select().from(shifts).where(eq(shifts.id, shiftId)).get()
  if (!seat || seat.status !== 'FILLED' || seat.hiredAt) return
  await tx
    .update(shifts)
    .set({ status: 'OPEN', providerId: null, applicationId: null, hiredByUserId: null, providerEarningsCents: null, shiftFeeCents: null, updatedAt: now })
    .where(eq(shifts.id, seat.id))
  await tx.update(shiftGroups).set({ filledCount: sql`max(${shiftGroups.filledCount} - 1, 0)`, updatedAt: now }).where(eq(shiftGroups.id, seat.shiftGroupId))
  if (seat.applicationId) await tx.update(applications).set({ isHired: false, updatedAt: now }).where(eq(applications.id, seat.applicationId))
}

/**
 * Step 3: the charge went through. Returns false when the seat was canceled meanwhile (the
 * facility canceled the group during the charge): the charge is recorded on the seat so that
 * settlement refunds it.
 */
export async function confirmSeat(ctx: AppContext, tx: Tx, shiftId: string, charge: { chargeId: string; creditsDeductedCents: number }): Promise<boolean> {
  const seat = await tx.select().from(shifts).where(eq(shifts.id, shiftId)).get()
  const stillReserved = seat?.status === 'FILLED' && !seat.hiredAt
  await tx
    .update(shifts)
    .set({ ...(stillReserved ? { hiredAt: ctx.clock.now() } : {}), chargeId: charge.chargeId, creditsDeductedCents: charge.creditsDeductedCents, updatedAt: ctx.clock.now() })
    .where(eq(shifts.id, shiftId))
  return stillReserved
}

export async function hire(ctx: AppContext, request: HireRequest): Promise<{ shiftId: string }> {
  // 1. The seat and the charge are reserved in one transaction: a payment method the facility
  //    may not use leaves nothing behind.
  const { seat, input, charge } = await ctx.db.write(async (tx) => {
    const { group, seat, price } = await reserveSeat(ctx, tx, request)
    const input: RunChargeInput = {
      ctx,
      organizationId: group.organizationId,
      facilityId: group.facilityId,
      shiftId: seat.id,
      paymentMethodId: request.paymentMethodId,
      totalCents: price.totalCents,
      idempotencyKey: hireIdempotencyKey(seat.id, request.applicationId),
      description: `${group.title} — ${group.date} ${group.startTime}–${group.endTime}`,
      purpose: 'SHIFT',
    }
    return { seat, input, charge: await reserveCharge(input, tx) }
  })

  // 2–3. The processor's answer is recorded and the seat confirmed (or released) in one
  //      transaction; a processor living in this database (the sandbox) answers inside it.
  const settle = async (tx: Tx, outcome: ChargeOutcome | null) => {
    const row = outcome ? await recordCharge(input, tx, charge.id, outcome) : charge
    if (row.status === 'FAILED') {
      await releaseSeat(ctx, tx, seat.id)
      return { row, confirmed: false }
    }
    return { row, confirmed: await confirmSeat(ctx, tx, seat.id, resultOf(row)) }
  }
  let settled: Awaited<ReturnType<typeof settle>>
  try {
    settled = await withKeyLock(`charge:${input.idempotencyKey}`, async () => {
      if (charge.status !== 'PENDING') return ctx.db.write((tx) => settle(tx, null))
      if (ctx.payments.chargesInOurTransaction) return ctx.db.write(async (tx) => settle(tx, await askProcessor(input, charge)))
      const outcome = await askProcessor(input, charge)
      return ctx.db.write((tx) => settle(tx, outcome))
    })
  } catch (error) {
    // The processor could not be reached: the seat and the application re-open; the charge
    // stays PENDING under its key, so a retry resumes it rather than charging twice.
    await ctx.db.write((tx) => releaseSeat(ctx, tx, seat.id))
    throw error
  }
  succeededOrThrow(settled.row)
  if (!settled.confirmed) {
    await settleShiftMoney(ctx, seat.id)
    throw new ConflictError('This shift was canceled while the hire was being charged; the charge was refunded')
  }
  return { shiftId: seat.id }
}
