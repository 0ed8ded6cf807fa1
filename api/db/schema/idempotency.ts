/**
 * Answers to requests sent with an `Idempotency-Key` (the PWA's offline queue sends one per
 * operation): a replay of the same key by the same user gets the stored answer instead of
 * applying the operation again.
 */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { createdAt, instant } from './columns'

export const idempotencyRecords = sqliteTable(
  'idempotency_records',
  {
    /** Hash of the caller and the key: one user's keys never meet another's. */
    id: text('id').primaryKey(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /**
     * Hash of the caller, method, path with query and body bytes: the same key sent with another
     * request is refused (422) instead of answered with this one's answer. Null on records from
     * before fingerprints, which are compared by method and path only until they lapse (a day).
     */
    fingerprint: text('fingerprint'),
    /** Null while the first request is still being answered. */
    status: integer('status'),
    body: text('body'),
    createdAt: createdAt(),
    completedAt: instant('completed_at'),
  },
  (t) => [index('idempotency_records_created_idx').on(t.createdAt)],
)
