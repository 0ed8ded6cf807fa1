import type { PlanChangeBody } from '../../../../shared/contracts/careers-billing'
import type { AppContext, FacilityCaller } from '../../../context'
import { billingOf } from '../billing/select'
import { toDollars } from '../plans'
import { requireCurrentSubscription } from '../queries'

/**
 * `GET /organization/careers/subscription/plan/upgrade/proration-cost` (plan, recurrence): what
 * `PUT /plan/upgrade` would charge now (spec 000 §4): the new plan's price for a period from now
 * less the unused part of the paid one — computed by the sandbox, or Stripe's own preview.
 */
export async function previewUpgrade({ ctx, caller, query }: { ctx: AppContext; caller: FacilityCaller; query: PlanChangeBody }) {
  const sub = await requireCurrentSubscription(ctx.db.read, caller.organizationId)
  const q = await billingOf(ctx, sub).quoteUpgrade(ctx, sub, query, ctx.clock.now())
  return {
    plan: q.plan,
    recurrence: q.recurrence,
    prorationCostInCents: q.prorationCostInCents,
    prorationCost: toDollars(q.prorationCostInCents),
    newPriceInCents: q.newPriceInCents,
    unusedCreditInCents: q.unusedCreditInCents,
    periodStart: q.periodStart.toISOString(),
    periodEnd: q.periodEnd.toISOString(),
  }
}
