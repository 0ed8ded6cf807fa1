/**
 * `PUT /organization/referral-code-and-platform-interest {referralCode?, platformInterest}`: the
 * two questions asked together after sign-up, in one write (both or neither). Without a code only
 * the platform interest changes; a code follows the rules of set-referral-code.ts.
 */
import { eq } from 'drizzle-orm'
import type { OrganizationSettings, ReferralCodeAndPlatformInterestBody } from '../../../shared/contracts/organization-users'
import type { AppContext, FacilityCaller } from '../../context'
import { organizations } from '../../db/schema'
import { audit } from '../audit'
import { requireOrganizationRole } from '../organizations'
import { setReferralCode } from './set-referral-code'
import { organizationSettings } from './settings'

export async function updateReferralCodeAndPlatformInterest({ ctx, caller, input }: { ctx: AppContext; caller: FacilityCaller; input: ReferralCodeAndPlatformInterestBody }): Promise<OrganizationSettings> {
  requireOrganizationRole(caller, ['OWNER', 'ADMIN'])
  return ctx.db.write(async (tx) => {
    const now = ctx.clock.now()
    if (input.referralCode) {
      const change = await setReferralCode(tx, caller.organizationId, input.referralCode, now)
      await audit(ctx, tx, caller, { action: 'organization.referral-code', subject: ['organization', caller.organizationId], before: { appliedReferralCode: change.before }, after: { appliedReferralCode: change.after } })
    }
    await tx.update(organizations).set({ platformInterest: input.platformInterest, updatedAt: now }).where(eq(organizations.id, caller.organizationId))
    return organizationSettings(tx, caller.organizationId)
  })
}
