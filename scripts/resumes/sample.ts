/**
 * Made-up pharmacy professionals for résumé generation: deterministic from a seed, with the
 * fields résumé extraction answers (spec 001 §3 "Resume extraction result"), so a generated
 * résumé doubles as the answer key its extraction is scored against.
 */
import type { EducationLevel, ProviderType } from '../../shared/enums'
import { LANGUAGES, SKILLS, SOFTWARES, SPECIALTIES } from '../../shared/reference'

export interface SampleJob {
  company: string
  jobTitle: string
  city: string
  state: string
  /** `YYYY-MM` */
  startDate: string
  /** `YYYY-MM`, null when current. */
  endDate: string | null
  bullets: string[]
}

export interface SampleEducation {
  institution: string
  city: string
  state: string
  degreeType: EducationLevel
  /** As printed: "Doctor of Pharmacy (PharmD)". */
  degreeText: string
  major: string
  /** `YYYY-MM` */
  graduationDate: string
}

/** How one résumé writes things: varied per résumé so each layout meets several spellings. */
export interface ResumeStyle {
  dates: 'short' | 'long' | 'numeric'
  /** Between a range's dates. */
  dash: string
  present: string
  phone: 'parens' | 'dashes' | 'dots'
  /** Credentials after the name (", PharmD"), or ''. */
  nameSuffix: string
  headings: { summary: string; experience: string; education: string; skills: string; licenses: string }
}

export interface SampleResume {
  style: ResumeStyle
  firstName: string
  lastName: string
  email: string
  phone: string
  streetAddress: string
  city: string
  state: string
  zipCode: string
  title: ProviderType
  headline: string
  aboutMe: string
  yearsOfExperience: number
  licenses: { state: string; stateName: string; licenseNumber: string }[]
  softwares: string[]
  specialties: string[]
  skills: string[]
  languages: string[]
  jobs: SampleJob[]
  education: SampleEducation[]
}

/** mulberry32: small, fast, and the same on every machine. */
export function randomFrom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const FIRST = ['Jane', 'Marcus', 'Priya', 'Daniel', 'Sofia', 'Kevin', 'Aisha', 'Thomas', 'Mei', 'Carlos', 'Hannah', 'Olumide', 'Rachel', 'Vikram', 'Grace', 'Luis']
const LAST = ['Doe', 'Nguyen', 'Patel', "O'Brien", 'Garcia', 'Kim', 'Okafor', 'Hernandez', 'Chen', 'Whitaker', 'Kowalski', 'Ramirez', 'Singh', 'Brooks', 'Adeyemi', 'Morales']
const STREETS = ['Main Street', 'Oak Avenue', 'Maple Drive', 'Cedar Lane', 'Lakeview Blvd', 'Pine Street', 'Elm Court', 'Sunset Road']
const PLACES: [string, string, string, string][] = [
  ['Austin', 'TX', 'Texas', '787'],
  ['Columbus', 'OH', 'Ohio', '432'],
  ['Sacramento', 'CA', 'California', '958'],
  ['Orlando', 'FL', 'Florida', '328'],
  ['Denver', 'CO', 'Colorado', '802'],
  ['Raleigh', 'NC', 'North Carolina', '276'],
  ['Phoenix', 'AZ', 'Arizona', '850'],
  ['Albany', 'NY', 'New York', '122'],
  ['Nashville', 'TN', 'Tennessee', '372'],
  ['Seattle', 'WA', 'Washington', '981'],
]
const COMPANIES = ['CVS Health', 'Walgreens', 'Kroger Pharmacy', 'Rite Aid', 'Publix Pharmacy', 'Walmart Pharmacy', "St. Luke's Medical Center", 'Mercy General Hospital', 'Omnicare', 'PharMerica', 'Accredo Health Group', 'Costco Pharmacy', 'Main Street Apothecary', 'Banner Health']
const TITLES: Record<ProviderType, string[]> = {
  PHARMACIST: ['Staff Pharmacist', 'Pharmacist in Charge', 'Clinical Pharmacist', 'Pharmacy Manager', 'Floater Pharmacist'],
  TECHNICIAN: ['Pharmacy Technician', 'Certified Pharmacy Technician', 'Lead Pharmacy Technician', 'IV Technician'],
  INTERN: ['Pharmacy Intern', 'Pharmacy Technician', 'Student Pharmacist Intern'],
}
const HEADLINES: Record<ProviderType, string[]> = {
  PHARMACIST: ['Licensed Pharmacist', 'Clinical Pharmacist, PharmD', 'Registered Pharmacist (RPh)'],
  TECHNICIAN: ['Certified Pharmacy Technician (CPhT)', 'Pharmacy Technician'],
  INTERN: ['Pharmacy Intern', 'PharmD Candidate and Pharmacy Intern'],
}
/** Duties, some of which name a catalog skill: a résumé that says so claims that skill. */
const DUTY_SKILLS: [RegExp, string][] = [
  [/vaccines/, 'Immunizations'],
  [/prior authorizations/, 'Prior Authorizations'],
  [/Counseled patients/, 'Patient Counseling'],
  [/Reconciled medication/, 'Medication Reconciliation'],
]
const DUTIES = [
  'Verified an average of 250 prescriptions per shift for accuracy and appropriateness.',
  'Counseled patients on new medications, side effects and adherence.',
  'Managed inventory, ordering and returns with the wholesaler.',
  'Resolved insurance rejections and submitted prior authorizations.',
  'Trained and supervised a team of four technicians.',
  'Maintained controlled substance records in line with DEA requirements.',
  'Administered vaccines under the state immunization protocol.',
  'Processed new and refill prescriptions in the pharmacy system.',
  'Prepared sterile products in a cleanroom following aseptic technique.',
  'Reconciled medication lists for patients at admission and discharge.',
]

function pick<T>(rand: () => number, list: readonly T[]): T {
  return list[Math.floor(rand() * list.length)]!
}

function pickSome<T>(rand: () => number, list: readonly T[], min: number, max: number): T[] {
  const count = min + Math.floor(rand() * (max - min + 1))
  const pool = [...list]
  const out: T[] = []
  while (out.length < count && pool.length) out.push(pool.splice(Math.floor(rand() * pool.length), 1)[0]!)
  return out
}

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * One résumé's content. `jobs` sets how many positions (a long résumé for the timing test);
 * the reference names are the catalog's own, so the answer key is exact.
 */
export function sampleResume(seed: number, options: { jobs?: number; now?: Date } = {}): SampleResume {
  const rand = randomFrom(seed)
  const now = options.now ?? new Date(Date.UTC(2026, 10, 1))
  const title = pick(rand, ['PHARMACIST', 'PHARMACIST', 'TECHNICIAN', 'INTERN'] as const)
  const firstName = pick(rand, FIRST)
  const lastName = pick(rand, LAST)
  const [city, state, , zipPrefix] = pick(rand, PLACES)
  const jobCount = options.jobs ?? 2 + Math.floor(rand() * 3)

  // Jobs from the most recent back, each 1–4 years, the latest current half of the time.
  const jobs: SampleJob[] = []
  let end: number | null = rand() < 0.5 ? null : now.getUTCFullYear() * 12 + now.getUTCMonth() - 1 - Math.floor(rand() * 6)
  let cursor = end ?? now.getUTCFullYear() * 12 + now.getUTCMonth()
  for (let i = 0; i < jobCount; i++) {
    const length = 12 + Math.floor(rand() * 36)
    const start = cursor - length
    const iso = (m: number) => `${Math.floor(m / 12)}-${pad((m % 12) + 1)}`
    const [jobCity, jobState] = pick(rand, PLACES)
    jobs.push({
      company: pick(rand, COMPANIES),
      jobTitle: i === 0 ? pick(rand, TITLES[title].slice(0, title === 'INTERN' ? 1 : undefined)) : pick(rand, TITLES[title]),
      city: jobCity,
      state: jobState,
      startDate: iso(start),
      endDate: end === null ? null : iso(end),
      bullets: pickSome(rand, DUTIES, 2, 4),
    })
    end = start - 1 - Math.floor(rand() * 3)
    cursor = end
  }
  const earliest = jobs[jobs.length - 1]!.startDate
  const years = now.getUTCFullYear() - Number(earliest.slice(0, 4))

  const gradYear = Number(earliest.slice(0, 4)) - (title === 'INTERN' ? -1 : 0)
  const [schoolCity, schoolState] = pick(rand, PLACES)
  const education: SampleEducation[] = []
  if (title === 'TECHNICIAN') {
    education.push({ institution: `${schoolCity} Community College`, city: schoolCity, state: schoolState, degreeType: 'ASSOCIATES', degreeText: 'Associate of Applied Science in Pharmacy Technology', major: 'Pharmacy Technology', graduationDate: `${gradYear}-05` })
    education.push({ institution: `${pick(rand, ['Lincoln', 'Washington', 'Roosevelt'])} High School`, city: schoolCity, state: schoolState, degreeType: 'HIGH_SCHOOL_OR_GED', degreeText: 'High School Diploma', major: 'General Studies', graduationDate: `${gradYear - 2}-06` })
  } else {
    const school = pick(rand, ['University of Texas at Austin', 'Ohio State University', 'University of Florida', 'Purdue University', 'University of North Carolina', 'University of Washington'])
    education.push({ institution: school, city: schoolCity, state: schoolState, degreeType: 'PHARMD', degreeText: 'Doctor of Pharmacy (PharmD)', major: 'Pharmacy', graduationDate: `${gradYear}-05` })
    const major = pick(rand, ['Biology', 'Chemistry', 'Biochemistry'])
    education.push({ institution: pick(rand, ['Arizona State University', 'University of Colorado', 'Tennessee State University']), city: schoolCity, state: schoolState, degreeType: 'BACHELORS', degreeText: `Bachelor of Science in ${major}`, major, graduationDate: `${gradYear - 4}-05` })
  }

  const licenseStates = pickSome(rand, PLACES, 1, title === 'INTERN' ? 1 : 2)
  const licenses = licenseStates.map(([, code, stateName]) => ({ state: code, stateName, licenseNumber: `${pick(rand, ['PH', 'RPH', 'TCH', ''])}${100000 + Math.floor(rand() * 899999)}` }))

  const languages = ['English', ...pickSome(rand, LANGUAGES.filter((l) => l !== 'English'), 0, 2)]
  const claimed = jobs.flatMap((j) => j.bullets).flatMap((b) => DUTY_SKILLS.filter(([p]) => p.test(b)).map(([, skill]) => skill))
  const skills = [...new Set([...pickSome(rand, SKILLS, 3, 6), ...claimed])]
  const softwares = pickSome(rand, SOFTWARES, 2, 4)
  const specialties = pickSome(rand, SPECIALTIES, 1, 3)
  const headline = pick(rand, HEADLINES[title])
  const role = { PHARMACIST: 'pharmacist', TECHNICIAN: 'pharmacy technician', INTERN: 'pharmacy intern' }[title]
  const yearsPhrase = pick(rand, [`with ${years} years of experience`, `with ${years}+ years of experience`, `with over ${years} years' experience`, `bringing ${years} years of hands-on pharmacy experience`])
  const aboutMe = `Dedicated ${role} ${yearsPhrase} in ${specialties[0]!.toLowerCase()} settings. Focused on patient safety, accurate dispensing and clear communication with prescribers and patients.`
  const style: ResumeStyle = {
    dates: pick(rand, ['short', 'long', 'numeric'] as const),
    dash: pick(rand, [' – ', ' - ', ' to ', ' — ']),
    present: pick(rand, ['Present', 'Current', 'present']),
    phone: pick(rand, ['parens', 'dashes', 'dots'] as const),
    nameSuffix: rand() < 0.4 ? { PHARMACIST: ', PharmD', TECHNICIAN: ', CPhT', INTERN: '' }[title] : '',
    headings: {
      summary: pick(rand, ['Summary', 'Professional Summary', 'Profile', 'Objective', 'Career Summary']),
      experience: pick(rand, ['Experience', 'Professional Experience', 'Work Experience', 'Employment History', 'Work History']),
      education: pick(rand, ['Education', 'Education & Training', 'Academic Background']),
      skills: pick(rand, ['Skills', 'Clinical Skills', 'Core Competencies', 'Areas of Expertise']),
      licenses: pick(rand, ['Licenses', 'Licensure', 'Licenses & Certifications', 'Credentials']),
    },
  }
  return {
    style,
    firstName,
    lastName,
    email: `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '') + `${seed % 100}@example.com`,
    phone: `(${pick(rand, ['512', '614', '916', '407', '303'])}) ${200 + Math.floor(rand() * 700)}-${pad(Math.floor(rand() * 100))}${pad(Math.floor(rand() * 100))}`,
    streetAddress: `${100 + Math.floor(rand() * 9800)} ${pick(rand, STREETS)}`,
    city,
    state,
    zipCode: `${zipPrefix}${pad(1 + Math.floor(rand() * 98))}`,
    title,
    headline,
    aboutMe,
    yearsOfExperience: years,
    licenses,
    softwares,
    specialties,
    skills,
    languages,
    jobs,
    education,
  }
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** `2019-03` → "Mar 2019" (short), "March 2019" (long) or "03/2019" (numeric); null → "Present". */
export function printedDate(iso: string | null, style: ResumeStyle['dates'] = 'short', present = 'Present'): string {
  if (!iso) return present
  const [year, month] = iso.split('-')
  const name = MONTH_NAMES[Number(month) - 1]!
  return style === 'numeric' ? `${month}/${year}` : `${style === 'short' ? name.slice(0, 3) : name} ${year}`
}

/** A job's dates as this résumé writes them. */
export function printedRange(r: SampleResume, start: string, end: string | null): string {
  return `${printedDate(start, r.style.dates)}${r.style.dash}${printedDate(end, r.style.dates, r.style.present)}`
}

export function printedPhone(r: SampleResume): string {
  const digits = r.phone.replace(/\D/g, '')
  const [a, b, c] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)]
  return { parens: `(${a}) ${b}-${c}`, dashes: `${a}-${b}-${c}`, dots: `${a}.${b}.${c}` }[r.style.phone]
}

export function printedName(r: SampleResume): string {
  return `${r.firstName} ${r.lastName}${r.style.nameSuffix}`
}

/** How a license is printed, varied per résumé. */
export function printedLicense(license: SampleResume['licenses'][number], title: ProviderType, variant: number): string {
  const kind = title === 'TECHNICIAN' ? 'Pharmacy Technician Registration' : title === 'INTERN' ? 'Pharmacy Intern License' : 'Pharmacist License'
  return [
    `${license.stateName} ${kind} #${license.licenseNumber}`,
    `${kind}, ${license.stateName} — No. ${license.licenseNumber}`,
    `${license.state} ${kind} Number: ${license.licenseNumber}`,
  ][variant % 3]!
}
