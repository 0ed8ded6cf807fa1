/**
 * Abilities: the reference lists' names (GET /softwares, /specialties, /skills, /languages) that
 * a résumé mentions. Only catalog names are answered, so the profile form can select them as is.
 * A name matches case-insensitively on word boundaries, as written, without its parenthetical
 * when what is left is still specific ("Sterile Compounding" for "Sterile Compounding (USP 797)"),
 * with "&" and "and" interchangeable, or through the common aliases below ("MTM", "Mandarin").
 */
import type { ExtractedAbilities } from '../../../../shared/contracts/resumes'
import { LANGUAGES, SKILLS, SOFTWARES, SPECIALTIES } from '../../../../shared/reference'
import type { Sections } from './sections'

/** Other ways pharmacy résumés write catalog names. Keys are catalog names. */
const ALIASES: Record<string, string[]> = {
  // Software
  'Epic Willow': ['Epic Willow Ambulatory', 'Willow'],
  'McKesson EnterpriseRx': ['EnterpriseRx'],
  'CVS RxConnect': ['RxConnect'],
  'QS/1': ['QS1', 'QS-1', 'NRx'],
  'Pyxis MedStation': ['Pyxis'],
  'Cerner PharmNet': ['PharmNet'],
  'Walgreens Intercom Plus': ['Intercom Plus'],
  'Computer-Rx': ['ComputerRx', 'Computer Rx'],
  'Liberty Software': ['Liberty Rx', 'LibertyRx'],
  'Rx30': ['Rx 30'],
  // Skills
  'Immunizations': ['immunization', 'vaccinations', 'vaccine administration', 'administered vaccines'],
  'Medication Therapy Management': ['MTM'],
  'Prior Authorizations': ['prior authorization', 'prior auths?'],
  'Sterile Compounding (USP 797)': ['USP 797', 'USP <797>'],
  'Non-Sterile Compounding (USP 795)': ['non sterile compounding', 'nonsterile compounding', 'USP 795', 'USP <795>'],
  'Hazardous Drug Handling (USP 800)': ['USP 800', 'USP <800>', 'hazardous drugs'],
  'Insurance Billing & Claims Adjudication': ['insurance billing', 'claims adjudication', 'third-party billing'],
  'Medication Reconciliation': ['med rec', 'medication reconciliations'],
  'Point-of-Care Testing': ['point of care testing', 'POCT'],
  'TPN Preparation': ['TPN', 'total parenteral nutrition'],
  'IV Admixture': ['IV admixtures', 'IV compounding'],
  'Prescription Data Entry': ['data entry', 'order entry'],
  'Drug Utilization Review': ['DUR', 'drug utilization reviews'],
  'Pharmacokinetic Dosing': ['pharmacokinetics', 'PK dosing'],
  'Patient Counseling': ['counseled patients', 'counseling patients'],
  'Controlled Substance Inventory (DEA)': ['controlled substance inventories', 'C-II inventory', 'CII inventory'],
  'Naloxone Dispensing': ['naloxone'],
  // Specialties
  'Retail/Community': ['retail pharmacy', 'community pharmacy', 'retail'],
  'Long-Term Care': ['long term care', 'LTC'],
  'Hospital Inpatient': ['inpatient'],
  'Hospital Outpatient': ['outpatient'],
  'Compounding (Sterile)': ['sterile compounding'],
  'Compounding (Non-Sterile)': ['non-sterile compounding', 'non sterile compounding'],
  'Psychiatric': ['psychiatry', 'behavioral health'],
  'Pediatrics': ['pediatric'],
  'Critical Care': ['ICU', 'intensive care'],
  'Mail Order': ['mail-order'],
  // Languages
  'Chinese (Mandarin)': ['Mandarin'],
  'Chinese (Cantonese)': ['Cantonese'],
  'Persian (Farsi)': ['Farsi', 'Persian'],
  'American Sign Language': ['ASL', 'sign language'],
  'Tagalog': ['Filipino'],
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/** The spellings a catalog name is recognised by (regular-expression sources). */
function spellingsOf(name: string): string[] {
  const written = [name]
  const bare = name.replace(/\s*\([^)]*\)\s*/g, ' ').trim()
  if (bare !== name && bare.split(/\s+/).length >= 2) written.push(bare)
  const spellings = written.flatMap((w) => (w.includes('&') ? [w, w.replace(/&/g, 'and')] : [w])).map(escape)
  // Aliases may carry a `?` (plural), so they are used as written; all are case-insensitive.
  return [...spellings, ...(ALIASES[name] ?? []).map((a) => a.replace(/[.()/<>]/g, '\\$&'))]
}

interface Matcher {
  name: string
  pattern: RegExp
}

function matchersFor(names: readonly string[]): Matcher[] {
  return names.map((name) => ({
    name,
    // Letters or digits on either side mean another word ("Retail" in "Retailer" is not retail);
    // a hyphen before it too ("Sterile Compounding" in "Non-Sterile Compounding" is not sterile).
    pattern: new RegExp(`(?<![A-Za-z0-9-])(?:${spellingsOf(name).map((s) => s.replace(/\s+/g, '[\\s-]+')).join('|')})(?![A-Za-z0-9])`, 'i'),
  }))
}

const MATCHERS = {
  softwares: matchersFor(SOFTWARES),
  specialties: matchersFor(SPECIALTIES),
  skills: matchersFor(SKILLS),
  languages: matchersFor(LANGUAGES),
}

/** The catalog names mentioned in a text, in catalog order. */
export function matchCatalog(kind: keyof typeof MATCHERS, text: string): string[] {
  return MATCHERS[kind].filter((m) => m.pattern.test(text)).map((m) => m.name)
}

/**
 * Software, skills and specialties are read from the whole résumé (a job's duties name them as
 * often as a skills list does). Languages are read from their own section when there is one, so
 * "English" in a course title is not a language claimed.
 */
export function extractAbilities(sections: Sections, fullText: string): ExtractedAbilities {
  const languageText = sections.languages.length ? sections.languages.join('\n') : fullText
  return {
    softwares: matchCatalog('softwares', fullText),
    specialties: matchCatalog('specialties', fullText),
    skills: matchCatalog('skills', fullText),
    languages: matchCatalog('languages', languageText),
  }
}
