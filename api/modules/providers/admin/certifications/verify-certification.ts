/**
 * `PUT /admin-panel/certifications/{certificationId}/verify`: a team member checked the
 * certification (its document, the issuer's records) and it holds. Pharmacies then see it as
 * verified on the provider's profile.
 */
import type { ApproveBody } from '../../../../../shared/contracts/verification-queues'
import type { AppContext, TeamCaller } from '../../../../context'
import { deliverEmail } from '../../../notifications'
import { requireTeamPermission } from '../../../team'
import { readCertificationForReview } from './get-certification-for-review'
import { getCertificationForReviewOrThrow } from './queries'
import { recordCertificationDecision } from './record-certification-decision'

export async function verifyCertification({ ctx, caller, certificationId, input }: { ctx: AppContext; caller: TeamCaller; certificationId: string; input: ApproveBody }) {
  requireTeamPermission(caller, 'verifications.decide')
  const { detail, email } = await ctx.db.write(async (tx) => {
    const row = await getCertificationForReviewOrThrow(tx, certificationId)
    const email = await recordCertificationDecision(ctx, tx, caller, row, { status: 'VERIFIED' }, input?.updatedAt)
    return { detail: await readCertificationForReview(ctx, tx, certificationId), email }
  })
  deliverEmail(ctx, email)
  return detail
}
