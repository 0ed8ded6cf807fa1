/**
 * Providers' calendar feeds (issue 14 §7): one private iCalendar address per provider, of the
 * shifts they were hired for. The address's token is never stored: it is derived from the app
 * secret and `feedKey` (api/modules/shifts/provider/calendar/feed-token.ts) and only its SHA-256
 * is kept, for the lookup; a revoke draws a new `feedKey`, so the old address answers 404.
 */
import { sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { createdAt, id, updatedAt } from './columns'
import { providers } from './providers'

export const calendarFeeds = sqliteTable(
  'calendar_feeds',
  {
    id: id(),
    providerId: text('provider_id').notNull().references(() => providers.id, { onDelete: 'cascade' }),
    /** Random; the token is HMAC(app secret, feedKey). Replaced on revoke. */
    feedKey: text('feed_key').notNull(),
    /** SHA-256 (hex) of the token in the feed's address. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_provider_unique').on(t.providerId), uniqueIndex('calendar_feeds_token_unique').on(t.tokenHash)],
)
