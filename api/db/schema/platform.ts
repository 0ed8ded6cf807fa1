/** Product-wide switches and what each user has acknowledged. */
import { primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { flag, instant } from './columns'
import { users } from './identity'

/** Overrides of the defaults in api/settings.ts; a missing row means the default. */
export const featureFlags = sqliteTable('feature_flags', {
  key: text('key').primaryKey(),
  enabled: flag('enabled'),
  updatedAt: instant('updated_at').notNull(),
})

/** "What's new" notes a user has dismissed, per app version. */
export const featureAcknowledgments = sqliteTable(
  'feature_acknowledgments',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    acknowledgedAt: instant('acknowledged_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.version] })],
)
