import type { AppContext, FacilityCaller } from '../../../context'
import { requireOrganizationRole } from '../../organizations'
import { billingOf } from '../billing/select'
import { getSubscriptionInOrganization } from '../queries'
import { subscriptionView } from '../view'

/**
 * `DELETE /organization/careers/subscription/{id}`: a paid subscription is canceled at the end of
 * its period (CANCEL_PENDING, a scheduled downgrade dropped; nothing refunded); one not paid
 * (PENDING, PAST_DUE, UNPAID) ends now, its open invoice void.
 */
export async function cancelSubscription({ ctx, caller, subscriptionId }: { ctx: AppContext; caller: FacilityCaller; subscriptionId: string }) {
  requireOrganizationRole(caller, ['OWNER', 'ADMIN'])
  const sub = await getSubscriptionInOrganization(ctx.db.read, caller.organizationId, subscriptionId)
  return subscriptionView(ctx, await billingOf(ctx, sub).cancel(ctx, caller, sub))
}
