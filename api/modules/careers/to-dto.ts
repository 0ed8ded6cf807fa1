/** Rows → the careers contracts; the one place job money turns from cents into dollars. */
import type { Job, JobApplicantRow, PublicJob } from '../../../shared/contracts/careers-jobs'
import type { JobApplicationStatus, ProviderType } from '../../../shared/enums'
import { groupOf } from './queries'
import type { JobRow } from './rules'

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null)
const dollars = (cents: number | null) => (cents == null ? null : cents / 100)

export function toJobDto(job: JobRow): Job {
  return {
    jobId: job.id,
    title: job.title,
    description: job.description,
    type: job.type,
    status: job.status,
    facilityId: job.facilityId,
    city: job.city,
    state: job.state,
    zipCode: job.zipCode,
    postedAt: iso(job.postedAt),
    lastEditedAt: job.updatedAt.toISOString(),
    listingEndsAt: iso(job.listingEndsAt),
    locationType: job.locationType,
    contractPeriod: job.contractPeriod,
    contractPeriodOther: job.contractPeriodOther,
    areYearsOfExperienceRequired: job.areYearsOfExperienceRequired,
    yearsOfExperience: job.yearsOfExperience,
    employmentType: job.employmentType,
    requiredSpecialties: job.requiredSpecialties,
    preferredSpecialties: job.preferredSpecialties,
    skills: job.skills,
    softwares: job.softwares,
    languages: job.languages,
    benefits: job.benefits,
    hybridWorkArrangementDetails: job.hybridWorkArrangementDetails,
    salaryType: job.salaryType,
    salaryAmountType: job.salaryAmountType,
    salaryAmount: dollars(job.salaryAmountCents),
    salaryRangeMin: dollars(job.salaryRangeMinCents),
    salaryRangeMax: dollars(job.salaryRangeMaxCents),
    relocationPackage: job.relocationPackage,
    numberOfApplicants: job.numberOfApplicants,
    jobRequiresLicenseInState: job.jobRequiresLicenseInState,
    educationLevel: job.educationLevel,
    isFeatured: job.isFeatured,
    applicantsBlurred: job.applicantsBlurred,
  }
}

export function toPublicJobDto(job: JobRow, names: { organizationName: string; facilityName: string | null }): PublicJob {
  return {
    jobId: job.id,
    title: job.title,
    description: job.description,
    type: job.type,
    status: job.status,
    isAcceptingApplications: job.status === 'PUBLISHED',
    organizationName: names.organizationName,
    facilityName: names.facilityName,
    city: job.city,
    state: job.state,
    zipCode: job.zipCode,
    postedAt: iso(job.postedAt),
    listingEndsAt: iso(job.listingEndsAt),
    locationType: job.locationType,
    hybridWorkArrangementDetails: job.hybridWorkArrangementDetails,
    contractPeriod: job.contractPeriod,
    contractPeriodOther: job.contractPeriodOther,
    areYearsOfExperienceRequired: job.areYearsOfExperienceRequired,
    yearsOfExperience: job.yearsOfExperience,
    employmentType: job.employmentType,
    educationLevel: job.educationLevel,
    requiredSpecialties: job.requiredSpecialties,
    preferredSpecialties: job.preferredSpecialties,
    skills: job.skills,
    softwares: job.softwares,
    languages: job.languages,
    benefits: job.benefits,
    salaryType: job.salaryType,
    salaryAmountType: job.salaryAmountType,
    salaryAmount: dollars(job.salaryAmountCents),
    salaryRangeMin: dollars(job.salaryRangeMinCents),
    salaryRangeMax: dollars(job.salaryRangeMaxCents),
    relocationPackage: job.relocationPackage,
    jobRequiresLicenseInState: job.jobRequiresLicenseInState,
    isFeatured: job.isFeatured,
  }
}

/** "Jordan Avery Lee" → "J. L.": all a blurred applicant's name shows. */
export function initialsOf(firstName: string, lastName: string): string {
  const initial = (s: string) => (s.trim() ? `${s.trim()[0]!.toUpperCase()}.` : '')
  return [initial(firstName), initial(lastName)].filter(Boolean).join(' ') || 'Applicant'
}

export interface ApplicantRowSource {
  id: string
  jobId: string
  jobTitle: string
  providerId: string
  status: JobApplicationStatus
  appliedAt: Date
  rejectionNotifiedAt: Date | null
  firstName: string
  lastName: string
  image: string | null
  providerType: ProviderType
  yearsOfExperience: number | null
  city: string
  state: string
  blurred: boolean
}

export function toApplicantRowDto(row: ApplicantRowSource): JobApplicantRow {
  return {
    jobApplicationId: row.id,
    jobId: row.jobId,
    jobTitle: row.jobTitle,
    providerId: row.providerId,
    name: row.blurred ? initialsOf(row.firstName, row.lastName) : `${row.firstName} ${row.lastName}`.trim(),
    avatarUrl: row.blurred ? null : row.image,
    title: row.providerType,
    yearsOfExperience: row.yearsOfExperience,
    city: row.city,
    state: row.state,
    status: row.status,
    group: groupOf(row.status),
    appliedAt: row.appliedAt.toISOString(),
    rejectionNotifiedAt: iso(row.rejectionNotifiedAt),
    isBlurred: row.blurred,
  }
}
