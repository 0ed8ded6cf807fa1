/** `POST /organization/benefits/redeem {code}`: an OWNER or ADMIN applies a benefit by its code (404 unknown, 409 twice). */
import type { RedeemBenefitBody } from '../../../../shared/contracts/benefits'
import type { AppContext, FacilityCaller } from '../../../context'
import { requireOrganizationRole } from '../../organizations'
import { applyBenefit } from '../apply-benefit'

export async function redeemBenefit({ ctx, caller, input }: { ctx: AppContext; caller: FacilityCaller; input: RedeemBenefitBody }) {
  requireOrganizationRole(caller, ['OWNER', 'ADMIN'])
  return ctx.db.write((tx) => applyBenefit(ctx, tx, caller, { organizationId: caller.organizationId, code: input.code }))
}
