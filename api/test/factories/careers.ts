/**
 * Careers jobs for the provider's job search and applications (published unless told
 * otherwise). The address comes from a ZIP code's centroid, as the organization's job form
 * fills it; pay in dollars is stored as cents with its hourly equivalent (annual ÷ 2,080 hours),
 * as publishing stores it.
 */
import type { JobLocationType, JobSalaryType, JobStatus, JobType, CareersProviderType } from '../../../shared/enums'
import { hourlyCents } from '../../../shared/domain/job-pay'
import { lookupZip } from '../../integrations/geo/zip-codes'
import type { TestServer } from '../harness'
import { makeJob } from './jobs'

export interface SearchableJobOptions {
  organizationId: string
  facilityId?: string | null
  title?: string
  description?: string
  status?: JobStatus
  /** When it was posted: a date, or days before now (default: now). */
  postedAt?: Date
  postedDaysAgo?: number
  zipCode?: string | null
  locationType?: JobLocationType
  type?: JobType
  employmentType?: CareersProviderType
  salaryType?: JobSalaryType
  /** Dollars: per hour for HOURLY, per year for ANNUAL (the most it pays). */
  salaryAmount?: number | null
  salaryRangeMin?: number
  specialties?: string[]
  softwares?: string[]
  skills?: string[]
  languages?: string[]
}

/**
 * A job described the way the job search filters it (place by ZIP code, pay in dollars, tags,
 * age), written by the one job factory (`./jobs`) with these columns laid over its defaults.
 */
export async function makeSearchableJob(server: TestServer, options: SearchableJobOptions) {
  const now = server.clock.now()
  const postedAt = options.postedAt ?? new Date(now.getTime() - (options.postedDaysAgo ?? 0) * 86_400_000)
  const zip = options.zipCode === null ? null : lookupZip(options.zipCode ?? '78701')
  const salaryType = options.salaryType ?? 'HOURLY'
  const amount = options.salaryAmount === undefined ? 65 : options.salaryAmount
  const amountCents = amount === null ? null : Math.round(amount * 100)
  const hourlyPayCents = amountCents === null ? null : hourlyCents(amountCents, salaryType === 'ANNUAL' ? 'annual' : 'hour')
  const status = options.status ?? 'PUBLISHED'
  const range = options.salaryRangeMin !== undefined
  return makeJob(server, {
    organizationId: options.organizationId,
    status,
    title: options.title,
    listingEndsAt: null,
    overrides: {
      facilityId: options.facilityId ?? null,
      description: options.description ?? 'Dispense and verify prescriptions, counsel patients and give immunizations in a busy community pharmacy.',
      type: options.type ?? 'FULL_TIME',
      employmentType: options.employmentType ?? 'PHARMACIST',
      locationType: options.locationType ?? 'ON_SITE',
      streetAddress: null,
      city: zip?.city ?? null,
      state: zip?.state ?? null,
      zipCode: zip?.zipCode ?? null,
      latitude: zip?.latitude ?? null,
      longitude: zip?.longitude ?? null,
      salaryType,
      salaryAmountType: range ? 'RANGE' : 'FIXED',
      salaryAmountCents: range ? null : amountCents,
      salaryRangeMinCents: range ? Math.round(options.salaryRangeMin! * 100) : null,
      salaryRangeMaxCents: range ? amountCents : null,
      hourlyPayCents,
      requiredSpecialties: options.specialties ?? [],
      preferredSpecialties: [],
      softwares: options.softwares ?? [],
      skills: options.skills ?? [],
      languages: options.languages ?? [],
      benefits: [],
      postedAt: status === 'DRAFT' ? null : postedAt,
      createdAt: postedAt,
      updatedAt: postedAt,
    },
  })
}
