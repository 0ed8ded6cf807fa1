/**
 * `PUT /admin-panel/ffm/{ffmId}/approve`: a team member read the submitted answers and approves
 * them: the orientation packet is made from them and the form is GENERATED, so hired providers
 * read it and, with "facility form required" on, the facility may post shifts.
 *
 * The packet is rendered between a read and the write (tens of milliseconds that would otherwise
 * hold the database's one writer); the write checks again that the form is still the submission
 * that was rendered, so a resubmission in between is refused (409) rather than approved unread.
 */
import { and, eq } from 'drizzle-orm'
import type { AdminFfmDetail, ApproveBody } from '../../../../shared/contracts/verification-queues'
import type { AppContext, TeamCaller } from '../../../context'
import { facilityOnboardingForms } from '../../../db/schema'
import { ConflictError } from '../../../errors'
import { audit } from '../../audit'
import { deliverEmail, queueEmail } from '../../notifications'
import { oneLineAddress } from '../../organizations'
import { requireTeamPermission } from '../../team'
import { renderOrientationPacket } from '../packet-pdf'
import { assertAwaitingDecision, FORM_CHANGED_SINCE_SEEN } from './decision-rules'
import { formDecisionEmails } from './form-decision-email'
import { readFormForReview } from './get-form-for-review'
import { getFormForReviewOrThrow, recipientsOf } from './queries'

export async function approveOnboardingForm({ ctx, caller, ffmId, input }: { ctx: AppContext; caller: TeamCaller; ffmId: string; input: ApproveBody }): Promise<AdminFfmDetail> {
  requireTeamPermission(caller, 'verifications.decide')
  const seen = await getFormForReviewOrThrow(ctx.db.read, ffmId)
  assertAwaitingDecision(seen, input?.updatedAt)
  const { facility, form } = seen
  const pdf = await renderOrientationPacket({ name: facility.name, address: oneLineAddress(facility), phone: facility.phone }, form.answers, form.submittedAt ?? ctx.clock.now())

  const { detail, emails } = await ctx.db.write(async (tx) => {
    const row = await getFormForReviewOrThrow(tx, ffmId)
    assertAwaitingDecision(row, input?.updatedAt)
    if (row.form.updatedAt.getTime() !== form.updatedAt.getTime()) throw new ConflictError(FORM_CHANGED_SINCE_SEEN)
    const now = ctx.clock.now()
    await tx
      .update(facilityOnboardingForms)
      .set({
        status: 'GENERATED',
        packetPdf: Buffer.from(pdf),
        packetSizeBytes: pdf.byteLength,
        packetGeneratedAt: now,
        rejectedReason: null,
        reviewedAt: now,
        reviewedByTeamMemberId: caller.teamMemberId,
        updatedAt: now,
      })
      .where(and(eq(facilityOnboardingForms.id, form.id), eq(facilityOnboardingForms.status, 'PENDING')))
    const facts = { facilityId: form.facilityId, organizationId: form.organizationId, submittedAt: form.submittedAt?.toISOString() ?? null }
    await audit(ctx, tx, caller, {
      action: 'onboarding-form.approve',
      subject: ['onboarding-form', form.id],
      organizationId: form.organizationId,
      before: { ...facts, status: 'PENDING' },
      after: { ...facts, status: 'GENERATED', packetSizeBytes: pdf.byteLength },
    })
    const messages = formDecisionEmails(row, { status: 'GENERATED' }, await recipientsOf(tx, row), ctx.config.publicUrl)
    const emails = []
    for (const message of messages) emails.push(await queueEmail(ctx, tx, message))
    return { detail: await readFormForReview(tx, ffmId), emails }
  })
  for (const email of emails) deliverEmail(ctx, email)
  return detail
}
