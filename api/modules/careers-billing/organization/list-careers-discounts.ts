import { and, asc, eq, isNull } from 'drizzle-orm'
import type { AppContext, FacilityCaller } from '../../../context'
import { organizationBenefitStates, organizationBenefits } from '../../../db/schema'

/** `GET /organization/careers/discount`: the organization's careers-discount benefits not yet used by a subscription. */
export async function listCareersDiscounts({ ctx, caller }: { ctx: AppContext; caller: FacilityCaller }) {
  const rows = await ctx.db.read
    .select({ state: organizationBenefitStates, benefit: organizationBenefits })
    .from(organizationBenefitStates)
    .innerJoin(organizationBenefits, eq(organizationBenefits.id, organizationBenefitStates.benefitId))
    .where(and(eq(organizationBenefitStates.organizationId, caller.organizationId), isNull(organizationBenefitStates.usedAt), eq(organizationBenefits.type, 'CAREERS_SUBSCRIPTION_DISCOUNT')))
    .orderBy(asc(organizationBenefitStates.appliedAt))
  return rows.map(({ state, benefit }) => ({
    organizationBenefitStateId: state.id,
    organizationBenefitId: benefit.id,
    name: benefit.name,
    code: benefit.code,
    description: benefit.description,
    discountPercentage: benefit.discountPercentage ?? 0,
    appliedAt: state.appliedAt.toISOString(),
  }))
}
