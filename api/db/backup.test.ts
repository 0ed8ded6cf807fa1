/**
 * `marketplace backup` while the server takes a burst of writes through the API, and
 * `marketplace restore` of that backup: refused while the server runs; once it is stopped, the
 * restored database has every write acknowledged before the backup began and none acknowledged
 * after it ended, and the database it replaced is kept with every acknowledged write.
 */
import { Database as SqliteFile } from 'bun:sqlite'
import { afterAll, expect, test } from 'bun:test'
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { providerSignUp } from '../test/factories'

const dir = mkdtempSync(join(tmpdir(), 'backup-'))
const databasePath = join(dir, 'data', 'marketplace.db')
const port = 20_000 + Math.floor(Math.random() * 20_000)
const origin = `http://127.0.0.1:${port}`
const env = { ...process.env, QUIET: '1', PORT: String(port), DATABASE_URL: `file:${databasePath}`, SERVER_PROCESSES: '1' }
const main = join(import.meta.dir, '..', 'main.ts')
let server: ReturnType<typeof Bun.spawn> | null = null
afterAll(() => {
  server?.kill('SIGKILL')
  rmSync(dir, { recursive: true, force: true })
})

/** `bun api/main.ts ARGS` as a person would run it beside the server. */
async function cli(...args: string[]) {
  const run = Bun.spawn([process.execPath, main, ...args], { env, stdout: 'pipe', stderr: 'pipe' })
  const [stdout, stderr, status] = await Promise.all([new Response(run.stdout).text(), new Response(run.stderr).text(), run.exited])
  return { status, stdout, stderr }
}

function versionsIn(path: string): string[] {
  const file = new SqliteFile(path, { readonly: true })
  try {
    expect(file.query('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' })
    return (file.query('SELECT version FROM feature_acknowledgments').all() as { version: string }[]).map((row) => row.version)
  } finally {
    file.close()
  }
}

test('a backup taken during a burst of writes restores every write acknowledged before it', async () => {
  server = Bun.spawn([process.execPath, main], { env, stdout: 'ignore', stderr: 'inherit' })
  const deadline = Date.now() + 60_000
  while (!(await fetch(`${origin}/api/health`).then((r) => r.ok).catch(() => false))) {
    if (server.exitCode !== null || Date.now() > deadline) throw new Error('the server did not start')
    await Bun.sleep(50)
  }
  const signUp = await fetch(`${origin}/api/sign-up/provider`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(providerSignUp()) })
  expect(signUp.status).toBe(201)
  const { token } = (await signUp.json()) as { token: string }

  // Four clients writing as fast as they are answered; each acknowledged write with its moment.
  const acknowledged: { version: string; at: number }[] = []
  let writing = true
  let next = 0
  const client = async () => {
    while (writing) {
      const version = `w-${next++}`
      const response = await fetch(`${origin}/api/feature-acknowledgment`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ version }),
      })
      if (response.status === 200) acknowledged.push({ version, at: performance.now() })
      else throw new Error(`a write answered ${response.status}: ${await response.text()}`)
    }
  }
  const clients = Promise.all([client(), client(), client(), client()])
  await Bun.sleep(500)

  const backupStarted = performance.now()
  const backup = await cli('backup', join(dir, 'backup.db'))
  const backupEnded = performance.now()
  expect(backup.stderr).toBe('')
  expect(backup.status).toBe(0)
  expect(backup.stdout).toContain(`Backup written: ${join(dir, 'backup.db')}`)
  const duringBackup = acknowledged.filter((write) => write.at > backupStarted && write.at < backupEnded).length
  await Bun.sleep(300)

  // Refused while the server has the database open; nothing is changed.
  const refused = await cli('restore', join(dir, 'backup.db'))
  expect(refused.status).toBe(1)
  expect(refused.stderr).toContain('is open in a running server')
  writing = false
  await clients
  expect(readdirSync(join(dir, 'data')).filter((name) => name.includes('replaced'))).toEqual([])

  server.kill('SIGTERM')
  expect(await server.exited).toBe(0)
  const restore = await cli('restore', join(dir, 'backup.db'))
  expect(restore.stderr).toBe('')
  expect(restore.status).toBe(0)
  const setAside = /kept at (\S+)\.$/m.exec(restore.stdout)?.[1]
  expect(setAside).toStartWith(`${databasePath}.replaced-`)
  // The restored copy is what the server opens next: a single file, no log of the old one.
  expect(readdirSync(join(dir, 'data')).filter((name) => name.endsWith('-wal') || name.endsWith('-shm'))).toEqual([])

  const restored = new Set(versionsIn(databasePath))
  const before = acknowledged.filter((write) => write.at < backupStarted)
  const after = acknowledged.filter((write) => write.at > backupEnded)
  expect(before.length).toBeGreaterThan(20)
  expect(after.length).toBeGreaterThan(20)
  expect(before.filter((write) => !restored.has(write.version))).toEqual([])
  // The restore really replaced the database: what came after the backup is not in it.
  expect(after.filter((write) => restored.has(write.version))).toEqual([])
  // The server went on answering writes while the copy was made (the copy is online).
  expect(duringBackup).toBeGreaterThan(0)
  // Nothing acknowledged is lost with the replaced database: it is kept beside.
  const replaced = new Set(versionsIn(setAside!))
  expect(acknowledged.filter((write) => !replaced.has(write.version))).toEqual([])
}, 120_000)

test('a backup names the file it writes, refuses to overwrite one, and restore refuses a file that is not a backup', async () => {
  const backupDir = join(dir, 'backups')
  // The database of the first test, stopped.
  expect((await cli('backup', join(dir, 'backup.db'))).stderr).toContain('already exists')
  const intoDir = await cli('backup', dir)
  expect(intoDir.status).toBe(0)
  const named = /Backup written: (\S+) /.exec(intoDir.stdout)![1]!
  expect(named).toMatch(/\/marketplace-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.db$/)
  expect(statSync(named).size).toBeGreaterThan(0)
  expect(await cli('backup', join(backupDir, 'missing-dir', 'x.db'))).toMatchObject({ status: 1, stderr: expect.stringContaining('does not exist') })

  writeFileSync(join(dir, 'not-a-backup.db'), 'hello')
  const notADatabase = await cli('restore', join(dir, 'not-a-backup.db'))
  expect(notADatabase.status).toBe(1)
  expect(notADatabase.stderr).toContain('is not a database')
  const otherSqlite = join(dir, 'other.db')
  new SqliteFile(otherSqlite, { create: true }).exec('CREATE TABLE t (a)')
  expect((await cli('restore', otherSqlite)).stderr).toContain('not a marketplace backup')
  expect(await cli('restore', join(dir, 'nowhere.db'))).toMatchObject({ status: 1, stderr: expect.stringContaining('there is no backup at') })
}, 60_000)

test('with a libSQL server the commands point to that service\'s own backups', async () => {
  const run = Bun.spawn([process.execPath, main, 'backup', join(dir, 'x.db')], {
    env: { ...env, DATABASE_URL: 'libsql://marketplace-example.turso.io' },
    stdout: 'pipe',
    stderr: 'pipe',
  })
  const [stderr, status] = await Promise.all([new Response(run.stderr).text(), run.exited])
  expect(status).toBe(2)
  expect(stderr).toContain('is a libSQL server')
  expect(stderr).toContain('turso db shell')
}, 60_000)
