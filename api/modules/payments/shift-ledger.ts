/** The ledger of one shift, summed by kind (for tests, reports and the platform fee). */
import { eq, sql } from 'drizzle-orm'
import type { AppContext } from '../../context'
import type { Tx } from '../../db/client'
import { ledgerEntries, type LedgerKind } from '../../db/schema'

export type LedgerSums = Record<LedgerKind, number>

const KINDS: LedgerKind[] = ['CHARGE', 'REFUND', 'TRANSFER', 'PROCESSOR_FEE', 'PLATFORM_FEE', 'CREDIT_USE', 'CREDIT_GRANT', 'CREDIT_RETURN']

export async function ledgerSums(db: Tx, shiftId: string): Promise<LedgerSums> {
  const rows = await db
    .select({ kind: ledgerEntries.kind, total: sql<number>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.shiftId, shiftId))
    .groupBy(ledgerEntries.kind)
  const sums = Object.fromEntries(KINDS.map((k) => [k, 0])) as LedgerSums
  for (const row of rows) sums[row.kind] = Number(row.total ?? 0)
  return sums
}

export function shiftLedger({ ctx, shiftId }: { ctx: AppContext; shiftId: string }): Promise<LedgerSums> {
  return ledgerSums(ctx.db.read, shiftId)
}
