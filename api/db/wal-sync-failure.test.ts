/**
 * A failed fsync of the write-ahead log stops the server at once, end to end: the writes in the
 * failing group and every write after it are not acknowledged, the process logs a fatal line and
 * exits with its own status (74) for the service manager to restart it, and the restarted server
 * has every write it acknowledged before.
 */
import { Database as SqliteFile } from 'bun:sqlite'
import { afterAll, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { EXIT_LOG_SYNC_FAILED } from '../server'
import { providerSignUp } from '../test/factories'

const dir = mkdtempSync(join(tmpdir(), 'wal-sync-failure-'))
const databasePath = join(dir, 'db.sqlite')
const port = 20_000 + Math.floor(Math.random() * 20_000)
const origin = `http://127.0.0.1:${port}`
// The embedded driver's writer, whichever driver the suite runs on: only it syncs the log itself.
const env = { ...process.env, QUIET: '1', PORT: String(port), DATABASE_URL: `file:${databasePath}`, SERVER_PROCESSES: '1', DATABASE_DRIVER: '' }
const running: ReturnType<typeof Bun.spawn>[] = []
afterAll(() => {
  for (const server of running) server.kill('SIGKILL')
  rmSync(dir, { recursive: true, force: true })
})

/** Starts a server process, answers once it is healthy; `output` resolves to all it printed once it exits. */
async function start(command: string[]) {
  const server = Bun.spawn(command, { env, stdout: 'pipe', stderr: 'inherit' })
  running.push(server)
  const output = new Response(server.stdout).text()
  const deadline = Date.now() + 60_000
  while (!(await fetch(`${origin}/api/health`).then((r) => r.ok).catch(() => false))) {
    if (server.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start: ${await output}`)
    await Bun.sleep(50)
  }
  return { server, output: () => output }
}

test('no write is acknowledged after a failed fsync; the process exits with 74 and restarts with every acknowledged write', async () => {
  const { server, output } = await start([process.execPath, join(import.meta.dir, 'wal-sync-failure.fixture.ts')])
  const signUp = await fetch(`${origin}/api/sign-up/provider`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(providerSignUp()) })
  expect(signUp.status).toBe(201)
  const { token } = (await signUp.json()) as { token: string }
  const acknowledge = (version: string) =>
    fetch(`${origin}/api/feature-acknowledgment`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ version }),
    }).then(
      (response) => response.status,
      () => 'no answer' as const,
    )
  const before = ['1.0.0', '1.0.1', '1.0.2']
  for (const version of before) expect(await acknowledge(version)).toBe(200)

  server.kill('SIGUSR2')
  await Bun.sleep(200)
  // Several groups: the first waits on the failing fsync, the next commits meanwhile; its own
  // fsync would succeed, behind the hole the failed one may have left.
  const burst = Array.from({ length: 30 }, (_, i) => `2.0.${i}`)
  const answers = await Promise.all(burst.map(async (version, i) => (await Bun.sleep(i * 3), acknowledge(version))))
  expect(answers.filter((status) => status === 200)).toEqual([])
  expect(await server.exited).toBe(EXIT_LOG_SYNC_FAILED)
  expect(EXIT_LOG_SYNC_FAILED).toBe(74)
  const fatal = (await output()).split('\n').find((line) => line.includes('"fatal":true'))
  expect(fatal).toContain('could not be synced to disk')
  expect(fatal).toContain('EIO')

  // What a service manager does next: the same command on the same database.
  const restarted = await start([process.execPath, join(import.meta.dir, '..', 'main.ts')])
  expect(await acknowledge('3.0.0')).toBe(200)
  restarted.server.kill('SIGTERM')
  expect(await restarted.server.exited).toBe(0)
  const file = new SqliteFile(databasePath, { readonly: true })
  const versions = (file.query('SELECT version FROM feature_acknowledgments').all() as { version: string }[]).map((row) => row.version)
  file.close()
  for (const version of [...before, '3.0.0']) expect(versions).toContain(version)
}, 120_000)
