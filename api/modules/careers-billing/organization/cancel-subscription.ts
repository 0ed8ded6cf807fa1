import { and, eq } from 'drizzle-orm'
import type { AppContext, FacilityCaller } from '../../../context'
import { careersInvoices, careersSubscriptions } from '../../../db/schema'
import { ConflictError } from '../../../errors'
import { audit } from '../../audit'
import { requireOrganizationRole } from '../../organizations'
import { getSubscriptionInOrganization } from '../queries'
import { subscriptionView } from '../view'

/**
 * `DELETE /organization/careers/subscription/{id}`: a paid subscription is canceled at the end of
 * its period (CANCEL_PENDING, a scheduled downgrade dropped; nothing refunded); one not paid
 * (PENDING, PAST_DUE, UNPAID) ends now, its open invoice void.
 */
export async function cancelSubscription({ ctx, caller, subscriptionId }: { ctx: AppContext; caller: FacilityCaller; subscriptionId: string }) {
  requireOrganizationRole(caller, ['OWNER', 'ADMIN'])
  const row = await ctx.db.write(async (tx) => {
    const sub = await getSubscriptionInOrganization(tx, caller.organizationId, subscriptionId)
    const now = ctx.clock.now()
    let status: 'CANCEL_PENDING' | 'CANCELED'
    if (sub.status === 'ACTIVE' || sub.status === 'PENDING_DOWNGRADE') status = 'CANCEL_PENDING'
    else if (sub.status === 'PENDING' || sub.status === 'PAST_DUE' || sub.status === 'UNPAID') status = 'CANCELED'
    else throw new ConflictError(`The subscription is already ${sub.status === 'CANCELED' ? 'canceled' : 'set to cancel at the end of its period'}`)
    const [updated] = await tx
      .update(careersSubscriptions)
      .set({ status, pendingPlan: null, pendingRecurrence: null, canceledAt: now, nextRetryAt: null, updatedAt: now })
      .where(eq(careersSubscriptions.id, sub.id))
      .returning()
    if (status === 'CANCELED') await tx.update(careersInvoices).set({ status: 'void' }).where(and(eq(careersInvoices.subscriptionId, sub.id), eq(careersInvoices.status, 'open')))
    await audit(ctx, tx, caller, { action: 'careers.subscription.cancel', subject: ['careers_subscription', sub.id], organizationId: sub.organizationId, before: { status: sub.status }, after: { status } })
    return updated!
  })
  return subscriptionView(ctx, row)
}
