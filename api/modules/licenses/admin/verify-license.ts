/**
 * `PUT /admin-panel/licenses/{licenseId}/verify`: a team member looked the license up on its
 * state board and it checks out. From now on, while unexpired, it lets the provider apply in its
 * state (verified-license-states.ts). A rejected license may be verified too (a decision
 * overturned); a verified one answers 409.
 */
import type { VerifyLicenseBody } from '../../../../shared/contracts/licenses'
import type { AppContext, TeamCaller } from '../../../context'
import { deliverEmail } from '../../notifications'
import { requireTeamPermission } from '../../team'
import { getLicenseForReviewOrThrow } from './queries'
import { recordDecision } from './record-decision'
import { readLicenseForReview } from './get-license-for-review'

export async function verifyLicense({ ctx, caller, licenseId, input }: { ctx: AppContext; caller: TeamCaller; licenseId: string; input: VerifyLicenseBody }) {
  // ADMIN and OPERATIONS decide; SUPPORT may only look (team/permissions.ts).
  requireTeamPermission(caller, 'providers.manage')
  const { detail, email } = await ctx.db.write(async (tx) => {
    const row = await getLicenseForReviewOrThrow(tx, licenseId)
    const email = await recordDecision(ctx, tx, caller, row, { status: 'VERIFIED' }, input?.updatedAt)
    return { detail: await readLicenseForReview(ctx, tx, licenseId), email }
  })
  deliverEmail(ctx, email)
  return detail
}
