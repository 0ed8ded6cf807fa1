/**
 * Forgets shift-group changes older than ten minutes (the log is written by triggers, read by the
 * browse index of each server process). The newest entry always stays, so a process that has
 * been idle sees the gap and reloads instead of missing what was pruned.
 */
import { sql } from 'drizzle-orm'
import type { AppContext } from '../context'
import { shiftGroupChanges } from '../db/schema'

const KEEP_SECONDS = 600
/**
 * Rows deleted per write. Each batch holds the write lock of every process while it runs: 5,000
 * took about 0.4 s on the 2-core machine under load (a soak saw writes wait behind a 300,000-row
 * log being pruned), 500 take a few tens of ms.
 */
const BATCH = 500

export async function pruneShiftGroupChanges(ctx: AppContext): Promise<number> {
  const c = shiftGroupChanges
  let pruned = 0
  // In batches, each its own short write, so a long log never holds the write lock for long.
  for (;;) {
    const batch = await ctx.db.write((tx) =>
      tx
        .delete(c)
        .where(
          sql`${c.seq} in (select ${c.seq} from ${c} where ${c.changedAt} < (cast(strftime('%s', 'now') as integer) - ${KEEP_SECONDS}) * 1000 and ${c.seq} < (select max(${c.seq}) from ${c}) order by ${c.seq} limit ${BATCH})`,
        )
        .returning({ seq: c.seq }),
    )
    pruned += batch.length
    if (batch.length < BATCH) return pruned
  }
}
