import type { AppContext, FacilityCaller } from '../../../context'
import { requireOrganizationRole } from '../../organizations'
import { billingOf } from '../billing/select'
import { getSubscriptionInOrganization } from '../queries'
import { subscriptionView } from '../view'

/** `PATCH /organization/careers/subscription/{id}`: a cancellation is taken back before the period ends (CANCEL_PENDING → ACTIVE). */
export async function reactivateSubscription({ ctx, caller, subscriptionId }: { ctx: AppContext; caller: FacilityCaller; subscriptionId: string }) {
  requireOrganizationRole(caller, ['OWNER', 'ADMIN'])
  const sub = await getSubscriptionInOrganization(ctx.db.read, caller.organizationId, subscriptionId)
  return subscriptionView(ctx, await billingOf(ctx, sub).reactivate(ctx, caller, sub))
}
