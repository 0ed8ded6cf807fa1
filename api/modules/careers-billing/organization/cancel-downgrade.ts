import type { AppContext, FacilityCaller } from '../../../context'
import { requireOrganizationRole } from '../../organizations'
import { billingOf } from '../billing/select'
import { requireCurrentSubscription } from '../queries'
import { subscriptionView } from '../view'

/** `PUT /organization/careers/subscription/plan/downgrade/cancel`: the scheduled downgrade is dropped (PENDING_DOWNGRADE → ACTIVE). */
export async function cancelDowngrade({ ctx, caller }: { ctx: AppContext; caller: FacilityCaller }) {
  requireOrganizationRole(caller, ['OWNER', 'ADMIN'])
  const sub = await requireCurrentSubscription(ctx.db.read, caller.organizationId)
  return subscriptionView(ctx, await billingOf(ctx, sub).cancelDowngrade(ctx, caller, sub))
}
