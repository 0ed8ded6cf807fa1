/** `GET /admin-panel/certifications/{certificationId}`: one certification, its document and holder, and every decision on it. */
import type { AdminCertificationDetail } from '../../../../../shared/contracts/verification-queues'
import type { AppContext, TeamCaller } from '../../../../context'
import type { Tx } from '../../../../db/client'
import { decisionsOn } from '../../../audit'
import { requireTeamPermission } from '../../../team'
import { getCertificationForReviewOrThrow } from './queries'
import { CERTIFICATION_DECISION_ACTIONS, toAdminCertificationDetail } from './to-admin-dto'

export async function getCertificationForReview({ ctx, caller, certificationId }: { ctx: AppContext; caller: TeamCaller; certificationId: string }): Promise<AdminCertificationDetail> {
  requireTeamPermission(caller, 'panel.read')
  return readCertificationForReview(ctx, ctx.db.read, certificationId)
}

/** The detail as `db` sees it: the decisions answer with it from inside their transaction. */
export async function readCertificationForReview(ctx: AppContext, db: Tx, certificationId: string): Promise<AdminCertificationDetail> {
  const row = await getCertificationForReviewOrThrow(db, certificationId)
  return toAdminCertificationDetail(ctx, row, await decisionsOn(db, ['certification', certificationId], CERTIFICATION_DECISION_ACTIONS))
}
