/**
 * The admin dashboard's daily rollups (spec 000 §7 "Analytics"). Both are kept by triggers
 * (migration 0040) in the same transaction as the row they count, whatever code path wrote it,
 * so a dashboard call reads at most a year of days per figure instead of the whole history.
 * Never written by the app. A day is a UTC calendar day, `YYYY-MM-DD`.
 */
import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/** Per day, kind and scope: the sum and count of ledger rows (`ledger_entries.occurred_at`). */
export const ledgerDailyTotals = sqliteTable(
  'ledger_daily_totals',
  {
    day: text('day').notNull(),
    kind: text('kind').notNull(),
    /**
     * `SHIFT` when the row names a shift; `CAREERS` when it is the money of a careers charge (its
     * charge's, or its refund's charge's, `purpose` is CAREERS_SUBSCRIPTION or CAREERS_JOB_POST);
     * else `OTHER` (background checks, credit grants).
     */
    scope: text('scope').$type<'SHIFT' | 'CAREERS' | 'OTHER'>().notNull(),
    amountCents: integer('amount_cents').notNull().default(0),
    entries: integer('entries').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.scope] })],
)

/**
 * Per day: seats posted (`shifts.created_at`), and seats completed (`shifts.completed_at`, status
 * COMPLETED) with their paid minutes and price as they stand now (an adjustment after completion
 * moves the day's totals with it).
 */
export const shiftDailyTotals = sqliteTable('shift_daily_totals', {
  day: text('day').primaryKey(),
  publishedSeats: integer('published_seats').notNull().default(0),
  completedSeats: integer('completed_seats').notNull().default(0),
  paidMinutes: integer('paid_minutes').notNull().default(0),
  providerEarningsCents: integer('provider_earnings_cents').notNull().default(0),
  shiftFeeCents: integer('shift_fee_cents').notNull().default(0),
})

/** Per day: pharmacies (organizations) and providers who signed up (`created_at`). */
export const signUpDailyTotals = sqliteTable('sign_up_daily_totals', {
  day: text('day').primaryKey(),
  organizations: integer('organizations').notNull().default(0),
  providers: integer('providers').notNull().default(0),
})

/**
 * Per shift date (the facility's calendar date), provider type and seat status: the seats, their
 * scheduled hours in hundredths (`quantityOfHours` as lists show it) and their price as it
 * stands. Kept by triggers on seats and on groups (a group's date, type or times may change),
 * for the shifts summary.
 */
export const shiftSummaryDailyTotals = sqliteTable(
  'shift_summary_daily_totals',
  {
    date: text('date').notNull(),
    providerType: text('provider_type').notNull(),
    status: text('status').notNull(),
    seats: integer('seats').notNull().default(0),
    hourHundredths: integer('hour_hundredths').notNull().default(0),
    providerEarningsCents: integer('provider_earnings_cents').notNull().default(0),
    shiftFeeCents: integer('shift_fee_cents').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.date, t.providerType, t.status] })],
)
