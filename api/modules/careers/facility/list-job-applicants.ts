/**
 * `GET /jobs/{jobId}/applicants`: one job's applicants, newest first, in one review group
 * (`group`: needsReview, rejected, saveForLater) or all three; withdrawn (CANCELED) applications
 * are left out. `groups` counts each group. A free post's applicants are blurred until paid.
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { JobApplicantPage, JobApplicantsQuery } from '../../../../shared/contracts/careers-jobs'
import type { AppContext, FacilityCaller } from '../../../context'
import { jobApplications } from '../../../db/schema'
import { pageRequest, pagination } from '../../../lib/paging'
import { groupCountsOfJob } from '../applicant-counts'
import { applicantRows, countApplicantRows } from '../applicant-rows'
import { getJobInScope, GROUP_STATUS } from '../queries'

export async function listJobApplicants({ ctx, caller, jobId, input }: { ctx: AppContext; caller: FacilityCaller; jobId: string; input: JobApplicantsQuery }): Promise<JobApplicantPage> {
  const db = ctx.db.read
  const job = await getJobInScope(db, caller, jobId)
  const page = pageRequest(input, 10)
  const statuses = input.group ? [GROUP_STATUS[input.group]] : Object.values(GROUP_STATUS)
  const where = and(eq(jobApplications.jobId, job.id), inArray(jobApplications.status, statuses))!
  const [data, total, groups] = await Promise.all([applicantRows(db, where, { limit: page.pageSize, offset: page.offset }), countApplicantRows(db, where), groupCountsOfJob(db, job.id)])
  return { data, pagination: pagination(page, total), groups }
}
