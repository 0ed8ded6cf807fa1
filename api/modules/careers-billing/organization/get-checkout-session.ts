import type { AppContext, FacilityCaller } from '../../../context'
import { requireCurrentSubscription } from '../queries'
import { checkoutSessionOf } from './checkout-session'

/** `GET /organization/careers/subscription/session`: the checkout session of the current subscription and its state (open, complete, expired). */
export async function getCheckoutSession({ ctx, caller }: { ctx: AppContext; caller: FacilityCaller }) {
  return checkoutSessionOf(ctx, await requireCurrentSubscription(ctx.db.read, caller.organizationId))
}
