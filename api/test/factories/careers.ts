/**
 * Careers jobs written straight to the database (published unless told otherwise), for the
 * provider's job search and applications. The address comes from a ZIP code's centroid, as the
 * organization's job form fills it; pay in dollars is stored as cents with its hourly equivalent
 * (annual ÷ 2,080 hours), as publishing stores it.
 */
import type { JobLocationType, JobSalaryType, JobStatus, JobType, CareersProviderType } from '../../../shared/enums'
import { hourlyCents } from '../../../shared/domain/job-pay'
import { jobs } from '../../db/schema'
import { lookupZip } from '../../integrations/geo/zip-codes'
import type { TestServer } from '../harness'
import { unique } from './internal'

export interface JobOptions {
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

export async function makeJob(server: TestServer, options: JobOptions) {
  const now = server.clock.now()
  const postedAt = options.postedAt ?? new Date(now.getTime() - (options.postedDaysAgo ?? 0) * 86_400_000)
  const zip = options.zipCode === null ? null : lookupZip(options.zipCode ?? '78701')
  const salaryType = options.salaryType ?? 'HOURLY'
  const amount = options.salaryAmount === undefined ? 65 : options.salaryAmount
  const amountCents = amount === null ? null : Math.round(amount * 100)
  const hourlyPayCents = amountCents === null ? null : hourlyCents(amountCents, salaryType === 'ANNUAL' ? 'annual' : 'hour')
  const status = options.status ?? 'PUBLISHED'
  const [row] = await server.ctx.db.write((tx) =>
    tx
      .insert(jobs)
      .values({
        organizationId: options.organizationId,
        facilityId: options.facilityId ?? null,
        title: options.title ?? `Staff Pharmacist ${unique()}`,
        description: options.description ?? 'Dispense and verify prescriptions, counsel patients and give immunizations in a busy community pharmacy.',
        status,
        type: options.type ?? 'FULL_TIME',
        employmentType: options.employmentType ?? 'PHARMACIST',
        locationType: options.locationType ?? 'ON_SITE',
        city: zip?.city ?? null,
        state: zip?.state ?? null,
        zipCode: zip?.zipCode ?? null,
        latitude: zip?.latitude ?? null,
        longitude: zip?.longitude ?? null,
        salaryType,
        salaryAmountType: options.salaryRangeMin !== undefined ? 'RANGE' : 'FIXED',
        salaryAmountCents: options.salaryRangeMin !== undefined ? null : amountCents,
        salaryRangeMinCents: options.salaryRangeMin !== undefined ? Math.round(options.salaryRangeMin * 100) : null,
        salaryRangeMaxCents: options.salaryRangeMin !== undefined ? amountCents : null,
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
      })
      .returning(),
  )
  return row!
}
