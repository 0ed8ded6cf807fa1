/**
 * How shift facts read on screen. Money arrives as dollars (`rate`, `amount`, `totalEarnings`)
 * or integer cents (`*InCents`); both are shown as US dollars. Calendar dates and times of day
 * are the facility's, so they are formatted as written, never shifted into the viewer's zone.
 */
import { PROVIDER_TYPE_LABELS, type ProviderType } from '@shared/enums'
import { STATE_NAMES } from '@shared/reference/states'

/*
 * Dates, dollars and US zone names are written here without Intl on the paths a list of shifts
 * renders: the first Intl formatter of a page load costs tens of milliseconds on a phone (locale
 * data), and the browse list is the first screen. The unit test holds every answer to Intl's.
 */
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** US dollars as en-US writes them: "$1,234.50", "-$3.00". */
function usd(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100)
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${amount < 0 && cents > 0 ? '-' : ''}$${whole}.${String(cents % 100).padStart(2, '0')}`
}

/**
 * One formatter per set of options, kept: building an Intl formatter costs far more than using
 * one, and a list of shifts formats dozens of dates while it first renders.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>()
function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options)
  let format = dateFormats.get(key)
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat('en-US', options)))
  return format
}

/**
 * What still goes through Intl (instants, zones outside the US table) is slow even with a kept
 * formatter, and a list asks for the same few again and again: answers are remembered.
 */
const remembered = new Map<string, string>()
function remember(key: string, make: () => string): string {
  let value = remembered.get(key)
  if (value === undefined) {
    if (remembered.size > 2000) remembered.clear()
    remembered.set(key, (value = make()))
  }
  return value
}

export const formatDollars = (dollars: number) => usd(dollars)
export const formatCents = (cents: number) => usd(cents / 100)
export const formatRate = (dollars: number) => `${usd(dollars)}/hr`

/** `2026-12-05` → "Sat, Dec 5" (with the year when it is not this year's). */
export function formatDate(date: string, { long = false }: { long?: boolean } = {}): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!
  const month = MONTHS[m - 1]!
  if (long) return `${weekday}, ${month} ${d}, ${y}`
  const short = `${weekday.slice(0, 3)}, ${month.slice(0, 3)} ${d}`
  return y === new Date().getFullYear() ? short : `${short}, ${y}`
}

/** `17:30` → "5:30 PM". */
export function formatTime(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number]
  const hour12 = h % 12 === 0 ? 12 : h % 12
  return `${hour12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`
}

/** `09:00 - 17:30` (the API's `time`) or two times → "9:00 AM – 5:30 PM". */
export function formatTimeRange(start: string, end?: string): string {
  if (end === undefined) {
    const [a, b] = start.split(/\s*-\s*/)
    if (!a || !b) return start
    return `${formatTime(a)} – ${formatTime(b)}`
  }
  return `${formatTime(start)} – ${formatTime(end)}`
}

/** An instant in a zone: "Sat, Dec 5, 9:00 AM". */
export function formatInstant(iso: string, timeZone?: string): string {
  return remember(`instant ${iso} ${timeZone ?? ''}`, () => formatInstantNow(iso, timeZone))
}

function formatInstantNow(iso: string, timeZone?: string): string {
  return dateFormat({ ...(timeZone ? { timeZone } : {}), weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(iso))
}

/** Short zone name for a facility's zone: "CST". */
export function zoneAbbreviation(timeZone: string, at = new Date()): string {
  const us = US_ZONES[timeZone]
  if (us) {
    const [offset, standard, daylight] = us
    return daylight && isUsDaylightTime(at.getTime(), offset) ? daylight : standard
  }
  return remember(`zone ${timeZone} ${at.toISOString().slice(0, 13)}`, () => intlZoneAbbreviation(timeZone, at))
}

/**
 * US zones: standard offset in hours, standard and daylight names (null: no daylight time).
 * Zones whose names differ between browsers' locale data (America/Adak) are left to Intl.
 */
const EASTERN = [-5, 'EST', 'EDT'] as const
const CENTRAL = [-6, 'CST', 'CDT'] as const
const MOUNTAIN = [-7, 'MST', 'MDT'] as const
const ALASKA = [-9, 'AKST', 'AKDT'] as const
const US_ZONES: Record<string, readonly [number, string, string | null]> = {
  'America/New_York': EASTERN,
  'America/Detroit': EASTERN,
  'America/Kentucky/Louisville': EASTERN,
  'America/Kentucky/Monticello': EASTERN,
  'America/Indiana/Indianapolis': EASTERN,
  'America/Indiana/Vincennes': EASTERN,
  'America/Indiana/Winamac': EASTERN,
  'America/Indiana/Marengo': EASTERN,
  'America/Indiana/Petersburg': EASTERN,
  'America/Indiana/Vevay': EASTERN,
  'America/Chicago': CENTRAL,
  'America/Indiana/Tell_City': CENTRAL,
  'America/Indiana/Knox': CENTRAL,
  'America/Menominee': CENTRAL,
  'America/North_Dakota/Center': CENTRAL,
  'America/North_Dakota/New_Salem': CENTRAL,
  'America/North_Dakota/Beulah': CENTRAL,
  'America/Denver': MOUNTAIN,
  'America/Boise': MOUNTAIN,
  'America/Phoenix': [-7, 'MST', null],
  'America/Los_Angeles': [-8, 'PST', 'PDT'],
  'America/Anchorage': ALASKA,
  'America/Juneau': ALASKA,
  'America/Sitka': ALASKA,
  'America/Yakutat': ALASKA,
  'America/Nome': ALASKA,
  'Pacific/Honolulu': [-10, 'HST', null],
}

/** The day of `month` (0-based) that is its `n`th Sunday. */
function nthSunday(year: number, month: number, n: number): number {
  return 1 + ((7 - new Date(Date.UTC(year, month, 1)).getUTCDay()) % 7) + 7 * (n - 1)
}

/** US daylight time: from the second Sunday of March, 2:00 standard, to the first Sunday of November, 2:00 daylight. */
function isUsDaylightTime(at: number, standardOffsetHours: number): boolean {
  const hour = 3_600_000
  const year = new Date(at + standardOffsetHours * hour).getUTCFullYear()
  const start = Date.UTC(year, 2, nthSunday(year, 2, 2), 2) - standardOffsetHours * hour
  const end = Date.UTC(year, 10, nthSunday(year, 10, 1), 2) - (standardOffsetHours + 1) * hour
  return at >= start && at < end
}

function intlZoneAbbreviation(timeZone: string, at: Date): string {
  try {
    return dateFormat({ timeZone, timeZoneName: 'short' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? ''
  } catch {
    return ''
  }
}

export function formatHours(hours: number): string {
  const rounded = Math.round(hours * 100) / 100
  return `${rounded} ${rounded === 1 ? 'hour' : 'hours'}`
}

export function formatDistance(meters: number | null): string | null {
  if (meters === null || meters === undefined) return null
  const miles = meters / 1609.344
  return miles < 10 ? `${miles.toFixed(1)} mi away` : `${Math.round(miles)} mi away`
}

export function providerTypeLabel(type: string): string {
  return PROVIDER_TYPE_LABELS[type as ProviderType] ?? type
}

export function stateName(code: string): string {
  return (STATE_NAMES as Record<string, string>)[code] ?? code
}

/** "RESPECT_AND_INCLUSION" → "Respect and inclusion". */
export function humanize(value: string): string {
  const words = value.toLowerCase().replace(/_/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}
