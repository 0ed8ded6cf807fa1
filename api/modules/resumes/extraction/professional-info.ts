/**
 * Professional info: the provider type (spec 001 §5 "Provider title": PHARMACIST, TECHNICIAN or
 * INTERN), years of experience and the state licenses a résumé lists.
 *
 * The type is read from the headline under the name, else the summary, else the latest job
 * title; "technician" and "intern" win over "pharmacist" within one line ("Pharmacist Intern" is
 * an intern). Years are what the résumé states ("8+ years of experience"), else the span from
 * the earliest job's start to the latest job's end (or `now` for a current one), rounded down.
 */
import type { ExtractedLicense, ExtractedProfessionalInfo, ExtractedWorkExperience } from '../../../../shared/contracts/resumes'
import type { ProviderType } from '../../../../shared/enums'
import { STATE_CODES, STATE_NAMES } from '../../../../shared/reference/states'
import { stateCodeOf } from './personal-info'
import type { Sections } from './sections'

export function providerTypeOf(line: string): ProviderType | null {
  if (/\b(technician|cpht|pharm\.? ?tech)\b/i.test(line)) return 'TECHNICIAN'
  if (/\b(intern|internship|student pharmacist)\b/i.test(line)) return 'INTERN'
  if (/\b(pharmacist|rph|pharmacist-in-charge|pic)\b/i.test(line)) return 'PHARMACIST'
  return null
}

/** "8 years of experience", "8+ yrs of retail experience", "over 8 years' experience", "8 years of hands-on pharmacy experience". */
const STATED_YEARS = /\b(\d{1,2})\+?\s*(?:years?|yrs?)\b'?(?:\s+of)?(?:\s+[\w-]+){0,3}?\s+experience/i

function monthsOf(iso: string): number {
  const [year, month] = iso.split('-').map(Number)
  return year! * 12 + (month! - 1)
}

export function yearsOfExperience(summaryAndHeader: string, jobs: ExtractedWorkExperience[], now: Date): number | null {
  const stated = STATED_YEARS.exec(summaryAndHeader)
  if (stated) return Number(stated[1])
  const starts = jobs.map((j) => j.startDate).filter((d): d is string => !!d)
  if (!starts.length) return null
  const nowMonths = now.getUTCFullYear() * 12 + now.getUTCMonth()
  const ends = jobs.map((j) => (j.endDate ? monthsOf(j.endDate) : nowMonths))
  const span = Math.max(...ends) - Math.min(...starts.map(monthsOf))
  return span >= 0 ? Math.floor(span / 12) : null
}

const STATE_NAME_PATTERN = Object.values(STATE_NAMES)
  .sort((a, b) => b.length - a.length)
  .join('|')
const STATE_WORD = new RegExp(`\\b(${STATE_NAME_PATTERN}|${STATE_CODES.join('|')})\\b`)
/** A license number: letters and digits with at least three digits, after "#", "No." or "License". */
const LICENSE_NUMBER = /(?:#|\bno\.?|\bnumber:?|\blicen[sc]e:?|\bregistration:?|\bcert(?:ificate)?:?)\s*#?\s*([A-Z0-9]{0,4}[-.]?\d{3,12}[A-Z0-9-]*)\b/i
/**
 * Else, in a licenses section, on a line that says it is a license or registration, a run of five
 * or more digits ("RPT 123456"); not in the header, where that would be a ZIP code.
 */
const BARE_NUMBER = /\b([A-Z]{0,4}[-.]?\d{5,12})\b/

/** Licenses from the licenses section (or any line that names a license): state and number. */
export function extractLicenses(lines: string[], { licenseSection = true } = {}): ExtractedLicense[] {
  const found: ExtractedLicense[] = []
  const add = (line: string): boolean => {
    if (!/licen[sc]|registration|registered|#|\bno\.|number/i.test(line)) return false
    const number = LICENSE_NUMBER.exec(line)?.[1] ?? (licenseSection && /licen[sc]|registration|registered/i.test(line) ? BARE_NUMBER.exec(line)?.[1] : undefined)
    const stateWord = STATE_WORD.exec(line)?.[1]
    const state = stateWord ? stateCodeOf(stateWord) : null
    if (!number || !state) return false
    if (!found.some((l) => l.state === state && l.licenseNumber === number.toUpperCase())) found.push({ state, licenseNumber: number.toUpperCase() })
    return true
  }
  for (let i = 0; i < lines.length; i++) {
    // A narrow column wraps "Pharmacist License, Texas —" / "No. PH123456" over two lines.
    // Only a line without a number is joined to the next, and only when the next is no whole
    // license of its own ("…North" / "Carolina — No. 123"), so no line borrows another's state.
    if (add(lines[i]!)) continue
    const next = lines[i + 1]
    const wrapped = next !== undefined && !LICENSE_NUMBER.test(lines[i]!) && !(STATE_WORD.test(next) && LICENSE_NUMBER.test(next))
    if (wrapped && add(`${lines[i]} ${next}`)) i++
  }
  return found
}

export function extractProfessionalInfo(sections: Sections, jobs: ExtractedWorkExperience[], now: Date): ExtractedProfessionalInfo {
  const headline = sections.header.slice(1, 3)
  const candidates = [...headline, sections.summary.join(' '), ...jobs.slice(0, 1).map((j) => j.jobTitle ?? '')]
  let title: ProviderType | null = null
  for (const line of candidates) {
    title = providerTypeOf(line)
    if (title) break
  }
  const fromSection = sections.licenses.length > 0
  const licenseLines = fromSection ? sections.licenses : [...sections.header, ...sections.other]
  return {
    title,
    yearsOfExperience: yearsOfExperience([...sections.header, ...sections.summary].join(' '), jobs, now),
    licenses: extractLicenses(licenseLines, { licenseSection: fromSection }),
  }
}
