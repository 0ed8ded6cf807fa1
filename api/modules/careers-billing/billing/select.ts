/** Which implementation of careers billing a subscription runs on (adapter.ts). */
import type { AppContext } from '../../../context'
import type { SubscriptionRow } from '../queries'
import type { CareersBillingAdapter } from './adapter'
import { sandboxBilling } from './sandbox'
import { stripeBilling } from './stripe'

/** The implementation of this subscription, or of a new one when none is given. */
export function billingOf(ctx: AppContext, sub?: Pick<SubscriptionRow, 'processor'>): CareersBillingAdapter {
  const processor = sub ? sub.processor : ctx.payments.billing ? 'stripe' : 'sandbox'
  return processor === 'stripe' ? stripeBilling : sandboxBilling
}
