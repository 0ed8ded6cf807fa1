/**
 * `PUT /admin-panel/certifications/{certificationId}/reject {reason}`: the certification does not
 * check out (unreadable document, lapsed, another person's name…). The provider reads `reason`
 * on their profile and by e-mail; changing the certification sends it back to the queue.
 */
import type { RejectWithReasonBody } from '../../../../../shared/contracts/verification-queues'
import type { AppContext, TeamCaller } from '../../../../context'
import { deliverEmail } from '../../../notifications'
import { requireTeamPermission } from '../../../team'
import { readCertificationForReview } from './get-certification-for-review'
import { getCertificationForReviewOrThrow } from './queries'
import { recordCertificationDecision } from './record-certification-decision'

export async function rejectCertification({ ctx, caller, certificationId, input }: { ctx: AppContext; caller: TeamCaller; certificationId: string; input: RejectWithReasonBody }) {
  requireTeamPermission(caller, 'verifications.decide')
  const { detail, email } = await ctx.db.write(async (tx) => {
    const row = await getCertificationForReviewOrThrow(tx, certificationId)
    const email = await recordCertificationDecision(ctx, tx, caller, row, { status: 'REJECTED', reason: input.reason }, input.updatedAt)
    return { detail: await readCertificationForReview(ctx, tx, certificationId), email }
  })
  deliverEmail(ctx, email)
  return detail
}
