/**
 * A job's own rules, used by every verb that writes one: the reference lists its choices come
 * from (spec 001 §3 "Reference lists"), where it is (its ZIP centroid, as facilities are placed),
 * its pay on one hourly scale, and what publishing needs (docs/decisions.md "Careers jobs").
 */
import { HOURS_PER_WORK_YEAR, jobFieldRules } from '../../../shared/contracts/careers-jobs'
import { LANGUAGES, SKILLS, SOFTWARES, SPECIALTIES, canonicalNames } from '../../../shared/reference'
import type { FieldError } from '../../../shared/validation/validate'
import type { jobs } from '../../db/schema'
import { ValidationError } from '../../errors'
import { locateAddress } from '../../integrations/geo/locate-address'
import { lookupZip } from '../../integrations/geo/zip-codes'

export type JobRow = typeof jobs.$inferSelect

type Catalog = 'specialties' | 'softwares' | 'skills' | 'languages'
const CATALOG_NAMES: Record<Catalog, { names: readonly string[]; what: string }> = {
  specialties: { names: SPECIALTIES, what: 'specialty' },
  softwares: { names: SOFTWARES, what: 'software' },
  skills: { names: SKILLS, what: 'skill' },
  languages: { names: LANGUAGES, what: 'language' },
}

/**
 * The catalog names of `values` (any case, or the slug), or a field error per value the
 * catalog lacks: a job is matched against providers' profiles word for word, so a choice
 * outside the lists would match nobody.
 */
export function catalogChoices(kind: Catalog, field: string, values: readonly string[], errors: FieldError[]): string[] {
  const { names, what } = CATALOG_NAMES[kind]
  const out: string[] = []
  values.forEach((value, i) => {
    const [name] = canonicalNames(kind, [value])
    if (name === undefined) return
    if (!names.includes(name)) errors.push({ field: `${field}[${i}]`, message: `"${value.trim()}" is not a listed ${what}` })
    else if (!out.includes(name)) out.push(name)
  })
  return out
}

/** Free-text list items, trimmed, without blanks or repeats (benefits). */
export function cleanList(values: readonly string[]): string[] {
  const out: string[] = []
  for (const raw of values) {
    const value = raw.trim().replace(/\s+/g, ' ')
    if (value && !out.some((v) => v.toLowerCase() === value.toLowerCase())) out.push(value)
  }
  return out
}

export interface JobPlace {
  city: string | null
  state: string | null
  zipCode: string | null
  latitude: number | null
  longitude: number | null
}

/**
 * Where the job is. A ZIP places it at the ZIP's centroid (a ZIP in another state than the one
 * given is refused; a ZIP without a state takes the ZIP's state and city); a state without a ZIP
 * has no point (a remote job licensed in a state).
 */
export function placeJob(place: { city: string | null; state: string | null; zipCode: string | null }): JobPlace {
  const city = place.city?.trim() || null
  if (!place.zipCode) return { city, state: place.state, zipCode: null, latitude: null, longitude: null }
  const zip = place.zipCode.slice(0, 5)
  if (place.state) {
    const location = locateAddress(zip, place.state)
    return { city, state: place.state, zipCode: place.zipCode, latitude: location.latitude, longitude: location.longitude }
  }
  const info = lookupZip(zip)
  if (!info) throw ValidationError.field('state', 'State is required')
  return { city: city ?? info.city, state: info.state, zipCode: place.zipCode, latitude: info.latitude, longitude: info.longitude }
}

/** Dollars to whole cents (the contract allows two decimals). */
export const toCents = (dollars: number | null | undefined): number | null => (dollars == null ? null : Math.round(dollars * 100))

/**
 * The most the job pays an hour, in cents, so the search compares every job on one scale:
 * hourly pay as given (a range's top), annual pay ÷ 2,080 hours; a contract's total has no
 * hours to divide by (null).
 */
export function hourlyPayCents(job: Pick<JobRow, 'salaryType' | 'salaryAmountType' | 'salaryAmountCents' | 'salaryRangeMaxCents'>): number | null {
  const top = job.salaryAmountType === 'RANGE' ? job.salaryRangeMaxCents : job.salaryAmountCents
  if (top == null) return null
  if (job.salaryType === 'HOURLY') return top
  if (job.salaryType === 'ANNUAL') return Math.round(top / HOURS_PER_WORK_YEAR)
  return null
}

/** The cross-field rules of the contract, on a stored job (after an edit merged into it). */
export function storedJobRuleErrors(job: JobRow): FieldError[] {
  const dollars = (cents: number | null) => (cents == null ? null : cents / 100)
  return jobFieldRules({
    salaryType: job.salaryType,
    salaryAmountType: job.salaryAmountType,
    salaryAmount: dollars(job.salaryAmountCents),
    salaryRangeMin: dollars(job.salaryRangeMinCents),
    salaryRangeMax: dollars(job.salaryRangeMaxCents),
    contractPeriod: job.contractPeriod,
    contractPeriodOther: job.contractPeriodOther,
    areYearsOfExperienceRequired: job.areYearsOfExperienceRequired,
    yearsOfExperience: job.yearsOfExperience,
  })
}

/** The shortest description a listed job may have (as a shift's, spec 001 §5). */
export const MIN_PUBLISHED_DESCRIPTION = 60

/**
 * What a job still needs before it can be listed (publishing checks it; a listed job's edits must
 * keep it complete). A draft may lack any of these.
 */
export function missingForPublish(job: JobRow): FieldError[] {
  const missing: FieldError[] = []
  const need = (ok: unknown, field: string, message: string) => {
    if (!ok) missing.push({ field, message })
  }
  need(job.title.trim().length >= 6, 'title', 'Title is required')
  if (!job.description.trim()) missing.push({ field: 'description', message: 'Description is required' })
  else if (job.description.trim().length < MIN_PUBLISHED_DESCRIPTION) missing.push({ field: 'description', message: `Description must be at least ${MIN_PUBLISHED_DESCRIPTION} characters` })
  need(job.type, 'type', 'Job type is required')
  need(job.employmentType, 'employmentType', 'Employment type is required')
  need(job.locationType, 'locationType', 'Location type is required')
  if (job.locationType && job.locationType !== 'REMOTE') {
    need(job.city, 'city', 'City is required')
    need(job.state, 'state', 'State is required')
    need(job.zipCode, 'zipCode', 'Zip code is required')
  } else if (job.jobRequiresLicenseInState) {
    need(job.state, 'state', 'State is required')
  }
  if (job.type === 'CONTRACT') need(job.contractPeriod, 'contractPeriod', 'Contract period is required')
  need(job.salaryType, 'salaryType', 'Salary type is required')
  need(job.salaryAmountType, 'salaryAmountType', 'Salary amount type is required')
  if (job.salaryAmountType === 'FIXED') need(job.salaryAmountCents != null && job.salaryAmountCents > 0, 'salaryAmount', 'Salary amount is required')
  if (job.salaryAmountType === 'RANGE') {
    need(job.salaryRangeMinCents != null && job.salaryRangeMinCents > 0, 'salaryRangeMin', 'Salary range minimum is required')
    need(job.salaryRangeMaxCents != null && job.salaryRangeMaxCents > 0, 'salaryRangeMax', 'Salary range maximum is required')
  }
  return [...missing, ...storedJobRuleErrors(job)]
}
