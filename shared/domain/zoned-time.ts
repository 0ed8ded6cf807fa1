/**
 * Calendar dates and times of day live in the facility's IANA zone (api-contract "Values"); instants
 * are UTC. Conversions use Intl only, so they work in the server and in the browser.
 */

/** Building a formatter costs far more than using one: one per (kind, zone), kept. */
const formatters = new Map<string, Intl.DateTimeFormat>()
function formatterFor(kind: 'instant' | 'minute', timeZone: string): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`
  let formatter = formatters.get(key)
  if (!formatter) {
    const date = { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' } as const
    const time = { hourCycle: 'h23', hour: '2-digit', minute: '2-digit' } as const
    formatter = kind === 'instant' ? new Intl.DateTimeFormat('en-US', { ...date, ...time, second: '2-digit' }) : new Intl.DateTimeFormat('en-CA', { ...date, ...time })
    formatters.set(key, formatter)
  }
  return formatter
}

function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = formatterFor('instant', timeZone).formatToParts(instant)
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'))
  return Math.round((asUtc - instant.getTime()) / 60_000)
}

/** `2026-03-08` + `09:00` in `America/Chicago` → the UTC instant (DST-aware). */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const [hh, mm] = time.split(':').map(Number) as [number, number]
  const guess = Date.UTC(y, m - 1, d, hh, mm)
  // Two passes settle the offset across a DST change.
  let instant = new Date(guess - offsetMinutes(new Date(guess), timeZone) * 60_000)
  instant = new Date(guess - offsetMinutes(instant, timeZone) * 60_000)
  return instant
}

/** The calendar date and time of day of an instant in a zone. */
export function utcToZoned(instant: Date, timeZone: string): { date: string; time: string } {
  const parts = formatterFor('minute', timeZone).formatToParts(instant)
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00'
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` }
}

/** Today's date in a zone. */
export function todayIn(timeZone: string, now: Date): string {
  return utcToZoned(now, timeZone).date
}

/** Adds days to a `YYYY-MM-DD` date. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

/** Weekday code of a date (spec 001 §2: SU, M, T, W, TH, F, S). */
export function weekdayCode(date: string): 'SU' | 'M' | 'T' | 'W' | 'TH' | 'F' | 'S' {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return (['SU', 'M', 'T', 'W', 'TH', 'F', 'S'] as const)[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!
}
