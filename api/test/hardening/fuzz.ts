/**
 * The schema-driven fuzzer (issue 17 §5), shared by the fast test (`fuzz.test.ts`, 1,000
 * requests) and the long run (`scripts/hardening/run.ts`, 10,000 and more).
 *
 * It starts the server as `npm start` does (`bun api/main.ts`: a real listening socket, so Bun's
 * HTTP parser is in the loop; no testing routes, as in production) on a throwaway database,
 * signs in a provider, a facility owner and the admin-panel ADMIN, reads the OpenAPI document
 * the server serves, and sends requests made by fast-check from each operation's contract, as
 * each caller and anonymously. Request `i` of seed `s` is always the same request, so a failure
 * replays with `FUZZ_SEED=s FUZZ_ONLY=i`.
 *
 * Checks, per answer: no 5xx; every answer that is not a success or a redirect is JSON with a
 * string `message`; none slower than 1 s. Meanwhile a worker asks `/api/health` every 200 ms and
 * none of its answers may take more than 1 s (the server never stalls).
 */
import { Database } from 'bun:sqlite'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { uuidv7 } from 'uuidv7'
import { hashToken } from '../../sessions'
import { facilitySignUp, providerSignUp, shiftPostBody } from '../factories/bodies'
import { requestArb, type Caller, type FuzzBody, type FuzzRequest, type IdPool } from './fuzz-arbitraries'
import { operationsOf } from './operations'

export const SLOW_MS = 1_000
const ADMIN = { email: 'fuzz-admin@marketplace.test', password: 'Fuzz-admin-pass-2026' }
/** The fuzz server's app secret, so the fuzzer can write sessions its server accepts (mintSession). */
const FUZZ_APP_SECRET = 'fuzz-only-app-secret-3c9e1f7a5b2d4e6f8a0c1b3d5e7f9a2c'
const root = join(import.meta.dir, '../../..')

export interface FuzzOptions {
  requests: number
  seed: number
  /** Only these request indexes (a replay). */
  only?: number[]
  concurrency?: number
  /** Stop sending after this long (the run then fails: not every request was sent). */
  budgetMs: number
}

export interface Violation {
  index: number
  request: FuzzRequest
  problem: string
  status: number | null
  ms: number
  answer: string
  logLine?: string
}

export interface FuzzReport {
  seed: number
  sent: number
  planned: number
  operations: number
  statuses: Record<string, number>
  shapes: Record<string, number>
  violations: Violation[]
  healthProbes: number
  slowHealth: { at: number; ms: number }[]
  /** Answers over the bound that were within it when the same request was sent again on its own (the machine was busy). */
  slowOnlyOnce: number
  maxMs: number
  elapsedMs: number
  /** Sessions given anew to callers whose session a fuzzed call ended. */
  sessionsMinted: number
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

/** The server as `npm start` runs it, its output kept for the log lines of failures. */
async function startServer() {
  const dir = mkdtempSync(join(tmpdir(), 'marketplace-fuzz-'))
  const port = await freePort()
  const dbPath = join(dir, 'fuzz.db')
  const env: Record<string, string | undefined> = { ...process.env, DATABASE_URL: `file:${dbPath}`, APP_SECRET: FUZZ_APP_SECRET, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, QUIET: '1', SERVER_PROCESSES: '1' }
  // As deployed: bun test sets NODE_ENV=test, and the testing routes stay off.
  delete env.NODE_ENV
  delete env.ENABLE_TESTING_ROUTES
  delete env.DATABASE_DRIVER
  delete env.PAYMENTS_ADAPTER
  const proc = Bun.spawn([process.execPath, join(root, 'api/main.ts'), '--port', String(port)], { cwd: root, env: env as Record<string, string>, stdout: 'pipe', stderr: 'pipe' })
  const lines: string[] = []
  const pump = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder()
    let rest = ''
    const reader = stream.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      rest += decoder.decode(value, { stream: true })
      const parts = rest.split('\n')
      rest = parts.pop()!
      for (const line of parts) if (line.trim() && lines.length < 20_000) lines.push(line)
    }
  }
  void pump(proc.stdout)
  void pump(proc.stderr)
  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (await fetch(`${origin}/api/health`).then((r) => r.ok).catch(() => false)) break
    if (proc.exitCode !== null || Date.now() > deadline) throw new Error(`the fuzz server did not start:\n${lines.join('\n')}`)
    await Bun.sleep(100)
  }
  return {
    origin,
    lines,
    dbPath,
    pid: proc.pid,
    async stop() {
      proc.kill('SIGTERM')
      await Promise.race([proc.exited, Bun.sleep(5_000)])
      if (proc.exitCode === null) proc.kill('SIGKILL')
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * A new session for a user or a team member, written straight into the fuzz server's database
 * the way the benchmark's seed writes its sessions. A fuzzed call may end a caller's session
 * (`POST /auth/logout` with its token); signing in again would soon be refused, rightly, by the
 * sign-in throttle that the fuzzer's own wrong passwords from this address have used up.
 */
function mintSession(dbPath: string, subject: { userId: string } | { teamMemberId: string }): string {
  const token = randomBytes(32).toString('base64url')
  const db = new Database(dbPath)
  try {
    db.exec('PRAGMA busy_timeout = 10000')
    const now = Date.now()
    db.query('INSERT INTO sessions (id, token_hash, user_id, team_member_id, created_at, expires_at, last_used_at, ip_address, user_agent) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)').run(
      uuidv7(),
      hashToken(FUZZ_APP_SECRET, token),
      'userId' in subject ? subject.userId : null,
      'teamMemberId' in subject ? subject.teamMemberId : null,
      now,
      now + 86_400_000,
      now,
      '127.0.0.1',
      'fuzzer',
    )
  } finally {
    db.close()
  }
  return token
}

async function json(origin: string, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${origin}${path}`, { method, headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) })
  const text = await res.text()
  return { status: res.status, body: text ? (JSON.parse(text) as any) : null }
}

/** A provider, a pharmacy with a card and an open shift the provider applied to, and the admin. */
async function setUp(origin: string) {
  const facility = facilitySignUp()
  const owner = await json(origin, 'POST', '/api/sign-up/facility', facility)
  const providerBody = providerSignUp()
  const provider = await json(origin, 'POST', '/api/sign-up/provider', providerBody)
  const admin = await json(origin, 'POST', '/api/admin/login', ADMIN)
  if (owner.status !== 201 || provider.status !== 201 || admin.status !== 200) throw new Error(`fuzz set-up failed: ${owner.status} ${provider.status} ${admin.status}`)
  const card = await json(origin, 'POST', '/api/payment-method/attach-card', { token: 'tok_visa', facilityId: owner.body.id }, owner.body.token)
  const posted = await json(
    origin,
    'POST',
    '/api/facility/shift',
    shiftPostBody(owner.body.id, { providerNeedsLicenseOnTheShiftState: false, quantity: 2 }),
    owner.body.token,
  )
  const shiftGroupId = posted.body?.shiftGroups?.[0]?.shiftGroupId as string | undefined
  if (shiftGroupId) await json(origin, 'POST', `/api/provider/shift/${shiftGroupId}/apply`, { message: 'Available' }, provider.body.token)
  const applied = await json(origin, 'GET', '/api/provider/shift/applied', undefined, provider.body.token)
  const licenses = await json(origin, 'GET', '/api/license', undefined, provider.body.token)
  const pool: IdPool = {
    facilityId: [owner.body.id],
    organizationId: [owner.body.organizationId],
    paymentMethodId: card.body?.paymentMethodId ? [card.body.paymentMethodId] : [],
    shiftGroupId: shiftGroupId ? [shiftGroupId] : [],
    providerId: [provider.body.providerId],
    userId: [provider.body.userId, owner.body.userId],
    licenseId: Array.isArray(licenses.body) ? licenses.body.map((l: { licenseId: string }) => l.licenseId) : [],
    applicationId: (applied.body?.data ?? []).map((a: { applicationId?: string }) => a.applicationId).filter(Boolean),
  }
  const callers: Caller[] = [
    { name: 'provider', token: provider.body.token },
    { name: 'facility owner', token: owner.body.token },
    { name: 'admin', token: admin.body.token },
    { name: 'anonymous', token: null },
  ]
  const subjects: Record<string, { userId: string } | { teamMemberId: string } | null> = {
    provider: { userId: provider.body.userId },
    'facility owner': { userId: owner.body.userId },
    admin: null,
  }
  return { pool, callers, subjects }
}

function bodyOf(body: FuzzBody): BodyInit | undefined {
  switch (body.kind) {
    case 'none':
      return undefined
    case 'text':
      return body.text
    case 'bytes':
      return new Blob([body.bytes as Uint8Array<ArrayBuffer>])
    case 'chunked': {
      const bytes = new TextEncoder().encode(body.text)
      let offset = 0
      return new ReadableStream<Uint8Array>({
        pull(controller) {
          if (offset >= bytes.length) return controller.close()
          controller.enqueue(bytes.subarray(offset, offset + 65_536))
          offset += 65_536
        },
      })
    }
  }
}

/** How a request reads in a report: enough to send it again by hand. */
export function describeRequest(r: FuzzRequest): string {
  const shown = Object.entries(r.headers).filter(([k, v]) => k !== 'authorization' || !v.startsWith('Bearer ') || r.caller.startsWith('anonymous'))
  const fuzzHeaders = shown.filter(([k]) => k.startsWith('x-fuzz-'))
  const headers = [
    ...shown.filter(([k]) => !k.startsWith('x-fuzz-')).map(([k, v]) => `${k}: ${v.length > 60 ? `${v.slice(0, 40)}… (${v.length} chars)` : v}`),
    ...(fuzzHeaders.length ? [`${fuzzHeaders.length} headers x-fuzz-N: ${'h'.repeat(3)}… (${fuzzHeaders[0]![1].length} chars each, ${fuzzHeaders.reduce((n, [k, v]) => n + k.length + v.length + 4, 0)} bytes)`] : []),
  ]
  const body =
    r.body.kind === 'none' ? ''
    : r.body.kind === 'bytes' ? ` bytes[${[...r.body.bytes].map((b) => b.toString(16)).join(' ')}]`
    : ` ${r.body.kind === 'chunked' ? '(chunked) ' : ''}${r.body.text.length > 160 ? `${JSON.stringify(r.body.text.slice(0, 120))}… (${r.body.text.length} chars)` : JSON.stringify(r.body.text)}`
  const path = r.path.length > 200 ? `${r.path.slice(0, 160)}… (${r.path.length} chars)` : r.path
  return `${r.method} ${path} as ${r.caller}${headers.length ? ` [${headers.join('; ')}]` : ''}${body}`
}

export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const server = await startServer()
  const started = performance.now()
  try {
    const { pool, callers, subjects } = await setUp(server.origin)
    const team = new Database(server.dbPath, { readonly: true })
    subjects.admin = { teamMemberId: team.query<{ id: string }, [string]>('SELECT id FROM team_members WHERE email = ?').get(ADMIN.email)!.id }
    team.close()
    const doc = await (await fetch(`${server.origin}/api/docs/json`)).json()
    const operations = operationsOf(doc as never)
    const arb = requestArb(operations, callers, pool)
    const indexes = options.only ?? Array.from({ length: options.requests }, (_, i) => i)
    // Request i is drawn from its own seed: the same request whatever else was generated.
    const requestAt = (i: number) => fc.sample(arb, { seed: (options.seed + i * 7_919) | 0, numRuns: 1 })[0]!

    const worker = new Worker(new URL('./health-probe.ts', import.meta.url).href)
    worker.postMessage({ origin: server.origin, intervalMs: 200, slowMs: SLOW_MS })

    const report: FuzzReport = { seed: options.seed, sent: 0, planned: indexes.length, operations: operations.length, statuses: {}, shapes: {}, violations: [], healthProbes: 0, slowHealth: [], slowOnlyOnce: 0, maxMs: 0, elapsedMs: 0, sessionsMinted: 0 }
    const deadline = performance.now() + options.budgetMs
    let next = 0
    let refreshing: Promise<void> | null = null

    const checks: Record<string, string> = { provider: '/api/user', 'facility owner': '/api/user', admin: '/api/admin-panel/user' }
    let sessionsMinted = 0
    /** A caller whose session a fuzzed call ended (a sign-out with its token) gets a new one. */
    const refreshSessions = async () => {
      for (const caller of callers) {
        const subject = subjects[caller.name]
        if (!subject || !caller.token) continue
        const alive = await fetch(`${server.origin}${checks[caller.name]}`, { headers: { authorization: `Bearer ${caller.token}` } }).then((r) => r.status !== 401)
        if (alive) continue
        caller.token = mintSession(server.dbPath, subject)
        sessionsMinted++
      }
    }

    const one = async (index: number) => {
      let request: FuzzRequest
      try {
        request = requestAt(index)
      } catch (error) {
        // The fuzzer's own fault, reported as such rather than ending the run.
        const problem = `the fuzzer could not build this request: ${error instanceof Error ? error.message : String(error)}`
        report.violations.push({ index, request: { op: '(generator)', caller: '-', shape: 'generator error', method: '-', path: '-', headers: {}, body: { kind: 'none' } }, problem, status: null, ms: 0, answer: '' })
        return
      }
      report.shapes[request.shape] = (report.shapes[request.shape] ?? 0) + 1
      const t0 = performance.now()
      let status: number | null = null
      let text = ''
      let contentType = ''
      let location: string | null = null
      try {
        const res = await fetch(`${server.origin}${request.path}`, {
          method: request.method,
          headers: request.headers,
          body: bodyOf(request.body),
          redirect: 'manual',
          signal: AbortSignal.timeout(15_000),
        })
        status = res.status
        contentType = res.headers.get('content-type') ?? ''
        location = res.headers.get('location')
        text = await res.text()
      } catch (error) {
        text = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
      }
      const ms = performance.now() - t0
      report.sent++
      report.maxMs = Math.max(report.maxMs, ms)
      report.statuses[status ?? 'no answer'] = (report.statuses[status ?? 'no answer'] ?? 0) + 1
      const violation = (problem: string) => {
        const logLine = status !== null && status >= 500 ? server.lines.find((l) => /error/i.test(l) && l.includes(request.path.split('?')[0]!.slice(0, 80))) ?? server.lines.filter((l) => /error/i.test(l)).at(-1) : undefined
        report.violations.push({ index, request, problem, status, ms, answer: text.slice(0, 300), logLine: logLine?.slice(0, 600) })
      }
      if (status === null) violation(`no answer (${text})`)
      else if (status >= 500) violation(`${status}`)
      else if (status >= 300 && status < 400) {
        if (!location) violation(`${status} redirect without a Location`)
      } else if (status >= 400) {
        let message: unknown
        try {
          message = (JSON.parse(text) as { message?: unknown }).message
        } catch {
          message = undefined
        }
        if (!contentType.includes('json') || typeof message !== 'string') violation(`${status} without a JSON {message} (content-type ${contentType || 'none'}, body ${JSON.stringify(text.slice(0, 80))})`)
      }
      if (ms > SLOW_MS) {
        // On a busy machine a request can wait for a core behind other work. The same request sent
        // again on its own tells that wait from a request that is slow in itself (a freeze, an
        // unbounded query): only a repeat over the bound too is a violation.
        const again = performance.now()
        await fetch(`${server.origin}${request.path}`, { method: request.method, headers: request.headers, body: bodyOf(request.body), redirect: 'manual', signal: AbortSignal.timeout(15_000) })
          .then((res) => res.text())
          .catch(() => '')
        const repeatMs = performance.now() - again
        if (repeatMs > SLOW_MS) violation(`answered in ${Math.round(ms)} ms, and ${Math.round(repeatMs)} ms when sent again (over ${SLOW_MS} ms)`)
        else report.slowOnlyOnce++
      }
      if (status === 401 && request.caller !== 'anonymous' && !request.caller.startsWith('anonymous')) {
        refreshing ??= refreshSessions().finally(() => {
          refreshing = null
        })
        await refreshing
      }
    }

    const lanes = Array.from({ length: options.concurrency ?? 4 }, async () => {
      while (next < indexes.length && performance.now() < deadline) await one(indexes[next++]!)
    })
    await Promise.all(lanes)
    report.elapsedMs = performance.now() - started

    const health = await new Promise<{ probes: number; slow: { at: number; ms: number }[] }>((resolve) => {
      worker.onmessage = (event) => resolve(event.data)
      worker.postMessage('stop')
    })
    worker.terminate()
    report.healthProbes = health.probes
    report.sessionsMinted = sessionsMinted
    report.slowHealth = health.slow
    return report
  } finally {
    await server.stop()
  }
}

/** The report as text: figures, then failures grouped by problem and input shape (their cause). */
export function formatReport(report: FuzzReport): string {
  const groups = new Map<string, Violation[]>()
  for (const v of report.violations) {
    const problem = v.problem.replace(/\d+ ms/, 'N ms').replace(/ \(content-type.*$/, '')
    const key = `${problem} — ${v.request.shape}`
    groups.set(key, [...(groups.get(key) ?? []), v])
  }
  const lines = [
    `fuzz: seed ${report.seed}; ${report.sent} of ${report.planned} requests sent over ${report.operations} operations in ${(report.elapsedMs / 1000).toFixed(1)} s; slowest answer ${Math.round(report.maxMs)} ms (${report.slowOnlyOnce} over ${SLOW_MS} ms but not when sent again); /api/health probed ${report.healthProbes} times, ${report.slowHealth.length} over ${SLOW_MS} ms${report.slowHealth.length ? ` (worst ${Math.round(Math.max(...report.slowHealth.map((s) => s.ms)))} ms)` : ''}; machine load ${loadavg().map((l) => l.toFixed(1)).join(' ')}`,
    `sessions ended by fuzzed calls and given anew: ${report.sessionsMinted}`,
    `statuses: ${Object.entries(report.statuses).sort().map(([s, n]) => `${s}×${n}`).join(' ')}`,
    `violations: ${report.violations.length} in ${groups.size} groups`,
  ]
  for (const [key, list] of [...groups].sort((a, b) => b[1].length - a[1].length)) {
    const first = list[0]!
    const ops = [...new Set(list.map((v) => v.request.op))]
    lines.push(`  ${list.length}× ${key} (${ops.length} operation${ops.length === 1 ? '' : 's'}: ${ops.slice(0, 4).join(', ')}${ops.length > 4 ? ', …' : ''})`)
    lines.push(`     e.g. #${first.index}: ${describeRequest(first.request)}`)
    lines.push(`     → ${first.status ?? 'no answer'} in ${Math.round(first.ms)} ms: ${JSON.stringify(first.answer.slice(0, 160))}`)
    if (first.logLine) lines.push(`     log: ${first.logLine}`)
    lines.push(`     replay: FUZZ_SEED=${report.seed} FUZZ_ONLY=${list.slice(0, 5).map((v) => v.index).join(',')}`)
  }
  return lines.join('\n')
}
