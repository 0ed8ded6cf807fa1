/**
 * `GET /public/jobs/{jobId}` without a session (spec 001 §7): a listed job's public fields with
 * its organization's and facility's names. PUBLISHED jobs, and HIRED or PAST_DUE ones (a shared
 * link keeps working; `isAcceptingApplications` is false) are shown; a DRAFT, an ARCHIVED or an
 * unknown job, or one of a shadow-banned organization, answers 404.
 */
import { eq } from 'drizzle-orm'
import type { PublicJob } from '../../../../shared/contracts/careers-jobs'
import type { AppContext } from '../../../context'
import { facilities, jobs, organizations } from '../../../db/schema'
import { NotFoundError } from '../../../errors'
import { toPublicJobDto } from '../to-dto'

const SHOWN = new Set(['PUBLISHED', 'HIRED', 'PAST_DUE'])

export async function getPublicJob({ ctx, jobId }: { ctx: AppContext; jobId: string }): Promise<PublicJob> {
  const db = ctx.db.read
  const job = await db.select().from(jobs).where(eq(jobs.id, jobId)).get()
  if (!job || !SHOWN.has(job.status)) throw new NotFoundError('job')
  const org = await db.select({ name: organizations.name, isShadowBanned: organizations.isShadowBanned }).from(organizations).where(eq(organizations.id, job.organizationId)).get()
  if (!org || org.isShadowBanned) throw new NotFoundError('job')
  const facility = job.facilityId ? await db.select({ name: facilities.name, deletedAt: facilities.deletedAt }).from(facilities).where(eq(facilities.id, job.facilityId)).get() : undefined
  return toPublicJobDto(job, { organizationName: org.name, facilityName: facility && !facility.deletedAt ? facility.name : null })
}
