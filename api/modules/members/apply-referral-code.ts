/** `POST /organization/referral-code {referralCode}`: an OWNER or ADMIN applies a referral code (set-referral-code.ts). */
import type { OrganizationSettings, ReferralCodeBody } from '../../../shared/contracts/organization-users'
import type { AppContext, FacilityCaller } from '../../context'
import { audit } from '../audit'
import { requireOrganizationRole } from '../organizations'
import { setReferralCode } from './set-referral-code'
import { organizationSettings } from './settings'

export async function applyReferralCode({ ctx, caller, input }: { ctx: AppContext; caller: FacilityCaller; input: ReferralCodeBody }): Promise<OrganizationSettings> {
  requireOrganizationRole(caller, ['OWNER', 'ADMIN'])
  return ctx.db.write(async (tx) => {
    const change = await setReferralCode(tx, caller.organizationId, input.referralCode, ctx.clock.now())
    await audit(ctx, tx, caller, { action: 'organization.referral-code', subject: ['organization', caller.organizationId], before: { appliedReferralCode: change.before }, after: { appliedReferralCode: change.after } })
    return organizationSettings(tx, caller.organizationId)
  })
}
