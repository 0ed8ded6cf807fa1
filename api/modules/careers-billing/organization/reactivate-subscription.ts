import { eq } from 'drizzle-orm'
import type { AppContext, FacilityCaller } from '../../../context'
import { careersSubscriptions } from '../../../db/schema'
import { ConflictError } from '../../../errors'
import { audit } from '../../audit'
import { requireOrganizationRole } from '../../organizations'
import { getSubscriptionInOrganization } from '../queries'
import { subscriptionView } from '../view'

/** `PATCH /organization/careers/subscription/{id}`: a cancellation is taken back before the period ends (CANCEL_PENDING → ACTIVE). */
export async function reactivateSubscription({ ctx, caller, subscriptionId }: { ctx: AppContext; caller: FacilityCaller; subscriptionId: string }) {
  requireOrganizationRole(caller, ['OWNER', 'ADMIN'])
  const row = await ctx.db.write(async (tx) => {
    const sub = await getSubscriptionInOrganization(tx, caller.organizationId, subscriptionId)
    const now = ctx.clock.now()
    if (sub.status !== 'CANCEL_PENDING' || !sub.periodEnd || sub.periodEnd.getTime() <= now.getTime()) {
      throw new ConflictError(`A ${sub.status} subscription cannot be reactivated; only a cancellation pending before the period ends can`)
    }
    const [updated] = await tx.update(careersSubscriptions).set({ status: 'ACTIVE', canceledAt: null, updatedAt: now }).where(eq(careersSubscriptions.id, sub.id)).returning()
    await audit(ctx, tx, caller, { action: 'careers.subscription.reactivate', subject: ['careers_subscription', sub.id], organizationId: sub.organizationId, before: { status: sub.status }, after: { status: 'ACTIVE' } })
    return updated!
  })
  return subscriptionView(ctx, row)
}
