/** Job rows → the provider's contract shapes; the one place cents become the seed's dollars. */
import type { JobCard, MyJobApplication, ProviderJobDetail } from '../../../shared/contracts/careers-search'
import { centsToDollars } from '../../../shared/domain/money'
import type { jobApplications } from '../../db/schema'
import { distanceInMeters } from '../../integrations/geo/zip-codes'
import type { JobRow } from './queries'

type ApplicationRow = typeof jobApplications.$inferSelect
export interface Home {
  latitude: number | null
  longitude: number | null
}

const dollars = (cents: number | null) => (cents === null ? null : centsToDollars(cents))

export function distanceFromHome(job: Pick<JobRow, 'latitude' | 'longitude'>, home: Home): number | null {
  if (job.latitude === null || job.longitude === null || home.latitude === null || home.longitude === null) return null
  return distanceInMeters({ latitude: job.latitude, longitude: job.longitude }, { latitude: home.latitude, longitude: home.longitude })
}

/** An application other than a withdrawn one counts as applied. */
export const isLive = (application: Pick<ApplicationRow, 'status'> | undefined) => application !== undefined && application.status !== 'CANCELED'

/** What a card shows of a job (the search reads only these). */
export type JobCardRow = Pick<
  JobRow,
  'id' | 'title' | 'description' | 'type' | 'employmentType' | 'locationType' | 'city' | 'state' | 'zipCode' | 'postedAt' | 'salaryType' | 'salaryAmountType'
  | 'salaryAmountCents' | 'salaryRangeMinCents' | 'salaryRangeMaxCents' | 'hourlyPayCents' | 'numberOfApplicants' | 'isFeatured' | 'relocationPackage' | 'latitude' | 'longitude'
>

export function toJobCard(job: JobCardRow, mine: { home: Home; companyName: string; application: Pick<ApplicationRow, 'status'> | undefined; isSaved: boolean }): JobCard {
  return {
    jobId: job.id,
    title: job.title,
    description: job.description,
    type: job.type,
    employmentType: job.employmentType,
    locationType: job.locationType,
    city: job.city,
    state: job.state,
    zipCode: job.zipCode,
    postedAt: job.postedAt ? job.postedAt.toISOString() : null,
    salaryType: job.salaryType,
    salaryAmountType: job.salaryAmountType,
    salaryAmount: dollars(job.salaryAmountCents),
    salaryRangeMin: dollars(job.salaryRangeMinCents),
    salaryRangeMax: dollars(job.salaryRangeMaxCents),
    hourlyPay: dollars(job.hourlyPayCents),
    numberOfApplicants: job.numberOfApplicants,
    isFeatured: job.isFeatured,
    relocationPackage: job.relocationPackage,
    distanceInMeters: distanceFromHome(job, mine.home),
    companyName: mine.companyName,
    hasApplied: isLive(mine.application),
    isSaved: mine.isSaved,
  }
}

export function toJobDetail(job: JobRow, mine: { home: Home; companyName: string; application: ApplicationRow | undefined; isSaved: boolean }): ProviderJobDetail {
  return {
    ...toJobCard(job, mine),
    status: job.status,
    facilityId: job.facilityId,
    streetAddress: job.streetAddress,
    hybridWorkArrangementDetails: job.hybridWorkArrangementDetails,
    contractPeriod: job.contractPeriod,
    contractPeriodOther: job.contractPeriodOther,
    areYearsOfExperienceRequired: job.areYearsOfExperienceRequired,
    yearsOfExperience: job.yearsOfExperience,
    educationLevel: job.educationLevel,
    requiredSpecialties: job.requiredSpecialties,
    preferredSpecialties: job.preferredSpecialties,
    skills: job.skills,
    softwares: job.softwares,
    languages: job.languages,
    benefits: job.benefits,
    jobRequiresLicenseInState: job.jobRequiresLicenseInState,
    lastEditedAt: job.updatedAt.toISOString(),
    application: mine.application ? { jobApplicationId: mine.application.id, status: mine.application.status, appliedAt: mine.application.appliedAt.toISOString() } : null,
  }
}

export function toMyApplication(application: ApplicationRow, job: JobRow, companyName: string): MyJobApplication {
  return {
    jobApplicationId: application.id,
    status: application.status,
    appliedAt: application.appliedAt.toISOString(),
    resumeFileId: application.resumeFileId,
    coverLetter: application.coverLetter,
    clientApplicationId: application.clientApplicationId,
    job: {
      jobId: job.id,
      title: job.title,
      status: job.status,
      type: job.type,
      employmentType: job.employmentType,
      locationType: job.locationType,
      city: job.city,
      state: job.state,
      companyName,
    },
  }
}
