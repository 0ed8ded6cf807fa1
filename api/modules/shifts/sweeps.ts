/**
 * The time-based rules of the shift lifecycle, run by the in-process scheduler. Each sweep
 * finds due work from the database's state alone (so a restart loses nothing) and each action
 * is guarded by that state and by idempotency keys (so nothing is applied twice).
 * Application expiry needs no sweep: an application whose `expiresAt` has passed is read as
 * expired everywhere.
 */
import { and, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm'
import { askAndRecord, refundCharge, type RunChargeInput, withKeyLock } from '../payments'
import { schedulerActor, type SchedulerActor } from '../../callers'
import type { AppContext } from '../../context'
import type { Tx } from '../../db/client'
import { charges, shiftGroups, shifts } from '../../db/schema'
import { settings } from '../../settings'
import { audit } from '../audit'
import { autoConfirmAttendance } from './facility/attendance'
import { confirmSeat, hireIdempotencyKey, releaseSeat } from './hire'
import { settleShiftMoney } from './settle-shift-money'

const BATCH = 200

/**
 * Hired seats awaiting attendance whose group ended by `cutoff`, at most BATCH, oldest end first.
 * The seat carries its group's end (`group_ends_at`, kept by triggers), so the partial index
 * `shifts_attendance_due_idx` reads only the seats that are due, however many hired seats are
 * still to come.
 */
async function seatsDueForAttendance(ctx: AppContext, cutoff: Date): Promise<string[]> {
  // Named: without statistics SQLite prefers the two equalities of `shifts_status_idx`, which
  // read every hired seat still to come.
  const due = await ctx.db.read.all<{ id: string }>(sql`
    select id from shifts indexed by shifts_attendance_due_idx
    where status = 'FILLED' and attendance_status = 'PENDING' and hired_at is not null and group_ends_at <= ${cutoff.getTime()}
    order by group_ends_at limit ${BATCH}`)
  return due.map((seat) => seat.id)
}

/** Seats with no word from the facility 72 hours after the end are confirmed as worked. */
export async function autoConfirmDueAttendance(ctx: AppContext, actor: SchedulerActor = schedulerActor('confirm attendance after 72 hours')): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - settings.shifts.autoConfirmAttendanceHours * 3_600_000)
  const due = await seatsDueForAttendance(ctx, cutoff)
  for (const id of due) {
    const confirmed = await ctx.db.write(async (tx) => {
      const shift = await tx.select().from(shifts).where(eq(shifts.id, id)).get()
      if (!shift || shift.status !== 'FILLED' || shift.attendanceStatus !== 'PENDING') return false
      const group = (await tx.select().from(shiftGroups).where(eq(shiftGroups.id, shift.shiftGroupId)).get())!
      await autoConfirmAttendance(ctx, tx, shift, group, actor)
      return true
    })
    if (confirmed) await settleShiftMoney(ctx, id, actor)
  }
  return due.length
}

/** Finished seats whose money is not settled yet (a crash mid-way, a processor hiccup). */
export async function settleDueShiftMoney(ctx: AppContext, actor: SchedulerActor = schedulerActor('settle finished shifts')): Promise<number> {
  const due = await ctx.db.read
    .select({ id: shifts.id })
    .from(shifts)
    .where(and(inArray(shifts.status, ['COMPLETED', 'CANCELED']), isNotNull(shifts.chargeId), isNull(shifts.moneySettledAt)))
    .limit(BATCH)
  for (const { id } of due) {
    try {
      await settleShiftMoney(ctx, id, actor)
    } catch (error) {
      ctx.log.warn('shift money not settled yet', { shiftId: id, reason: error instanceof Error ? error.message : String(error) })
    }
  }
  return due.length
}

/** Reservations older than this are settled: hired when their charge went through, else released. */
const STALE_RESERVATION_MS = 10 * 60_000

/** The scheduler's end of a hire left half-way: its seat confirmed (the charge went through) or released. */
async function auditReservationSettled(ctx: AppContext, tx: Tx, actor: SchedulerActor, seat: typeof shifts.$inferSelect, chargeId: string | null, confirmed: boolean) {
  await audit(ctx, tx, actor, {
    action: confirmed ? 'shift.hire' : 'shift.release-reservation',
    subject: ['shift', seat.id],
    organizationId: seat.organizationId,
    before: { status: 'FILLED', hiredAt: null, providerId: seat.providerId, applicationId: seat.applicationId },
    after: confirmed ? { status: 'FILLED', providerId: seat.providerId, applicationId: seat.applicationId, chargeId } : { status: 'OPEN', providerId: null, applicationId: null },
  })
}

export async function settleStaleReservations(ctx: AppContext, actor: SchedulerActor = schedulerActor('settle stale hire reservations')): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - STALE_RESERVATION_MS)
  const stale = await ctx.db.read
    .select()
    .from(shifts)
    .where(and(eq(shifts.status, 'FILLED'), isNull(shifts.hiredAt), lte(shifts.updatedAt, cutoff)))
    .limit(BATCH)
  for (const seat of stale) {
    const charge = seat.applicationId
      ? await ctx.db.read.select().from(charges).where(eq(charges.idempotencyKey, hireIdempotencyKey(seat.id, seat.applicationId))).get()
      : undefined
    // A seat canceled meanwhile keeps the charge on record; the settlement sweep refunds it.
    await ctx.db.write(async (tx) => {
      // Only what changed a seat still reserved is recorded; the charge noted on a canceled seat is audited when settlement refunds it.
      if (charge?.status === 'SUCCEEDED') {
        if (await confirmSeat(ctx, tx, seat.id, { chargeId: charge.id, creditsDeductedCents: charge.creditsAppliedCents })) await auditReservationSettled(ctx, tx, actor, seat, charge.id, true)
      } else if (await releaseSeat(ctx, tx, seat.id)) {
        await auditReservationSettled(ctx, tx, actor, seat, null, false)
      }
    })
  }
  return stale.length
}


/** What the processor is told a resumed charge is for, when the first attempt never reached it. */
const RESUMED_DESCRIPTIONS = { SHIFT: 'Shift hire', CANCELLATION_FEE: 'Cancellation fee', ADJUSTMENT: 'Shift adjustment', BONUS: 'Provider bonus', CAREERS_SUBSCRIPTION: 'Careers subscription', CAREERS_JOB_POST: 'Careers job post' } as const

/**
 * Charges left PENDING for ten minutes (the processor could not be reached, or the process
 * stopped between asking and recording) are finished: the processor is asked again under the
 * same key — it answers the first attempt if that reached it, else makes it now — and the answer
 * recorded (a decline gives the credits back). A hire's charge then settles its seat: a seat still
 * reserved for it is hired (or released on a decline); a charge whose seat went to no one or to
 * another hire is refunded in full, so no money stays taken for a hire that did not happen.
 * Runs before `settleStaleReservations`, which then finds nothing PENDING to guess about.
 */
export async function resumeStalePendingCharges(ctx: AppContext, actor: SchedulerActor = schedulerActor('finish charges left pending')): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - STALE_RESERVATION_MS)
  const pending = await ctx.db.read.select().from(charges).where(and(eq(charges.status, 'PENDING'), lte(charges.updatedAt, cutoff))).limit(BATCH)
  for (const charge of pending) {
    const input: RunChargeInput = {
      ctx,
      organizationId: charge.organizationId,
      facilityId: charge.facilityId,
      shiftId: charge.shiftId,
      paymentMethodId: charge.paymentMethodId,
      totalCents: charge.amountCents + charge.creditsAppliedCents,
      idempotencyKey: charge.idempotencyKey,
      description: RESUMED_DESCRIPTIONS[charge.purpose],
      purpose: charge.purpose,
      actor,
    }
    let recorded
    try {
      recorded = await withKeyLock(`charge:${charge.idempotencyKey}`, () => askAndRecord(input, charge))
    } catch (error) {
      // Still unreachable: the next pass tries again.
      ctx.log.error('resuming a pending charge failed', { chargeId: charge.id, error: error instanceof Error ? error.message : String(error) })
      continue
    }
    if (charge.purpose !== 'SHIFT' || !charge.shiftId) continue
    const seat = await ctx.db.read.select().from(shifts).where(eq(shifts.id, charge.shiftId)).get()
    const reservedForIt = seat?.status === 'FILLED' && !seat.hiredAt && seat.applicationId !== null && hireIdempotencyKey(seat.id, seat.applicationId) === charge.idempotencyKey
    if (recorded.status === 'FAILED') {
      if (reservedForIt) {
        await ctx.db.write(async (tx) => {
          if (await releaseSeat(ctx, tx, seat.id)) await auditReservationSettled(ctx, tx, actor, seat, null, false)
        })
      }
      continue
    }
    if (reservedForIt) {
      const confirmed = await ctx.db.write(async (tx) => {
        const done = await confirmSeat(ctx, tx, seat.id, { chargeId: recorded.id, creditsDeductedCents: recorded.creditsAppliedCents })
        if (done) await auditReservationSettled(ctx, tx, actor, seat, recorded.id, true)
        return done
      })
      if (confirmed) continue
    }
    if (seat?.chargeId === recorded.id) continue
    await refundCharge({ ctx, chargeId: recorded.id, amountCents: recorded.amountCents + recorded.creditsAppliedCents, reason: 'The hire this charge was for did not go through', idempotencyKey: `orphan:${recorded.id}`, actor })
  }
  return pending.length
}
