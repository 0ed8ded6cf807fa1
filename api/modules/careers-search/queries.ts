/**
 * What a provider may see of the job board, and the fetch-or-throw helpers of this module's verbs.
 *
 * A provider sees a job while it is PUBLISHED (spec 000 §4) and its organization has not banned
 * them: a HARD_BAN hides every job of the organization, a facility's BAN the jobs at that
 * facility. A job they may not see answers 404, exactly as one that does not exist (domain
 * "Applications and hiring": "as if the shift did not exist").
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { bans, facilities, jobApplications, jobs, organizations, savedJobs } from '../../db/schema'
import { NotFoundError } from '../../errors'

export type JobRow = typeof jobs.$inferSelect

export interface BansOfProvider {
  /** Organizations that banned the provider from all their facilities. */
  organizationIds: string[]
  /** Facilities that banned the provider. */
  facilityIds: string[]
}

export interface BanRow {
  kind: 'BAN' | 'HARD_BAN'
  organizationId: string
  facilityId: string | null
}

export async function bansOfProvider(db: Tx, providerId: string): Promise<BansOfProvider> {
  return bansFrom(await db.select({ kind: bans.kind, organizationId: bans.organizationId, facilityId: bans.facilityId }).from(bans).where(eq(bans.providerId, providerId)))
}

/** A HARD_BAN, or a ban naming no facility, hides the organization's jobs; a facility's BAN its own. */
export function bansFrom(rows: BanRow[]): BansOfProvider {
  return {
    organizationIds: [...new Set(rows.filter((r) => r.kind === 'HARD_BAN' || !r.facilityId).map((r) => r.organizationId))],
    facilityIds: [...new Set(rows.filter((r) => r.kind === 'BAN' && r.facilityId).map((r) => r.facilityId!))],
  }
}

export function isHiddenBy(job: Pick<JobRow, 'organizationId' | 'facilityId'>, banned: BansOfProvider): boolean {
  return banned.organizationIds.includes(job.organizationId) || (job.facilityId !== null && banned.facilityIds.includes(job.facilityId))
}

/** A job the provider may see (published, not hidden by a ban), or 404. */
export async function getVisibleJob(db: Tx, jobId: string, providerId: string): Promise<JobRow> {
  const job = await db.select().from(jobs).where(and(eq(jobs.id, jobId), eq(jobs.status, 'PUBLISHED'))).get()
  if (!job || isHiddenBy(job, await bansOfProvider(db, providerId))) throw new NotFoundError('job')
  return job
}

/** The name a provider knows a job by: its facility's, else its organization's. */
export async function companyNamesOf(db: Tx, rows: Pick<JobRow, 'organizationId' | 'facilityId'>[]): Promise<(row: Pick<JobRow, 'organizationId' | 'facilityId'>) => string> {
  const facilityIds = [...new Set(rows.map((r) => r.facilityId).filter((id): id is string => id !== null))]
  const organizationIds = [...new Set(rows.map((r) => r.organizationId))]
  const [facilityRows, organizationRows] = await Promise.all([
    facilityIds.length ? db.select({ id: facilities.id, name: facilities.name }).from(facilities).where(inArray(facilities.id, facilityIds)) : [],
    organizationIds.length ? db.select({ id: organizations.id, name: organizations.name }).from(organizations).where(inArray(organizations.id, organizationIds)) : [],
  ])
  const facilityNames = new Map(facilityRows.map((f) => [f.id, f.name]))
  const organizationNames = new Map(organizationRows.map((o) => [o.id, o.name]))
  return (row) => (row.facilityId && facilityNames.get(row.facilityId)) || organizationNames.get(row.organizationId) || ''
}

/** The provider's applications (any status) and saved marks among these jobs. */
export async function mineAmong(db: Tx, providerId: string, jobIds: string[]) {
  if (!jobIds.length) return { applications: new Map<string, typeof jobApplications.$inferSelect>(), saved: new Set<string>() }
  const [applied, saved] = await Promise.all([
    db.select().from(jobApplications).where(and(eq(jobApplications.providerId, providerId), inArray(jobApplications.jobId, jobIds))),
    db.select({ jobId: savedJobs.jobId }).from(savedJobs).where(and(eq(savedJobs.providerId, providerId), inArray(savedJobs.jobId, jobIds))),
  ])
  return { applications: new Map(applied.map((a) => [a.jobId, a])), saved: new Set(saved.map((s) => s.jobId)) }
}
