/**
 * `POST /careers/provider/jobs/{jobId}/withdraw`: my application to the job becomes CANCELED and
 * stops counting in `numberOfApplicants`. Withdrawing again answers 204 (an offline replay); a
 * rejected application cannot be withdrawn (409). It works whatever the job's status: a job
 * archived or filled since keeps my application until I withdraw it.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { AppContext, ProviderCaller } from '../../context'
import { jobApplications, jobs } from '../../db/schema'
import { ConflictError, NotFoundError } from '../../errors'

export async function withdrawJobApplication({ ctx, caller, jobId }: { ctx: AppContext; caller: ProviderCaller; jobId: string }): Promise<void> {
  const now = ctx.clock.now()
  await ctx.db.write(async (tx) => {
    const application = await tx.select().from(jobApplications).where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.providerId, caller.providerId))).get()
    if (!application) throw new NotFoundError('application', 'You have not applied to this job')
    if (application.status === 'CANCELED') return
    if (application.status === 'REJECTED') throw new ConflictError('This application was already declined')
    await tx.update(jobApplications).set({ status: 'CANCELED', updatedAt: now }).where(eq(jobApplications.id, application.id))
    await tx.update(jobs).set({ numberOfApplicants: sql`max(${jobs.numberOfApplicants} - 1, 0)` }).where(eq(jobs.id, jobId))
  })
}
