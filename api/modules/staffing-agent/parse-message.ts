/**
 * The built-in engine's reading of a message (no network, no model): what kind of message it is,
 * and the pieces of a shift request it names — provider type and how many, days, hours, rate,
 * software, specialties and languages from the catalogs, auto-hire, and which facility (by name or
 * street). Pure: `today` is the facility's calendar date (ctx.clock in its zone), so tests pin it.
 *
 * Rules worth knowing (docs/decisions.md "Staffing agent"):
 * - A weekday, with or without "next"/"this", is the first such day after today; a later weekday
 *   in the same message is the first one after the day before it ("next Tuesday and Wednesday"
 *   are consecutive days). "Monday through Friday" is every day between.
 * - Dates without a year are the next such date, today included.
 * - Hours without am/pm: a start from 1 to 6 is afternoon, 7 to 11 morning; an end not after the
 *   start is taken in the afternoon ("9 to 5" is 09:00–17:00); still not after → overnight.
 */
import type { ProviderType } from '../../../shared/enums'
import { LANGUAGES, SOFTWARES, SPECIALTIES } from '../../../shared/reference'
import { addDays } from '../../../shared/domain/zoned-time'

export type MessageIntent = 'request' | 'applicants' | 'openShifts' | 'cancel' | 'confirmWords' | 'other'
export type ShiftsRange = 'today' | 'tomorrow' | 'thisWeek' | 'nextWeek' | 'upcoming'

export interface ShiftRequestPatch {
  providerType?: ProviderType
  quantity?: number
  dates?: string[]
  /** Words that looked like a date but are not one (a 31st of February): asked again. */
  badDate?: string
  startTime?: string
  endTime?: string
  rateCents?: number
  software?: string[]
  specialties?: string[]
  languages?: string[]
  autoHire?: boolean
}

export interface ParsedMessage {
  intent: MessageIntent
  patch: ShiftRequestPatch
  /** The words after "at" naming a place that is no time or rate (matched against the caller's facilities). */
  placePhrases: string[]
  range: ShiftsRange
}

const WEEKDAYS: Record<string, number> = {
  sunday: 0, sun: 0, monday: 1, mon: 1, tuesday: 2, tue: 2, tues: 2, wednesday: 3, wed: 3, thursday: 4, thu: 4, thur: 4, thurs: 4, friday: 5, fri: 5, saturday: 6, sat: 6,
}
const MONTHS: Record<string, number> = {
  january: 1, jan: 1, february: 2, feb: 2, march: 3, mar: 3, april: 4, apr: 4, may: 5, june: 6, jun: 6, july: 7, jul: 7, august: 8, aug: 8, september: 9, sep: 9, sept: 9, october: 10, oct: 10, november: 11, nov: 11, december: 12, dec: 12,
}
const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 }

const WEEKDAY_WORD = Object.keys(WEEKDAYS).sort((a, b) => b.length - a.length).join('|')
const MONTH_WORD = Object.keys(MONTHS).sort((a, b) => b.length - a.length).join('|')

const pad = (n: number) => String(n).padStart(2, '0')
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay()

function isRealDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/** Month and day without a year: the next such date, today included. */
function nextDate(today: string, month: number, day: number): string | null {
  const year = Number(today.slice(0, 4))
  for (const y of [year, year + 1]) {
    if (!isRealDate(y, month, day)) continue
    const date = `${y}-${pad(month)}-${pad(day)}`
    if (date >= today) return date
  }
  return null
}

/** The first `weekday` strictly after `after`. */
function weekdayAfter(after: string, weekday: number): string {
  const delta = ((weekday - weekdayOf(after) + 7) % 7) || 7
  return addDays(after, delta)
}

interface Found {
  at: number
  dates: string[]
}

/** Every date the text names, in order of appearance; the text with them blanked out. */
function takeDates(text: string, today: string): { dates: string[]; rest: string; bad?: string } {
  const found: Found[] = []
  let bad: string | undefined
  let rest = text
  const blank = (match: RegExpExecArray) => {
    rest = rest.slice(0, match.index) + ' '.repeat(match[0].length) + rest.slice(match.index + match[0].length)
  }
  const each = (re: RegExp, fn: (m: RegExpExecArray) => string[] | null) => {
    for (const m of [...rest.matchAll(re)] as RegExpExecArray[]) {
      const dates = fn(m)
      if (dates === null) bad ??= m[0].trim()
      else found.push({ at: m.index, dates })
      blank(m)
    }
  }
  // 2026-12-03
  each(/\b(\d{4})-(\d{2})-(\d{2})\b/g, (m) => (isRealDate(+m[1]!, +m[2]!, +m[3]!) ? [`${m[1]}-${m[2]}-${m[3]}`] : null))
  // 12/3 or 12/3/2026
  each(/\b(\d{1,2})\/(\d{1,2})(?:\/(\d{2}|\d{4}))?\b/g, (m) => {
    const month = +m[1]!
    const day = +m[2]!
    if (m[3]) {
      const year = m[3].length === 2 ? 2000 + +m[3] : +m[3]
      return isRealDate(year, month, day) ? [`${year}-${pad(month)}-${pad(day)}`] : null
    }
    const date = nextDate(today, month, day)
    return date ? [date] : null
  })
  // December 3rd, Dec 3 2026
  each(new RegExp(`\\b(${MONTH_WORD})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?\\b`, 'gi'), (m) => {
    const month = MONTHS[m[1]!.toLowerCase()]!
    const day = +m[2]!
    if (m[3]) return isRealDate(+m[3], month, day) ? [`${m[3]}-${pad(month)}-${pad(day)}`] : null
    const date = nextDate(today, month, day)
    return date ? [date] : null
  })
  // 3rd of December, 3 December
  each(new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?(${MONTH_WORD})\\b`, 'gi'), (m) => {
    const date = nextDate(today, MONTHS[m[2]!.toLowerCase()]!, +m[1]!)
    return date ? [date] : null
  })
  each(/\bday after tomorrow\b/gi, () => [addDays(today, 2)])
  each(/\btomorrow\b/gi, () => [addDays(today, 1)])
  each(/\btoday\b|\btonight\b/gi, () => [today])

  // Weekdays, in order: each after the one before it; "Monday through Friday" is a run.
  const weekdayRe = new RegExp(`\\b(?:(?:next|this|coming)\\s+)?(${WEEKDAY_WORD})s?\\b(?:\\s*(?:through|thru|to|until|-|–)\\s*(${WEEKDAY_WORD})s?\\b)?`, 'gi')
  let previous = today
  for (const m of [...rest.matchAll(weekdayRe)] as RegExpExecArray[]) {
    const first = weekdayAfter(previous, WEEKDAYS[m[1]!.toLowerCase()]!)
    const dates = [first]
    if (m[2]) {
      const last = weekdayAfter(first, WEEKDAYS[m[2].toLowerCase()]!)
      for (let d = addDays(first, 1); d <= last; d = addDays(d, 1)) dates.push(d)
    }
    previous = dates[dates.length - 1]!
    found.push({ at: m.index, dates })
    blank(m)
  }
  const dates = [...new Set(found.sort((a, b) => a.at - b.at).flatMap((f) => f.dates))].sort()
  return { dates, rest, ...(bad ? { bad } : {}) }
}

/** An hour and its meridiem to 24-hour minutes past midnight; null when it is no time of day. */
function toMinutes(hour: number, minute: number, meridiem: string | undefined): number | null {
  if (minute > 59) return null
  const m = meridiem?.toLowerCase()[0]
  if (m === 'a' || m === 'p') {
    if (hour < 1 || hour > 12) return null
    return ((hour % 12) + (m === 'p' ? 12 : 0)) * 60 + minute
  }
  if (hour > 24) return null
  return (hour === 24 ? 0 : hour) * 60 + minute
}

const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`

function takeTimes(text: string): { startTime?: string; endTime?: string; rest: string } {
  const re = /\b(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.|a|p)?\s*(?:to|-|–|until|till|through)\s*(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.|a|p)?(?![\w:])/i
  const m = re.exec(text)
  if (!m) return { rest: text }
  const [sh, sm, smer, eh, em, emer] = [+m[1]!, +(m[2] ?? 0), m[3], +m[4]!, +(m[5] ?? 0), m[6]]
  let start = toMinutes(sh, sm, smer)
  let end = toMinutes(eh, em, emer)
  if (start === null || end === null) return { rest: text }
  // No meridiem: pharmacies open in the morning; a start of 1 to 6 is afternoon.
  if (!smer && sh >= 1 && sh <= 6) start += 12 * 60
  if (!emer && eh <= 12 && end <= start && end + 12 * 60 > start) end += 12 * 60
  if (start === end) return { rest: text }
  const rest = text.slice(0, m.index) + ' '.repeat(m[0].length) + text.slice(m.index + m[0].length)
  return { startTime: hhmm(start), endTime: hhmm(end % (24 * 60)), rest }
}

function takeRate(text: string): { rateCents?: number; rest: string } {
  const patterns = [
    /\$\s*(\d{1,5}(?:\.\d{1,2})?)/,
    /\b(\d{1,5}(?:\.\d{1,2})?)\s*(?:dollars|usd|\/\s*(?:h|hr|hour)\b|an?\s+(?:hour|hr)\b|per\s+(?:hour|hr)\b|hourly\b)/i,
    /\brate\s+(?:of\s+|is\s+|at\s+)?(\d{1,5}(?:\.\d{1,2})?)\b/i,
  ]
  for (const re of patterns) {
    const m = re.exec(text)
    if (m) return { rateCents: Math.round(Number(m[1]) * 100), rest: text.slice(0, m.index) + ' '.repeat(m[0].length) + text.slice(m.index + m[0].length) }
  }
  return { rest: text }
}

const TYPE_WORDS: [RegExp, ProviderType][] = [
  [/\b(?:pharmacy\s+)?interns?\b/i, 'INTERN'],
  [/\b(?:pharmacy\s+)?(?:technicians?|techs?)\b/i, 'TECHNICIAN'],
  [/\bpharmacists?\b|\brphs?\b/i, 'PHARMACIST'],
]

function takeProvider(text: string): { providerType?: ProviderType; quantity?: number } {
  let best: { at: number; type: ProviderType; re: RegExp } | null = null
  for (const [re, type] of TYPE_WORDS) {
    const m = re.exec(text)
    if (m && (!best || m.index < best.at)) best = { at: m.index, type, re }
  }
  if (!best) return {}
  const count = new RegExp(`\\b(\\d{1,3}|${Object.keys(NUMBER_WORDS).join('|')})\\s+(?:more\\s+|additional\\s+|extra\\s+)?(?:${best.re.source})`, 'i').exec(text)
  const word = count?.[1]?.toLowerCase()
  const quantity = word === undefined ? undefined : (NUMBER_WORDS[word] ?? Number(word))
  return { providerType: best.type, ...(quantity !== undefined ? { quantity } : {}) }
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
const catalogRes = (names: readonly string[]) => names.map((name) => [name, new RegExp(`(?<![\\w])${escape(name)}(?![\\w])`, 'i')] as const)
const CATALOG = { software: catalogRes(SOFTWARES), specialties: catalogRes(SPECIALTIES), languages: catalogRes(LANGUAGES) }

function namesIn(text: string, kind: keyof typeof CATALOG): string[] {
  return CATALOG[kind].filter(([, re]) => re.test(text)).map(([name]) => name)
}

/** Words after "at" up to a comma or the next part of the request. */
function placePhrases(text: string): string[] {
  const out: string[] = []
  for (const m of text.matchAll(/\bat\s+(?:the\s+|our\s+|my\s+)?([^,.;!?$\n]+)/gi)) {
    const phrase = m[1]!.split(/\s+(?:for|on|from|next|this|tomorrow|today|and|with|starting|between|paying|at)\b/i)[0]!.trim()
    if (!phrase || /^\d|^(noon|midnight|least|most|all|once|first|last|night|home|work|the latest|the earliest)\b/i.test(phrase)) continue
    out.push(phrase)
  }
  return out
}

function rangeOf(text: string): ShiftsRange {
  if (/\btomorrow\b/i.test(text)) return 'tomorrow'
  if (/\btoday\b|\btonight\b/i.test(text)) return 'today'
  if (/\bnext\s+week\b/i.test(text)) return 'nextWeek'
  if (/\bthis\s+week\b|\bweek\b/i.test(text)) return 'thisWeek'
  return 'upcoming'
}

export function parseMessage(text: string, today: string): ParsedMessage {
  const dates = takeDates(text, today)
  const rate = takeRate(dates.rest)
  const times = takeTimes(rate.rest)
  const provider = takeProvider(times.rest)
  const patch: ShiftRequestPatch = { ...provider }
  if (dates.dates.length) patch.dates = dates.dates
  if (dates.bad) patch.badDate = dates.bad
  if (times.startTime) Object.assign(patch, { startTime: times.startTime, endTime: times.endTime })
  if (rate.rateCents !== undefined) patch.rateCents = rate.rateCents
  for (const kind of ['software', 'specialties', 'languages'] as const) {
    const names = namesIn(text, kind)
    if (names.length) patch[kind] = names
  }
  if (/\bauto[\s-]?hir(e|ing)\b/i.test(text)) patch.autoHire = !/\b(no|without|off|disable|don'?t)\b[^.]*auto[\s-]?hir/i.test(text)

  const lower = text.toLowerCase()
  const asks = /\?|^\s*(how|what|which|who|show|list|do|are|any|tell)\b/i.test(text)
  const wantsShifts = /\b(need|needs|want|post|book|looking for|find me|get me|cover|staff)\b/i.test(text)
  const hasRequestFields = Object.keys(patch).some((k) => k !== 'software' && k !== 'specialties' && k !== 'languages' && k !== 'autoHire')
  let intent: MessageIntent = 'other'
  if (/\b(applicants?|applications?|applied|candidates?)\b/i.test(lower) && (asks || !wantsShifts)) intent = 'applicants'
  else if (asks && !wantsShifts && /\bshifts?\b/i.test(lower)) intent = 'openShifts'
  else if (/^\s*(cancel|never\s*mind|nevermind|start over|forget (it|that)|stop|clear)\b/i.test(text)) intent = 'cancel'
  else if (!hasRequestFields && /^\s*(yes|yep|yeah|sure|confirm(ed)?|post (it|them)|looks good|go ahead|ok(ay)?|do it)\b/i.test(text)) intent = 'confirmWords'
  else if (hasRequestFields || wantsShifts) intent = 'request'
  return { intent, patch, placePhrases: placePhrases(text), range: rangeOf(text) }
}

export const PROVIDER_LABELS: Record<ProviderType, { one: string; many: string }> = {
  PHARMACIST: { one: 'pharmacist', many: 'pharmacists' },
  TECHNICIAN: { one: 'pharmacy technician', many: 'pharmacy technicians' },
  INTERN: { one: 'pharmacy intern', many: 'pharmacy interns' },
}
