/**
 * `PUT /jobs/{jobId}/delete`: the organization takes a job down with a reason. The job becomes
 * ARCHIVED (it leaves the dashboard's lists and its public page answers 404). When it was listed,
 * the applicants still waiting (PENDING or SAVE_FOR_LATER) are told by e-mail that the position
 * is closed, as their careers e-mail preferences allow. An archived job answers 409.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { DeleteJob, type DeleteJobBody, type Job } from '../../../../shared/contracts/careers-jobs'
import { validate } from '../../../../shared/validation/validate'
import type { AppContext, FacilityCaller } from '../../../context'
import { jobApplications, jobs, organizations, providers, users } from '../../../db/schema'
import { ConflictError, ValidationError } from '../../../errors'
import { deliverEmail, mayNotifyIn, queueEmail, type QueuedEmail } from '../../notifications'
import { getJobInScope } from '../queries'
import { toJobDto } from '../to-dto'

export async function deleteJob({ ctx, caller, jobId, input }: { ctx: AppContext; caller: FacilityCaller; jobId: string; input: DeleteJobBody }): Promise<Job> {
  const errors = validate(DeleteJob, input)
  if (errors.length) throw new ValidationError(errors)
  const emails: QueuedEmail[] = []
  const job = await ctx.db.write(async (tx) => {
    const job = await getJobInScope(tx, caller, jobId)
    if (job.status === 'ARCHIVED') throw new ConflictError('This job is already archived')
    const now = ctx.clock.now()
    const [row] = await tx
      .update(jobs)
      .set({ status: 'ARCHIVED', cancellationReason: input.cancellationReason, cancellationReasonOther: input.cancellationReason === 'OTHER' ? input.cancellationReasonOther!.trim() : null, updatedAt: now })
      .where(eq(jobs.id, job.id))
      .returning()
    if (job.status === 'PUBLISHED' || job.status === 'PAST_DUE') {
      const org = await tx.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, job.organizationId)).get()
      const waiting = await tx
        .select({ userId: users.id, email: users.email, firstName: users.firstName })
        .from(jobApplications)
        .innerJoin(providers, eq(providers.id, jobApplications.providerId))
        .innerJoin(users, eq(users.id, providers.userId))
        .where(and(eq(jobApplications.jobId, job.id), inArray(jobApplications.status, ['PENDING', 'SAVE_FOR_LATER'])))
      for (const person of waiting) {
        if (!(await mayNotifyIn(tx, person.userId, 'email', 'careers', 'regular'))) continue
        emails.push(
          await queueEmail(ctx, tx, {
            to: person.email,
            subject: `${job.title} is no longer open`,
            text: [
              `Hi ${person.firstName},`,
              '',
              `Thank you for applying to ${job.title} at ${org?.name ?? 'the pharmacy'}. The position has been closed, so your application will not move forward.`,
              '',
              `More pharmacy jobs are waiting for you: ${ctx.config.publicUrl}/careers`,
            ].join('\n'),
            unsubscribeUserId: person.userId,
          }),
        )
      }
    }
    return row!
  })
  for (const email of emails) deliverEmail(ctx, email)
  return toJobDto(job)
}
