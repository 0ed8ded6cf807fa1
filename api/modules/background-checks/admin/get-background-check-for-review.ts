/** `GET /admin-panel/background-checks/{backgroundCheckId}`: one check, its provider, and every decision staff made on it. */
import type { AdminBackgroundCheckDetail } from '../../../../shared/contracts/verification-queues'
import type { AppContext, TeamCaller } from '../../../context'
import type { Tx } from '../../../db/client'
import { decisionsOn } from '../../audit'
import { requireTeamPermission } from '../../team'
import { getCheckForReviewOrThrow } from './queries'
import { BACKGROUND_CHECK_DECISION_ACTIONS, toAdminBackgroundCheckDetail } from './to-admin-dto'

export async function getBackgroundCheckForReview({ ctx, caller, backgroundCheckId }: { ctx: AppContext; caller: TeamCaller; backgroundCheckId: string }): Promise<AdminBackgroundCheckDetail> {
  requireTeamPermission(caller, 'panel.read')
  return readBackgroundCheckForReview(ctx.db.read, backgroundCheckId)
}

export async function readBackgroundCheckForReview(db: Tx, backgroundCheckId: string): Promise<AdminBackgroundCheckDetail> {
  const row = await getCheckForReviewOrThrow(db, backgroundCheckId)
  return toAdminBackgroundCheckDetail(row, await decisionsOn(db, ['background-check', backgroundCheckId], BACKGROUND_CHECK_DECISION_ACTIONS))
}
