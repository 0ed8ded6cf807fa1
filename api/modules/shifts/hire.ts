/**
 * Hiring one provider into a seat of a group (domain "Applications and hiring"), for a facility
 * user's hire and for auto-hire alike. Three steps, so that a declined card leaves the seat open
 * and two hires of the last seat end with exactly one winner and no orphan charge (with the
 * sandbox, which lives in this database, all three are one transaction):
 *
 *   1. reserve (one write): the seat is taken for this application, the application marked
 *      hired, and a PENDING charge made with its credits taken (run-charge.ts);
 *   2. the processor is asked (outside any transaction, idempotent per seat and application);
 *   3. record and confirm (one write): the charge SUCCEEDED and the seat hired — or, when it was
 *      declined, the charge FAILED, the credits back, the seat and the application re-opened.
 *
 * A reservation left by a crash between 1 and 3 is settled by the scheduler
 * (`settleStaleReservations`): confirmed when its charge succeeded, released otherwise.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Actor } from '../../callers'
import { tellHired } from './notices'
import type { AppContext } from '../../context'
import type { Tx } from '../../db/client'
import { bound, prepared } from '../../db/prepared'
import { applications, shiftGroups, shifts } from '../../db/schema'
import { ConflictError, NotFoundError } from '../../errors'
import { seatPrice } from '../../../shared/domain/money'
import type { ChargeOutcome } from '../../integrations/payments/gateway'
import { audit } from '../audit'
import { askProcessor, chargeForAudit, type ChargeRow, type PaymentMethodRow, recordCharge, reserveCharge, resultOf, type RunChargeInput, succeededOrThrow, withKeyLock } from '../payments'
import { bannedFacilityIds, groupById, overlappingHires, type ShiftGroupRow } from './queries'
import { settleShiftMoney } from './settle-shift-money'

export interface HireRequest {
  shiftGroupId: string
  applicationId: string
  paymentMethodId: string
  hiredByUserId: string | null
  /** A free shift of a benefit (`useFreeShift`): the seat's marketplace fee is 0. */
  waiveFee?: boolean
  /** Gives back what the request spent (a free shift) when its seat is released, in that transaction. */
  onRelease?: (tx: Tx) => Promise<void>
  /** The payment method, when the request found it usable in the hire's transaction (not checked again). */
  usableMethod?: PaymentMethodRow
  /** The group and the application as the request read them in the hire's transaction (not read again). */
  read?: { group: ShiftGroupRow; application: typeof applications.$inferSelect }
}

export function hireIdempotencyKey(shiftId: string, applicationId: string): string {
  return `hire:${shiftId}:${applicationId}`
}

// The reads of every hire, prepared once per connection (db/prepared.ts).
const applicationOfGroup = (db: Tx) =>
  db
    .select()
    .from(applications)
    .where(and(eq(applications.id, sql.placeholder('id')), eq(applications.shiftGroupId, sql.placeholder('shiftGroupId'))))
    .prepare()
// Only its id: the seat is written by id and nothing else of it is read.
const firstOpenSeat = (db: Tx) =>
  db
    .select({ id: shifts.id })
    .from(shifts)
    .where(and(eq(shifts.shiftGroupId, sql.placeholder('shiftGroupId')), eq(shifts.status, 'OPEN')))
    .orderBy(asc(shifts.seat))
    .limit(1)
    .prepare()
const seatById = (db: Tx) => db.select().from(shifts).where(eq(shifts.id, sql.placeholder('id'))).prepare()

// The writes of every hire, prepared the same way (values bound as the driver's: instants in ms).
const takeSeat = (db: Tx) =>
  db
    .update(shifts)
    .set({
      status: 'FILLED',
      providerId: bound('providerId'),
      applicationId: bound('applicationId'),
      hiredByUserId: bound('hiredByUserId'),
      hiredAt: null,
      providerEarningsCents: bound('providerEarningsCents'),
      shiftFeeCents: bound('shiftFeeCents'),
      updatedAt: bound('now'),
    })
    .where(eq(shifts.id, sql.placeholder('id')))
    .prepare()
const countSeatTaken = (db: Tx) =>
  db
    .update(shiftGroups)
    .set({ filledCount: sql`${shiftGroups.filledCount} + 1`, updatedAt: bound('now') })
    .where(eq(shiftGroups.id, sql.placeholder('id')))
    .prepare()
const markApplicationHired = (db: Tx) => db.update(applications).set({ isHired: true, updatedAt: bound('now') }).where(eq(applications.id, sql.placeholder('id'))).prepare()
const confirmHire = (db: Tx) =>
  db
    .update(shifts)
    .set({ hiredAt: bound('now'), chargeId: bound('chargeId'), creditsDeductedCents: bound('creditsDeductedCents'), updatedAt: bound('now') })
    .where(eq(shifts.id, sql.placeholder('id')))
    .prepare()
const noteChargeOnSeat = (db: Tx) =>
  db
    .update(shifts)
    .set({ chargeId: bound('chargeId'), creditsDeductedCents: bound('creditsDeductedCents'), updatedAt: bound('now') })
    .where(eq(shifts.id, sql.placeholder('id')))
    .prepare()

/** Step 1: take an open seat for the application. */
async function reserveSeat(ctx: AppContext, tx: Tx, request: HireRequest) {
  const now = ctx.clock.now()
  const read = request.read
  const group = read?.group.id === request.shiftGroupId ? read.group : await prepared(tx, groupById).get({ id: request.shiftGroupId })
  if (!group) throw new NotFoundError('shift')
  if (group.status === 'CANCELED') throw new ConflictError('This shift was canceled')
  if (group.startsAt <= now) throw new ConflictError('This shift has already started')
  const application =
    read?.application.id === request.applicationId && read.application.shiftGroupId === group.id ? read.application : await prepared(tx, applicationOfGroup).get({ id: request.applicationId, shiftGroupId: group.id })
  if (!application || application.status !== 'PENDING' || (application.expiresAt && application.expiresAt <= now)) throw new NotFoundError('applicant')
  if (application.isHired) throw new ConflictError('This provider is already hired for this shift')
  if ((await bannedFacilityIds(tx, application.providerId)).has(group.facilityId)) throw new NotFoundError('applicant')
  if ((await overlappingHires(tx, application.providerId, group.startsAt, group.endsAt)).length) {
    throw new ConflictError('This provider is already booked for another shift at this time')
  }
  const seat = await prepared(tx, firstOpenSeat).get({ shiftGroupId: group.id })
  if (!seat) throw new ConflictError('All seats of this shift are filled')
  const listed = seatPrice(group)
  const price = request.waiveFee ? { ...listed, shiftFeeCents: 0, totalCents: listed.providerEarningsCents } : listed
  const at = now.getTime()
  await prepared(tx, takeSeat).run({
    id: seat.id,
    providerId: application.providerId,
    applicationId: application.id,
    hiredByUserId: request.hiredByUserId,
    providerEarningsCents: price.providerEarningsCents,
    shiftFeeCents: price.shiftFeeCents,
    now: at,
  })
  await prepared(tx, countSeatTaken).run({ id: group.id, now: at })
  await prepared(tx, markApplicationHired).run({ id: application.id, now: at })
  return { group, seat, price, hired: { providerId: application.providerId, applicationId: application.id } }
}

/** Undoes a reservation whose charge did not go through; false when the seat was no longer reserved. */
export async function releaseSeat(ctx: AppContext, tx: Tx, shiftId: string): Promise<boolean> {
  const now = ctx.clock.now()
  const seat = await tx.select().from(shifts).where(eq(shifts.id, shiftId)).get()
  if (!seat || seat.status !== 'FILLED' || seat.hiredAt) return false
  await tx
    .update(shifts)
    .set({ status: 'OPEN', providerId: null, applicationId: null, hiredByUserId: null, providerEarningsCents: null, shiftFeeCents: null, updatedAt: now })
    .where(eq(shifts.id, seat.id))
  await tx.update(shiftGroups).set({ filledCount: sql`max(${shiftGroups.filledCount} - 1, 0)`, updatedAt: now }).where(eq(shiftGroups.id, seat.shiftGroupId))
  if (seat.applicationId) await tx.update(applications).set({ isHired: false, updatedAt: now }).where(eq(applications.id, seat.applicationId))
  return true
}

/**
 * Step 3: the charge went through. Returns false when the seat was canceled meanwhile (the
 * facility canceled the group during the charge): the charge is recorded on the seat so that
 * settlement refunds it.
 */
export async function confirmSeat(
  ctx: AppContext,
  tx: Tx,
  shiftId: string,
  charge: { chargeId: string; creditsDeductedCents: number },
  /** Who holds the seat, when `tx` reserved it (the sandbox's one-transaction hire): it is not read again. */
  reservedHere?: { providerId: string },
): Promise<boolean> {
  const seat = reservedHere ? { status: 'FILLED' as const, hiredAt: null, providerId: reservedHere.providerId } : await prepared(tx, seatById).get({ id: shiftId })
  const stillReserved = seat?.status === 'FILLED' && !seat.hiredAt
  await prepared(tx, stillReserved ? confirmHire : noteChargeOnSeat).run({ id: shiftId, chargeId: charge.chargeId, creditsDeductedCents: charge.creditsDeductedCents, now: ctx.clock.now().getTime() })
  if (stillReserved) await tellHired(ctx, tx, { id: shiftId, providerId: seat.providerId })
  return stillReserved
}

/**
 * A hire's request, or how to make it inside the hire's first transaction: a facility's hire
 * checks its scope there, on the writer's warm pages rather than through a second connection.
 */
export type HireRequestOrCheck = HireRequest | ((tx: Tx) => Promise<HireRequest>)

/** Step 1 for a request: the seat, and the PENDING charge (or the key's earlier charge). */
async function reserve(ctx: AppContext, tx: Tx, requestOrCheck: HireRequestOrCheck, actor: Actor) {
  const request = typeof requestOrCheck === 'function' ? await requestOrCheck(tx) : requestOrCheck
  const { group, seat, price, hired } = await reserveSeat(ctx, tx, request)
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
    actor,
    ...(request.usableMethod ? { usableMethod: request.usableMethod } : {}),
  }
  return { seat, input, hired, onRelease: request.onRelease, charge: await reserveCharge(input, tx) }
}

/** Who was hired into the seat, for the audit trail. */
interface Hired {
  providerId: string
  applicationId: string
}

/**
 * Step 3: the processor's answer recorded (none when the charge was already settled), the seat
 * confirmed or released, and the hire with its charge written to the audit trail: one prepared
 * insert from what is in hand, no read.
 */
async function settle(ctx: AppContext, tx: Tx, seatId: string, input: RunChargeInput, charge: ChargeRow, outcome: ChargeOutcome | null, hired: Hired, actor: Actor, onRelease?: (tx: Tx) => Promise<void>, reservedHere = false) {
  // Reserved in this transaction (the sandbox's one-transaction hire): the charge in hand is current.
  const row = outcome ? await recordCharge(input, tx, charge.id, outcome, reservedHere ? charge : undefined) : charge
  const declined = row.status === 'FAILED'
  if (declined && (await releaseSeat(ctx, tx, seatId))) await onRelease?.(tx)
  const confirmed = !declined && (await confirmSeat(ctx, tx, seatId, resultOf(row), reservedHere ? hired : undefined))
  await audit(ctx, tx, actor, {
    action: 'shift.hire',
    subject: ['shift', seatId],
    organizationId: input.organizationId,
    before: { status: 'OPEN' },
    // Not confirmed and not declined: the seat was canceled while it was charged (refunded by `finish`).
    after: { status: confirmed ? 'FILLED' : declined ? 'OPEN' : 'CANCELED', ...hired, charge: chargeForAudit(row) },
  })
  return { row, confirmed }
}

/** `actor`: who hires, for the audit trail — the facility user, or the provider whose application auto-hire accepted. */
export async function hire(ctx: AppContext, request: HireRequestOrCheck, actor: Actor): Promise<{ shiftId: string }> {
  // A processor living in this database (the sandbox) answers inside the transaction: the seat,
  // the charge and its answer commit together, and a decline leaves the seat open.
  if (ctx.payments.chargesInOurTransaction) {
    const settled = await ctx.db.write(async (tx) => {
      const { seat, input, hired, charge, onRelease } = await reserve(ctx, tx, request, actor)
      const outcome = charge.status === 'PENDING' ? await askProcessor(input, charge, tx) : null
      return { seat, ...(await settle(ctx, tx, seat.id, input, charge, outcome, hired, actor, onRelease, true)) }
    })
    return finish(ctx, settled, actor)
  }

  // 1. The seat and the charge are reserved in one transaction: a payment method the facility
  //    may not use leaves nothing behind.
  const { seat, input, hired, charge, onRelease } = await ctx.db.write((tx) => reserve(ctx, tx, request, actor))

  // 2–3. The processor is asked outside any transaction, then its answer is recorded and the
  //      seat confirmed (or released) in one.
  let settled: Awaited<ReturnType<typeof settle>>
  try {
    settled = await withKeyLock(`charge:${input.idempotencyKey}`, async () => {
      if (charge.status !== 'PENDING') return ctx.db.write((tx) => settle(ctx, tx, seat.id, input, charge, null, hired, actor, onRelease))
      const outcome = await askProcessor(input, charge)
      return ctx.db.write((tx) => settle(ctx, tx, seat.id, input, charge, outcome, hired, actor, onRelease))
    })
  } catch (error) {
    // The processor could not be reached: the seat and the application re-open; the charge
    // stays PENDING under its key, so a retry resumes it rather than charging twice.
    await ctx.db.write(async (tx) => {
      if (await releaseSeat(ctx, tx, seat.id)) await onRelease?.(tx)
    })
    throw error
  }
  return finish(ctx, { seat, ...settled }, actor)
}

/** A declined charge is 402; a seat canceled while it was charged is refunded and 409. */
async function finish(ctx: AppContext, settled: { seat: { id: string }; row: ChargeRow; confirmed: boolean }, actor: Actor): Promise<{ shiftId: string }> {
  succeededOrThrow(settled.row)
  if (!settled.confirmed) {
    await settleShiftMoney(ctx, settled.seat.id, actor)
    throw new ConflictError('This shift was canceled while the hire was being charged; the charge was refunded')
  }
  return { shiftId: settled.seat.id }
}
