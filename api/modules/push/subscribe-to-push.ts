/**
 * `POST /push/subscriptions`: a browser's PushSubscription for the caller. At most 10 per user
 * (a person's browsers and devices); an 11th drops the oldest. Subscribing again with the same
 * endpoint replaces its keys; an endpoint another user had moves to the caller (a shared browser
 * pushes to whoever signed in last).
 */
import { asc, eq, inArray } from 'drizzle-orm'
import type { PushSubscriptionBody } from '../../../shared/contracts/push'
import type { AppContext, UserCaller } from '../../context'
import { pushSubscriptions } from '../../db/schema'

export const MOST_SUBSCRIPTIONS_PER_USER = 10

export async function subscribeToPush({ ctx, caller, input }: { ctx: AppContext; caller: UserCaller; input: PushSubscriptionBody }): Promise<void> {
  const now = ctx.clock.now()
  await ctx.db.write(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ userId: caller.userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, createdAt: now })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId: caller.userId, p256dh: input.keys.p256dh, auth: input.keys.auth, createdAt: now } })
    const mine = await tx.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, caller.userId)).orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id))
    const extra = mine.slice(0, Math.max(0, mine.length - MOST_SUBSCRIPTIONS_PER_USER)).map((row) => row.id)
    if (extra.length) await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, extra))
  })
}
