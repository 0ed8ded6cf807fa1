/**
 * A résumé's text → the profile fields it contains (spec 001 §3 "Resume extraction result").
 * Pure: the text and the date "now" in, the profile out; each section has its own file.
 */
import type { ExtractedProfile } from '../../../../shared/contracts/resumes'
import { extractAbilities } from './abilities'
import { extractEducation } from './education'
import { extractPersonalInfo } from './personal-info'
import { extractProfessionalInfo } from './professional-info'
import { splitSections } from './sections'
import { extractWorkExperience } from './work-experience'

export function extractProfile(text: string, now: Date): ExtractedProfile {
  const sections = splitSections(text)
  const workExperience = extractWorkExperience(sections.experience)
  return {
    personalInfo: extractPersonalInfo(sections, text),
    professionalInfo: extractProfessionalInfo(sections, workExperience, now),
    abilities: extractAbilities(sections, text),
    workExperience,
    education: extractEducation(sections.education),
  }
}
