/**
 * The built-in job description writer: a complete, pharmacy-specific posting from a job's fields,
 * offline and deterministic (the same fields give the same text). Sections: an opening that names
 * the role, the employer, where and how it is worked; what the person will do (by role and by the
 * practice settings asked for); what is required and what is preferred; pay and benefits; and how
 * to apply. Plain text with `- ` bullets, so it reads the same in the form, the e-mail and the page.
 */
import { JOB_CONTRACT_PERIOD_LABELS, type JobContractPeriod } from '../../../shared/contracts/careers-jobs'
import { EDUCATION_LEVEL_LABELS, type CareersProviderType, type EducationLevel, type JobLocationType, type JobSalaryAmountType, type JobSalaryType, type JobType } from '../../../shared/enums'
import { STATE_NAMES } from '../../../shared/reference/states'

export interface DescribableJob {
  title: string
  employerName: string | null
  type: JobType | null
  employmentType: CareersProviderType | null
  locationType: JobLocationType | null
  hybridWorkArrangementDetails: string | null
  city: string | null
  state: string | null
  contractPeriod: string | null
  contractPeriodOther: string | null
  areYearsOfExperienceRequired: boolean
  yearsOfExperience: number | null
  educationLevel: EducationLevel | null
  requiredSpecialties: string[]
  preferredSpecialties: string[]
  skills: string[]
  softwares: string[]
  languages: string[]
  benefits: string[]
  salaryType: JobSalaryType | null
  salaryAmountType: JobSalaryAmountType | null
  salaryAmountCents: number | null
  salaryRangeMinCents: number | null
  salaryRangeMaxCents: number | null
  relocationPackage: boolean
  jobRequiresLicenseInState: boolean
}

/** What a person in each practice setting does, as one responsibility line. */
const SETTING_DUTIES: Record<string, string> = {
  '340B Program': 'Support 340B program compliance: accurate accumulations, split billing and audit-ready records',
  'Ambulatory Care': 'Work with prescribers and patients in ambulatory clinics on chronic disease management and follow-up',
  Cardiology: 'Support anticoagulation and cardiovascular therapy monitoring, including dose adjustments and patient education',
  'Central Fill': 'Keep high-volume central fill workflows accurate and on schedule, from queue to quality check',
  'Clinical Pharmacy': 'Review medication regimens, recommend therapy changes and document clinical interventions',
  'Compounding (Non-Sterile)': 'Prepare non-sterile compounds to USP <795> standards with complete batch records',
  'Compounding (Sterile)': 'Prepare sterile products under USP <797> with sound aseptic technique and clean-room discipline',
  'Critical Care': 'Support critical care teams with time-sensitive dosing, infusions and rapid order verification',
  'Emergency Medicine': 'Support the emergency department with fast, safe medication preparation and verification',
  Geriatrics: 'Focus on safe medication use for older adults: deprescribing, fall-risk review and clear counseling',
  'Home Infusion': 'Coordinate home infusion therapy, from compounding and delivery to patient monitoring',
  'Hospital Inpatient': 'Verify inpatient medication orders and keep unit dose and automated dispensing running smoothly',
  'Hospital Outpatient': 'Serve hospital outpatients and discharge patients with accurate fills and clear counseling',
  'Infectious Disease': 'Support antimicrobial stewardship with culture follow-up, renal dosing and de-escalation',
  'Long-Term Care': 'Serve long-term care facilities: cycle fills, medication reviews and responsive communication with nursing staff',
  'Mail Order': 'Keep mail-order prescriptions accurate, compliant and shipped on time',
  'Managed Care': 'Work prior authorizations, formulary management and utilization review',
  Nephrology: 'Adjust therapy for kidney function and support dialysis patients’ medication plans',
  'Nuclear Pharmacy': 'Prepare and dispense radiopharmaceuticals with strict radiation safety practices',
  'Nutrition Support': 'Support parenteral nutrition: order review, compounding and monitoring',
  Oncology: 'Verify chemotherapy orders and handle hazardous drugs safely under USP <800>',
  Pediatrics: 'Dose carefully by weight and age, and counsel parents and caregivers clearly',
  'Pharmacy Informatics': 'Maintain pharmacy systems, order sets and automation so the whole team works safely',
  Psychiatric: 'Support behavioral health patients with medication monitoring, adherence and compassionate counseling',
  'Retail/Community': 'Serve patients at the counter and drive-through with accurate fills, counseling and immunizations',
  Telepharmacy: 'Verify prescriptions and counsel patients remotely, supporting technicians at partner sites by video',
  Veterinary: 'Fill and counsel on veterinary prescriptions, with species-specific dosing',
  'Specialty Pharmacy': 'Guide specialty patients through benefits investigation, onboarding and adherence programs',
  Transplant: 'Manage immunosuppressant therapy and the drug interactions transplant patients face',
}

const ROLE_DUTIES: Record<CareersProviderType, string[]> = {
  PHARMACIST: [
    'Verify prescriptions and medication orders for accuracy, appropriateness and safety',
    'Counsel patients on their medications, side effects and adherence',
    'Identify and resolve drug interactions and therapy problems with prescribers',
    'Supervise technicians and keep the pharmacy compliant with state and federal regulations',
  ],
  TECHNICIAN: [
    'Receive, enter and fill prescriptions accurately under the pharmacist’s supervision',
    'Manage inventory, ordering and returns, and keep controlled-substance records in order',
    'Handle insurance claims, rejections and prior authorization paperwork',
    'Greet patients and keep the pharmacy workflow calm, organized and on time',
  ],
}

const ROLE_NAMES: Record<CareersProviderType, string> = { PHARMACIST: 'pharmacist', TECHNICIAN: 'pharmacy technician' }
const TYPE_NAMES: Record<JobType, string> = { FULL_TIME: 'full-time', PART_TIME: 'part-time', CONTRACT: 'contract' }

/** 6500000 → "$65,000"; 6550 → "$65.50". */
export function formatDollars(cents: number): string {
  const whole = cents % 100 === 0
  return `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 })}`
}

/** "$65 an hour", "$110,000 – $125,000 a year", "$18,000 for the contract"; null when the pay is not given. */
export function payPhrase(job: Pick<DescribableJob, 'salaryType' | 'salaryAmountType' | 'salaryAmountCents' | 'salaryRangeMinCents' | 'salaryRangeMaxCents'>): string | null {
  const per = job.salaryType === 'HOURLY' ? ' an hour' : job.salaryType === 'ANNUAL' ? ' a year' : job.salaryType === 'CONTRACT_BASED' ? ' for the contract' : ''
  if (job.salaryAmountType === 'RANGE' && job.salaryRangeMinCents != null && job.salaryRangeMaxCents != null) {
    return `${formatDollars(job.salaryRangeMinCents)} – ${formatDollars(job.salaryRangeMaxCents)}${per}`
  }
  if (job.salaryAmountCents != null) return `${formatDollars(job.salaryAmountCents)}${per}`
  return null
}

function list(items: string[]): string {
  if (items.length <= 1) return items.join('')
  if (items.length === 2) return `${items[0]} and ${items[1]}`
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a'
}

function place(job: DescribableJob): string | null {
  const stateName = job.state ? (STATE_NAMES as Record<string, string>)[job.state] ?? job.state : null
  if (job.city && stateName) return `${job.city}, ${stateName}`
  return stateName ?? job.city
}

function workArrangement(job: DescribableJob): string | null {
  const where = place(job)
  if (job.locationType === 'REMOTE') return where ? `This is a remote position open to candidates in ${where}.` : 'This is a fully remote position.'
  if (job.locationType === 'HYBRID') {
    const details = job.hybridWorkArrangementDetails ? ` ${job.hybridWorkArrangementDetails.replace(/\.?$/, '.')}` : ''
    return `This is a hybrid position${where ? ` based in ${where}` : ''}, combining on-site and remote work.${details}`
  }
  if (job.locationType === 'ON_SITE') return `This position is on site${where ? ` in ${where}` : ''}.`
  return where ? `The position is based in ${where}.` : null
}

function contractLine(job: DescribableJob): string | null {
  if (job.type !== 'CONTRACT') return null
  const period = job.contractPeriod === 'OTHER' ? job.contractPeriodOther : job.contractPeriod ? `for ${JOB_CONTRACT_PERIOD_LABELS[job.contractPeriod as JobContractPeriod]}` : null
  return period ? `The contract runs ${period}.` : null
}

/** The role the job is for: as given, else read from the title ("Pharmacy Technician", "Staff Pharmacist"). */
function roleOf(job: DescribableJob): CareersProviderType | null {
  if (job.employmentType) return job.employmentType
  if (/\btech(nician)?s?\b|cpht/i.test(job.title)) return 'TECHNICIAN'
  if (/pharmacist|pharmd|\bRPh\b/i.test(job.title)) return 'PHARMACIST'
  return null
}

export function describeJob(input: DescribableJob): string {
  const job = { ...input, employmentType: roleOf(input) }
  const role = job.employmentType ? ROLE_NAMES[job.employmentType] : 'pharmacy professional'
  const employer = job.employerName?.trim() || 'Our pharmacy'
  const kind = job.type ? `${TYPE_NAMES[job.type]} ` : ''
  const settings = job.requiredSpecialties.length ? job.requiredSpecialties : job.preferredSpecialties
  const pay = payPhrase(job)

  const opening = [
    `${employer} is hiring ${article(kind || job.title)} ${kind}${job.title}.`,
    `We are looking for a dependable ${role} who puts patient safety first and enjoys working as part of a close pharmacy team${settings.length ? `, with experience in ${list(settings)}` : ''}.`,
    workArrangement(job),
    contractLine(job),
  ]
    .filter(Boolean)
    .join(' ')

  const duties = [
    ...settings.map((s) => SETTING_DUTIES[s]).filter((d): d is string => Boolean(d)),
    ...(job.employmentType ? ROLE_DUTIES[job.employmentType] : ROLE_DUTIES.PHARMACIST.slice(0, 2)),
  ]
  if (job.softwares.length) duties.push(`Work in ${list(job.softwares)} every day`)
  if (job.languages.some((l) => l !== 'English')) duties.push(`Help patients who speak ${list(job.languages.filter((l) => l !== 'English'))}`)

  const requirements: string[] = []
  if (job.employmentType === 'PHARMACIST') requirements.push(job.jobRequiresLicenseInState && job.state ? `An active, unrestricted pharmacist license in ${place({ ...job, city: null })}` : 'An active, unrestricted pharmacist license')
  else if (job.employmentType === 'TECHNICIAN') requirements.push(job.jobRequiresLicenseInState && job.state ? `An active pharmacy technician license or registration in ${place({ ...job, city: null })}` : 'An active pharmacy technician license or registration where required; national certification (PTCB or ExCPT) is a plus')
  else if (job.jobRequiresLicenseInState && job.state) requirements.push(`An active license in ${place({ ...job, city: null })}`)
  if (job.areYearsOfExperienceRequired && job.yearsOfExperience != null) requirements.push(job.yearsOfExperience === 0 ? 'New graduates are welcome to apply' : `At least ${job.yearsOfExperience} year${job.yearsOfExperience === 1 ? '' : 's'} of pharmacy experience`)
  if (job.educationLevel && job.educationLevel !== 'OTHER') requirements.push(`Education: ${EDUCATION_LEVEL_LABELS[job.educationLevel]}${job.educationLevel === 'HIGH_SCHOOL_OR_GED' ? '' : ' degree'} or higher`)
  if (job.requiredSpecialties.length) requirements.push(`Experience in ${list(job.requiredSpecialties)}`)
  if (job.skills.length) requirements.push(`Skills in ${list(job.skills)}`)
  if (job.softwares.length) requirements.push(`Familiarity with ${list(job.softwares)}`)
  if (job.languages.length) requirements.push(`Fluency in ${list(job.languages)}`)
  requirements.push('Sharp attention to detail, clear communication and a patient-first attitude')

  const preferred = job.preferredSpecialties.filter((s) => !job.requiredSpecialties.includes(s))

  const offer: string[] = []
  if (pay) offer.push(`Pay: ${pay}`)
  for (const benefit of job.benefits) offer.push(benefit)
  if (job.relocationPackage) offer.push('A relocation package for the right candidate')
  offer.push('A supportive team that values safe, unhurried patient care')

  const sections = [
    opening,
    `What you will do\n${duties.map((d) => `- ${d}`).join('\n')}`,
    `What you bring\n${requirements.map((r) => `- ${r}`).join('\n')}`,
    preferred.length ? `Nice to have\n- Experience in ${list(preferred)}` : null,
    `What we offer\n${offer.map((o) => `- ${o}`).join('\n')}`,
    `If this sounds like the right next step, apply today. ${employer === 'Our pharmacy' ? 'We' : employer} will review every application and reach out to qualified candidates.`,
  ]
  return sections.filter(Boolean).join('\n\n')
}
