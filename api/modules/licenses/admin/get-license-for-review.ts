/** `GET /admin-panel/licenses/{licenseId}`: everything staff need to decide on one license. */
import type { AdminLicenseDetail } from '../../../../shared/contracts/licenses'
import type { AppContext, TeamCaller } from '../../../context'
import type { Tx } from '../../../db/client'
import { requireTeamPermission } from '../../team'
import { decisionsOn, getLicenseForReviewOrThrow, otherLicensesOf } from './queries'
import { toAdminLicenseDetail } from './to-admin-dto'

export async function getLicenseForReview({ ctx, caller, licenseId }: { ctx: AppContext; caller: TeamCaller; licenseId: string }): Promise<AdminLicenseDetail> {
  requireTeamPermission(caller, 'panel.read')
  return readLicenseForReview(ctx, ctx.db.read, licenseId)
}

/** The detail as `db` sees it: the decisions answer with it from inside their transaction. */
export async function readLicenseForReview(ctx: AppContext, db: Tx, licenseId: string): Promise<AdminLicenseDetail> {
  const row = await getLicenseForReviewOrThrow(db, licenseId)
  const others = await otherLicensesOf(db, row.provider.providerId, licenseId)
  const decisions = await decisionsOn(db, licenseId)
  return toAdminLicenseDetail(ctx, row, others, decisions)
}
