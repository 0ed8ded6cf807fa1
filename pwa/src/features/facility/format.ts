/** How the facility screens write money, dates and times for a pharmacy manager. */
import { PROVIDER_TYPE_LABELS, type ProviderType } from '@shared/enums'

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

export const formatCents = (cents: number) => usd.format(cents / 100)
export const formatDollars = (dollars: number) => usd.format(dollars)

/** `2026-12-03` → "Thu, Dec 3, 2026" (a calendar date: no time zone shift). */
export function formatDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number)
  if (!y || !m || !d) return date
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
}

/** `13:30` → "1:30 PM". */
export function formatTime(time: string): string {
  const [h, m] = time.split(':').map(Number)
  if (h === undefined || m === undefined || Number.isNaN(h) || Number.isNaN(m)) return time
  const suffix = h >= 12 ? 'PM' : 'AM'
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${suffix}`
}

export const formatTimeRange = (start: string, end: string) => `${formatTime(start)} – ${formatTime(end)}`

export const providerTypeLabel = (type: string) => PROVIDER_TYPE_LABELS[type as ProviderType] ?? type

export function formatHours(hours: number): string {
  const rounded = Math.round(hours * 100) / 100
  return `${rounded} ${rounded === 1 ? 'hour' : 'hours'}`
}


/** Meters → "12 mi". */
export function formatDistance(meters: number | null | undefined): string | null {
  if (meters === null || meters === undefined) return null
  const miles = meters / 1609.344
  return `${miles < 10 ? miles.toFixed(1) : Math.round(miles)} mi`
}

/** `2145550187` or `+12145550187` → "(214) 555-0187"; anything else as given. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : phone
}

export const todayIso = () => {
  const d = new Date()
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number)
  const next = new Date(Date.UTC(y!, m! - 1, d! + days))
  return next.toISOString().slice(0, 10)
}
