import type { ChangePaymentMethodBody } from '../../../../shared/contracts/careers-billing'
import type { AppContext, FacilityCaller } from '../../../context'
import { requireOrganizationRole } from '../../organizations'
import { assertCanChangePaymentMethod } from '../billing/rules'
import { billingOf } from '../billing/select'
import { getPaymentMethodInOrganization, getSubscriptionInOrganization } from '../queries'
import { subscriptionView } from '../view'

/**
 * `PUT /organization/careers/subscription/{id}/payment-method`: the card renewals charge. A
 * PAST_DUE or UNPAID subscription's open invoice is charged to the new card at once (402 if it
 * is declined too; the card stays chosen).
 */
export async function changeSubscriptionPaymentMethod({ ctx, caller, subscriptionId, input }: { ctx: AppContext; caller: FacilityCaller; subscriptionId: string; input: ChangePaymentMethodBody }) {
  requireOrganizationRole(caller, ['OWNER', 'ADMIN'])
  const sub = await getSubscriptionInOrganization(ctx.db.read, caller.organizationId, subscriptionId)
  const method = await getPaymentMethodInOrganization(ctx.db.read, caller.organizationId, input.paymentMethodId)
  assertCanChangePaymentMethod(sub)
  return subscriptionView(ctx, await billingOf(ctx, sub).changePaymentMethod(ctx, caller, sub, method))
}
