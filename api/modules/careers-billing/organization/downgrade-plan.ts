import { eq } from 'drizzle-orm'
import type { PlanChangeBody } from '../../../../shared/contracts/careers-billing'
import type { AppContext, FacilityCaller } from '../../../context'
import { careersSubscriptions } from '../../../db/schema'
import { ConflictError } from '../../../errors'
import { audit } from '../../audit'
import { requireOrganizationRole } from '../../organizations'
import { comparePlans } from '../plans'
import { requireCurrentSubscription } from '../queries'
import { subscriptionView } from '../view'

/**
 * `PUT /organization/careers/subscription/plan/downgrade` (plan, recurrence): the lower plan from
 * the end of the period (PENDING_DOWNGRADE; the scheduler's sweep applies it at renewal). A
 * second downgrade before then replaces the first.
 */
export async function downgradePlan({ ctx, caller, input }: { ctx: AppContext; caller: FacilityCaller; input: PlanChangeBody }) {
  requireOrganizationRole(caller, ['OWNER', 'ADMIN'])
  const row = await ctx.db.write(async (tx) => {
    const sub = await requireCurrentSubscription(tx, caller.organizationId)
    if (sub.status !== 'ACTIVE' && sub.status !== 'PENDING_DOWNGRADE') throw new ConflictError(`A ${sub.status} subscription cannot be downgraded`)
    if (comparePlans(sub, input) !== 'DOWNGRADE') throw new ConflictError(`${input.plan} ${input.recurrence.toLowerCase()} is not a downgrade of ${sub.plan} ${sub.recurrence.toLowerCase()}`)
    const [updated] = await tx
      .update(careersSubscriptions)
      .set({ status: 'PENDING_DOWNGRADE', pendingPlan: input.plan, pendingRecurrence: input.recurrence, updatedAt: ctx.clock.now() })
      .where(eq(careersSubscriptions.id, sub.id))
      .returning()
    await audit(ctx, tx, caller, { action: 'careers.subscription.downgrade', subject: ['careers_subscription', sub.id], organizationId: sub.organizationId, before: { status: sub.status, plan: sub.plan, recurrence: sub.recurrence }, after: { status: 'PENDING_DOWNGRADE', pendingPlan: input.plan, pendingRecurrence: input.recurrence } })
    return updated!
  })
  return subscriptionView(ctx, row)
}
