/**
 * `PUT /organization/careers/subscription/plan/upgrade` (plan, recurrence): the higher plan now.
 * The prorated cost (the same quote as the proration preview) is charged to the card on file;
 * paid, a new period starts now at the new price (postings used this period still count), with
 * an UPGRADE invoice. No card or a declined one: 402 and nothing changes.
 */
import type { PlanChangeBody } from '../../../../shared/contracts/careers-billing'
import type { AppContext, FacilityCaller } from '../../../context'
import { requireOrganizationRole } from '../../organizations'
import { billingOf } from '../billing/select'
import { requireCurrentSubscription } from '../queries'
import { subscriptionView } from '../view'

export async function upgradePlan({ ctx, caller, input }: { ctx: AppContext; caller: FacilityCaller; input: PlanChangeBody }) {
  requireOrganizationRole(caller, ['OWNER', 'ADMIN'])
  const sub = await requireCurrentSubscription(ctx.db.read, caller.organizationId)
  return subscriptionView(ctx, await billingOf(ctx, sub).upgrade(ctx, caller, sub, input))
}
