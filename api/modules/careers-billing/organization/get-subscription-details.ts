import { and, eq } from 'drizzle-orm'
import type { AppContext, FacilityCaller } from '../../../context'
import { careersJobPostAddons } from '../../../db/schema'
import { MONTHS_OF, discounted, toDollars } from '../plans'
import { jobPostPrice, subscriptionPrice } from '../prices'
import { requireCurrentSubscription } from '../queries'
import { remainingOf } from '../to-dto'
import { subscriptionView } from '../view'

/**
 * `GET /organization/careers/subscription/details`: the subscription, what the next billing will
 * charge (the plan it renews to, at the price in force now, less its discount, plus active
 * job-post add-ons) and when, and the period's usage.
 */
export async function getSubscriptionDetails({ ctx, caller }: { ctx: AppContext; caller: FacilityCaller }) {
  const sub = await requireCurrentSubscription(ctx.db.read, caller.organizationId)
  const now = ctx.clock.now()
  const renews = sub.status === 'ACTIVE' || sub.status === 'PENDING_DOWNGRADE' || sub.status === 'PAST_DUE'
  const plan = sub.pendingPlan ?? sub.plan
  const recurrence = sub.pendingRecurrence ?? sub.recurrence
  const addons = await ctx.db.read.select({ id: careersJobPostAddons.id }).from(careersJobPostAddons).where(and(eq(careersJobPostAddons.subscriptionId, sub.id), eq(careersJobPostAddons.status, 'ACTIVE')))
  const next = renews ? discounted((await subscriptionPrice(ctx.db.read, plan, recurrence, now)).priceInCents, sub.discountPercentage) + addons.length * (await jobPostPrice(ctx.db.read, now)).priceInCents * MONTHS_OF[recurrence] : 0
  const { allowed, remainingJobPostings, remainingFeaturedListings } = remainingOf(sub)
  return {
    subscription: await subscriptionView(ctx, sub),
    nextBillingDate: renews && sub.periodEnd ? sub.periodEnd.toISOString() : null,
    nextBillingAmountInCents: next,
    nextBillingAmount: toDollars(next),
    cancelAtPeriodEnd: sub.status === 'CANCEL_PENDING',
    jobPostings: { allowed: allowed.jobPostings, used: sub.jobPostingsUsed, remaining: remainingJobPostings },
    featuredListings: { allowed: allowed.featuredListings, used: sub.featuredListingsUsed, remaining: remainingFeaturedListings },
    activeJobPostAddons: addons.length,
  }
}
