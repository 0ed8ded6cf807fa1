/** Writing ledger rows (domain "Money": every movement of money is one row). */
import { uuidv7 } from 'uuidv7'
import type { Tx } from '../../db/client'
import { bound, prepared } from '../../db/prepared'
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

// One row per statement, prepared once per connection (db/prepared.ts): a charge writes two or three.
const insertEntry = (db: Tx) =>
  db
    .insert(ledgerEntries)
    .values({
      id: bound('id'),
      kind: bound('kind'),
      amountCents: bound('amountCents'),
      organizationId: bound('organizationId'),
      facilityId: bound('facilityId'),
      providerId: bound('providerId'),
      shiftId: bound('shiftId'),
      referenceId: bound('referenceId'),
      memo: bound('memo'),
      occurredAt: bound('occurredAt'),
    })
    .prepare()

/** Zero amounts move nothing and are not written. */
export async function writeLedger(tx: Tx, occurredAt: Date, rows: LedgerRow[]): Promise<void> {
  for (const r of rows) {
    if (r.amountCents === 0) continue
    await prepared(tx, insertEntry).run({
      id: uuidv7(),
      kind: r.kind,
      amountCents: r.amountCents,
      organizationId: r.organizationId ?? null,
      facilityId: r.facilityId ?? null,
      providerId: r.providerId ?? null,
      shiftId: r.shiftId ?? null,
      referenceId: r.referenceId ?? null,
      memo: r.memo ?? null,
      occurredAt: occurredAt.getTime(),
    })
  }
}
