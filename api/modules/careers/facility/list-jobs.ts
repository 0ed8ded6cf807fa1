/**
 * `GET /jobs`: the caller's jobs, last edited first. `filter` All (default) lists every job but
 * the ARCHIVED (taken down) ones; Published only PUBLISHED; `onlyActive` keeps DRAFT and
 * PUBLISHED; `status` (one or several joined by `|`) names the statuses outright, ARCHIVED
 * included. `search` matches the title.
 */
import { and, count, desc, eq, inArray, like, type SQL } from 'drizzle-orm'
import type { JobPage, JobsQuery } from '../../../../shared/contracts/careers-jobs'
import { JOB_STATUSES, type JobStatus } from '../../../../shared/enums'
import type { AppContext, FacilityCaller } from '../../../context'
import { jobs } from '../../../db/schema'
import { ValidationError } from '../../../errors'
import { pageRequest, pagination } from '../../../lib/paging'
import { getFacilityInScope } from '../../organizations'
import { jobsInScope } from '../queries'
import { toJobDto } from '../to-dto'

function statusesOf(query: JobsQuery): JobStatus[] {
  if (query.status) {
    const asked = query.status.split('|').map((s) => s.trim()).filter(Boolean)
    const bad = asked.find((s) => !(JOB_STATUSES as readonly string[]).includes(s))
    if (bad) throw ValidationError.field('status', 'Status must be DRAFT, PUBLISHED, ARCHIVED, HIRED or PAST_DUE')
    return asked as JobStatus[]
  }
  let statuses: JobStatus[] = query.filter === 'Published' ? ['PUBLISHED'] : ['DRAFT', 'PUBLISHED', 'HIRED', 'PAST_DUE']
  if (query.onlyActive) statuses = statuses.filter((s) => s === 'DRAFT' || s === 'PUBLISHED')
  return statuses
}

export async function listJobs({ ctx, caller, input }: { ctx: AppContext; caller: FacilityCaller; input: JobsQuery }): Promise<JobPage> {
  const db = ctx.db.read
  const page = pageRequest(input, 10)
  const conditions: SQL[] = [jobsInScope(caller), inArray(jobs.status, statusesOf(input))]
  if (input.facilityId) conditions.push(eq(jobs.facilityId, (await getFacilityInScope(db, caller, input.facilityId)).id))
  // LIKE's wildcards are dropped from the words (SQLite's LIKE has no escape character unless told).
  const search = input.search?.replace(/[%_]/g, ' ').trim()
  if (search) conditions.push(like(jobs.title, `%${search}%`))
  const where = and(...conditions)
  const [rows, total] = await Promise.all([
    db.select().from(jobs).where(where).orderBy(desc(jobs.updatedAt), desc(jobs.id)).limit(page.pageSize).offset(page.offset),
    db.select({ n: count() }).from(jobs).where(where).get(),
  ])
  return { data: rows.map(toJobDto), pagination: pagination(page, total?.n ?? 0) }
}
