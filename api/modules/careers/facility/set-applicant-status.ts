/**
 * `PATCH /jobs/applicants/{jobApplicationId}/status`: the organization files an applicant under a
 * review group (PENDING = needsReview, REJECTED with an optional reason, SAVE_FOR_LATER) or
 * withdraws the application (CANCELED). `jobs.numberOfApplicants` counts applications not
 * CANCELED, so moving to or from CANCELED changes it in the same transaction. Leaving REJECTED
 * clears the reason and the notice stamp (a later rejection may be told again). A rejection
 * reason with another status is refused (400). Setting the status it has changes nothing.
 */
import { eq, sql } from 'drizzle-orm'
import type { ApplicantStatusBody, JobApplicant } from '../../../../shared/contracts/careers-jobs'
import type { AppContext, FacilityCaller } from '../../../context'
import { jobApplications, jobs } from '../../../db/schema'
import { ValidationError } from '../../../errors'
import { getApplicationInScope } from '../queries'
import { getJobApplicant } from './get-job-applicant'

export async function setApplicantStatus({ ctx, caller, jobApplicationId, input }: { ctx: AppContext; caller: FacilityCaller; jobApplicationId: string; input: ApplicantStatusBody }): Promise<JobApplicant> {
  const reason = input.rejectionReason?.trim() || null
  if (reason && input.status !== 'REJECTED') throw ValidationError.field('rejectionReason', 'A rejection reason goes with the REJECTED status only')
  await ctx.db.write(async (tx) => {
    const { application, job } = await getApplicationInScope(tx, caller, jobApplicationId)
    const now = ctx.clock.now()
    if (application.status === input.status && (input.status !== 'REJECTED' || reason === null || reason === application.rejectionReason)) return
    const rejected = input.status === 'REJECTED'
    await tx
      .update(jobApplications)
      .set({
        status: input.status,
        rejectionReason: rejected ? (reason ?? (application.status === 'REJECTED' ? application.rejectionReason : null)) : null,
        rejectionNotifiedAt: rejected && application.status === 'REJECTED' ? application.rejectionNotifiedAt : null,
        updatedAt: now,
      })
      .where(eq(jobApplications.id, application.id))
    const delta = (input.status === 'CANCELED' ? 0 : 1) - (application.status === 'CANCELED' ? 0 : 1)
    if (delta !== 0) await tx.update(jobs).set({ numberOfApplicants: sql`max(0, ${jobs.numberOfApplicants} + ${delta})` }).where(eq(jobs.id, job.id))
  })
  return getJobApplicant({ ctx, caller, jobApplicationId })
}
