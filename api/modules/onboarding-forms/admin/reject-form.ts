/**
 * `PUT /admin-panel/ffm/{ffmId}/reject {reason}`: the submitted answers will not do (missing
 * procedures, a wrong phone greeting, details a provider could not act on). The form is REJECTED
 * with the reason, which the facility reads on the form and by e-mail; it edits the form (a
 * REJECTED form takes draft saves) and submits it again.
 */
import { eq } from 'drizzle-orm'
import type { AdminFfmDetail, RejectWithReasonBody } from '../../../../shared/contracts/verification-queues'
import type { AppContext, TeamCaller } from '../../../context'
import { facilityOnboardingForms } from '../../../db/schema'
import { audit } from '../../audit'
import { deliverEmail, queueEmail } from '../../notifications'
import { requireTeamPermission } from '../../team'
import { assertAwaitingDecision } from './decision-rules'
import { formDecisionEmails } from './form-decision-email'
import { readFormForReview } from './get-form-for-review'
import { getFormForReviewOrThrow, recipientsOf } from './queries'

export async function rejectOnboardingForm({ ctx, caller, ffmId, input }: { ctx: AppContext; caller: TeamCaller; ffmId: string; input: RejectWithReasonBody }): Promise<AdminFfmDetail> {
  requireTeamPermission(caller, 'verifications.decide')
  const { detail, emails } = await ctx.db.write(async (tx) => {
    const row = await getFormForReviewOrThrow(tx, ffmId)
    assertAwaitingDecision(row, input.updatedAt)
    const { form } = row
    const now = ctx.clock.now()
    const rejectedReason = input.reason.trim()
    await tx
      .update(facilityOnboardingForms)
      .set({ status: 'REJECTED', rejectedReason, reviewedAt: now, reviewedByTeamMemberId: caller.teamMemberId, updatedAt: now })
      .where(eq(facilityOnboardingForms.id, form.id))
    const facts = { facilityId: form.facilityId, organizationId: form.organizationId, submittedAt: form.submittedAt?.toISOString() ?? null }
    await audit(ctx, tx, caller, {
      action: 'onboarding-form.reject',
      subject: ['onboarding-form', form.id],
      organizationId: form.organizationId,
      before: { ...facts, status: 'PENDING' },
      after: { ...facts, status: 'REJECTED', rejectedReason },
    })
    const messages = formDecisionEmails(row, { status: 'REJECTED', reason: rejectedReason }, await recipientsOf(tx, row), ctx.config.publicUrl)
    const emails = []
    for (const message of messages) emails.push(await queueEmail(ctx, tx, message))
    return { detail: await readFormForReview(tx, ffmId), emails }
  })
  for (const email of emails) deliverEmail(ctx, email)
  return detail
}
