/**
 * `GET /jobs/last`: the caller's most recently created job that is not archived (the dashboard
 * offers it as the starting point of a new post); none yet → 404.
 */
import { and, desc, ne } from 'drizzle-orm'
import type { Job } from '../../../../shared/contracts/careers-jobs'
import type { AppContext, FacilityCaller } from '../../../context'
import { jobs } from '../../../db/schema'
import { NotFoundError } from '../../../errors'
import { jobsInScope } from '../queries'
import { toJobDto } from '../to-dto'

export async function getLastJob({ ctx, caller }: { ctx: AppContext; caller: FacilityCaller }): Promise<Job> {
  const row = await ctx.db.read
    .select()
    .from(jobs)
    .where(and(jobsInScope(caller), ne(jobs.status, 'ARCHIVED')))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(1)
    .get()
  if (!row) throw new NotFoundError('job', 'No jobs yet')
  return toJobDto(row)
}
