/**
 * Forgets shift-group changes older than ten minutes (the log is written by triggers, read by the
 * browse index of each server process). The newest entry always stays, so a process that has
 * been idle sees the gap and reloads instead of missing what was pruned.
 */
import { sql } from 'drizzle-orm'
import type { AppContext } from '../context'
import { deleteInBatches } from '../db/delete-in-batches'
import { shiftGroupChanges } from '../db/schema'

const KEEP_SECONDS = 600
/**
 * Rows deleted per write. Each batch holds the write lock of every process while it runs: 5,000
 * took about 0.4 s on the 2-core machine under load (a soak saw writes wait behind a 300,000-row
 * log being pruned), 500 take a few tens of ms.
 */
const BATCH = 500

export function pruneShiftGroupChanges(ctx: AppContext): Promise<number> {
  const c = shiftGroupChanges
  // In batches, each its own short write, so a long log never holds the write lock for long.
  return deleteInBatches(
    ctx.db,
    c,
    sql`${c.changedAt} < (cast(strftime('%s', 'now') as integer) - ${KEEP_SECONDS}) * 1000 and ${c.seq} < (select max(${c.seq}) from ${c})`,
    BATCH,
  )
}
