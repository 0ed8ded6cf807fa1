/**
 * How shift facts read on screen. Money arrives as dollars (`rate`, `amount`, `totalEarnings`)
 * or integer cents (`*InCents`); both are shown as US dollars. Calendar dates and times of day
 * are the facility's, so they are formatted as written, never shifted into the viewer's zone.
 */
import { PROVIDER_TYPE_LABELS, type ProviderType } from '@shared/enums'
import { STATE_NAMES } from '@shared/reference/states'

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

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
 * Formatting a date is slow even with a kept formatter (time-zone names above all), and a list
 * formats the same few dates and zones again and again: answers are remembered.
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

export const formatDollars = (dollars: number) => USD.format(dollars)
export const formatCents = (cents: number) => USD.format(cents / 100)
export const formatRate = (dollars: number) => `${USD.format(dollars)}/hr`

/** `2026-12-05` → "Sat, Dec 5" (with the year when it is not this year's). */
export function formatDate(date: string, { long = false }: { long?: boolean } = {}): string {
  return remember(`date ${date} ${long} ${new Date().getFullYear()}`, () => formatDateNow(date, long))
}

function formatDateNow(date: string, long: boolean): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const value = new Date(Date.UTC(y, m - 1, d))
  const sameYear = y === new Date().getFullYear()
  return dateFormat({
    timeZone: 'UTC',
    weekday: long ? 'long' : 'short',
    month: long ? 'long' : 'short',
    day: 'numeric',
    ...(sameYear && !long ? {} : { year: 'numeric' }),
  }).format(value)
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
  // The name changes only with daylight saving time: one answer per zone and day.
  return remember(`zone ${timeZone} ${at.toISOString().slice(0, 13)}`, () => zoneAbbreviationNow(timeZone, at))
}

function zoneAbbreviationNow(timeZone: string, at: Date): string {
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
