/**
 * `GET /jobs/last-applicants`: the newest applicants across the caller's jobs (withdrawn ones
 * left out), `limit` of them (5 unless told, at most 50).
 */
import { and, eq, ne, type SQL } from 'drizzle-orm'
import type { LastApplicants } from '../../../../shared/contracts/careers-jobs'
import type { AppContext, FacilityCaller } from '../../../context'
import { jobApplications } from '../../../db/schema'
import { applicantRows } from '../applicant-rows'
import { jobsInScope } from '../queries'

export async function listLastApplicants({ ctx, caller, input }: { ctx: AppContext; caller: FacilityCaller; input: { limit?: number | undefined } }): Promise<LastApplicants> {
  const db = ctx.db.read
  const limit = Math.min(50, Math.max(1, Math.floor(input.limit ?? 5)))
  let where: SQL = and(eq(jobApplications.organizationId, caller.organizationId), ne(jobApplications.status, 'CANCELED'))!
  // A MEMBER limited to facilities: only its jobs' applicants (the rows are joined to their job).
  if (caller.facilityIds !== null) where = and(where, jobsInScope(caller))!
  return { data: await applicantRows(db, where, { limit, offset: 0 }) }
}
