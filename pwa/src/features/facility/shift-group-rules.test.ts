import { describe, expect, test } from 'bun:test'
import { canCancelGroup, canCloseGroup, canEditGroup, canHire, hiredSeatActions, seatStateLabel, type Seat } from './shift-group-rules'

const HOUR = 3_600_000
const now = Date.parse('2026-12-01T18:00:00Z')
/** A group starting `startsIn` hours from now, eight hours long. */
const group = (startsIn: number, status: 'OPEN' | 'CLOSED' | 'CANCELED' = 'OPEN') => ({
  status,
  shiftStartTime: new Date(now + startsIn * HOUR).toISOString(),
  shiftEndTime: new Date(now + (startsIn + 8) * HOUR).toISOString(),
})
const filled: Seat = { shiftId: 's1', status: 'FILLED', attendanceStatus: 'PENDING' }

describe('a group by its time', () => {
  test('upcoming: edit, stop applications, cancel and hire', () => {
    const g = group(24)
    expect([canEditGroup(g, now), canCloseGroup(g, now), canCancelGroup(g, now), canHire(g, now)]).toEqual([true, true, true, true])
  })

  test('under way: no edit, no stop, no hire; cancel until the end, as the API allows', () => {
    const g = group(-2)
    expect([canEditGroup(g, now), canCloseGroup(g, now), canCancelGroup(g, now), canHire(g, now)]).toEqual([false, false, true, false])
  })

  test('ended: nothing', () => {
    const g = group(-10)
    expect([canEditGroup(g, now), canCloseGroup(g, now), canCancelGroup(g, now), canHire(g, now)]).toEqual([false, false, false, false])
  })

  test('canceled: nothing, whenever', () => {
    const g = group(24, 'CANCELED')
    expect([canEditGroup(g, now), canCloseGroup(g, now), canCancelGroup(g, now), canHire(g, now)]).toEqual([false, false, false, false])
  })

  test('closed to applications: no second stop', () => {
    expect(canCloseGroup(group(24, 'CLOSED'), now)).toBe(false)
  })
})

describe('a hired seat', () => {
  test('before the start: cancel, and whether they confirmed they will attend', () => {
    expect(hiredSeatActions(group(24), filled, now)).toEqual({ cancel: true, confirmHours: false, noShow: false, showsAttendanceIntent: true })
    expect(seatStateLabel(group(24), filled, now)).toBe('Scheduled')
  })

  test('under way: no-show or cancel', () => {
    expect(hiredSeatActions(group(-2), filled, now)).toEqual({ cancel: true, confirmHours: false, noShow: true, showsAttendanceIntent: false })
    expect(seatStateLabel(group(-2), filled, now)).toBe('Working now')
  })

  test('ended, hours not confirmed: confirm, adjust or no-show; never cancel', () => {
    expect(hiredSeatActions(group(-10), filled, now)).toEqual({ cancel: false, confirmHours: true, noShow: true, showsAttendanceIntent: false })
    expect(seatStateLabel(group(-10), filled, now)).toBe('Hours to confirm')
  })

  test('completed: no action at all, and it says how the hours were settled', () => {
    for (const attendanceStatus of ['CONFIRMED', 'ADJUSTED', 'AUTO_CONFIRMED'] as const) {
      const seat: Seat = { shiftId: 's1', status: 'COMPLETED', attendanceStatus }
      expect(hiredSeatActions(group(-30), seat, now)).toEqual({ cancel: false, confirmHours: false, noShow: false, showsAttendanceIntent: false })
    }
    expect(seatStateLabel(group(-30), { shiftId: 's1', status: 'COMPLETED', attendanceStatus: 'ADJUSTED' }, now)).toBe('Hours adjusted')
  })

  test('a no-show: no action, said so', () => {
    const seat: Seat = { shiftId: 's1', status: 'CANCELED', attendanceStatus: 'NO_SHOW' }
    expect(hiredSeatActions(group(-10), seat, now)).toEqual({ cancel: false, confirmHours: false, noShow: false, showsAttendanceIntent: false })
    expect(seatStateLabel(group(-10), seat, now)).toBe('No-show')
  })

  test('while the seat is unknown (loading): nothing is offered', () => {
    expect(hiredSeatActions(group(24), undefined, now)).toEqual({ cancel: false, confirmHours: false, noShow: false, showsAttendanceIntent: false })
  })
})
