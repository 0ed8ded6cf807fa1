import type { PlanChangeBody } from '../../../../shared/contracts/careers-billing'
import type { AppContext, FacilityCaller } from '../../../context'
import { requireOrganizationRole } from '../../organizations'
import { billingOf } from '../billing/select'
import { requireCurrentSubscription } from '../queries'
import { subscriptionView } from '../view'

/**
 * `PUT /organization/careers/subscription/plan/downgrade` (plan, recurrence): the lower plan from
 * the end of the period (PENDING_DOWNGRADE; applied at renewal by the sandbox's sweep, or by
 * Stripe's subscription schedule). A second downgrade before then replaces the first.
 */
export async function downgradePlan({ ctx, caller, input }: { ctx: AppContext; caller: FacilityCaller; input: PlanChangeBody }) {
  requireOrganizationRole(caller, ['OWNER', 'ADMIN'])
  const sub = await requireCurrentSubscription(ctx.db.read, caller.organizationId)
  return subscriptionView(ctx, await billingOf(ctx, sub).scheduleDowngrade(ctx, caller, sub, input))
}
