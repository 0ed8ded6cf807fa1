/**
 * Shifts: a facility posts groups of seats, providers browse and apply, the facility hires and is
 * charged, attendance is confirmed, money settles. Provider calls in `provider/`, facility calls
 * in `facility/`, the admin panel's in `admin/`; the hire engine, requirements, settlement and the scheduler's sweeps at the root.
 */
import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { adminShiftRoutes } from './admin/routes'
import { facilityShiftRoutes } from './facility/routes'
import { calendarRoutes } from './provider/calendar/routes'
import { providerShiftRoutes } from './provider/routes'

export const shiftRoutes = (ctx: AppContext) => new Elysia().use(facilityShiftRoutes(ctx)).use(adminShiftRoutes(ctx)).use(providerShiftRoutes(ctx)).use(calendarRoutes(ctx))

export { addShiftBonus } from './admin/add-shift-bonus'
export { adjustShiftHours } from './admin/adjust-shift-hours'
export { cancelShiftAsAdmin } from './admin/cancel-shift-as-admin'
export { confirmAttendance } from './facility/attendance'
export { countPendingApplicants } from './facility/count-pending-applicants'
export { createShift } from './facility/create-shift'
export { hireApplicant } from './facility/hire-applicant'
export { applyToShift } from './provider/apply-to-shift'
export { browseShifts } from './provider/browse-shifts'
export { confirmWillAttend } from './provider/provider-shift-actions'
export { rewindShift } from './rewind-shift'
export { autoConfirmDueAttendance, resumeStalePendingCharges, settleDueShiftMoney, settleStaleReservations } from './sweeps'
