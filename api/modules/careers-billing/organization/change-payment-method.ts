import { eq } from 'drizzle-orm'
import type { ChangePaymentMethodBody } from '../../../../shared/contracts/careers-billing'
import type { AppContext, FacilityCaller } from '../../../context'
import { careersSubscriptions } from '../../../db/schema'
import { ConflictError, PaymentRequiredError } from '../../../errors'
import { requireOrganizationRole } from '../../organizations'
import { collectOpenInvoice } from '../billing-cycle'
import { getPaymentMethodInOrganization, getSubscriptionInOrganization } from '../queries'
import { subscriptionView } from '../view'

/**
 * `PUT /organization/careers/subscription/{id}/payment-method`: the card renewals charge. A
 * PAST_DUE or UNPAID subscription's open invoice is charged to the new card at once (402 if it
 * is declined too; the card stays chosen).
 */
export async function changeSubscriptionPaymentMethod({ ctx, caller, subscriptionId, input }: { ctx: AppContext; caller: FacilityCaller; subscriptionId: string; input: ChangePaymentMethodBody }) {
  requireOrganizationRole(caller, ['OWNER', 'ADMIN'])
  const sub = await ctx.db.write(async (tx) => {
    const current = await getSubscriptionInOrganization(tx, caller.organizationId, subscriptionId)
    const method = await getPaymentMethodInOrganization(tx, caller.organizationId, input.paymentMethodId)
    if (current.status === 'CANCELED') throw new ConflictError('A canceled subscription has no payment method to change')
    const [row] = await tx.update(careersSubscriptions).set({ paymentMethodId: method.id, updatedAt: ctx.clock.now() }).where(eq(careersSubscriptions.id, current.id)).returning()
    return row!
  })
  if (sub.status === 'PAST_DUE' || sub.status === 'UNPAID') {
    const after = await collectOpenInvoice(ctx, caller, { ...sub, failedAttempts: sub.status === 'UNPAID' ? 0 : sub.failedAttempts })
    if (after.status !== 'ACTIVE') throw new PaymentRequiredError('The open invoice could not be charged to this payment method')
    return subscriptionView(ctx, after)
  }
  return subscriptionView(ctx, sub)
}
