/**
 * Applications by review group (spec 000 §4: needsReview = PENDING, rejected, saveForLater).
 * A shadow-banned provider's applications are hidden from organizations (domain "Bans and
 * shadow bans"), so they count nowhere here either.
 */
import { and, count, eq, inArray, type SQL } from 'drizzle-orm'
import type { ApplicantGroupCounts } from '../../../shared/contracts/careers-jobs'
import type { JobApplicationStatus } from '../../../shared/enums'
import type { Tx } from '../../db/client'
import { jobApplications, jobs, providers } from '../../db/schema'

export type StatusCounts = Record<JobApplicationStatus, number>

/** Applications by status, among the jobs `where` selects. */
export async function applicationsByStatus(db: Tx, where: SQL): Promise<StatusCounts> {
  const rows = await db
    .select({ status: jobApplications.status, n: count() })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .innerJoin(providers, eq(providers.id, jobApplications.providerId))
    .where(and(where, eq(providers.isShadowBanned, false)))
    .groupBy(jobApplications.status)
  const out: StatusCounts = { PENDING: 0, REJECTED: 0, SAVE_FOR_LATER: 0, CANCELED: 0 }
  for (const row of rows) out[row.status] = row.n
  return out
}

export function toGroupCounts(c: StatusCounts): ApplicantGroupCounts {
  return { needsReview: c.PENDING, rejected: c.REJECTED, saveForLater: c.SAVE_FOR_LATER }
}

export async function groupCountsOfJob(db: Tx, jobId: string): Promise<ApplicantGroupCounts> {
  return toGroupCounts(await applicationsByStatus(db, inArray(jobApplications.jobId, [jobId])))
}
