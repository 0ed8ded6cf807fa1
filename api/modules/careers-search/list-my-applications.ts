/** `GET /careers/provider/applications`: my job applications, newest first, with their status (paged). */
import { and, count, desc, eq, inArray } from 'drizzle-orm'
import type { MyJobApplicationsPage, MyJobApplicationsQuery } from '../../../shared/contracts/careers-search'
import type { AppContext, ProviderCaller } from '../../context'
import { jobApplications, jobs } from '../../db/schema'
import { pageRequest, pagination } from '../../lib/paging'
import { companyNamesOf } from './queries'
import { toMyApplication } from './to-dto'

export async function listMyJobApplications({ ctx, caller, query }: { ctx: AppContext; caller: ProviderCaller; query: MyJobApplicationsQuery }): Promise<MyJobApplicationsPage> {
  const db = ctx.db.read
  const request = pageRequest(query)
  const mine = and(eq(jobApplications.providerId, caller.providerId), query.status ? eq(jobApplications.status, query.status) : undefined)
  const [rows, [total]] = await Promise.all([
    db.select().from(jobApplications).where(mine).orderBy(desc(jobApplications.appliedAt), desc(jobApplications.id)).limit(request.pageSize).offset(request.offset),
    db.select({ n: count() }).from(jobApplications).where(mine),
  ])
  const jobRows = rows.length ? await db.select().from(jobs).where(inArray(jobs.id, rows.map((r) => r.jobId))) : []
  const byId = new Map(jobRows.map((j) => [j.id, j]))
  const companyName = await companyNamesOf(db, jobRows)
  return {
    data: rows.flatMap((application) => {
      const job = byId.get(application.jobId)
      return job ? [toMyApplication(application, job, companyName(job))] : []
    }),
    pagination: pagination(request, total?.n ?? 0),
  }
}
