/** The write-ahead log of a busy writer is copied by a worker thread and still starts over. */
import { Database } from 'bun:sqlite'
import { afterAll, expect, test } from 'bun:test'
import { sql } from 'drizzle-orm'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from './client'
import { RESTART_FRAMES, startCheckpointer } from './wal-checkpointer'

const dir = mkdtempSync(join(tmpdir(), 'checkpoints-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

interface CheckpointResult {
  busy: number
  log: number
  checkpointed: number
}

test('with background I/O the log is copied off the writer and restarts instead of growing', async () => {
  const path = join(dir, 'busy.db')
  const db = await openDatabase({ url: `file:${path}`, backgroundIo: true })
  await db.write((tx) => tx.run(sql`CREATE TABLE pages (id INTEGER PRIMARY KEY, body BLOB NOT NULL)`))
  // Each write adds ~20 pages of the log; the writer's own automatic checkpoint is off, so
  // without the worker and the hand-over the log would hold every one of them.
  const writes = Math.ceil((3 * RESTART_FRAMES) / 20)
  for (let i = 0; i < writes; i++) {
    await db.write(async (tx) => {
      for (let row = 0; row < 20; row++) await tx.run(sql`INSERT INTO pages (body) VALUES (randomblob(3000))`)
    })
  }
  const probe = new Database(path)
  const { log } = probe.query('PRAGMA wal_checkpoint(PASSIVE)').get() as CheckpointResult
  probe.close()
  expect(log).toBeLessThan(RESTART_FRAMES * 1.5)
  expect((await db.read.all<{ n: number }>(sql`SELECT count(*) AS n FROM pages`))[0]?.n).toBe(writes * 20)
  await db.close()

  const reopened = new Database(path, { readonly: true })
  expect((reopened.query('SELECT count(*) AS n FROM pages').get() as { n: number }).n).toBe(writes * 20)
  reopened.close()
})

test('when the worker fails, the writer checkpoints on commit again, at FULL, and says so', async () => {
  const writer = new Database(join(dir, 'writer.db'))
  writer.exec('PRAGMA journal_mode = WAL')
  writer.exec('PRAGMA synchronous = OFF')
  const failures: string[] = []
  // A directory the worker cannot open a database in.
  const checkpointer = startCheckpointer(join(dir, 'missing', 'nested', 'x.db'), writer, { onFailure: (reason) => failures.push(reason) })
  expect((writer.query('PRAGMA wal_autocheckpoint').get() as { wal_autocheckpoint: number }).wal_autocheckpoint).toBe(0)
  for (let waited = 0; failures.length === 0 && waited < 5000; waited += 10) {
    await Bun.sleep(10)
    checkpointer.beforeWrite()
  }
  expect(failures).toHaveLength(1)
  expect(failures[0]).toContain('unable to open')
  expect((writer.query('PRAGMA wal_autocheckpoint').get() as { wal_autocheckpoint: number }).wal_autocheckpoint).toBe(1000)
  expect((writer.query('PRAGMA synchronous').get() as { synchronous: number }).synchronous).toBe(2)
  await checkpointer.stop()
  writer.close()
})
