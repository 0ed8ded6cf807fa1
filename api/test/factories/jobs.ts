/**
 * Careers jobs and applications written straight to the database, the way publishing (careers
 * billing) and applying (the provider's job search) write them: a job complete enough to list,
 * PUBLISHED unless told, at a facility of the organization; an application that keeps
 * `jobs.numberOfApplicants` (applications not CANCELED).
 */
import { eq, sql } from 'drizzle-orm'
import type { JobApplicationStatus, JobStatus } from '../../../shared/enums'
import { facilities, jobApplications, jobs } from '../../db/schema'
import type { TestServer } from '../harness'
import { unique } from './internal'

const DAY = 86_400_000

export interface JobOptions {
  organizationId: string
  /** The facility (its address is the job's); null: an organization-wide job. */
  facilityId?: string | null
  status?: JobStatus
  title?: string
  /** A free post whose applicants are blurred until paid. */
  applicantsBlurred?: boolean
  /** When the listing ends (published jobs: 30 days from now unless told). */
  listingEndsAt?: Date | null
  overrides?: Partial<typeof jobs.$inferInsert>
}

export async function makeJob(server: TestServer, options: JobOptions) {
  const now = server.clock.now()
  const status = options.status ?? 'PUBLISHED'
  const facility = options.facilityId ? await server.ctx.db.read.select().from(facilities).where(eq(facilities.id, options.facilityId)).get() : undefined
  const listed = status !== 'DRAFT'
  const [row] = await server.ctx.db.write((tx) =>
    tx
      .insert(jobs)
      .values({
        organizationId: options.organizationId,
        facilityId: facility?.id ?? null,
        title: options.title ?? `Staff Pharmacist ${unique()}`,
        description: 'Join our community pharmacy team to verify prescriptions, counsel patients and keep our workflow safe and friendly.',
        type: 'FULL_TIME',
        status,
        employmentType: 'PHARMACIST',
        locationType: 'ON_SITE',
        streetAddress: facility?.streetAddress ?? null,
        city: facility?.city ?? 'Dallas',
        state: facility?.state ?? 'TX',
        zipCode: facility?.zipCode ?? '75201',
        latitude: facility?.latitude ?? 32.79,
        longitude: facility?.longitude ?? -96.8,
        requiredSpecialties: ['Retail/Community'],
        softwares: [],
        languages: ['English'],
        salaryType: 'ANNUAL',
        salaryAmountType: 'FIXED',
        salaryAmountCents: 13_000_000,
        hourlyPayCents: Math.round(13_000_000 / 2080),
        postedAt: listed ? new Date(now.getTime() - DAY) : null,
        listingEndsAt: options.listingEndsAt !== undefined ? options.listingEndsAt : listed ? new Date(now.getTime() + 30 * DAY) : null,
        applicantsBlurred: options.applicantsBlurred ?? false,
        isFreePost: options.applicantsBlurred ?? false,
        createdAt: now,
        updatedAt: now,
        ...options.overrides,
      })
      .returning(),
  )
  return row!
}

export async function makeJobApplication(server: TestServer, options: { jobId: string; providerId: string; status?: JobApplicationStatus; appliedAt?: Date; resumeFileId?: string }) {
  const job = (await server.ctx.db.read.select().from(jobs).where(eq(jobs.id, options.jobId)).get())!
  const status = options.status ?? 'PENDING'
  const now = server.clock.now()
  const [row] = await server.ctx.db.write(async (tx) => {
    const inserted = await tx
      .insert(jobApplications)
      .values({
        jobId: job.id,
        organizationId: job.organizationId,
        providerId: options.providerId,
        status,
        resumeFileId: options.resumeFileId ?? null,
        coverLetter: 'I would love to join your team.',
        appliedAt: options.appliedAt ?? now,
        updatedAt: now,
      })
      .returning()
    if (status !== 'CANCELED') await tx.update(jobs).set({ numberOfApplicants: sql`${jobs.numberOfApplicants} + 1` }).where(eq(jobs.id, job.id))
    return inserted
  })
  return row!
}
