/**
 * Dates as résumés write them ("Jan 2019", "January 2019", "01/2019", "2019-01", "5/14/2016",
 * "2019") turned into ISO: `YYYY-MM`, or `YYYY-MM-DD` when the day is given. A bare year reads as
 * its January (`2019` → `2019-01`): the profile form asks for a month, and January is the
 * reading that never claims more experience than the résumé does for a start date.
 */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

const MONTH_NAME = '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?'

/** One date in any of the accepted spellings (used inside larger patterns). */
export const DATE_PATTERN = `(?:${MONTH_NAME}\\s+\\d{4}|\\d{1,2}/\\d{1,2}/\\d{4}|\\d{1,2}/\\d{4}|\\d{4}-\\d{2}(?:-\\d{2})?|(?:19|20)\\d{2})`
const PRESENT = '(?:present|current|now|today)'

/** "Jan 2019 – Present", "01/2015 - 08/2016", "2012 to 2016". */
export const DATE_RANGE = new RegExp(`(${DATE_PATTERN})\\s*(?:-|–|—|to|until)\\s*(${DATE_PATTERN}|${PRESENT})`, 'i')

const pad = (n: number) => String(n).padStart(2, '0')

function validYear(year: number): boolean {
  return year >= 1950 && year <= 2100
}

/** The ISO form of one written date; null for "Present" or anything unreadable. */
export function toIsoDate(written: string): string | null {
  const value = written.trim().toLowerCase().replace(/\.$/, '')
  let m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value)
  if (m) return validYear(+m[1]!) && +m[2]! >= 1 && +m[2]! <= 12 ? value : null
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value)
  if (m) {
    const [month, day, year] = [+m[1]!, +m[2]!, +m[3]!]
    return validYear(year) && month >= 1 && month <= 12 && day >= 1 && day <= 31 ? `${year}-${pad(month)}-${pad(day)}` : null
  }
  m = /^(\d{1,2})\/(\d{4})$/.exec(value)
  if (m) return validYear(+m[2]!) && +m[1]! >= 1 && +m[1]! <= 12 ? `${m[2]}-${pad(+m[1]!)}` : null
  m = /^([a-z]+)\.?\s+(\d{4})$/.exec(value)
  if (m) {
    const month = MONTHS.indexOf(m[1]!.slice(0, 3))
    return month >= 0 && validYear(+m[2]!) ? `${m[2]}-${pad(month + 1)}` : null
  }
  m = /^(\d{4})$/.exec(value)
  if (m) return validYear(+m[1]!) ? `${m[1]}-01` : null
  return null
}

/** The start and end of the first date range in a line (end null when current), or null. */
export function findDateRange(line: string): { start: string | null; end: string | null; matched: string } | null {
  const m = DATE_RANGE.exec(line)
  if (!m) return null
  return { start: toIsoDate(m[1]!), end: toIsoDate(m[2]!), matched: m[0] }
}

/** The last single date written in a line (a graduation date), or null. */
export function findLastDate(line: string): string | null {
  const all = [...line.matchAll(new RegExp(DATE_PATTERN, 'gi'))]
  for (let i = all.length - 1; i >= 0; i--) {
    const iso = toIsoDate(all[i]![0])
    if (iso) return iso
  }
  return null
}
