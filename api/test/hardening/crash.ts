/**
 * The crash test (issue 17 §5), shared by the fast test (`crash.test.ts`, 3 rounds) and the long
 * run (`scripts/hardening/run.ts`, 30 and more): the server as deployed with
 * `SERVER_PROCESSES=2` (the first process takes every write, the second passes its writes on,
 * api/server-processes) is killed with SIGKILL, both processes at once, in the middle of a
 * burst of writes — shift posts, and provider sign-ups — then started again on the same database
 * file. Every write it acknowledged (a 201 that reached the client) before it died must be there
 * after the restart, and `PRAGMA integrity_check` must answer `ok`.
 */
import { Database } from 'bun:sqlite'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { facilitySignUp, providerSignUp, shiftPostBody } from '../factories/bodies'

const root = join(import.meta.dir, '../../..')

export interface CrashRound {
  round: number
  /** Writes answered 2xx before the kill. */
  acknowledged: number
  /** Requests sent that got no answer or an error (the kill cut them off; not acknowledged). */
  cutOff: number
  /** Milliseconds of burst before the kill. */
  killedAfterMs: number
  /** Milliseconds from the burst's start to the first acknowledged write. */
  firstWriteMs: number
}

export interface CrashReport {
  rounds: CrashRound[]
  acknowledged: number
  /** Acknowledged writes missing after a restart: `post <groupId>` or `sign-up <email>`. */
  lost: string[]
  /** `PRAGMA integrity_check` after each restart, when not `ok`. */
  integrity: string[]
  dbPath: string
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

function childrenOf(pid: number): number[] {
  return Bun.spawnSync(['pgrep', '-P', String(pid)]).stdout.toString().split('\n').filter(Boolean).map(Number)
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Both processes of `SERVER_PROCESSES=2` up, the second one listening too. */
async function startServer(dbPath: string) {
  const port = await freePort()
  const env: Record<string, string | undefined> = { ...process.env, DATABASE_URL: `file:${dbPath}`, SERVER_PROCESSES: '2', QUIET: '1' }
  delete env.NODE_ENV
  delete env.ENABLE_TESTING_ROUTES
  delete env.DATABASE_DRIVER
  delete env.PAYMENTS_ADAPTER
  const proc = Bun.spawn([process.execPath, join(root, 'api/main.ts'), '--port', String(port)], { cwd: root, env: env as Record<string, string>, stdout: 'ignore', stderr: 'pipe' })
  let stderr = ''
  void (async () => {
    const reader = proc.stderr.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      if (stderr.length < 100_000) stderr += new TextDecoder().decode(value)
    }
  })()
  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 90_000
  for (;;) {
    const healthy = await fetch(`${origin}/api/health`, { headers: { connection: 'close' } }).then((r) => r.ok).catch(() => false)
    if (healthy && childrenOf(proc.pid).length >= 1) break
    if (proc.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start with two processes (exit ${proc.exitCode}):\n${stderr}`)
    await Bun.sleep(100)
  }
  // The serve-only process listens a moment after it is started: wait until fresh connections
  // have reached two different processes (each answers /api/health on its own).
  await Bun.sleep(1_000)
  return { origin, proc, stderr: () => stderr }
}

async function post(origin: string, path: string, body: unknown, token?: string, close = false) {
  const res = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(close ? { connection: 'close' } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  })
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : null }
}

function shiftPost(facilityId: string, n: number) {
  return shiftPostBody(facilityId, { title: `Crash-test pharmacist shift ${n}`, rate: 60 + (n % 30), daysAhead: 3 + (n % 50), quantity: 1 + (n % 3) })
}

export async function runCrashRounds({ rounds, log = () => {} }: { rounds: number; log?: (line: string) => void }): Promise<CrashReport> {
  const dir = mkdtempSync(join(tmpdir(), 'marketplace-crash-'))
  const dbPath = join(dir, 'crash.db')
  const report: CrashReport = { rounds: [], acknowledged: 0, lost: [], integrity: [], dbPath }
  const acknowledgedPosts: string[] = []
  const acknowledgedSignUps: string[] = []
  let facility: { id: string; token: string } | null = null
  let server: Awaited<ReturnType<typeof startServer>> | null = null

  const verify = (round: number) => {
    const db = new Database(dbPath, { readonly: true })
    try {
      const integrity = db.query<{ integrity_check: string }, []>('PRAGMA integrity_check').all().map((r) => r.integrity_check)
      if (integrity.join() !== 'ok') report.integrity.push(`after round ${round}: ${integrity.join('; ')}`)
      const groups = new Set(db.query<{ id: string }, []>('SELECT id FROM shift_groups').all().map((r) => r.id))
      const emails = new Set(db.query<{ email: string }, []>('SELECT email FROM users').all().map((r) => r.email))
      for (const id of acknowledgedPosts) if (!groups.has(id) && !report.lost.includes(`post ${id}`)) report.lost.push(`post ${id} (lost by round ${round})`)
      for (const email of acknowledgedSignUps) if (!emails.has(email) && !report.lost.some((l) => l.startsWith(`sign-up ${email}`))) report.lost.push(`sign-up ${email} (lost by round ${round})`)
    } finally {
      db.close()
    }
  }

  try {
    for (let round = 1; round <= rounds; round++) {
      server = await startServer(dbPath)
      if (round > 1) verify(round - 1)
      if (!facility) {
        const signUp = await post(server.origin, '/api/sign-up/facility', facilitySignUp())
        if (signUp.status !== 201) throw new Error(`facility sign-up failed: ${signUp.status} ${JSON.stringify(signUp.body)}`)
        facility = { id: signUp.body.id, token: signUp.body.token }
      }
      const { origin, proc } = server
      const children = childrenOf(proc.pid)
      let acknowledged = 0
      let cutOff = 0
      let killed = false
      let firstAcknowledged: () => void = () => {}
      const firstWrite = new Promise<void>((resolve) => (firstAcknowledged = resolve))
      let n = round * 100_000
      // Eight lanes of posts (every other one on a fresh connection, so both processes get
      // some) and one of sign-ups, until the kill.
      const lane = async (kind: 'post' | 'sign-up', index: number) => {
        while (!killed) {
          const i = n++
          try {
            if (kind === 'post') {
              const res = await post(origin, '/api/facility/shift', shiftPost(facility!.id, i), facility!.token, (i + index) % 2 === 0)
              if (res.status === 201) {
                for (const g of res.body.shiftGroups as { shiftGroupId: string }[]) acknowledgedPosts.push(g.shiftGroupId)
                acknowledged++
                firstAcknowledged()
              } else if (!killed) throw new Error(`a shift post answered ${res.status}: ${JSON.stringify(res.body)}`)
            } else {
              const body = providerSignUp()
              const res = await post(origin, '/api/sign-up/provider', body, undefined, true)
              if (res.status === 201) {
                acknowledgedSignUps.push(body.email)
                acknowledged++
                firstAcknowledged()
              } else if (res.status === 429) await Bun.sleep(200)
              else if (!killed) throw new Error(`a sign-up answered ${res.status}: ${JSON.stringify(res.body)}`)
            }
          } catch (error) {
            if (!killed) throw error
            cutOff++
          }
        }
      }
      const started = performance.now()
      const lanes = [...Array.from({ length: 8 }, (_, i) => lane('post', i)), lane('sign-up', 0)]
      // A lane that fails before the kill (an unexpected answer) fails the round at once.
      const failed = Promise.race(lanes.map((l) => l.then(() => new Promise<never>(() => {}))))
      // The kill comes at a random moment once writes are being acknowledged.
      let timer: Timer | undefined
      const noWrite = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`round ${round}: no write acknowledged within 30 s of the start`)), 30_000)
      })
      try {
        await Promise.race([firstWrite, failed, noWrite])
      } finally {
        clearTimeout(timer)
      }
      const firstWriteMs = Math.round(performance.now() - started)
      await Promise.race([Bun.sleep(200 + Math.floor(Math.random() * 1_000)), failed])
      // kill -9, both processes at the same instant, requests in flight.
      killed = true
      for (const pid of [proc.pid, ...children]) {
        try {
          process.kill(pid, 'SIGKILL')
        } catch {
          // already gone
        }
      }
      const killedAfterMs = Math.round(performance.now() - started)
      await Promise.allSettled(lanes)
      await proc.exited
      for (let i = 0; i < 50 && children.some(alive); i++) await Bun.sleep(100)
      report.rounds.push({ round, acknowledged, cutOff, killedAfterMs, firstWriteMs })
      report.acknowledged += acknowledged
      log(`crash round ${round}: first write acknowledged ${firstWriteMs} ms after the burst began; ${acknowledged} acknowledged, ${cutOff} cut off by kill -9 after ${killedAfterMs} ms`)
      server = null
    }
    // A last start: everything acknowledged in the last round must be there too.
    server = await startServer(dbPath)
    verify(rounds)
    server.proc.kill('SIGTERM')
    await Promise.race([server.proc.exited, Bun.sleep(10_000)])
    return report
  } finally {
    if (server) {
      for (const pid of [server.proc.pid, ...childrenOf(server.proc.pid)]) {
        try {
          process.kill(pid, 'SIGKILL')
        } catch {
          // gone
        }
      }
    }
    rmSync(dir, { recursive: true, force: true })
  }
}
