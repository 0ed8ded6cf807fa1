/**
 * Forgets shift-group changes older than ten minutes (the log is written by triggers, read by the
 * browse index of each server process). The newest entry always stays, so a process that has
 * been idle sees the gap and reloads instead of missing what was pruned.
 */
import { sql } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { shiftGroupChanges } from '../../db/schema'

const KEEP_SECONDS = 600

export async function pruneShiftGroupChanges(ctx: AppContext): Promise<void> {
  const c = shiftGroupChanges
  await ctx.db.write((tx) =>
    tx
      .delete(c)
      .where(sql`${c.changedAt} < (cast(strftime('%s', 'now') as integer) - ${KEEP_SECONDS}) * 1000 and ${c.seq} < (select max(${c.seq}) from ${c})`),
  )
}
