/**
 * Deletes what a sweep forgets a batch at a time, each batch its own short write, until none is
 * left. One DELETE of the whole backlog (a sweep's first pass after the server was off for a
 * week meets a week of rows) would hold the write lock of every process for as long as it takes,
 * and keep the original of every page it changes in the writer's statement journal, in memory.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { SQLiteTable } from 'drizzle-orm/sqlite-core'
import type { Database } from './client'

/** Rows per write: a few milliseconds each, as `prune-group-changes.ts` measured. */
export const DELETE_BATCH = 500

/** Deletes every row of `table` matching `where`; returns how many. */
export async function deleteInBatches(db: Database, table: SQLiteTable, where: SQL, batch = DELETE_BATCH): Promise<number> {
  let deleted = 0
  for (;;) {
    const rows = await db.write((tx) =>
      tx
        .delete(table)
        .where(sql`rowid in (select rowid from ${table} where ${where} limit ${batch})`)
        .returning({ rowid: sql<number>`rowid` }),
    )
    deleted += rows.length
    if (rows.length < batch) return deleted
  }
}
