/**
 * Hiring one provider into a seat of a group (DOMAIN "Applications and hiring"), for a facility
 * user's hire and for auto-hire alike. Three steps, so that a declined card leaves the seat open
 * and two hires of the last seat end with exactly one winner and no orphan charge:
 *
 *   1. reserve (write): the seat is taken for this application, the application marked hired;
 *   2. charge (outside any transaction, idempotent per seat and application);
 *   3. confirm (write) — or, when the charge fails, release the seat and re-open the application.
 *
 * A reservation left by a crash between 1 and 3 is settled by the scheduler
 * (`settleStaleReservations`): confirmed when its charge succeeded, released otherwise.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import type { AppContext } from '../../context'
import type { Tx } from '../../db/client'
import { applications, shiftGroups, shifts } from '../../db/schema'
import { ConflictError, NotFoundError } from '../../errors'
import { chargeForShift } from '../payments/charge-for-shift'
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
  const { group, seat, price } = await ctx.db.write((tx) => reserveSeat(ctx, tx, request))
  let charge
  try {
    charge = await chargeForShift({
      ctx,
      organizationId: group.organizationId,
      facilityId: group.facilityId,
      shiftId: seat.id,
      paymentMethodId: request.paymentMethodId,
      totalCents: price.totalCents,
      idempotencyKey: hireIdempotencyKey(seat.id, request.applicationId),
      description: `${group.title} — ${group.date} ${group.startTime}–${group.endTime}`,
    })
  } catch (error) {
    // Declined, or the payment method is not usable: the seat and the application re-open.
    await ctx.db.write((tx) => releaseSeat(ctx, tx, seat.id))
    throw error
  }
  if (!(await ctx.db.write((tx) => confirmSeat(ctx, tx, seat.id, charge)))) {
    await settleShiftMoney(ctx, seat.id)
    throw new ConflictError('This shift was canceled while the hire was being charged; the charge was refunded')
  }
  return { shiftId: seat.id }
}
