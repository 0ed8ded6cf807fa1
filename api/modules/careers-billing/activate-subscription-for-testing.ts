/**
 * `PUT /testing/subscriptions/activate {facilityId}` (spec 001 §7, api-contract "Testing
 * helpers"): an ACTIVE ENTERPRISE monthly subscription for that facility's organization, its
 * period starting now, without a charge (billing/adapter.ts `activateForTesting`).
 */
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { facilities } from '../../db/schema'
import { NotFoundError } from '../../errors'
import { billingOf } from './billing/select'
import { liveSubscriptionOf } from './queries'

export async function activateSubscriptionForTesting({ ctx, facilityId }: { ctx: AppContext; facilityId: string }): Promise<void> {
  const facility = await ctx.db.read.select({ organizationId: facilities.organizationId }).from(facilities).where(eq(facilities.id, facilityId)).get()
  if (!facility) throw new NotFoundError('facility')
  const live = await liveSubscriptionOf(ctx.db.read, facility.organizationId)
  // A live subscription stays with its implementation; a new one takes the running one's.
  await billingOf(ctx, live ?? undefined).activateForTesting(ctx, facility.organizationId)
}
