/**
 * `PUT /testing/subscriptions/activate {facilityId}` (spec 001 §7, api-contract "Testing
 * helpers"): an ACTIVE ENTERPRISE monthly subscription for that facility's organization, its
 * period starting now, without a charge. A live subscription is made ACTIVE with a fresh period.
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { careersSubscriptions, facilities } from '../../db/schema'
import { NotFoundError } from '../../errors'
import { periodFrom } from './plans'
import { subscriptionPrice } from './prices'
import { LIVE_STATUSES } from './queries'

export async function activateSubscriptionForTesting({ ctx, facilityId }: { ctx: AppContext; facilityId: string }): Promise<void> {
  const facility = await ctx.db.read.select({ organizationId: facilities.organizationId }).from(facilities).where(eq(facilities.id, facilityId)).get()
  if (!facility) throw new NotFoundError('facility')
  const now = ctx.clock.now()
  const price = await subscriptionPrice(ctx.db.read, 'ENTERPRISE', 'MONTHLY', now)
  await ctx.db.write(async (tx) => {
    const period = periodFrom(now, 'MONTHLY')
    const live = await tx.select().from(careersSubscriptions).where(and(eq(careersSubscriptions.organizationId, facility.organizationId), inArray(careersSubscriptions.status, LIVE_STATUSES))).get()
    const values = { plan: 'ENTERPRISE' as const, recurrence: 'MONTHLY' as const, status: 'ACTIVE' as const, priceInCents: price.priceInCents, originalPriceInCents: price.originalPriceInCents, ...period, jobPostingsUsed: 0, featuredListingsUsed: 0, pendingPlan: null, pendingRecurrence: null, failedAttempts: 0, nextRetryAt: null, canceledAt: null, activatedAt: now, updatedAt: now }
    if (live) await tx.update(careersSubscriptions).set(values).where(eq(careersSubscriptions.id, live.id))
    else await tx.insert(careersSubscriptions).values({ organizationId: facility.organizationId, ...values, createdAt: now })
  })
}
