/**
 * Writes are reported durable only after an fsync that started after their commit, and never
 * after an fsync failed.
 */
import { afterAll, expect, test } from 'bun:test'
import { sql } from 'drizzle-orm'
import { fdatasync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseFailedError, openDatabase } from './client'
import { WalSync } from './wal-sync'

const dir = mkdtempSync(join(tmpdir(), 'wal-sync-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** An fsync the test finishes by hand, recording when each started. */
function controlledSync() {
  const started: { finish: () => void; fail: (error: Error) => void }[] = []
  const syncFile = () =>
    new Promise<void>((resolve, reject) => {
      started.push({ finish: resolve, fail: reject })
    })
  return { started, syncFile }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))
const noDirectorySync = () => Promise.resolve()

test('commits made during an fsync wait for the next one, which starts when it returns', async () => {
  const wal = join(dir, 'a.db-wal')
  writeFileSync(wal, '')
  const { started, syncFile } = controlledSync()
  const sync = new WalSync(wal, syncFile, noDirectorySync)
  const done: string[] = []

  void sync.afterCommit().then(() => done.push('first'))
  expect(started).toHaveLength(1)
  // Two commits while the first fsync is under way: it may have started before their pages.
  void sync.afterCommit().then(() => done.push('second'))
  void sync.afterCommit().then(() => done.push('third'))
  expect(started).toHaveLength(1)

  started[0]!.finish()
  await settled()
  expect(done).toEqual(['first'])
  // One more fsync for both of them, started only now.
  expect(started).toHaveLength(2)
  started[1]!.finish()
  await settled()
  expect(done).toEqual(['first', 'second', 'third'])

  // Idle again: the next commit starts its own fsync at once.
  void sync.afterCommit().then(() => done.push('fourth'))
  expect(started).toHaveLength(3)
  started[2]!.finish()
  await settled()
  expect(done).toEqual(['first', 'second', 'third', 'fourth'])
  await sync.close()
})

test('after a failed fsync nothing is reported durable: its commits, those made during it, and every later one fail', async () => {
  const wal = join(dir, 'b.db-wal')
  writeFileSync(wal, '')
  const { started, syncFile } = controlledSync()
  const sync = new WalSync(wal, syncFile, noDirectorySync)
  const failed = sync.afterCommit()
  // Committed while the failing fsync is under way: waits for the next one.
  const during = sync.afterCommit()
  started[0]!.fail(new Error('EIO: i/o error, fdatasync'))
  const [first, second] = await Promise.allSettled([failed, during])
  expect(first).toMatchObject({ status: 'rejected', reason: { message: 'EIO: i/o error, fdatasync' } })
  expect(second).toMatchObject({ status: 'rejected', reason: { message: 'EIO: i/o error, fdatasync' } })
  // The kernel may have dropped the pages it could not write: a later fsync that succeeds would
  // report commits made behind that hole. None is started.
  await expect(sync.afterCommit()).rejects.toThrow('EIO')
  expect(started).toHaveLength(1)
  expect(sync.failed?.message).toContain('EIO')
  await sync.close()
})

test('the first fsync also syncs the directory, once, and the commit waits for both', async () => {
  const wal = join(dir, 'd.db-wal')
  writeFileSync(wal, '')
  const { started, syncFile } = controlledSync()
  const directories: { path: string; finish: () => void }[] = []
  const syncDir = (path: string) => new Promise<void>((resolve) => directories.push({ path, finish: resolve }))
  const sync = new WalSync(wal, syncFile, syncDir)
  let done = false
  void sync.afterCommit().then(() => (done = true))
  expect(directories.map((d) => d.path)).toEqual([dir])
  started[0]!.finish()
  await settled()
  expect(done).toBe(false)
  directories[0]!.finish()
  await settled()
  expect(done).toBe(true)
  const second = sync.afterCommit()
  started[1]!.finish()
  await second
  expect(directories).toHaveLength(1)
  await sync.close()
})

test('a failed sync of the directory is a failed fsync too', async () => {
  const wal = join(dir, 'e.db-wal')
  writeFileSync(wal, '')
  const sync = new WalSync(wal, () => Promise.resolve(), () => Promise.reject(new Error('EIO: directory')))
  await expect(sync.afterCommit()).rejects.toThrow('EIO: directory')
  await expect(sync.afterCommit()).rejects.toThrow('EIO: directory')
  await sync.close()
})

test('the real fsync reports done', async () => {
  const wal = join(dir, 'c.db-wal')
  writeFileSync(wal, 'frames')
  const sync = new WalSync(wal)
  await Promise.all([sync.afterCommit(), sync.afterCommit(), sync.afterCommit()])
  await sync.close()
})

test('a database whose log fails to sync acknowledges no write after it, refuses every later write, and says so once', async () => {
  let failing = false
  let syncsAfterFailure = 0
  const syncLogFile = (fd: number) => {
    if (!failing) return new Promise<void>((resolve, reject) => fdatasync(fd, (error) => (error ? reject(error) : resolve())))
    syncsAfterFailure++
    // Slow to fail, as a dying disk is: the writes arriving meanwhile commit and wait for it.
    return Bun.sleep(30).then(() => Promise.reject(new Error('EIO: i/o error, fdatasync')))
  }
  const fatal: DatabaseFailedError[] = []
  const db = await openDatabase({ url: `file:${join(dir, 'failing.db')}`, backgroundIo: true, syncLogFile, onFatal: (error) => fatal.push(error) })
  const insert = (n: number) => db.write((tx) => tx.run(sql`INSERT INTO notes (n) VALUES (${n})`))
  await db.write((tx) => tx.run(sql`CREATE TABLE notes (n INTEGER)`))
  await insert(1)

  failing = true
  const failingGroup = [insert(2), insert(3)]
  await Bun.sleep(5)
  // Committed during the failing fsync, in the next group: its fsync would succeed on Linux
  // with the failed pages dropped, so it must not even start.
  const nextGroup = [insert(4), insert(5)]
  const outcomes = await Promise.allSettled([...failingGroup, ...nextGroup])
  for (const outcome of outcomes) expect(outcome).toMatchObject({ status: 'rejected', reason: expect.any(DatabaseFailedError) })
  expect(syncsAfterFailure).toBe(1)
  expect(fatal).toHaveLength(1)
  expect(fatal[0]!.status).toBe(503)
  expect(fatal[0]!.reason.message).toContain('EIO')

  // Even once the disk answers again, the database takes nothing more until it is opened anew.
  failing = false
  await expect(insert(6)).rejects.toBeInstanceOf(DatabaseFailedError)
  expect(fatal).toHaveLength(1)
  const rows = await db.read.all<{ n: number }>(sql`SELECT n FROM notes WHERE n = 6`)
  expect(rows).toEqual([])
  await db.close()
})
