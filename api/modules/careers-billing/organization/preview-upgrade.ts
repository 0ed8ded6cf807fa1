import type { PlanChangeBody } from '../../../../shared/contracts/careers-billing'
import type { AppContext, FacilityCaller } from '../../../context'
import { toDollars } from '../plans'
import { requireCurrentSubscription } from '../queries'
import { upgradeQuote } from './upgrade-quote'

/** `GET /organization/careers/subscription/plan/upgrade/proration-cost` (plan, recurrence): what `PUT /plan/upgrade` would charge now. */
export async function previewUpgrade({ ctx, caller, query }: { ctx: AppContext; caller: FacilityCaller; query: PlanChangeBody }) {
  const sub = await requireCurrentSubscription(ctx.db.read, caller.organizationId)
  const q = await upgradeQuote(ctx, sub, query, ctx.clock.now())
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
