/** The jobs publishing reads, scoped to the caller. */
import { and, eq } from 'drizzle-orm'
import type { FacilityCaller } from '../../../context'
import type { Tx } from '../../../db/client'
import { jobs } from '../../../db/schema'
import { NotFoundError } from '../../../errors'
import { canSeeFacility } from '../../organizations'

export type JobRow = typeof jobs.$inferSelect

/** The caller's organization's job at a facility the caller sees (a MEMBER limited to facilities sees only theirs), or 404. */
export async function getJobInScope(db: Tx, caller: FacilityCaller, jobId: string): Promise<JobRow> {
  const job = await db.select().from(jobs).where(and(eq(jobs.id, jobId), eq(jobs.organizationId, caller.organizationId))).get()
  if (!job || (caller.facilityIds !== null && !(job.facilityId && canSeeFacility(caller, job.facilityId)))) throw new NotFoundError('job')
  return job
}

