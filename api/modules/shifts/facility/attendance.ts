/**
 * After a shift ends the facility confirms attendance, adjusts the hours, or marks a no-show
 * (domain "Attendance, completion and payout"); with no word for 72 hours the scheduler confirms
 * it. Each transition is one write; the money follows in `settleShiftMoney`, which brings the
 * facility's payment to the seat's final price and pays the provider.
 */
import { and, eq, lt } from 'drizzle-orm'
import type { AdjustAttendanceBody, AttendanceOutcome } from '../../../../shared/contracts/applications'
import { effectiveMinutes, priceShift, slotMinutes } from '../../../../shared/domain/money'
import { zonedTimeToUtc } from '../../../../shared/domain/zoned-time'
import type { Actor, SchedulerActor } from '../../../callers'
import { tellAttendance } from '../notices'
import type { AppContext, FacilityCaller } from '../../../context'
import type { Tx } from '../../../db/client'
import { shifts } from '../../../db/schema'
import { ConflictError } from '../../../errors'
import { audit } from '../../audit'
import { addReputationPoints } from '../../reputation'
import { getShiftInScope, type ShiftGroupRow, type ShiftRow } from '../queries'
import { settleShiftMoney } from '../settle-shift-money'

function assertAwaitingAttendance(shift: ShiftRow, group: ShiftGroupRow, now: Date) {
  if (shift.status === 'COMPLETED' || shift.attendanceStatus !== 'PENDING') throw new ConflictError('Attendance for this shift is already settled')
  if (shift.status !== 'FILLED' || !shift.hiredAt || !shift.providerId) throw new ConflictError('No provider is hired for this shift')
  if (group.endsAt > now) throw new ConflictError('Attendance can be confirmed once the shift has ended')
}

/** Marks a hired seat completed and records the reputation that goes with it. */
async function complete(ctx: AppContext, tx: Tx, shift: ShiftRow, group: ShiftGroupRow, values: Partial<typeof shifts.$inferInsert>) {
  const now = ctx.clock.now()
  await tx
    .update(shifts)
    .set({ status: 'COMPLETED', completedAt: now, attendanceConfirmedAt: now, updatedAt: now, ...values })
    .where(eq(shifts.id, shift.id))
  await tellAttendance(ctx, tx, shift, (values.attendanceStatus ?? 'CONFIRMED') as 'CONFIRMED' | 'AUTO_CONFIRMED' | 'ADJUSTED')
  await addReputationPoints({ tx, providerId: shift.providerId!, reason: 'SHIFT_COMPLETED', shiftId: shift.id, now })
  const earlier = await tx
    .select({ id: shifts.id })
    .from(shifts)
    .where(and(eq(shifts.providerId, shift.providerId!), eq(shifts.facilityId, group.facilityId), eq(shifts.status, 'COMPLETED'), lt(shifts.completedAt, now)))
    .get()
  if (earlier) await addReputationPoints({ tx, providerId: shift.providerId!, reason: 'REPEAT_PROVIDER', shiftId: shift.id, now })
}

/** A seat's attendance and price as the audit trail shows them, before and after a transition. */
const attendanceForAudit = (seat: Pick<ShiftRow, 'status' | 'attendanceStatus' | 'providerEarningsCents' | 'shiftFeeCents'>) => ({
  status: seat.status,
  attendanceStatus: seat.attendanceStatus,
  providerEarningsCents: seat.providerEarningsCents,
  shiftFeeCents: seat.shiftFeeCents,
})

async function auditConfirmation(ctx: AppContext, tx: Tx, actor: Actor, shift: ShiftRow, attendanceStatus: 'CONFIRMED' | 'AUTO_CONFIRMED') {
  await audit(ctx, tx, actor, {
    action: 'shift.confirm-attendance',
    subject: ['shift', shift.id],
    organizationId: shift.organizationId,
    before: attendanceForAudit(shift),
    after: attendanceForAudit({ ...shift, status: 'COMPLETED', attendanceStatus }),
  })
}

/** `PUT /facility/shift/{shiftId}/attendance/confirm`: worked as scheduled. */
export async function confirmAttendance({ ctx, caller, shiftId }: { ctx: AppContext; caller: FacilityCaller; shiftId: string }): Promise<AttendanceOutcome> {
  await ctx.db.write(async (tx) => {
    const { shift, group } = await getShiftInScope(tx, caller, shiftId)
    assertAwaitingAttendance(shift, group, ctx.clock.now())
    await complete(ctx, tx, shift, group, { attendanceStatus: 'CONFIRMED', workedStartsAt: group.startsAt, workedEndsAt: group.endsAt })
    await auditConfirmation(ctx, tx, caller, shift, 'CONFIRMED')
  })
  await settleShiftMoney(ctx, shiftId, caller)
  return { shiftId, status: 'COMPLETED', attendanceStatus: 'CONFIRMED' }
}

/** The scheduler's confirmation 72 hours after the end, with no word from the facility. */
export async function autoConfirmAttendance(ctx: AppContext, tx: Tx, shift: ShiftRow, group: ShiftGroupRow, actor: SchedulerActor) {
  await complete(ctx, tx, shift, group, { attendanceStatus: 'AUTO_CONFIRMED', workedStartsAt: group.startsAt, workedEndsAt: group.endsAt })
  await auditConfirmation(ctx, tx, actor, shift, 'AUTO_CONFIRMED')
}

/**
 * `PUT /facility/shift/{shiftId}/attendance/adjust`: the hours actually worked re-price the seat
 * (less time refunds the facility, more time charges it). Times are the facility's local times
 * on the shift's date; an end not after the start is the next day.
 */
export async function adjustAttendance({ ctx, caller, shiftId, input }: { ctx: AppContext; caller: FacilityCaller; shiftId: string; input: AdjustAttendanceBody }): Promise<AttendanceOutcome> {
  await ctx.db.write(async (tx) => {
    const { shift, group } = await getShiftInScope(tx, caller, shiftId)
    await applyAttendanceAdjustment(ctx, tx, shift, group, input, caller)
  })
  await settleShiftMoney(ctx, shiftId, caller)
  return { shiftId, status: 'COMPLETED', attendanceStatus: 'ADJUSTED' }
}

/**
 * The adjustment itself, in the caller's transaction: the facility's call above and the admin
 * panel's `PUT /admin-panel/shifts/{shiftId}/adjust-hours` (shifts/admin/adjust-shift-hours.ts)
 * re-price the seat by this one rule. The caller settles the money after the commit.
 */
export async function applyAttendanceAdjustment(ctx: AppContext, tx: Tx, shift: ShiftRow, group: ShiftGroupRow, input: AdjustAttendanceBody, actor: Actor): Promise<void> {
  const now = ctx.clock.now()
  assertAwaitingAttendance(shift, group, now)
  const minutes = slotMinutes(input.startTime, input.endTime)
  const workedStartsAt = zonedTimeToUtc(group.date, input.startTime, group.timeZone)
  const workedEndsAt = new Date(workedStartsAt.getTime() + minutes * 60_000)
  // Without an answer, the lunch break is taken as planned.
  const tookLunch = input.didProviderTakeLunchBreak ?? group.lunchBreakMinutes > 0
  const paid = effectiveMinutes(minutes, tookLunch ? group.lunchBreakMinutes : 0, group.isLunchBreakPaid)
  // A seat hired with its fee waived (a benefit's free shift, hire's `waiveFee`) stays without one.
  const price = priceShift(group.rateCents, paid, shift.shiftFeeCents === 0 ? 0 : group.percentageFee)
  await complete(ctx, tx, shift, group, {
    attendanceStatus: 'ADJUSTED',
    workedStartsAt,
    workedEndsAt,
    didProviderTakeLunchBreak: input.didProviderTakeLunchBreak ?? null,
    adjustmentReason: input.reason.trim(),
    providerEarningsCents: price.providerEarningsCents,
    shiftFeeCents: price.shiftFeeCents,
  })
  if (workedEndsAt < group.endsAt) await addReputationPoints({ tx, providerId: shift.providerId!, reason: 'LEAVING_EARLY', shiftId: shift.id, now })
  await audit(ctx, tx, actor, {
    action: 'shift.adjust-attendance',
    subject: ['shift', shift.id],
    organizationId: shift.organizationId,
    before: { ...attendanceForAudit(shift), workedStartsAt: group.startsAt, workedEndsAt: group.endsAt },
    after: { ...attendanceForAudit({ status: 'COMPLETED', attendanceStatus: 'ADJUSTED', ...price }), workedStartsAt, workedEndsAt, reason: input.reason.trim() },
  })
}

/** `PUT /facility/shift/{shiftId}/attendance/no-show`: the facility is refunded in full; the provider is paid nothing. */
export async function markNoShow({ ctx, caller, shiftId }: { ctx: AppContext; caller: FacilityCaller; shiftId: string }): Promise<AttendanceOutcome> {
  await ctx.db.write(async (tx) => {
    const { shift, group } = await getShiftInScope(tx, caller, shiftId)
    const now = ctx.clock.now()
    // A no-show may be reported from the start of the shift.
    if (group.startsAt > now) throw new ConflictError('A no-show can be reported once the shift has started')
    if (shift.status !== 'FILLED' || !shift.hiredAt || !shift.providerId || shift.attendanceStatus !== 'PENDING') throw new ConflictError('Attendance for this shift is already settled')
    await tx
      .update(shifts)
      .set({ status: 'CANCELED', attendanceStatus: 'NO_SHOW', canceledAt: now, canceledBy: 'FACILITY', cancellationReason: 'No-show', providerEarningsCents: 0, shiftFeeCents: 0, updatedAt: now })
      .where(eq(shifts.id, shift.id))
    await tellAttendance(ctx, tx, shift, 'NO_SHOW')
    await addReputationPoints({ tx, providerId: shift.providerId, reason: 'NO_SHOW', shiftId: shift.id, now })
    await audit(ctx, tx, caller, {
      action: 'shift.no-show',
      subject: ['shift', shift.id],
      organizationId: shift.organizationId,
      before: attendanceForAudit(shift),
      after: attendanceForAudit({ status: 'CANCELED', attendanceStatus: 'NO_SHOW', providerEarningsCents: 0, shiftFeeCents: 0 }),
    })
  })
  await settleShiftMoney(ctx, shiftId, caller)
  return { shiftId, status: 'CANCELED', attendanceStatus: 'NO_SHOW' }
}
