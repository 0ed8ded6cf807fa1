/**
 * `PUT /admin-panel/background-checks/{backgroundCheckId}/reject {reason}`: a team member read the
 * report of a check that needed review and does not clear the provider; the reason is recorded and
 * e-mailed to them. The check stays not cleared whatever the vendor reports later.
 */
import type { RejectWithReasonBody } from '../../../../shared/contracts/verification-queues'
import type { AppContext, TeamCaller } from '../../../context'
import { deliverEmail } from '../../notifications'
import { requireTeamPermission } from '../../team'
import { readBackgroundCheckForReview } from './get-background-check-for-review'
import { getCheckForReviewOrThrow } from './queries'
import { recordBackgroundCheckDecision } from './record-background-check-decision'

export async function rejectBackgroundCheck({ ctx, caller, backgroundCheckId, input }: { ctx: AppContext; caller: TeamCaller; backgroundCheckId: string; input: RejectWithReasonBody }) {
  requireTeamPermission(caller, 'verifications.decide')
  const { detail, email } = await ctx.db.write(async (tx) => {
    const row = await getCheckForReviewOrThrow(tx, backgroundCheckId)
    const email = await recordBackgroundCheckDecision(ctx, tx, caller, row, { decision: 'NOT_CLEARED', reason: input.reason }, input.updatedAt)
    return { detail: await readBackgroundCheckForReview(tx, backgroundCheckId), email }
  })
  deliverEmail(ctx, email)
  return detail
}
