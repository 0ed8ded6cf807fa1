/** `GET /organization/benefits`: the benefits applied to the caller's organization, newest first, with what is left of each. */
import { desc, eq } from 'drizzle-orm'
import type { AppliedBenefitList } from '../../../../shared/contracts/benefits'
import type { AppContext, FacilityCaller } from '../../../context'
import { organizationBenefits, organizationBenefitStates } from '../../../db/schema'
import { toAppliedBenefit } from '../to-dto'

export async function listAppliedBenefits({ ctx, caller }: { ctx: AppContext; caller: FacilityCaller }): Promise<AppliedBenefitList> {
  const rows = await ctx.db.read
    .select({ state: organizationBenefitStates, benefit: organizationBenefits })
    .from(organizationBenefitStates)
    .innerJoin(organizationBenefits, eq(organizationBenefits.id, organizationBenefitStates.benefitId))
    .where(eq(organizationBenefitStates.organizationId, caller.organizationId))
    .orderBy(desc(organizationBenefitStates.appliedAt), desc(organizationBenefitStates.id))
  return { data: rows.map((r) => toAppliedBenefit(r.state, r.benefit)) }
}
