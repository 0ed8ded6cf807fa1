/** Counters of the reusable rate limiter (api/lib/rate-limits.ts): uses per key in a fixed window. */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { instant } from './columns'

export const rateLimitWindows = sqliteTable(
  'rate_limit_windows',
  {
    /** What is limited and for whom, e.g. `sign-up:address:203.0.113.7`. */
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    /** The window closes (and the count starts again) at this instant. */
    resetsAt: instant('resets_at').notNull(),
  },
  // The sweep deletes closed windows by this index, whatever the table's size.
  (t) => [index('rate_limit_windows_resets_idx').on(t.resetsAt)],
)
