/**
 * Applies the embedded migrations on start, each in its own write transaction, recording them in
 * drizzle's `__drizzle_migrations` table with drizzle's hashes (so drizzle-kit tooling agrees).
 */
import { sql } from 'drizzle-orm'
import type { EmbeddedMigration } from './embedded-migration'
import type { Database } from './client'
import { MIGRATIONS } from './migrations.gen'

export function migrate(db: Database, migrations: EmbeddedMigration[] = MIGRATIONS): Promise<number> {
  // A migration may rewrite a whole table in one statement: its journal goes to a file.
  return db.withLargeWrites(() => applyMigrations(db, migrations))
}

async function applyMigrations(db: Database, migrations: EmbeddedMigration[]): Promise<number> {
  await db.write(async (tx) => {
    await tx.run(sql`CREATE TABLE IF NOT EXISTS "__drizzle_migrations" (id INTEGER PRIMARY KEY AUTOINCREMENT, hash text NOT NULL, created_at numeric)`)
  })
  let applied = 0
  for (const migration of migrations) {
    const done = await db.write(async (tx) => {
      const rows = await tx.all<{ n: number }>(sql`SELECT count(*) AS n FROM "__drizzle_migrations" WHERE created_at = ${migration.folderMillis}`)
      if ((rows[0]?.n ?? 0) > 0) return false
      for (const statement of migration.sql) await tx.run(sql.raw(statement))
      await tx.run(sql`INSERT INTO "__drizzle_migrations" (hash, created_at) VALUES (${migration.hash}, ${migration.folderMillis})`)
      return true
    })
    if (done) applied++
  }
  // Fresh statistics let the planner pick the covering browse index for whole-country queries.
  await db.write((tx) => tx.run(sql`PRAGMA optimize`))
  return applied
}
