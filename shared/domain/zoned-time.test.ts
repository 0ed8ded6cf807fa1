import { expect, test } from 'bun:test'
import { addDays, utcToZoned, weekdayCode, zonedTimeToUtc } from './zoned-time'

test('local time to UTC, across zones and daylight saving', () => {
  expect(zonedTimeToUtc('2026-07-01', '09:00', 'America/Chicago').toISOString()).toBe('2026-07-01T14:00:00.000Z')
  expect(zonedTimeToUtc('2026-12-01', '09:00', 'America/Chicago').toISOString()).toBe('2026-12-01T15:00:00.000Z')
  expect(zonedTimeToUtc('2026-07-01', '09:00', 'America/Phoenix').toISOString()).toBe('2026-07-01T16:00:00.000Z')
  expect(zonedTimeToUtc('2026-03-08', '03:30', 'America/New_York').toISOString()).toBe('2026-03-08T07:30:00.000Z')
  expect(zonedTimeToUtc('2026-11-01', '23:00', 'Pacific/Honolulu').toISOString()).toBe('2026-11-02T09:00:00.000Z')
})

test('UTC back to local', () => {
  expect(utcToZoned(new Date('2026-07-01T14:00:00Z'), 'America/Chicago')).toEqual({ date: '2026-07-01', time: '09:00' })
})

test('dates and weekdays', () => {
  expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
  expect(weekdayCode('2026-11-22')).toBe('SU')
  expect(weekdayCode('2026-11-26')).toBe('TH')
})
