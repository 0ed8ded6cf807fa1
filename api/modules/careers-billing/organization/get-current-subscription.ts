import type { AppContext, FacilityCaller } from '../../../context'
import { requireCurrentSubscription } from '../queries'
import { subscriptionView } from '../view'

/** `GET /organization/careers/subscription/current`: any member may read; 404 when the organization never subscribed. */
export async function getCurrentSubscription({ ctx, caller }: { ctx: AppContext; caller: FacilityCaller }) {
  return subscriptionView(ctx, await requireCurrentSubscription(ctx.db.read, caller.organizationId))
}
