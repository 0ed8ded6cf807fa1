/**
 * Browsers' web push subscriptions (issue 14 §2), at most 10 per user (the oldest dropped). The
 * mobile app's Expo token is the user's `expo_push_token` (identity.ts), one per user as the
 * seed's current user carries it. An endpoint belongs to one user: the last who subscribed
 * with it (a shared browser pushes to whoever signed in last).
 */
import { index, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { createdAt, id } from './columns'
import { users } from './identity'

export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    id: id(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** The push service's https address for this browser. */
    endpoint: text('endpoint').notNull(),
    /** The browser's keys (base64url): the payload is encrypted for them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId, t.createdAt)],
)
