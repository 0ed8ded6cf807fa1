/**
 * `PUT /admin-panel/licenses/{licenseId}/reject {reason}`: the license does not check out (the
 * number is not on the board, the name differs, the document is unreadable…). The provider
 * reads `reason` on their profile and in an e-mail, corrects the license and it comes back to
 * the queue (update-license.ts). Rejecting a verified license withdraws the verification (a
 * board revoked it); its hired shifts are left for staff to handle.
 */
import type { RejectLicenseBody } from '../../../../shared/contracts/licenses'
import type { AppContext, TeamCaller } from '../../../context'
import { deliverEmail } from '../../notifications'
import { requireTeamPermission } from '../../team'
import { readLicenseForReview } from './get-license-for-review'
import { getLicenseForReviewOrThrow } from './queries'
import { recordDecision } from './record-decision'

export async function rejectLicense({ ctx, caller, licenseId, input }: { ctx: AppContext; caller: TeamCaller; licenseId: string; input: RejectLicenseBody }) {
  requireTeamPermission(caller, 'providers.manage')
  const { detail, email } = await ctx.db.write(async (tx) => {
    const row = await getLicenseForReviewOrThrow(tx, licenseId)
    const email = await recordDecision(ctx, tx, caller, row, { status: 'REJECTED', reason: input.reason }, input.updatedAt)
    return { detail: await readLicenseForReview(ctx, tx, licenseId), email }
  })
  deliverEmail(ctx, email)
  return detail
}
