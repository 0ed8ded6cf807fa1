/** `GET /admin-panel/ffm/{ffmId}`: one onboarding form with its answers (not the guest credentials) and every decision on it. */
import type { AdminFfmDetail } from '../../../../shared/contracts/verification-queues'
import type { AppContext, TeamCaller } from '../../../context'
import type { Tx } from '../../../db/client'
import { decisionsOn } from '../../audit'
import { requireTeamPermission } from '../../team'
import { getFormForReviewOrThrow } from './queries'
import { FORM_DECISION_ACTIONS, toAdminFfmDetail } from './to-admin-dto'

export async function getFormForReview({ ctx, caller, ffmId }: { ctx: AppContext; caller: TeamCaller; ffmId: string }): Promise<AdminFfmDetail> {
  requireTeamPermission(caller, 'panel.read')
  return readFormForReview(ctx.db.read, ffmId)
}

export async function readFormForReview(db: Tx, ffmId: string): Promise<AdminFfmDetail> {
  const row = await getFormForReviewOrThrow(db, ffmId)
  return toAdminFfmDetail(row, await decisionsOn(db, ['onboarding-form', ffmId], FORM_DECISION_ACTIONS))
}
