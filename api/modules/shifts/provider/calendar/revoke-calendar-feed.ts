/** `POST /provider/calendar/revoke`: a new address; the old one answers 404 from now on. */
import type { CalendarFeed } from '../../../../../shared/contracts/calendar'
import type { AppContext, ProviderCaller } from '../../../../context'
import { calendarFeeds } from '../../../../db/schema'
import { feedAddresses, feedTokenOf, hashFeedToken, newFeedKey } from './feed-token'

export async function revokeCalendarFeed({ ctx, caller }: { ctx: AppContext; caller: ProviderCaller }): Promise<CalendarFeed> {
  const now = ctx.clock.now()
  const feedKey = newFeedKey()
  const token = feedTokenOf(ctx, feedKey)
  // Without a feed yet, revoking makes one: the answer is the address to use either way.
  await ctx.db.write((tx) =>
    tx
      .insert(calendarFeeds)
      .values({ providerId: caller.providerId, feedKey, tokenHash: hashFeedToken(token), createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: calendarFeeds.providerId, set: { feedKey, tokenHash: hashFeedToken(token), updatedAt: now } }),
  )
  return feedAddresses(ctx, token)
}
