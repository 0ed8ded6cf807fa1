/**
 * What upgrading costs now (spec 000 §4 "upgrade (with a proration cost preview)"): the new plan's
 * price in force (less the subscription's discount) for a period starting now, less the unused
 * part of the period already paid, in whole hours (plans.ts `unusedShare`). The preview and the
 * upgrade both call this, so the preview is what is charged, to the cent.
 */
import type { SubscriptionRecurrence, SubscriptionTier } from '../../../../shared/enums'
import type { AppContext } from '../../../context'
import { ConflictError } from '../../../errors'
import { comparePlans, discounted, periodFrom, unusedShare } from '../plans'
import { subscriptionPrice } from '../prices'
import type { SubscriptionRow } from '../queries'

export async function upgradeQuote(ctx: AppContext, sub: SubscriptionRow, to: { plan: SubscriptionTier; recurrence: SubscriptionRecurrence }, now: Date) {
  if (sub.status !== 'ACTIVE' || !sub.periodStart || !sub.periodEnd) throw new ConflictError(`A ${sub.status} subscription cannot be upgraded`)
  if (comparePlans(sub, to) !== 'UPGRADE') throw new ConflictError(`${to.plan} ${to.recurrence.toLowerCase()} is not an upgrade of ${sub.plan} ${sub.recurrence.toLowerCase()}`)
  const price = await subscriptionPrice(ctx.db.read, to.plan, to.recurrence, now)
  const newPriceInCents = discounted(price.priceInCents, sub.discountPercentage)
  const unusedCreditInCents = unusedShare(sub.priceInCents, { periodStart: sub.periodStart, periodEnd: sub.periodEnd }, now)
  const prorationCostInCents = Math.max(0, newPriceInCents - unusedCreditInCents)
  return { ...to, newPriceInCents, originalPriceInCents: price.originalPriceInCents, unusedCreditInCents, prorationCostInCents, ...periodFrom(now, to.recurrence) }
}
