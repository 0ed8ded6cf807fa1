/**
 * `PUT /admin-panel/shifts/{shiftId}/adjust-hours {startTime, endTime}` (spec 000 §7): the admin
 * panel adjusts a hired shift's hours for the facility — the facility's own adjustment
 * (shifts/facility/attendance.ts), by the same rule and the same settlement: the seat is completed
 * with the hours worked, re-priced to the cent, the facility refunded or charged the difference,
 * the provider paid. Like the facility's, only once the shift has ended and while its attendance
 * is still open (409 otherwise); the lunch break is taken as planned.
 */
import type { AdminAdjustHoursBody, AdminShiftActionResult } from '../../../../shared/contracts/admin-shifts'
import type { AppContext, TeamCaller } from '../../../context'
import { requireTeamPermission } from '../../team'
import { applyAttendanceAdjustment } from '../facility/attendance'
import { settleShiftMoney } from '../settle-shift-money'
import { adminShiftRow, getAdminShift } from './queries'

export const ADMIN_ADJUSTMENT_REASON = 'Hours adjusted by the admin panel'

export async function adjustShiftHours({ ctx, caller, shiftId, input }: { ctx: AppContext; caller: TeamCaller; shiftId: string; input: AdminAdjustHoursBody }): Promise<AdminShiftActionResult> {
  requireTeamPermission(caller, 'shifts.manage')
  await ctx.db.write(async (tx) => {
    const { seat, group } = await getAdminShift(tx, shiftId)
    await applyAttendanceAdjustment(ctx, tx, seat, group, { startTime: input.startTime, endTime: input.endTime, reason: ADMIN_ADJUSTMENT_REASON, didProviderTakeLunchBreak: null }, caller)
  })
  await settleShiftMoney(ctx, shiftId, caller)
  return { shift: await adminShiftRow(ctx.db.read, shiftId) }
}
