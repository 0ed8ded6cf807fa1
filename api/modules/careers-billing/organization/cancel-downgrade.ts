import { eq } from 'drizzle-orm'
import type { AppContext, FacilityCaller } from '../../../context'
import { careersSubscriptions } from '../../../db/schema'
import { ConflictError } from '../../../errors'
import { audit } from '../../audit'
import { requireOrganizationRole } from '../../organizations'
import { requireCurrentSubscription } from '../queries'
import { subscriptionView } from '../view'

/** `PUT /organization/careers/subscription/plan/downgrade/cancel`: the scheduled downgrade is dropped (PENDING_DOWNGRADE → ACTIVE). */
export async function cancelDowngrade({ ctx, caller }: { ctx: AppContext; caller: FacilityCaller }) {
  requireOrganizationRole(caller, ['OWNER', 'ADMIN'])
  const row = await ctx.db.write(async (tx) => {
    const sub = await requireCurrentSubscription(tx, caller.organizationId)
    if (sub.status !== 'PENDING_DOWNGRADE') throw new ConflictError('No downgrade is scheduled')
    const [updated] = await tx.update(careersSubscriptions).set({ status: 'ACTIVE', pendingPlan: null, pendingRecurrence: null, updatedAt: ctx.clock.now() }).where(eq(careersSubscriptions.id, sub.id)).returning()
    await audit(ctx, tx, caller, { action: 'careers.subscription.downgrade.cancel', subject: ['careers_subscription', sub.id], organizationId: sub.organizationId, before: { pendingPlan: sub.pendingPlan, pendingRecurrence: sub.pendingRecurrence }, after: { status: 'ACTIVE' } })
    return updated!
  })
  return subscriptionView(ctx, row)
}
