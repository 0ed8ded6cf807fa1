/**
 * `GET /jobs/applicants/{jobApplicationId}/reject`: tells a REJECTED applicant by e-mail (through
 * the notifications outbox) that the organization moved on, and stamps `rejectionNotifiedAt`.
 * Not REJECTED → 409; already told → 409 (one notice per rejection). The e-mail thanks them and
 * points to other jobs; the rejection reason is the organization's own note and is not sent. The
 * stamp is set even when the applicant opted out of careers e-mails (the organization did its
 * part); no e-mail is written then.
 */
import { eq } from 'drizzle-orm'
import type { JobApplicant } from '../../../../shared/contracts/careers-jobs'
import type { AppContext, FacilityCaller } from '../../../context'
import { jobApplications, organizations, providers, users } from '../../../db/schema'
import { ConflictError, NotFoundError } from '../../../errors'
import { limitMessageSends } from '../../../lib/rate-limits'
import { deliverEmail, mayNotifyIn, queueEmail, type QueuedEmail } from '../../notifications'
import { getApplicationInScope } from '../queries'
import { getJobApplicant } from './get-job-applicant'

export async function notifyRejectedApplicant({ ctx, caller, jobApplicationId, address }: { ctx: AppContext; caller: FacilityCaller; jobApplicationId: string; address?: string | null }): Promise<JobApplicant> {
  const db = ctx.db.read
  const { application } = await getApplicationInScope(db, caller, jobApplicationId)
  if (application.status !== 'REJECTED') throw new ConflictError('Only a rejected applicant can be notified of the rejection')
  if (application.rejectionNotifiedAt) throw new ConflictError('This applicant was already notified')
  const person = await db.select({ userId: users.id, email: users.email, firstName: users.firstName }).from(providers).innerJoin(users, eq(users.id, providers.userId)).where(eq(providers.id, application.providerId)).get()
  if (!person) throw new NotFoundError('job applicant')
  await limitMessageSends(ctx, { channel: 'email', recipient: person.email, address })

  let email: QueuedEmail | null = null
  await ctx.db.write(async (tx) => {
    // Read again inside the write: two clicks at once tell the applicant once.
    const { application: current, job } = await getApplicationInScope(tx, caller, jobApplicationId)
    if (current.status !== 'REJECTED') throw new ConflictError('Only a rejected applicant can be notified of the rejection')
    if (current.rejectionNotifiedAt) throw new ConflictError('This applicant was already notified')
    await tx.update(jobApplications).set({ rejectionNotifiedAt: ctx.clock.now() }).where(eq(jobApplications.id, current.id))
    if (!(await mayNotifyIn(tx, person.userId, 'email', 'careers', 'regular'))) return
    const org = await tx.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, job.organizationId)).get()
    email = await queueEmail(ctx, tx, {
      to: person.email,
      subject: `An update on your application for ${job.title}`,
      text: [
        `Hi ${person.firstName},`,
        '',
        `Thank you for your interest in the ${job.title} position at ${org?.name ?? 'our pharmacy'} and for the time you took to apply.`,
        'After careful review, the hiring team has decided to move forward with other candidates for this role.',
        '',
        'We encourage you to keep your profile up to date and to apply to other openings that fit your experience:',
        `${ctx.config.publicUrl}/careers`,
        '',
        'We wish you the best in your search.',
      ].join('\n'),
      unsubscribeUserId: person.userId,
    })
  })
  if (email) deliverEmail(ctx, email)
  return getJobApplicant({ ctx, caller, jobApplicationId })
}
