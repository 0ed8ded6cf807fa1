/** Writes are reported durable only after an fsync that started after their commit. */
import { afterAll, expect, test } from 'bun:test'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
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

test('commits made during an fsync wait for the next one, which starts when it returns', async () => {
  const wal = join(dir, 'a.db-wal')
  writeFileSync(wal, '')
  const { started, syncFile } = controlledSync()
  const sync = new WalSync(wal, syncFile)
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

test('a failed fsync fails the commits that waited for it, and the next commit syncs again', async () => {
  const wal = join(dir, 'b.db-wal')
  writeFileSync(wal, '')
  const { started, syncFile } = controlledSync()
  const sync = new WalSync(wal, syncFile)
  const failed = sync.afterCommit()
  started[0]!.fail(new Error('EIO'))
  await expect(failed).rejects.toThrow('EIO')
  const next = sync.afterCommit()
  expect(started).toHaveLength(2)
  started[1]!.finish()
  await next
  await sync.close()
})

test('the real fsync reports done', async () => {
  const wal = join(dir, 'c.db-wal')
  writeFileSync(wal, 'frames')
  const sync = new WalSync(wal)
  await Promise.all([sync.afterCommit(), sync.afterCommit(), sync.afterCommit()])
  await sync.close()
})
