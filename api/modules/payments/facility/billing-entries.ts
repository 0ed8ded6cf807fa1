/**
 * The billing history's one query (issue 12 item 4), shared by the history list and the monthly
 * statement: the organization's ledger rows the facility side sees, plus cancellation fees held
 * or declined (not yet money that moved), each with the shift, provider and payment method it
 * belongs to. Everything else in the ledger (transfers to providers, the platform's cut, the
 * processor's fee) is the platform's side of the same money and is not shown.
 *
 * Signs are the organization's: CHARGE and CREDIT_USE are paid (+); REFUND, CREDIT_RETURN and
 * CREDIT_GRANT come back (−). So the sum of the listed amounts equals, to the cent,
 * CHARGE + CREDIT_USE − REFUND − CREDIT_RETURN − CREDIT_GRANT over the same ledger rows.
 *
 * Scope: the caller's organization always; a MEMBER's facilities only; one facility when asked.
 * The shape depends on the filters, so this is plain SQL, not a prepared statement (db/README).
 */
import { sql, type SQL } from 'drizzle-orm'
import type { BillingEntry, BillingEntryStatus, BillingEntryType } from '../../../../shared/contracts/payments'
import { centsToDollars } from '../../../../shared/domain/money'
import { utcToZoned } from '../../../../shared/domain/zoned-time'
import type { FacilityCaller } from '../../../context'
import type { Tx } from '../../../db/client'

export interface BillingSelection {
  caller: FacilityCaller
  facilityId?: string | undefined
  /** Instants, inclusive from, exclusive to. */
  fromInstant?: Date | undefined
  toInstant?: Date | undefined
  types?: BillingEntryType[] | undefined
}

/** One row per entry, newest first; `entry_type` and `signed_cents` computed once here. */
function entriesCte(selection: BillingSelection): SQL {
  const { caller } = selection
  const orgId = caller.organizationId
  return sql`
    WITH raw AS (
      SELECT l.id AS id, l.kind AS kind, l.amount_cents AS amount_cents, l.occurred_at AS occurred_at,
             l.facility_id AS facility_id, l.shift_id AS shift_id, l.memo AS memo,
             coalesce(c.id, rc.id) AS charge_id,
             coalesce(c.purpose, rc.purpose) AS purpose,
             coalesce(c.status, rc.status) AS charge_status,
             coalesce(c.payment_method_id, rc.payment_method_id) AS payment_method_id
      FROM ledger_entries l
      LEFT JOIN charges c ON l.kind IN ('CHARGE', 'CREDIT_USE') AND c.id = l.reference_id AND c.organization_id = ${orgId}
      LEFT JOIN refunds r ON l.kind IN ('REFUND', 'CREDIT_RETURN') AND r.id = l.reference_id
      LEFT JOIN charges rc ON rc.id = r.charge_id AND rc.organization_id = ${orgId}
      WHERE l.organization_id = ${orgId} AND l.kind IN ('CHARGE', 'CREDIT_USE', 'REFUND', 'CREDIT_RETURN', 'CREDIT_GRANT')
      UNION ALL
      SELECT f.id, CASE f.payment_status WHEN 'HELD' THEN 'FEE_HELD' ELSE 'FEE_FAILED' END, f.fee_cents, f.created_at,
             s.facility_id, f.shift_id, NULL, NULL, 'CANCELLATION_FEE', NULL, NULL
      FROM cancellation_fees f JOIN shifts s ON s.id = f.shift_id
      WHERE f.organization_id = ${orgId} AND s.organization_id = ${orgId} AND f.payment_status IN ('HELD', 'CHARGE_FAILED')
    ),
    entries AS (
      SELECT raw.*,
        CASE
          WHEN kind IN ('FEE_HELD', 'FEE_FAILED') THEN 'CANCELLATION_FEE'
          WHEN kind = 'CHARGE' AND purpose = 'CANCELLATION_FEE' THEN 'CANCELLATION_FEE'
          WHEN kind = 'CHARGE' AND purpose = 'ADJUSTMENT' THEN 'ADJUSTMENT'
          WHEN kind = 'CHARGE' THEN 'CHARGE'
          WHEN kind = 'CREDIT_USE' THEN 'CREDITS_APPLIED'
          WHEN kind = 'REFUND' THEN 'REFUND'
          WHEN kind = 'CREDIT_RETURN' THEN 'CREDITS_RETURNED'
          ELSE 'CREDITS_GRANTED'
        END AS entry_type,
        CASE
          WHEN kind IN ('FEE_HELD', 'FEE_FAILED') THEN 0
          WHEN kind IN ('CHARGE', 'CREDIT_USE') THEN amount_cents
          ELSE -amount_cents
        END AS signed_cents
      FROM raw
    ),
    selected AS (
      SELECT * FROM entries WHERE ${whereClause(selection)}
    )`
}

function whereClause(selection: BillingSelection): SQL {
  const conditions: SQL[] = [sql`1 = 1`]
  const { caller } = selection
  if (caller.facilityIds !== null) conditions.push(sql`facility_id IN (SELECT value FROM json_each(${JSON.stringify(caller.facilityIds)}))`)
  if (selection.facilityId) conditions.push(sql`facility_id = ${selection.facilityId}`)
  if (selection.fromInstant) conditions.push(sql`occurred_at >= ${selection.fromInstant.getTime()}`)
  if (selection.toInstant) conditions.push(sql`occurred_at < ${selection.toInstant.getTime()}`)
  if (selection.types?.length) conditions.push(sql`entry_type IN (SELECT value FROM json_each(${JSON.stringify(selection.types)}))`)
  return sql.join(conditions, sql` AND `)
}

interface EntryRow {
  id: string
  kind: string
  amount_cents: number
  signed_cents: number
  occurred_at: number
  entry_type: BillingEntryType
  facility_id: string | null
  facility_name: string | null
  time_zone: string | null
  charge_id: string | null
  charge_status: string | null
  memo: string | null
  shift_id: string | null
  shift_group_id: string | null
  title: string | null
  shift_date: string | null
  first_name: string | null
  last_name: string | null
  payment_method_id: string | null
  method_type: 'CARD' | 'BANK' | null
  brand: string | null
  bank_name: string | null
  last4: string | null
}

/** A page of entries, newest first (ties by id, so pages never overlap). */
export async function readBillingEntries(db: Tx, selection: BillingSelection, page: { limit: number; offset: number }): Promise<BillingEntry[]> {
  const rows = await db.all<EntryRow>(sql`${entriesCte(selection)}
    SELECT e.id, e.kind, e.amount_cents, e.signed_cents, e.occurred_at, e.entry_type, e.facility_id, fa.name AS facility_name, fa.time_zone,
           e.charge_id, e.charge_status, e.memo, e.shift_id, s.shift_group_id, g.title, g.date AS shift_date,
           u.first_name, u.last_name, e.payment_method_id, pm.type AS method_type, pm.brand, pm.bank_name, pm.last4
    FROM selected e
    LEFT JOIN facilities fa ON fa.id = e.facility_id
    LEFT JOIN shifts s ON s.id = e.shift_id
    LEFT JOIN shift_groups g ON g.id = s.shift_group_id
    LEFT JOIN providers p ON p.id = s.provider_id
    LEFT JOIN users u ON u.id = p.user_id
    LEFT JOIN payment_methods pm ON pm.id = e.payment_method_id
    ORDER BY e.occurred_at DESC, e.id DESC
    LIMIT ${page.limit} OFFSET ${page.offset}`)
  return rows.map(toBillingEntry)
}

export interface BillingSums {
  count: number
  paidInCents: number
  returnedInCents: number
  pendingInCents: number
}

export async function sumBillingEntries(db: Tx, selection: BillingSelection): Promise<BillingSums> {
  const [row] = await db.all<{ n: number; paid: number | null; returned: number | null; pending: number | null }>(sql`${entriesCte(selection)}
    SELECT count(*) AS n,
           sum(CASE WHEN signed_cents > 0 THEN signed_cents ELSE 0 END) AS paid,
           sum(CASE WHEN signed_cents < 0 THEN -signed_cents ELSE 0 END) AS returned,
           sum(CASE WHEN kind = 'FEE_HELD' THEN amount_cents ELSE 0 END) AS pending
    FROM selected`)
  return { count: Number(row?.n ?? 0), paidInCents: Number(row?.paid ?? 0), returnedInCents: Number(row?.returned ?? 0), pendingInCents: Number(row?.pending ?? 0) }
}

const DESCRIPTIONS: Record<BillingEntryType, string> = {
  CHARGE: 'Shift hire',
  ADJUSTMENT: 'Extra hours',
  CANCELLATION_FEE: 'Late cancellation fee',
  CREDITS_APPLIED: 'Credits applied',
  REFUND: 'Refund',
  CREDITS_RETURNED: 'Credits returned',
  CREDITS_GRANTED: 'Credits added',
}

function statusOf(row: EntryRow): BillingEntryStatus {
  if (row.kind === 'FEE_HELD') return 'PENDING'
  if (row.kind === 'FEE_FAILED') return 'FAILED'
  if (row.kind === 'CHARGE') return row.charge_status === 'REFUNDED' ? 'REFUNDED' : row.charge_status === 'PARTIALLY_REFUNDED' ? 'PARTIALLY_REFUNDED' : 'PAID'
  return 'COMPLETED'
}

function toBillingEntry(row: EntryRow): BillingEntry {
  const occurredAt = new Date(Number(row.occurred_at))
  // A held fee is not money that moved yet; it shows what will be charged.
  const cents = row.kind === 'FEE_HELD' || row.kind === 'FEE_FAILED' ? Number(row.amount_cents) : Number(row.signed_cents)
  const reason = row.kind === 'REFUND' || row.kind === 'CREDIT_RETURN' ? row.memo : null
  return {
    id: row.id,
    type: row.entry_type,
    status: statusOf(row),
    amount: centsToDollars(cents),
    amountInCents: cents,
    occurredAt: occurredAt.toISOString(),
    date: utcToZoned(occurredAt, row.time_zone ?? 'UTC').date,
    facilityId: row.facility_id,
    facilityName: row.facility_name,
    chargeId: row.charge_id,
    description: reason ? `${DESCRIPTIONS[row.entry_type]}: ${reason}` : DESCRIPTIONS[row.entry_type],
    shift:
      row.shift_id && row.shift_group_id
        ? {
            shiftId: row.shift_id,
            shiftGroupId: row.shift_group_id,
            title: row.title ?? '',
            date: row.shift_date ?? '',
            providerName: row.first_name ? `${row.first_name} ${row.last_name ?? ''}`.trim() : null,
          }
        : null,
    paymentMethod:
      row.payment_method_id && row.method_type && row.last4 && (row.kind === 'CHARGE' || row.kind === 'REFUND')
        ? { paymentMethodId: row.payment_method_id, type: row.method_type, brand: row.method_type === 'BANK' ? row.bank_name : row.brand, last4: row.last4.slice(-4) }
        : null,
  }
}
