/**
 * Reads of the daily rollups (api/db/schema/analytics.ts, kept by triggers in migration 0040):
 * a window is a range of days on each rollup's primary key, at most 365 rows a figure.
 */
import { between, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { ledgerDailyTotals, shiftDailyTotals, type LedgerKind } from '../../db/schema'
import type { Period } from '../../../shared/contracts/analytics'

export type Scope = 'SHIFT' | 'CAREERS' | 'OTHER'

/** Sums and counts of ledger rows by kind and scope over a window of days. */
export class LedgerTotals {
  constructor(private readonly rows: { kind: string; scope: string; amountCents: number; entries: number }[]) {}
  /** The sum of a kind's rows, of one scope or of both. */
  cents(kind: LedgerKind, scope?: Scope): number {
    return this.rows.filter((r) => r.kind === kind && (!scope || r.scope === scope)).reduce((s, r) => s + r.amountCents, 0)
  }
  entries(kind: LedgerKind, scope?: Scope): number {
    return this.rows.filter((r) => r.kind === kind && (!scope || r.scope === scope)).reduce((s, r) => s + r.entries, 0)
  }
}

export async function ledgerTotals(db: Tx, period: Period): Promise<LedgerTotals> {
  const rows = await db
    .select({
      kind: ledgerDailyTotals.kind,
      scope: ledgerDailyTotals.scope,
      amountCents: sql<number>`sum(${ledgerDailyTotals.amountCents})`.mapWith(Number),
      entries: sql<number>`sum(${ledgerDailyTotals.entries})`.mapWith(Number),
    })
    .from(ledgerDailyTotals)
    .where(between(ledgerDailyTotals.day, period.from, period.to))
    .groupBy(ledgerDailyTotals.kind, ledgerDailyTotals.scope)
  return new LedgerTotals(rows)
}

/** The same by UTC month (`YYYY-MM`), for the monthly revenue. */
export async function ledgerTotalsByMonth(db: Tx, period: Period): Promise<Map<string, LedgerTotals>> {
  const month = sql<string>`substr(${ledgerDailyTotals.day}, 1, 7)`
  const rows = await db
    .select({
      month,
      kind: ledgerDailyTotals.kind,
      scope: ledgerDailyTotals.scope,
      amountCents: sql<number>`sum(${ledgerDailyTotals.amountCents})`.mapWith(Number),
      entries: sql<number>`sum(${ledgerDailyTotals.entries})`.mapWith(Number),
    })
    .from(ledgerDailyTotals)
    .where(between(ledgerDailyTotals.day, period.from, period.to))
    .groupBy(month, ledgerDailyTotals.kind, ledgerDailyTotals.scope)
  const byMonth = new Map<string, typeof rows>()
  for (const r of rows) byMonth.set(r.month, [...(byMonth.get(r.month) ?? []), r])
  return new Map([...byMonth].map(([m, rs]) => [m, new LedgerTotals(rs)]))
}

export interface ShiftTotals {
  publishedSeats: number
  completedSeats: number
  paidMinutes: number
  providerEarningsCents: number
  shiftFeeCents: number
}

export async function shiftTotals(db: Tx, period: Period): Promise<ShiftTotals> {
  const row = await db
    .select({
      publishedSeats: sql<number>`coalesce(sum(${shiftDailyTotals.publishedSeats}), 0)`.mapWith(Number),
      completedSeats: sql<number>`coalesce(sum(${shiftDailyTotals.completedSeats}), 0)`.mapWith(Number),
      paidMinutes: sql<number>`coalesce(sum(${shiftDailyTotals.paidMinutes}), 0)`.mapWith(Number),
      providerEarningsCents: sql<number>`coalesce(sum(${shiftDailyTotals.providerEarningsCents}), 0)`.mapWith(Number),
      shiftFeeCents: sql<number>`coalesce(sum(${shiftDailyTotals.shiftFeeCents}), 0)`.mapWith(Number),
    })
    .from(shiftDailyTotals)
    .where(between(shiftDailyTotals.day, period.from, period.to))
    .get()
  return row ?? { publishedSeats: 0, completedSeats: 0, paidMinutes: 0, providerEarningsCents: 0, shiftFeeCents: 0 }
}

/** Seats posted per day with any (days without a row posted none). */
export async function publishedByDay(db: Tx, period: Period): Promise<Map<string, number>> {
  const rows = await db
    .select({ day: shiftDailyTotals.day, seats: shiftDailyTotals.publishedSeats })
    .from(shiftDailyTotals)
    .where(between(shiftDailyTotals.day, period.from, period.to))
  return new Map(rows.map((r) => [r.day, r.seats]))
}
