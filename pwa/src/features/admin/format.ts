/** How the admin panel writes dates, states and titles (admin screens are few rows: Intl is fine here). */
import { PROVIDER_TYPE_LABELS, type ProviderType } from '@shared/enums'
import { STATE_NAMES } from '@shared/reference/states'

const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
const INSTANT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' })

/** `2027-06-30` → "Jun 30, 2027" (a calendar date, never shifted into the viewer's zone). */
export function formatCalendarDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return DATE.format(new Date(Date.UTC(y, m - 1, d)))
}

/** An instant in the viewer's own zone: "Jun 30, 2027, 9:05 AM". */
export function formatInstant(iso: string): string {
  return INSTANT.format(new Date(iso))
}

export function stateName(code: string): string {
  return (STATE_NAMES as Record<string, string>)[code] ?? code
}

export function providerTitle(type: string): string {
  return PROVIDER_TYPE_LABELS[type as ProviderType] ?? type
}

/** "3 days", "5 hours", "a few minutes": how long something has waited. */
export function waitedFor(iso: string, now = Date.now()): string {
  const minutes = Math.max(0, (now - Date.parse(iso)) / 60_000)
  if (minutes < 60) return 'a few minutes'
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return `${hours} ${hours === 1 ? 'hour' : 'hours'}`
  return `${Math.floor(hours / 24)} days`
}

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** Cents as dollars: 123456 → "$1,234.56". */
export function formatCents(cents: number): string {
  return USD.format(cents / 100)
}

/** A dollar amount as the API sends it (a number with at most two decimals). */
export function formatDollars(dollars: number): string {
  return USD.format(dollars)
}
