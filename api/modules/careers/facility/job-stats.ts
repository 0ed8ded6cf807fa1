/**
 * `GET /jobs/stats`: the caller's jobs by status (`active` = DRAFT + PUBLISHED) and their
 * applicants by review group, `total` counting every application not CANCELED.
 */
import { count } from 'drizzle-orm'
import type { JobStats } from '../../../../shared/contracts/careers-jobs'
import type { AppContext, FacilityCaller } from '../../../context'
import { jobs } from '../../../db/schema'
import { applicationsByStatus } from '../applicant-counts'
import { jobsInScope } from '../queries'

export async function jobStats({ ctx, caller }: { ctx: AppContext; caller: FacilityCaller }): Promise<JobStats> {
  const db = ctx.db.read
  const scope = jobsInScope(caller)
  const [byStatus, applications] = await Promise.all([
    db.select({ status: jobs.status, n: count() }).from(jobs).where(scope).groupBy(jobs.status),
    applicationsByStatus(db, scope),
  ])
  const n = { DRAFT: 0, PUBLISHED: 0, ARCHIVED: 0, HIRED: 0, PAST_DUE: 0 }
  for (const row of byStatus) n[row.status] = row.n
  return {
    jobs: { total: n.DRAFT + n.PUBLISHED + n.ARCHIVED + n.HIRED + n.PAST_DUE, active: n.DRAFT + n.PUBLISHED, ...n },
    applicants: {
      total: applications.PENDING + applications.REJECTED + applications.SAVE_FOR_LATER,
      needsReview: applications.PENDING,
      rejected: applications.REJECTED,
      saveForLater: applications.SAVE_FOR_LATER,
      canceled: applications.CANCELED,
    },
  }
}
