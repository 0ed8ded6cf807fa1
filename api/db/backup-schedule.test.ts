/**
 * Scheduled snapshots: BACKUP_* read once at start, a snapshot when the newest is BACKUP_EVERY
 * old, BACKUP_KEEP of them kept, and the copy made off the thread that answers requests.
 */
import { Database as SqliteFile } from 'bun:sqlite'
import { afterAll, expect, test } from 'bun:test'
import { sql } from 'drizzle-orm'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ConfigError, loadConfig } from '../config'
import type { AppContext } from '../context'
import { TestClock } from '../test/harness'
import { silentLogger } from '../logger'
import { startScheduledBackup } from './backup-schedule'
import { openDatabase } from './client'

const dir = mkdtempSync(join(tmpdir(), 'backup-schedule-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const HOUR = 3_600_000

test('BACKUP_DIR, BACKUP_EVERY and BACKUP_KEEP are read once, with a day and seven snapshots by default', () => {
  const file = { DATABASE_URL: 'file:./data/x.db' }
  expect(loadConfig({ ...file }).backup).toBeNull()
  expect(loadConfig({ ...file, BACKUP_DIR: '/var/backups/marketplace' }).backup).toEqual({ dir: '/var/backups/marketplace', everyMs: 24 * HOUR, keep: 7 })
  expect(loadConfig({ ...file, BACKUP_DIR: '/b', BACKUP_EVERY: '6h', BACKUP_KEEP: '28' }).backup).toEqual({ dir: '/b', everyMs: 6 * HOUR, keep: 28 })
  expect(loadConfig({ ...file, BACKUP_DIR: '/b', BACKUP_EVERY: '30m' }).backup?.everyMs).toBe(HOUR / 2)
  expect(loadConfig({ ...file, BACKUP_DIR: 'backups' }).backup?.dir).toBe(join(process.cwd(), 'backups'))
  expect(() => loadConfig({ ...file, BACKUP_DIR: '/b', BACKUP_EVERY: 'often' })).toThrow('BACKUP_EVERY must be a duration like 30m, 6h or 1d, got "often"')
  expect(() => loadConfig({ ...file, BACKUP_DIR: '/b', BACKUP_EVERY: '0h' })).toThrow(ConfigError)
  expect(() => loadConfig({ ...file, BACKUP_DIR: '/b', BACKUP_KEEP: '0' })).toThrow('BACKUP_KEEP must be a whole number')
  expect(() => loadConfig({ ...file, BACKUP_EVERY: '1d' })).toThrow('BACKUP_EVERY and BACKUP_KEEP need BACKUP_DIR')
  expect(() => loadConfig({ DATABASE_URL: 'libsql://db.example.turso.io', BACKUP_DIR: '/b' })).toThrow('a libSQL server keeps its own backups')
  expect(() => loadConfig({ DATABASE_URL: ':memory:', BACKUP_DIR: '/b' })).toThrow('needs a database file')
})

/** A server's context as far as the snapshot sweep reads it. */
async function contextFor(name: string, backup: { everyMs: number; keep: number }) {
  const databasePath = join(dir, `${name}.db`)
  const db = await openDatabase({ url: `file:${databasePath}` })
  afterAll(() => db.close())
  const backupDir = join(dir, `${name}-backups`)
  const clock = new TestClock()
  const ctx = { db, clock, log: silentLogger, config: { backup: { dir: backupDir, ...backup } } } as unknown as AppContext
  return { ctx, db, clock, backupDir }
}

const snapshots = (backupDir: string) => readdirSync(backupDir).filter((name) => name.startsWith('marketplace-')).sort()

test('a snapshot is taken when the newest is BACKUP_EVERY old, one at a time, and only BACKUP_KEEP are kept', async () => {
  const { ctx, db, clock, backupDir } = await contextFor('kept', { everyMs: 6 * HOUR, keep: 2 })
  await db.write((tx) => tx.run(sql`CREATE TABLE notes (n INTEGER)`))
  mkdirSync(backupDir, { recursive: true })
  // Left by a server stopped mid-copy (its process is gone), and a file that is not ours.
  const abandoned = join(backupDir, '.marketplace-2020-01-01T00-00-00Z.db.partial-999999999-0a1b2c3d')
  writeFileSync(abandoned, 'half a copy')
  writeFileSync(join(backupDir, 'notes.txt'), 'kept by the operator')

  const rowsIn = (path: string) => {
    const file = new SqliteFile(path, { readonly: true })
    try {
      return (file.query('SELECT n FROM notes ORDER BY n').all() as { n: number }[]).map((row) => row.n)
    } finally {
      file.close()
    }
  }

  await db.write((tx) => tx.run(sql`INSERT INTO notes (n) VALUES (1)`))
  const first = startScheduledBackup(ctx)!
  // One at a time: a tick while a copy runs starts none.
  expect(startScheduledBackup(ctx)).toBeNull()
  const written = await first
  expect(rowsIn(written.path)).toEqual([1])
  expect(existsSync(abandoned)).toBe(false)
  expect(snapshots(backupDir)).toHaveLength(1)

  // Not due before BACKUP_EVERY has passed since the newest, read from the directory.
  clock.advance(6 * HOUR - 60_000)
  expect(startScheduledBackup(ctx)).toBeNull()

  for (const n of [2, 3]) {
    clock.advance(6 * HOUR)
    await db.write((tx) => tx.run(sql`INSERT INTO notes (n) VALUES (${n})`))
    await startScheduledBackup(ctx)
  }
  const kept = snapshots(backupDir)
  expect(kept).toHaveLength(2)
  expect(kept).not.toContain(written.path.split('/').pop())
  expect(rowsIn(join(backupDir, kept[1]!))).toEqual([1, 2, 3])
  expect(readdirSync(backupDir)).toContain('notes.txt')
})

test('the copy runs on a worker thread: the event loop keeps turning while a large database is copied', async () => {
  const { ctx, db } = await contextFor('large', { everyMs: HOUR, keep: 1 })
  // About 40 MB: a copy of a few hundred milliseconds on this machine.
  await db.write((tx) => tx.run(sql`CREATE TABLE blobs (b BLOB)`))
  await db.write((tx) => tx.run(sql`WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 40000) INSERT INTO blobs SELECT randomblob(1000) FROM c`))

  let last = performance.now()
  let longestStall = 0
  let turns = 0
  const ticks = setInterval(() => {
    const now = performance.now()
    longestStall = Math.max(longestStall, now - last)
    last = now
    turns++
  }, 5)
  const started = performance.now()
  const written = await startScheduledBackup(ctx)!
  const took = performance.now() - started
  clearInterval(ticks)
  // Since the last tick, too: a loop that never turned during the copy stood still all along.
  longestStall = Math.max(longestStall, performance.now() - last)
  expect(written.bytes).toBeGreaterThan(40_000_000)
  // On the event loop's own thread the loop would stand still for the whole copy: no turn at all
  // while it runs, one stall as long as the copy. On a worker it keeps turning; on a busy machine
  // (CI shares its cores) single turns come late, so the bound is on the copy's length, not 5 ms.
  expect(turns).toBeGreaterThanOrEqual(3)
  expect(longestStall).toBeLessThan(took * 0.8)
})
