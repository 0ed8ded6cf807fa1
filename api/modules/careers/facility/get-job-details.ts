/**
 * `GET /jobs/{jobId}/details`: the job with its facility and organization names, its listing
 * (free post, featured, end), why it was taken down, its applicants by review group, and what
 * publishing still needs.
 */
import { eq } from 'drizzle-orm'
import type { JobDetails } from '../../../../shared/contracts/careers-jobs'
import type { AppContext, FacilityCaller } from '../../../context'
import { facilities, organizations } from '../../../db/schema'
import { groupCountsOfJob } from '../applicant-counts'
import { getJobInScope } from '../queries'
import { missingForPublish } from '../rules'
import { toJobDto } from '../to-dto'

export async function getJobDetails({ ctx, caller, jobId }: { ctx: AppContext; caller: FacilityCaller; jobId: string }): Promise<JobDetails> {
  const db = ctx.db.read
  const job = await getJobInScope(db, caller, jobId)
  const [org, facility, applicants] = await Promise.all([
    db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, job.organizationId)).get(),
    job.facilityId ? db.select({ name: facilities.name }).from(facilities).where(eq(facilities.id, job.facilityId)).get() : undefined,
    groupCountsOfJob(db, job.id),
  ])
  return {
    ...toJobDto(job),
    facilityName: facility?.name ?? null,
    organizationName: org?.name ?? '',
    createdAt: job.createdAt.toISOString(),
    isFreePost: job.isFreePost,
    cancellationReason: job.cancellationReason,
    cancellationReasonOther: job.cancellationReasonOther,
    applicants,
    missingForPublish: missingForPublish(job),
  }
}
