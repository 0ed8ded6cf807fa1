/**
 * Education: entries of the education section. A line naming a school (University, College,
 * School, Institute, Academy) or a degree starts a new entry when the current one already has
 * that part. The degree type is the seed's education level (spec 001 §9 "Education levels"),
 * the major what follows "in" / "of" / a comma after the degree, the graduation date the last
 * date of the entry ("Expected May 2026" included).
 */
import type { ExtractedEducation } from '../../../../shared/contracts/resumes'
import type { EducationLevel } from '../../../../shared/enums'
import { findLastDate } from './dates'

const INSTITUTION = /\b(university|college|school|institute|academy|polytechnic)\b/i

/**
 * Most specific first: "Doctor of Pharmacy" before "Doctor", "High School" before "School".
 * Words match in any case; abbreviations only as written ("MS", "B.S."), so a state's "MA" or
 * "ms." in a sentence is not a degree.
 */
const DEGREES: [EducationLevel, RegExp][] = [
  ['PHARMD', /\b(pharm\.?\s?d\b\.?|doctor of pharmacy)/i],
  ['MASTERS', /\b[Mm]aster'?s?\b|\bMASTER|(?<![A-Za-z.])(M\.S\.|MS|M\.Sc\.|MSc|MBA|M\.B\.A\.|MPH|M\.P\.H\.|M\.A\.)(?![A-Za-z])/],
  ['BACHELORS', /\b[Bb]achelor'?s?\b|\bBACHELOR|(?<![A-Za-z.])(B\.S\.|BS|B\.Sc\.|BSc|B\.A\.|BA)(?![A-Za-z])/],
  ['ASSOCIATES', /\b[Aa]ssociate'?s?\b|\bASSOCIATE|(?<![A-Za-z.])(A\.A\.S\.|AAS|A\.S\.|A\.A\.)(?![A-Za-z])/],
  ['HIGH_SCHOOL_OR_GED', /\b(high school|ged|general educational development)\b/i],
  ['OTHER', /\b(certificate|diploma|certification program)\b/i],
]

export function degreeTypeOf(line: string): EducationLevel | null {
  for (const [level, pattern] of DEGREES) if (pattern.test(line)) return level
  return null
}

/** "Bachelor of Science in Biology" → "Biology"; "Doctor of Pharmacy" → "Pharmacy"; "A.A.S., Pharmacy Technology" → "Pharmacy Technology". */
export function majorOf(degreeLine: string, level: EducationLevel): string | null {
  const clean = degreeLine.replace(/\(.*?\)/g, '').replace(/\s+[—–|-]\s+.*$/, '').trim()
  if (level === 'PHARMD') return 'Pharmacy'
  if (level === 'HIGH_SCHOOL_OR_GED') return 'General Studies'
  // "Pharmacy Technician Certificate" → "Pharmacy Technician".
  const certified = level === 'OTHER' ? /([A-Z][A-Za-z &/-]*?)\s+(?:certificate|diploma|certification program)\b/i.exec(clean)?.[1] : undefined
  if (certified) return certified.trim()
  const m = /\b(?:in|major(?:ing)? in|concentration in)\s+([A-Z][A-Za-z &/-]+?)\s*(?:,|;|$|\d)/.exec(clean) ?? /^[^,]+,\s*([A-Z][A-Za-z &/-]+?)\s*(?:,|;|$|\d)/.exec(clean) ?? /\bof\s+([A-Z][A-Za-z &/-]+?)\s*(?:,|;|$|\d)/.exec(clean)
  const major = m?.[1]?.trim()
  if (!major || INSTITUTION.test(major)) return null
  // "Bachelor of Science" alone names no major.
  return /^(science|arts|applied science)$/i.test(major) ? null : major
}

function institutionOf(line: string): string | null {
  const piece = line
    .split(/\s+[—–|•·]\s+|\s+-\s+|,\s+(?=[A-Z][a-z]+,\s*[A-Z]{2}\b)/)
    .map((p) => p.trim())
    .find((p) => INSTITUTION.test(p) && !/\bhigh school diploma\b/i.test(p))
  if (!piece) return null
  // A trailing year or "City, ST" is not the name.
  return piece.replace(/,?\s*(?:expected\s+)?(?:[A-Za-z]+\.?\s+)?\d{4}\s*$/i, '').replace(/,\s*[A-Z][a-z]+,\s*[A-Z]{2}$/, '').trim() || null
}

export function extractEducation(lines: string[]): ExtractedEducation[] {
  const entries: ExtractedEducation[] = []
  let current: ExtractedEducation | null = null
  // A date on a line of its own before its school (a table's left column) waits for its entry.
  let pendingDate: string | null = null
  // "Roosevelt High School" implies its level; a "High School Diploma" line after it is the same entry.
  const levelFromName = new WeakSet<ExtractedEducation>()
  const start = (): ExtractedEducation => {
    const entry: ExtractedEducation = { institution: null, major: null, degreeType: null, graduationDate: pendingDate }
    pendingDate = null
    entries.push(entry)
    return entry
  }
  for (const line of lines) {
    const institution = institutionOf(line)
    // The degree is read from the rest of the line: "Miami Dade College — Pharmacy Technician Certificate".
    const rest = institution ? line.replace(institution, ' ').replace(/^[\s—–|,-]+/, '') : line
    const statedLevel = degreeTypeOf(rest)
    const level = statedLevel ?? (/high school/i.test(line) ? 'HIGH_SCHOOL_OR_GED' : null)
    const date = findLastDate(line)
    let entry: ExtractedEducation | null = current
    if (institution) {
      if (!entry || entry.institution) entry = start()
      entry.institution = institution
    }
    if (level) {
      if (!entry || (entry.degreeType && !institution && !levelFromName.has(entry))) entry = start()
      if (institution && !statedLevel) levelFromName.add(entry)
      else levelFromName.delete(entry)
      entry.degreeType = level
      entry.major = statedLevel ? majorOf(rest, level) : majorOf(line, level)
    }
    if (date) {
      const dateOnly = !institution && !level
      if (!dateOnly && entry) entry.graduationDate = date
      else if (entry && !entry.graduationDate && entry.institution && entry.degreeType) entry.graduationDate = date
      else pendingDate = date
    }
    current = entry
  }
  return entries.filter((e) => e.institution || e.degreeType)
}
