/**
 * Work experience: one entry per date range in the experience section. An entry's heading is the
 * date line itself and the short lines right around it ("Staff Pharmacist — CVS Health",
 * "CVS Health | Austin, TX", "Jan 2019 – Present"); its description is the bullets and sentences
 * that follow, up to the next entry's heading.
 */
import type { ExtractedWorkExperience } from '../../../../shared/contracts/resumes'
import { findDateRange } from './dates'

const BULLET = /^[•●▪◦‣∙*–-]\s*/
const JOB_TITLE_WORDS =
  /\b(pharmacist|technician|intern|manager|director|clerk|assistant|specialist|coordinator|supervisor|lead|cashier|analyst|resident|fellow|consultant|officer|buyer|associate|trainee|pic|rph|cpht)\b/i
/** "Austin, TX", "Remote": where, not who. */
const LOCATION = /(?:^|,\s*|\s[—–|•·]\s)[A-Z][A-Za-z.'-]*(?: [A-Z][A-Za-z.'-]*)*,\s*[A-Z]{2}\b|\bremote\b/g

function isDescriptionLine(line: string): boolean {
  return BULLET.test(line) || line.length > 90 || /[.;]$/.test(line)
}

/** The pieces of a heading line, the place dropped: "Staff Pharmacist — CVS Health | Austin, TX" → title, company. */
function piecesOf(line: string): string[] {
  return line
    .replace(LOCATION, ' | ')
    .split(/\s+[—–|•·@]\s+|\s+-\s+|\s+at\s+|,\s+|^\s*\|\s*|\s*\|\s*$/)
    .map((p) => p.trim().replace(/^[,;]|[,;]$/g, '').trim())
    .filter(Boolean)
}

function titleAndCompany(headingLines: string[]): { jobTitle: string | null; company: string | null } {
  const pieces = headingLines.flatMap(piecesOf).filter((p) => p !== '|')
  const titleIndex = pieces.findIndex((p) => JOB_TITLE_WORDS.test(p))
  const jobTitle = titleIndex >= 0 ? pieces[titleIndex]! : null
  const company = pieces.find((_, i) => i !== titleIndex) ?? null
  return { jobTitle, company }
}

export function extractWorkExperience(lines: string[]): ExtractedWorkExperience[] {
  const dateLines = lines.map((line, i) => (findDateRange(line) ? i : -1)).filter((i) => i >= 0)
  const entries: ExtractedWorkExperience[] = []
  // Where the previous entry's lines end: its heading lines are not the next one's.
  let claimedUpTo = -1
  dateLines.forEach((at, n) => {
    const range = findDateRange(lines[at]!)!
    const heading: string[] = []
    const rest = lines[at]!.replace(range.matched, '').replace(/[|,–—-]\s*$|^\s*[|,–—-]/g, '').trim()
    // Up to two short lines before the date line, not claimed by the previous entry's description.
    let first = at
    for (let i = at - 1; i > claimedUpTo && i >= at - 2 && !isDescriptionLine(lines[i]!); i--) first = i
    heading.push(...lines.slice(first, at))
    if (rest) heading.push(rest)
    // And up to two short lines after it, before the description starts.
    const nextDate = dateLines[n + 1] ?? lines.length
    let after = at + 1
    while (after < nextDate && after <= at + 2 && !isDescriptionLine(lines[after]!) && heading.length < 3) heading.push(lines[after++]!)
    // The description runs to the next entry's heading (its short lines just before its date line).
    let end = nextDate
    if (n + 1 < dateLines.length) {
      while (end - 1 >= after && end > nextDate - 2 && !isDescriptionLine(lines[end - 1]!)) end--
    }
    const description = lines
      .slice(after, end)
      .map((line) => line.replace(BULLET, '').trim())
      .filter(Boolean)
    claimedUpTo = end - 1
    const { jobTitle, company } = titleAndCompany(heading)
    entries.push({
      company,
      jobTitle,
      startDate: range.start,
      endDate: range.end,
      jobDescription: description.length ? description.join('\n') : null,
    })
  })
  return entries
}
