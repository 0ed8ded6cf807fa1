/**
 * Careers job board rows for the careers chat's tests: a job of an organization and a provider's
 * application to it, written straight to the database (the jobs and applications calls are
 * another module's).
 */
import { eq, sql } from 'drizzle-orm'
import { jobApplications, jobs } from '../../db/schema'
import type { TestServer } from '../harness'
import { unique } from './internal'

export async function makeJob(server: TestServer, options: { organizationId: string; facilityId?: string | null; title?: string }): Promise<{ id: string; title: string }> {
  const title = options.title ?? `Staff Pharmacist ${unique()}`
  const now = server.clock.now()
  const [row] = await server.ctx.db.write((tx) =>
    tx
      .insert(jobs)
      .values({ organizationId: options.organizationId, facilityId: options.facilityId ?? null, title, description: 'Full-time retail pharmacist.', status: 'PUBLISHED', postedAt: now, createdAt: now, updatedAt: now })
      .returning({ id: jobs.id }),
  )
  return { id: row!.id, title }
}

/** The provider's application to the job (in the job's organization). */
export async function makeJobApplication(server: TestServer, options: { jobId: string; providerId: string }): Promise<{ id: string }> {
  const now = server.clock.now()
  return server.ctx.db.write(async (tx) => {
    const job = await tx.select({ organizationId: jobs.organizationId }).from(jobs).where(eq(jobs.id, options.jobId)).get()
    if (!job) throw new Error(`no job ${options.jobId}`)
    const [row] = await tx.insert(jobApplications).values({ jobId: options.jobId, organizationId: job.organizationId, providerId: options.providerId, appliedAt: now, updatedAt: now }).returning({ id: jobApplications.id })
    await tx.update(jobs).set({ numberOfApplicants: sql`${jobs.numberOfApplicants} + 1` }).where(eq(jobs.id, options.jobId))
    return { id: row!.id }
  })
}
