/**
 * The careers job board's figures, read from the ledger's careers rows (api/db/schema/payments.ts
 * `CAREERS_*`): each payment carries the service period it buys; a refund carries the period of
 * what it refunds. Only careers rows have a period, so these read the partial index
 * `ledger_careers_period_idx` and nothing else of the ledger.
 */
import { sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'

/**
 * Income earned in [startsAt, endsAt): each payment spread evenly over its period, counted for
 * the part of the period inside the window; refunds likewise, subtracted. Cents, rounded once.
 */
export async function amortizedJobBoardIncomeCents(db: Tx, startsAt: Date, endsAt: Date): Promise<number> {
  const start = startsAt.getTime()
  const end = endsAt.getTime()
  const [row] = await db.all<{ cents: number | null }>(sql`
    SELECT sum(
      CASE kind WHEN 'CAREERS_REFUND' THEN -1.0 ELSE 1.0 END * amount_cents
      * (min(period_end, ${end}) - max(period_start, ${start})) / (period_end - period_start)
    ) AS cents
    FROM ledger_entries
    WHERE period_end IS NOT NULL AND period_end > ${start} AND period_start < ${end} AND period_end > period_start
      AND kind IN ('CAREERS_SUBSCRIPTION', 'CAREERS_JOB_POST', 'CAREERS_REFUND')`)
  return Math.round(Number(row?.cents ?? 0))
}

/**
 * Organizations with a careers subscription for some of [startsAt, endsAt): a subscription
 * payment whose period reaches into the window and that was not refunded in full (a refund
 * names the same organization and period).
 */
export async function activeSubscriptionsCount(db: Tx, startsAt: Date, endsAt: Date): Promise<number> {
  const start = startsAt.getTime()
  const end = endsAt.getTime()
  const [row] = await db.all<{ n: number }>(sql`
    SELECT count(DISTINCT p.organization_id) AS n
    FROM ledger_entries p
    WHERE p.period_end IS NOT NULL AND p.period_end > ${start} AND p.period_start < ${end} AND p.kind = 'CAREERS_SUBSCRIPTION'
      AND (p.amount_cents = 0 OR p.amount_cents > (
        SELECT coalesce(sum(r.amount_cents), 0) FROM ledger_entries r
        WHERE r.period_end IS NOT NULL AND r.period_end = p.period_end AND r.period_start = p.period_start
          AND r.kind = 'CAREERS_REFUND' AND r.organization_id = p.organization_id))`)
  return Number(row?.n ?? 0)
}
