/** The list's Intl-free formatting says exactly what Intl (en-US) says. */
import { describe, expect, test } from 'bun:test'
import { formatDate, formatDollars, formatRate, zoneAbbreviation } from './format'

const US_ZONES = [
  'America/New_York', 'America/Detroit', 'America/Kentucky/Louisville', 'America/Indiana/Indianapolis', 'America/Chicago',
  'America/Indiana/Knox', 'America/North_Dakota/Center', 'America/Denver', 'America/Boise', 'America/Phoenix', 'America/Los_Angeles',
  'America/Anchorage', 'America/Nome', 'Pacific/Honolulu',
]
const HOUR = 3_600_000

describe('formatting without Intl', () => {
  test('zone names match Intl hour by hour around every US clock change, 2025–2030', () => {
    for (const zone of US_ZONES) {
      const intl = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' })
      for (let year = 2025; year <= 2030; year++) {
        for (const month of [2, 10]) {
          // Every hour of the month of the change, and a sample of the rest of the year.
          for (let at = Date.UTC(year, month, 1); at < Date.UTC(year, month + 1, 1); at += HOUR) {
            const expected = intl.formatToParts(at).find((p) => p.type === 'timeZoneName')!.value
            expect(`${zone} ${new Date(at).toISOString()} ${zoneAbbreviation(zone, new Date(at))}`).toBe(`${zone} ${new Date(at).toISOString()} ${expected}`)
          }
        }
        for (let at = Date.UTC(year, 0, 1); at < Date.UTC(year + 1, 0, 1); at += 97 * HOUR) {
          expect(zoneAbbreviation(zone, new Date(at))).toBe(intl.formatToParts(at).find((p) => p.type === 'timeZoneName')!.value)
        }
      }
    }
  })

  test('dates match Intl, short and long, this year and others', () => {
    const thisYear = new Date().getFullYear()
    for (let day = Date.UTC(thisYear - 1, 0, 1); day < Date.UTC(thisYear + 2, 0, 1); day += 86_400_000) {
      const date = new Date(day).toISOString().slice(0, 10)
      const sameYear = new Date(day).getUTCFullYear() === thisYear
      const short = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }) })
      const long = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })
      expect(formatDate(date)).toBe(short.format(day))
      expect(formatDate(date, { long: true })).toBe(long.format(day))
    }
  })

  test('dollars match Intl', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
    for (const cents of [0, 1, 9, 10, 99, 100, 2050, 6250, 99_999, 100_000, 123_456_789, -1, -300, -123_456]) {
      expect(formatDollars(cents / 100)).toBe(intl.format(cents / 100))
    }
    expect(formatRate(62.5)).toBe('$62.50/hr')
  })
})
