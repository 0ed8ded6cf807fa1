/**
 * The column values a draft or an edit writes: each given field checked against its reference
 * list, merged over the stored job (absent: unchanged, `null`: cleared), then the job placed at
 * its ZIP's centroid and its pay put on the hourly scale.
 */
import type { CreateJobBody, UpdateJobBody } from '../../../../shared/contracts/careers-jobs'
import type { FieldError } from '../../../../shared/validation/validate'
import type { FacilityCaller } from '../../../context'
import type { Tx } from '../../../db/client'
import { ForbiddenError, ValidationError } from '../../../errors'
import { getFacilityInScope } from '../../organizations'
import { catalogChoices, cleanList, hourlyPayCents, placeJob, toCents, type JobRow } from '../rules'

type JobInput = Omit<UpdateJobBody, 'status'> | CreateJobBody

/** The writable columns of a job. */
export type JobValues = Omit<JobRow, 'id' | 'organizationId' | 'createdByUserId' | 'status' | 'numberOfApplicants' | 'postedAt' | 'listingEndsAt' | 'isFeatured' | 'isFreePost' | 'applicantsBlurred' | 'cancellationReason' | 'cancellationReasonOther' | 'createdAt' | 'updatedAt'>

const EMPTY: JobValues = {
  facilityId: null,
  title: '',
  description: '',
  type: null,
  employmentType: null,
  locationType: null,
  hybridWorkArrangementDetails: null,
  streetAddress: null,
  city: null,
  state: null,
  zipCode: null,
  latitude: null,
  longitude: null,
  contractPeriod: null,
  contractPeriodOther: null,
  areYearsOfExperienceRequired: false,
  yearsOfExperience: null,
  educationLevel: null,
  requiredSpecialties: [],
  preferredSpecialties: [],
  skills: [],
  softwares: [],
  languages: [],
  benefits: [],
  salaryType: null,
  salaryAmountType: null,
  salaryAmountCents: null,
  salaryRangeMinCents: null,
  salaryRangeMaxCents: null,
  hourlyPayCents: null,
  relocationPackage: false,
  jobRequiresLicenseInState: false,
}

/** `forDraftOnly`: values for a description, never stored: an organization-wide job is no one's to refuse then. */
export async function jobValuesFrom(tx: Tx, caller: FacilityCaller, input: JobInput, current: JobRow | null, { forDraftOnly = false } = {}): Promise<JobValues> {
  const base: JobValues = current ? pick(current) : { ...EMPTY }
  const errors: FieldError[] = []
  const v: JobValues = { ...base }
  const has = <K extends keyof JobInput>(key: K) => (input as Record<string, unknown>)[key as string] !== undefined

  if (has('facilityId')) v.facilityId = input.facilityId ?? null
  if (!forDraftOnly && v.facilityId === null && caller.facilityIds !== null && (!current || has('facilityId'))) {
    // A MEMBER limited to facilities posts for one of them; organization-wide jobs are the owner's and admins'.
    throw new ForbiddenError('Choose one of your facilities for this job')
  }
  const facility = v.facilityId !== null && (has('facilityId') || !current) ? await getFacilityInScope(tx, caller, v.facilityId) : null

  if (input.title !== undefined) v.title = input.title.trim()
  if (has('description')) v.description = input.description?.trim() ?? ''
  if (has('type')) v.type = input.type ?? null
  if (has('employmentType')) v.employmentType = input.employmentType ?? null
  if (has('locationType')) v.locationType = input.locationType ?? null
  if (has('hybridWorkArrangementDetails')) v.hybridWorkArrangementDetails = input.hybridWorkArrangementDetails?.trim() || null
  if (has('contractPeriod')) v.contractPeriod = input.contractPeriod ?? null
  if (has('contractPeriodOther')) v.contractPeriodOther = input.contractPeriodOther?.trim() || null
  if (has('areYearsOfExperienceRequired')) v.areYearsOfExperienceRequired = input.areYearsOfExperienceRequired ?? false
  if (has('yearsOfExperience')) v.yearsOfExperience = input.yearsOfExperience ?? null
  if (has('educationLevel')) v.educationLevel = input.educationLevel ?? null
  if (has('requiredSpecialties')) v.requiredSpecialties = catalogChoices('specialties', 'requiredSpecialties', input.requiredSpecialties ?? [], errors)
  if (has('preferredSpecialties')) v.preferredSpecialties = catalogChoices('specialties', 'preferredSpecialties', input.preferredSpecialties ?? [], errors)
  if (has('skills')) v.skills = catalogChoices('skills', 'skills', input.skills ?? [], errors)
  if (has('softwares')) v.softwares = catalogChoices('softwares', 'softwares', input.softwares ?? [], errors)
  if (has('languages')) v.languages = catalogChoices('languages', 'languages', input.languages ?? [], errors)
  if (has('benefits')) v.benefits = cleanList(input.benefits ?? [])
  if (has('salaryType')) v.salaryType = input.salaryType ?? null
  if (has('salaryAmountType')) v.salaryAmountType = input.salaryAmountType ?? null
  if (has('salaryAmount')) v.salaryAmountCents = toCents(input.salaryAmount)
  if (has('salaryRangeMin')) v.salaryRangeMinCents = toCents(input.salaryRangeMin)
  if (has('salaryRangeMax')) v.salaryRangeMaxCents = toCents(input.salaryRangeMax)
  if (has('relocationPackage')) v.relocationPackage = input.relocationPackage ?? false
  if (has('jobRequiresLicenseInState')) v.jobRequiresLicenseInState = input.jobRequiresLicenseInState ?? false
  // A required preference is not also merely preferred.
  v.preferredSpecialties = v.preferredSpecialties.filter((s) => !v.requiredSpecialties.includes(s))
  if (!v.areYearsOfExperienceRequired && !has('yearsOfExperience') && has('areYearsOfExperienceRequired')) v.yearsOfExperience = null
  if (v.locationType !== 'HYBRID' && has('locationType')) v.hybridWorkArrangementDetails = has('hybridWorkArrangementDetails') ? v.hybridWorkArrangementDetails : null
  if (errors.length) throw new ValidationError(errors)

  const addressGiven = has('city') || has('state') || has('zipCode')
  if (addressGiven) {
    const place = placeJob({
      city: has('city') ? (input.city ?? null) : v.city,
      state: has('state') ? (input.state ?? null) : v.state,
      zipCode: has('zipCode') ? (input.zipCode ?? null) : v.zipCode,
    })
    Object.assign(v, place)
    if (has('zipCode') || has('state')) v.streetAddress = facility && place.zipCode === facility.zipCode ? facility.streetAddress : null
  } else if (facility && (!current || has('facilityId'))) {
    // The facility's address stands in for a job that names none of its own.
    if (!current || (v.city === null && v.state === null && v.zipCode === null) || has('facilityId')) {
      Object.assign(v, { streetAddress: facility.streetAddress, city: facility.city, state: facility.state, zipCode: facility.zipCode, latitude: facility.latitude, longitude: facility.longitude })
    }
  }
  v.hourlyPayCents = hourlyPayCents(v)
  return v
}

function pick(row: JobRow): JobValues {
  const out = { ...EMPTY }
  for (const key of Object.keys(EMPTY) as (keyof JobValues)[]) (out as Record<string, unknown>)[key] = row[key]
  return out
}
