/**
 * A new admin price reaches Stripe's subscribers at their renewal (spec 000: "A new price takes
 * effect from its date; subscribers keep theirs until renewal"). The sandbox reads the price in
 * force at each renewal; a Stripe subscription keeps its Stripe Price until told otherwise, so
 * the scheduler's pass gives each one still on an older list price a subscription schedule: its
 * current Price to the period's end, then the Price of the amount in force (less its discount).
 *
 * Bounded and resumable: at most BATCH subscriptions per pass, chosen by the rows themselves
 * (ACTIVE, on Stripe, no schedule, list price other than the one in force), so a pass cut short
 * is finished by the next and a subscription already given its schedule is never picked again.
 * A PENDING_DOWNGRADE or CANCEL_PENDING one is left alone: its period's end already decides.
 * A price dated in the future is picked up by the first pass after its date.
 */
import { and, eq, isNull, ne } from 'drizzle-orm'
import { SUBSCRIPTION_RECURRENCES, SUBSCRIPTION_TIERS } from '../../../../shared/enums'
import type { AppContext } from '../../../context'
import { careersSubscriptions } from '../../../db/schema'
import { discounted, MONTHS_OF } from '../plans'
import { subscriptionPrice } from '../prices'
import { planOf } from './stripe-state'
import { priceIdOf } from './stripe'

const BATCH = 100

export async function moveStripeSubscribersToNewPrices(ctx: AppContext): Promise<number> {
  const stripe = ctx.payments.billing
  if (!stripe) return 0
  const now = ctx.clock.now()
  let moved = 0
  for (const plan of SUBSCRIPTION_TIERS) {
    for (const recurrence of SUBSCRIPTION_RECURRENCES) {
      if (moved >= BATCH) return moved
      const price = await subscriptionPrice(ctx.db.read, plan, recurrence, now)
      const behind = await ctx.db.read
        .select()
        .from(careersSubscriptions)
        .where(
          and(
            eq(careersSubscriptions.processor, 'stripe'),
            eq(careersSubscriptions.status, 'ACTIVE'),
            eq(careersSubscriptions.plan, plan),
            eq(careersSubscriptions.recurrence, recurrence),
            isNull(careersSubscriptions.processorScheduleId),
            ne(careersSubscriptions.originalPriceInCents, price.originalPriceInCents),
          ),
        )
        .limit(BATCH - moved)
      for (const sub of behind) {
        if (!sub.processorSubscriptionId) continue
        try {
          const priceId = await priceIdOf(ctx, plan, recurrence, discounted(price.priceInCents, sub.discountPercentage), price.originalPriceInCents)
          const current = await stripe.retrieveSubscription(sub.processorSubscriptionId)
          const item = planOf(current)
          if (!item || current.scheduleId || current.status !== 'active') continue
          const { scheduleId } = await stripe.schedulePriceAtPeriodEnd({
            subscriptionId: current.id,
            currentPriceId: item.priceId,
            priceId,
            months: MONTHS_OF[recurrence],
            periodStart: current.currentPeriodStart,
            periodEnd: current.currentPeriodEnd,
            idempotencyKey: `careers-new-price:${sub.id}:${current.currentPeriodEnd.getTime()}:${price.originalPriceInCents}`,
          })
          // Only if nothing changed meanwhile (a downgrade or cancel asked during the call).
          await ctx.db.write((tx) =>
            tx.update(careersSubscriptions).set({ processorScheduleId: scheduleId }).where(and(eq(careersSubscriptions.id, sub.id), eq(careersSubscriptions.status, 'ACTIVE'), isNull(careersSubscriptions.processorScheduleId))),
          )
          moved++
        } catch (error) {
          ctx.log.error('careers new price not scheduled', { subscriptionId: sub.id, error: error instanceof Error ? error.message : String(error) })
        }
      }
    }
  }
  return moved
}
