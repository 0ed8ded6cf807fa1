/** Writing ledger rows (DOMAIN "Money": every movement of money is one row). */
import type { Tx } from '../../db/client'
import { ledgerEntries, type LedgerKind } from '../../db/schema'

export interface LedgerRow {
  kind: LedgerKind
  amountCents: number
  organizationId?: string | null
  facilityId?: string | null
  providerId?: string | null
  shiftId?: string | null
  referenceId?: string | null
  memo?: string | null
}

/** Zero amounts move nothing and are not written. */
export async function writeLedger(tx: Tx, occurredAt: Date, rows: LedgerRow[]): Promise<void> {
  const moving = rows.filter((r) => r.amountCents !== 0)
  if (!moving.length) return
  await tx.insert(ledgerEntries).values(
    moving.map((r) => ({
      kind: r.kind,
      amountCents: r.amountCents,
      organizationId: r.organizationId ?? null,
      facilityId: r.facilityId ?? null,
      providerId: r.providerId ?? null,
      shiftId: r.shiftId ?? null,
      referenceId: r.referenceId ?? null,
      memo: r.memo ?? null,
      occurredAt,
    })),
  )
}
