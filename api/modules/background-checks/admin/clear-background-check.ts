/**
 * `PUT /admin-panel/background-checks/{backgroundCheckId}/clear`: a team member read the report of
 * a check that needed review and clears the provider; `hasBackgroundCheckCleared` then answers true.
 */
import type { ApproveBody } from '../../../../shared/contracts/verification-queues'
import type { AppContext, TeamCaller } from '../../../context'
import { deliverEmail } from '../../notifications'
import { requireTeamPermission } from '../../team'
import { readBackgroundCheckForReview } from './get-background-check-for-review'
import { getCheckForReviewOrThrow } from './queries'
import { recordBackgroundCheckDecision } from './record-background-check-decision'

export async function clearBackgroundCheck({ ctx, caller, backgroundCheckId, input }: { ctx: AppContext; caller: TeamCaller; backgroundCheckId: string; input: ApproveBody }) {
  requireTeamPermission(caller, 'verifications.decide')
  const { detail, email } = await ctx.db.write(async (tx) => {
    const row = await getCheckForReviewOrThrow(tx, backgroundCheckId)
    const email = await recordBackgroundCheckDecision(ctx, tx, caller, row, { decision: 'CLEARED', reason: null }, input?.updatedAt)
    return { detail: await readBackgroundCheckForReview(tx, backgroundCheckId), email }
  })
  deliverEmail(ctx, email)
  return detail
}
