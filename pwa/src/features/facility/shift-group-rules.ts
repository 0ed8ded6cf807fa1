/**
 * What the facility may still do with a shift group and its hired seats, by the API's own rules,
 * so a screen never offers an action the server would refuse ("This shift has already ended"),
 * and what became of a seat once it is over. Pure: `now` is passed in.
 */
import type { ProviderStanding, ShiftGroupPreview } from '@shared/contracts/facility-shifts'

type Group = Pick<ShiftGroupPreview, 'status' | 'shiftStartTime' | 'shiftEndTime'>
export type Seat = NonNullable<ProviderStanding['shift']>

const startsAt = (g: Group) => new Date(g.shiftStartTime).getTime()
const endsAt = (g: Group) => new Date(g.shiftEndTime).getTime()

export const hasStarted = (g: Group, now = Date.now()) => startsAt(g) <= now
export const hasEnded = (g: Group, now = Date.now()) => endsAt(g) <= now

/** The API edits a group until it starts, unless it was canceled (api/modules/shifts/facility/update-shift.ts). */
export function canEditGroup(g: Group, now = Date.now()): boolean {
  return g.status !== 'CANCELED' && !hasStarted(g, now)
}

/**
 * "Stop applications": the API closes any open group, but browse stops listing a group at its
 * start and hiring ends there (hire.ts "This shift has already started"), so only before it.
 */
export function canCloseGroup(g: Group, now = Date.now()): boolean {
  return g.status === 'OPEN' && !hasStarted(g, now)
}

/** The API cancels a group, or one hired provider, until the end (cancel-by-facility.ts "This shift has already ended"). */
export function canCancelGroup(g: Group, now = Date.now()): boolean {
  return g.status !== 'CANCELED' && !hasEnded(g, now)
}

/** Hiring stops at the start (hire.ts). */
export function canHire(g: Group, now = Date.now()): boolean {
  return g.status !== 'CANCELED' && !hasStarted(g, now)
}

export interface SeatActions {
  /** Cancel this provider (the API: a filled seat, until the end). */
  cancel: boolean
  /** Confirm or adjust the hours (attendance.ts: after the end, while the attendance is pending). */
  confirmHours: boolean
  /** Report a no-show (from the start, while the attendance is pending). */
  noShow: boolean
  /** Whether the provider's "I'll be there" still matters: only before the start. */
  showsAttendanceIntent: boolean
}

/** `seat`: the provider's seat from their standing in the group; unknown while it loads. */
export function hiredSeatActions(g: Group, seat: Seat | null | undefined, now = Date.now()): SeatActions {
  const live = g.status !== 'CANCELED' && seat?.status === 'FILLED'
  const pending = live && seat?.attendanceStatus === 'PENDING'
  return {
    cancel: live && !hasEnded(g, now),
    confirmHours: pending && hasEnded(g, now),
    noShow: pending && hasStarted(g, now),
    showsAttendanceIntent: live && !hasStarted(g, now),
  }
}

/** How each settled attendance reads (`PENDING` reads by time, see `seatState`). */
const SETTLED: Record<Exclude<Seat['attendanceStatus'], 'PENDING'>, string> = {
  CONFIRMED: 'Hours confirmed',
  ADJUSTED: 'Hours adjusted',
  AUTO_CONFIRMED: 'Hours confirmed automatically',
  NO_SHOW: 'No-show',
}

export type SeatState = 'scheduled' | 'working' | 'hours-to-confirm' | 'completed' | 'no-show' | 'canceled'

export function seatState(g: Group, seat: Seat, now = Date.now()): SeatState {
  if (seat.attendanceStatus === 'NO_SHOW') return 'no-show'
  if (seat.status === 'COMPLETED') return 'completed'
  if (seat.status === 'CANCELED' || g.status === 'CANCELED') return 'canceled'
  if (hasEnded(g, now)) return 'hours-to-confirm'
  return hasStarted(g, now) ? 'working' : 'scheduled'
}

export function seatStateLabel(g: Group, seat: Seat, now = Date.now()): string {
  const state = seatState(g, seat, now)
  if (state === 'completed' || state === 'no-show') return SETTLED[seat.attendanceStatus as keyof typeof SETTLED] ?? 'Completed'
  return { scheduled: 'Scheduled', working: 'Working now', 'hours-to-confirm': 'Hours to confirm', canceled: 'Canceled' }[state]
}
