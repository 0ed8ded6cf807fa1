/** `GET /provider/calendar`: my feed's addresses, the feed made on the first call. */
import { eq } from 'drizzle-orm'
import type { CalendarFeed } from '../../../../../shared/contracts/calendar'
import type { AppContext, ProviderCaller } from '../../../../context'
import { calendarFeeds } from '../../../../db/schema'
import { feedAddresses, feedTokenOf, hashFeedToken, newFeedKey } from './feed-token'

export async function getCalendarFeed({ ctx, caller }: { ctx: AppContext; caller: ProviderCaller }): Promise<CalendarFeed> {
  const now = ctx.clock.now()
  const existing = await ctx.db.read.select({ feedKey: calendarFeeds.feedKey, tokenHash: calendarFeeds.tokenHash }).from(calendarFeeds).where(eq(calendarFeeds.providerId, caller.providerId)).get()
  if (existing) {
    const token = feedTokenOf(ctx, existing.feedKey)
    // After a change of the app secret the token is another: the address shown is made to work.
    if (hashFeedToken(token) !== existing.tokenHash) {
      await ctx.db.write((tx) => tx.update(calendarFeeds).set({ tokenHash: hashFeedToken(token), updatedAt: now }).where(eq(calendarFeeds.providerId, caller.providerId)))
    }
    return feedAddresses(ctx, token)
  }
  const feedKey = newFeedKey()
  const row = await ctx.db.write(async (tx) => {
    // Two first calls at once: the unique provider index keeps one feed, both answer its address.
    await tx.insert(calendarFeeds).values({ providerId: caller.providerId, feedKey, tokenHash: hashFeedToken(feedTokenOf(ctx, feedKey)), createdAt: now, updatedAt: now }).onConflictDoNothing()
    return tx.select({ feedKey: calendarFeeds.feedKey }).from(calendarFeeds).where(eq(calendarFeeds.providerId, caller.providerId)).get()
  })
  return feedAddresses(ctx, feedTokenOf(ctx, row!.feedKey))
}
