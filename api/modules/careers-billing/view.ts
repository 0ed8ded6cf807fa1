/** A subscription as the organization sees it: its row, the plan's prices in force and the card renewals charge. */
import type { CareersSubscription } from '../../../shared/contracts/careers-billing'
import type { AppContext } from '../../context'
import { pricesOfPlan } from './prices'
import { billingMethodOf, type SubscriptionRow } from './queries'
import { subscriptionDto } from './to-dto'

export async function subscriptionView(ctx: AppContext, sub: SubscriptionRow): Promise<CareersSubscription> {
  const now = ctx.clock.now()
  const [prices, method] = await Promise.all([pricesOfPlan(ctx.db.read, sub.plan, now), billingMethodOf(ctx.db.read, sub.organizationId, sub.paymentMethodId)])
  return subscriptionDto(sub, prices, method, now)
}
