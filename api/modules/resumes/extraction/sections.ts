/**
 * A résumé's text cut into its sections by their headings ("EXPERIENCE", "Work History:",
 * "Education & Training"). The lines before the first heading are the header (name, contact).
 * A heading is a short line on its own whose words name a known section; a sentence that merely
 * mentions "experience" is not one.
 */

export type SectionName = 'header' | 'summary' | 'experience' | 'education' | 'licenses' | 'skills' | 'software' | 'specialties' | 'languages' | 'other'

const HEADINGS: [SectionName, RegExp][] = [
  ['summary', /^(professional |career |personal )?(summary|profile|objective|about( me)?)$/],
  ['experience', /^(professional |work |relevant |pharmacy |employment )?(experience|history|employment( history)?|work history)$/],
  ['education', /^(education|academic background|education (and|&) training)$/],
  ['licenses', /^(licen[sc]es?|licensure|licenses? (and|&) certifications?|certifications?( (and|&) licen[sc]es?)?|credentials)$/],
  ['software', /^(software|systems|pharmacy (software|systems)|technical skills|computer skills|software (and|&) systems)$/],
  ['specialties', /^(specialties|specialities|practice (areas|settings)|areas of practice)$/],
  ['languages', /^languages?( spoken)?$/],
  ['skills', /^(skills|clinical skills|core competencies|key skills|competencies|areas of expertise)$/],
  ['other', /^(references|awards|honors|volunteer( experience)?|publications|interests|activities|contact( information)?|additional information)$/],
]

export interface Sections {
  header: string[]
  summary: string[]
  experience: string[]
  education: string[]
  licenses: string[]
  skills: string[]
  software: string[]
  specialties: string[]
  languages: string[]
  other: string[]
}

/** The section a line heads, or null when it is not a heading. */
export function headingOf(line: string): SectionName | null {
  const words = line.trim().replace(/[:：]$/, '').replace(/\s+/g, ' ').toLowerCase()
  if (!words || words.length > 40) return null
  for (const [name, pattern] of HEADINGS) if (pattern.test(words)) return name
  return null
}

/** Lines trimmed, blank ones dropped (PDF and DOCX extractors differ on blank lines). */
export function linesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
}

export function splitSections(text: string): Sections {
  const sections: Sections = { header: [], summary: [], experience: [], education: [], licenses: [], skills: [], software: [], specialties: [], languages: [], other: [] }
  let current: SectionName = 'header'
  for (const line of linesOf(text)) {
    const heading = headingOf(line)
    if (heading) current = heading
    else sections[current].push(line)
  }
  return sections
}
