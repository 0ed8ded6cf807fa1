/**
 * `PUT /organization/careers/subscription/plan/upgrade` (plan, recurrence): the higher plan now.
 * The prorated cost (upgrade-quote.ts) is charged to the card on file; paid, a new period starts
 * now at the new price (postings used this period still count), with an UPGRADE invoice. No card
 * or a declined one: 402 and nothing changes.
 */
import { and, eq } from 'drizzle-orm'
import type { PlanChangeBody } from '../../../../shared/contracts/careers-billing'
import type { AppContext, FacilityCaller } from '../../../context'
import { careersInvoices, careersSubscriptions } from '../../../db/schema'
import { ConflictError, PaymentRequiredError } from '../../../errors'
import { audit } from '../../audit'
import { requireOrganizationRole } from '../../organizations'
import { chargeForCareers } from '../charge'
import { billingMethodOf, requireCurrentSubscription } from '../queries'
import { subscriptionView } from '../view'
import { upgradeQuote } from './upgrade-quote'

export async function upgradePlan({ ctx, caller, input }: { ctx: AppContext; caller: FacilityCaller; input: PlanChangeBody }) {
  requireOrganizationRole(caller, ['OWNER', 'ADMIN'])
  const sub = await requireCurrentSubscription(ctx.db.read, caller.organizationId)
  const now = ctx.clock.now()
  const quote = await upgradeQuote(ctx, sub, input, now)
  let chargeId: string | null = null
  if (quote.prorationCostInCents > 0) {
    const method = await billingMethodOf(ctx.db.read, sub.organizationId, sub.paymentMethodId)
    if (!method) throw new PaymentRequiredError('Add a card to your organization to upgrade')
    const charge = await chargeForCareers({
      ctx,
      organizationId: sub.organizationId,
      method,
      amountCents: quote.prorationCostInCents,
      idempotencyKey: `careers-upgrade:${sub.id}:${sub.updatedAt.getTime()}:${input.plan}:${input.recurrence}`,
      description: `Careers upgrade to ${input.plan} (${input.recurrence.toLowerCase()}), prorated`,
      purpose: 'CAREERS_SUBSCRIPTION',
      actor: caller,
    })
    if (charge.status === 'FAILED') throw new PaymentRequiredError(charge.failureMessage ?? 'The payment could not be completed')
    chargeId = charge.id
  }
  const row = await ctx.db.write(async (tx) => {
    const [updated] = await tx
      .update(careersSubscriptions)
      .set({ plan: input.plan, recurrence: input.recurrence, priceInCents: quote.newPriceInCents, originalPriceInCents: quote.originalPriceInCents, periodStart: quote.periodStart, periodEnd: quote.periodEnd, updatedAt: now })
      .where(and(eq(careersSubscriptions.id, sub.id), eq(careersSubscriptions.status, 'ACTIVE'), eq(careersSubscriptions.updatedAt, sub.updatedAt)))
      .returning()
    if (!updated) throw new ConflictError('The subscription changed meanwhile; please try again')
    await tx.insert(careersInvoices).values({
      organizationId: sub.organizationId,
      subscriptionId: sub.id,
      type: 'UPGRADE',
      frequency: input.recurrence,
      status: 'paid',
      amountInCents: quote.prorationCostInCents,
      description: `Upgrade to ${input.plan} (${input.recurrence.toLowerCase()}): $${(quote.newPriceInCents / 100).toFixed(2)} less $${(quote.unusedCreditInCents / 100).toFixed(2)} unused`,
      chargeId,
      periodStart: quote.periodStart,
      periodEnd: quote.periodEnd,
      billingDate: now,
      paidAt: now,
    })
    await audit(ctx, tx, caller, { action: 'careers.subscription.upgrade', subject: ['careers_subscription', sub.id], organizationId: sub.organizationId, before: { plan: sub.plan, recurrence: sub.recurrence }, after: { plan: input.plan, recurrence: input.recurrence, chargedCents: quote.prorationCostInCents } })
    return updated
  })
  return subscriptionView(ctx, row)
}
