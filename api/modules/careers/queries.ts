/**
 * Which jobs and applications a facility user may touch. The job's organization alone sees them
 * (another organization's ids answer 404). A MEMBER limited to facilities sees the jobs of those
 * facilities and the organization-wide jobs (no facility); OWNER, ADMIN and an unlimited MEMBER
 * see every job of the organization (docs/decisions.md "Careers jobs").
 */
import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm'
import type { JobReviewGroup, JobApplicationStatus } from '../../../shared/enums'
import type { FacilityCaller } from '../../context'
import type { Tx } from '../../db/client'
import { jobApplications, jobs } from '../../db/schema'
import { NotFoundError } from '../../errors'
import type { JobRow } from './rules'

/** A WHERE condition on `jobs` limiting it to the caller's jobs. */
export function jobsInScope(caller: FacilityCaller): SQL {
  const org = eq(jobs.organizationId, caller.organizationId)
  if (caller.facilityIds === null) return org
  return and(org, or(isNull(jobs.facilityId), inArray(jobs.facilityId, caller.facilityIds.length ? caller.facilityIds : [''])))!
}

export function canSeeJob(caller: FacilityCaller, job: Pick<JobRow, 'organizationId' | 'facilityId'>): boolean {
  if (job.organizationId !== caller.organizationId) return false
  return caller.facilityIds === null || job.facilityId === null || caller.facilityIds.includes(job.facilityId)
}

/** The caller's job, or 404. */
export async function getJobInScope(db: Tx, caller: FacilityCaller, jobId: string): Promise<JobRow> {
  const job = await db.select().from(jobs).where(and(eq(jobs.id, jobId), eq(jobs.organizationId, caller.organizationId))).get()
  if (!job || !canSeeJob(caller, job)) throw new NotFoundError('job')
  return job
}

/** An application to one of the caller's jobs, with its job, or 404. */
export async function getApplicationInScope(db: Tx, caller: FacilityCaller, jobApplicationId: string) {
  const application = await db
    .select()
    .from(jobApplications)
    .where(and(eq(jobApplications.id, jobApplicationId), eq(jobApplications.organizationId, caller.organizationId)))
    .get()
  if (!application) throw new NotFoundError('job applicant')
  const job = await db.select().from(jobs).where(eq(jobs.id, application.jobId)).get()
  if (!job || !canSeeJob(caller, job)) throw new NotFoundError('job applicant')
  return { application, job }
}

/** Spec 000 §4: the review groups and the application status each holds. */
export const GROUP_STATUS: Record<JobReviewGroup, JobApplicationStatus> = { needsReview: 'PENDING', rejected: 'REJECTED', saveForLater: 'SAVE_FOR_LATER' }

export function groupOf(status: JobApplicationStatus): JobReviewGroup | null {
  if (status === 'PENDING') return 'needsReview'
  if (status === 'REJECTED') return 'rejected'
  if (status === 'SAVE_FOR_LATER') return 'saveForLater'
  return null
}
