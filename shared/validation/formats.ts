/**
 * Custom string formats registered with TypeBox wherever the shared contracts are loaded (API
 * and PWA alike), so both sides judge a value the same way.
 */
import { FormatRegistry } from '@sinclair/typebox'

/** Spec 001 §5: a valid US number, 10–14 characters, refusing repeated or sequential fakes. */
export function isUsPhoneNumber(value: string): boolean {
  if (!/^[\d\s().+-]+$/.test(value)) return false
  let digits = value.replace(/\D/g, '')
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1)
  if (digits.length !== 10) return false
  // NANP: area code and exchange start with 2–9; N11 service codes are not subscriber numbers.
  const area = digits.slice(0, 3)
  const exchange = digits.slice(3, 6)
  if (!/^[2-9]/.test(area) || !/^[2-9]/.test(exchange)) return false
  if (/^.11$/.test(area)) return false
  if (/^(\d)\1{9}$/.test(digits)) return false // 2222222222
  const subscriber = digits.slice(3)
  if (/^(\d)\1{6}$/.test(subscriber)) return false // 212-555-5555 style filler
  const ascending = '01234567890123456789'
  const descending = '98765432109876543210'
  if (ascending.includes(digits) || descending.includes(digits)) return false // 2345678901
  if (ascending.includes(subscriber) || descending.includes(subscriber)) return false // 212-123-4567
  return true
}

/** `YYYY-MM-DD` that names a real calendar day. */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!m) return false
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(Date.UTC(y, mo - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d
}

const US_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' })

/** Today's calendar date as seen in the contiguous US (Eastern time), `YYYY-MM-DD`. */
export function todayInUs(now: Date = new Date()): string {
  return US_DATE.format(now)
}

/** A calendar date after today: a license that expires today is already unusable for a shift. */
export function isFutureDate(value: string, now: Date = new Date()): boolean {
  return isCalendarDate(value) && value > todayInUs(now)
}

/** `HH:mm`, 24-hour. */
export function isTimeOfDay(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value)
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function isEmail(value: string): boolean {
  return EMAIL.test(value)
}

export function registerFormats(): void {
  if (!FormatRegistry.Has('us-phone')) FormatRegistry.Set('us-phone', isUsPhoneNumber)
  if (!FormatRegistry.Has('calendar-date')) FormatRegistry.Set('calendar-date', isCalendarDate)
  if (!FormatRegistry.Has('future-date')) FormatRegistry.Set('future-date', (v) => isFutureDate(v))
  if (!FormatRegistry.Has('time-of-day')) FormatRegistry.Set('time-of-day', isTimeOfDay)
  if (!FormatRegistry.Has('email-address')) FormatRegistry.Set('email-address', isEmail)
}

registerFormats()
