/**
 * Soak (issue 17 §5): a realistic mix at a fixed rate against the single binary on a seeded
 * database, for half an hour, one minute at a time, and the three things a long day shows that
 * a 20-second benchmark does not: errors, latency that creeps up, memory that keeps growing.
 *
 *   bun scripts/hardening/soak.ts [--minutes 30] [--rate 300] [--db /tmp/hardening/soak.db]
 *       [--scale 1] [--processes 2] [--source] [--warm-up-seconds 30] [--profile DIR]
 *
 * The database is the benchmark's (scripts/bench/seed-us-scale.ts, seeded here when absent at
 * `--scale`); the load is the benchmark's open-loop generator (scripts/bench/load.mjs), one
 * phase a minute, each led in by 2 s of browse arrivals it does not count (a fresh Node process
 * a minute; its start is not the server's latency), after half a minute of the mix that is not
 * counted either (`--warm-up-seconds`: a cold server's first seconds are not its steady state).
 * Every answer that is not 2xx is kept with its request (20 a minute) and printed. The mix, by
 * share of arrivals:
 *
 *   browse 45 %     GET /provider/shift/browse, the benchmark's query shapes, 2,000 provider tokens
 *   detail 15 %     GET /provider/shift-group/{id} of open groups in the provider's state
 *   lists 30 %      the facility side: pending, applicant tabs, in progress, the organization's
 *                   shifts, payment methods, facilities (2,000 owner tokens)
 *   apply 4 %       POST /provider/shift/{id}/apply with fresh (provider, group) pairs
 *   hire 4 %        POST /facility/shift/{id}/hire of the applications the minute before made
 *   sign-in 2 %     POST /auth/login of facility owners with their password, each from its own
 *                   pharmacy's address (the server runs as behind one proxy, `TRUST_PROXY=1`, and
 *                   each owner's sign-in carries a stable `X-Forwarded-For`): 2,000 pharmacies do
 *                   not share one address, and the per-address throttle would otherwise hold
 *                   every sign-in of the soak to twenty being checked at once
 *
 * Reports per minute (p50/p99/max, statuses, server RSS and CPU) and the verdict: 0 errors
 * (every answer 2xx, none lost), p99 of the last minute ≤ 1.5 × the first, RSS settled (the
 * last half of the run adds less than 10 % to the RSS at its middle). Exits 1 when any fails.
 * Writes the report as JSON beside the database (`soak-results.json`).
 */
import { Database } from 'bun:sqlite'
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { loadavg, tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { secretsPathFor, type ApplyPair, type BenchSecrets, type BrowseCaller } from '../bench/common'

const root = fileURLToPath(new URL('../..', import.meta.url))
const argv = process.argv.slice(2)
const flag = (name: string) => {
  const i = argv.indexOf(`--${name}`)
  return i >= 0 ? argv[i + 1] : undefined
}
const MINUTES = Number(flag('minutes') ?? 30)
const RATE = Number(flag('rate') ?? 300)
const SCALE = flag('scale') ?? '1'
const PROCESSES = Number(flag('processes') ?? 2)
const dbPath = resolve(flag('db') ?? '/tmp/hardening/soak.db')
const PHASE_SECONDS = Number(flag('phase-seconds') ?? 60)
const LEAD_IN_SECONDS = 2
const WARM_UP_SECONDS = Number(flag('warm-up-seconds') ?? 30)
const log = (line: string) => console.log(`[soak] ${line}`)

// ── Database ──────────────────────────────────────────────────────────────────────────────
if (!existsSync(dbPath) || !existsSync(secretsPathFor(dbPath))) {
  log(`seeding ${dbPath} at scale ${SCALE} (scripts/bench/seed-us-scale.ts)…`)
  mkdirSync(dirname(dbPath), { recursive: true })
  const seed = Bun.spawnSync([process.execPath, join(root, 'scripts/bench/seed-us-scale.ts'), dbPath, '--scale', SCALE], { cwd: root, stdout: 'inherit', stderr: 'inherit' })
  if (seed.exitCode !== 0) throw new Error('seeding failed')
}
const secrets = JSON.parse(readFileSync(secretsPathFor(dbPath), 'utf8')) as BenchSecrets

function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}
const rand = mulberry32(secrets.seed + 17)
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!

/**
 * As the benchmark does (scripts/bench/run.ts): the bench sessions marked as just used, and the
 * apply pairs still fresh (no application, the group open with a free seat, over a day away).
 * Also the owners' e-mails (sign-in) and open groups in each state (detail).
 */
function prepareDatabase() {
  const db = new Database(dbPath)
  db.exec('PRAGMA busy_timeout = 5000')
  const now = Date.now()
  db.query("UPDATE sessions SET last_used_at = ?, expires_at = ? WHERE user_agent = 'bench'").run(now, now + 30 * 86_400_000)
  const applied = db.query<{ n: number }, [string, string]>('SELECT count(*) AS n FROM applications WHERE shift_group_id = ? AND provider_id = ?')
  const booked = db.query<{ n: number }, [string]>("SELECT count(*) AS n FROM shifts WHERE provider_id = ? AND status IN ('FILLED', 'COMPLETED')")
  const group = db.query<{ status: string; filled_count: number; quantity: number; starts_at: number }, [string]>('SELECT status, filled_count, quantity, starts_at FROM shift_groups WHERE id = ?')
  const seen = new Set<string>()
  const freshPairs = secrets.applyPairs.filter((p) => {
    // One pair per provider and per group: every apply and every hire of the soak can succeed
    // (a provider hired twice at one hour, or two hires for one seat, would be a rightful 409).
    if (seen.has(p.providerId) || seen.has(p.shiftGroupId)) return false
    seen.add(p.providerId)
    seen.add(p.shiftGroupId)
    const g = group.get(p.shiftGroupId)
    return g && g.status === 'OPEN' && g.filled_count < g.quantity && g.starts_at > now + 86_400_000 && applied.get(p.shiftGroupId, p.providerId)!.n === 0 && booked.get(p.providerId)!.n === 0
  })
  const ownerEmails = new Map<string, string>()
  const email = db.query<{ email: string }, [string]>('SELECT email FROM users WHERE id = ?')
  for (const owner of secrets.owners) {
    const row = email.get(owner.userId)
    if (row) ownerEmails.set(owner.userId, row.email)
  }
  const openByState = new Map<string, string[]>()
  // Groups every provider may open: not of a shadow-banned organization, nor of a facility that
  // banned someone (both answer 404 to the provider, rightly, as if the shift did not exist).
  const visible = `SELECT g.id, g.state FROM shift_groups g JOIN organizations o ON o.id = g.organization_id
    WHERE g.status = 'OPEN' AND g.starts_at > ? AND o.is_shadow_banned = 0
      AND NOT EXISTS (SELECT 1 FROM bans b WHERE b.organization_id = g.organization_id AND (b.kind = 'HARD_BAN' OR b.facility_id = g.facility_id))
    ORDER BY g.id LIMIT 200000`
  for (const row of db.query<{ id: string; state: string }, [number]>(visible).all(now)) {
    const list = openByState.get(row.state) ?? []
    if (list.length < 500) list.push(row.id)
    openByState.set(row.state, list)
  }
  db.close()
  return { freshPairs, ownerEmails, openByState }
}

/** The applications the apply arrivals made, for the next minute's hires (read while the server runs). */
function applicationsOf(pairs: ApplyPair[]): { pair: ApplyPair; applicationId: string }[] {
  const db = new Database(dbPath, { readonly: true })
  const q = db.query<{ id: string }, [string, string]>("SELECT id FROM applications WHERE shift_group_id = ? AND provider_id = ? AND status = 'PENDING' AND is_hired = 0")
  const out = pairs.flatMap((pair) => {
    const row = q.get(pair.shiftGroupId, pair.providerId)
    return row ? [{ pair, applicationId: row.id }] : []
  })
  db.close()
  return out
}

// ── The mix ───────────────────────────────────────────────────────────────────────────────
interface HttpRequest {
  method: 'GET' | 'POST'
  path: string
  headers: Record<string, string>
  body?: string
}
const bearer = (token: string, json = false): Record<string, string> => ({ authorization: `Bearer ${token}`, ...(json ? { 'content-type': 'application/json' } : {}) })

/** The benchmark's browse shapes (scripts/bench/run.ts), by share. */
function browse(c: BrowseCaller): HttpRequest {
  const x = rand()
  const query: Record<string, string> =
    x < 0.25 ? { states: c.state, sortBy: 'soonestAvailable' }
    : x < 0.4 ? { states: c.state, sortBy: 'closestToMe' }
    : x < 0.5 ? { states: c.state, sortBy: 'highestPay' }
    : x < 0.6 ? { states: c.state, sortBy: 'mostRelevant' }
    : x < 0.7 ? { states: c.state, specialties: pick(c.specialties), sortBy: 'highestPay' }
    : x < 0.75 ? { states: c.state, specificDay: 'S|SU', sortBy: 'closestToMe' }
    : x < 0.8 ? { states: c.state, sortBy: 'soonestAvailable', page: String(2 + Math.floor(rand() * 2)) }
    : x < 0.9 ? { sortBy: 'soonestAvailable' }
    : { sortBy: 'highestPay' }
  return { method: 'GET', path: `/api/provider/shift/browse?${new URLSearchParams(query)}`, headers: bearer(c.token) }
}

const FACILITY_LISTS = [
  '/api/facility/shifts/pending',
  '/api/facility/shifts/applicants?status=not-filled',
  '/api/facility/shifts/applicants?status=filled',
  '/api/facility/shifts/in-progress',
  '/api/shifts/facility-owner?pageIndex=0&pageSize=10',
  '/api/payment-methods/all',
  '/api/facility',
]

/** A stable private address per owner, as their pharmacy's connection would be. */
function pharmacyAddress(userId: string): string {
  let h = 0
  for (const c of userId) h = (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0
  return `10.${(h >>> 16) & 255}.${(h >>> 8) & 255}.${h & 255}`
}

interface Minute {
  requests: HttpRequest[]
  applied: ApplyPair[]
  kinds: Record<string, number>
}

function minuteOfLoad(count: number, ctx: { pairs: ApplyPair[]; hires: { pair: ApplyPair; applicationId: string }[]; ownerEmails: Map<string, string>; openByState: Map<string, string[]> }): Minute {
  const requests: HttpRequest[] = []
  const applied: ApplyPair[] = []
  const kinds: Record<string, number> = {}
  const owners = new Map(secrets.owners.map((o) => [o.organizationId, o]))
  const add = (kind: string, r: HttpRequest) => {
    kinds[kind] = (kinds[kind] ?? 0) + 1
    requests.push(r)
  }
  for (let i = 0; i < count; i++) {
    const x = rand()
    // A kind with nothing left to send (no fresh pair, no application yet to hire) sends a browse.
    if (x < 0.04) {
      const p = ctx.pairs.pop()
      if (p) {
        applied.push(p)
        add('apply', { method: 'POST', path: `/api/provider/shift/${p.shiftGroupId}/apply`, headers: bearer(p.token, true), body: JSON.stringify(rand() < 0.5 ? {} : { message: 'Available the whole shift.' }) })
        continue
      }
    } else if (x < 0.08) {
      const hire = ctx.hires.pop()
      if (hire) {
        const owner = owners.get(hire.pair.organizationId)!
        add('hire', { method: 'POST', path: `/api/facility/shift/${hire.pair.shiftGroupId}/hire`, headers: bearer(owner.token, true), body: JSON.stringify({ applicantId: hire.applicationId, paymentMethodId: owner.paymentMethodId }) })
        continue
      }
    } else if (x < 0.1) {
      const owner = pick(secrets.owners)
      const email = ctx.ownerEmails.get(owner.userId)
      if (email) {
        add('sign-in', { method: 'POST', path: '/api/auth/login', headers: { 'content-type': 'application/json', 'x-forwarded-for': pharmacyAddress(owner.userId) }, body: JSON.stringify({ email, password: secrets.password }) })
        continue
      }
    } else if (x < 0.4) {
      add('lists', { method: 'GET', path: pick(FACILITY_LISTS), headers: bearer(pick(secrets.owners).token) })
      continue
    } else if (x < 0.55) {
      const caller = pick(secrets.browseCallers)
      const groups = ctx.openByState.get(caller.state)
      if (groups?.length) {
        add('detail', { method: 'GET', path: `/api/provider/shift-group/${pick(groups)}`, headers: bearer(caller.token) })
        continue
      }
    }
    add('browse', browse(pick(secrets.browseCallers)))
  }
  return { requests, applied, kinds }
}

// ── Server ───────────────────────────────────────────────────────────────────────────────
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

function newestMtime(dir: string): number {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(path))
    else if (!entry.name.endsWith('.test.ts')) newest = Math.max(newest, statSync(path).mtimeMs)
  }
  return newest
}

const processTree = (pid: number) => [pid, ...Bun.spawnSync(['pgrep', '-P', String(pid)]).stdout.toString().split('\n').filter(Boolean).map(Number)]

function rssMiB(pid: number): number {
  return processTree(pid).reduce((sum, p) => {
    if (!existsSync(`/proc/${p}/status`)) return sum
    const line = readFileSync(`/proc/${p}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'))
    return sum + Number(line?.replace(/\D/g, '') ?? 0) / 1024
  }, 0)
}

function cpuSeconds(pid: number): number {
  return processTree(pid).reduce((sum, p) => {
    if (!existsSync(`/proc/${p}/stat`)) return sum
    const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return sum + (Number(fields[11]) + Number(fields[12])) / 100
  }, 0)
}

// ── Run ──────────────────────────────────────────────────────────────────────────────────
interface PhaseResult {
  completed: number
  ok: number
  non2xx: number
  errors: number
  throughput: number
  offeredRate: number
  notSent: number
  saturatedAfterSeconds: number | null
  statuses: Record<string, number>
  latencyMs: { p50: number | null; p99: number | null; max: number | null }
  /** The first answers not 2xx, with their request (at most 20 a minute). */
  failures?: { method: string; path: string; status: number; body: string }[]
}

export interface SoakMinute {
  minute: number
  answered: number
  throughput: number
  p50: number | null
  p99: number | null
  max: number | null
  statuses: Record<string, number>
  /** Answers other than 2xx. */
  non2xx: number
  /** The first answers not 2xx of the minute, with their request. */
  failures: { method: string; path: string; status: number; body: string }[]
  /** Requests sent that got no answer (reset, timed out). */
  lost: number
  /** Requests due but not sent: the server fell two seconds behind (load.mjs). */
  notSent: number
  rssMiB: number
  serverCpuPercent: number
  kinds: Record<string, number>
  load1: number
}

const { freshPairs, ownerEmails, openByState } = prepareDatabase()
const binary = join(root, 'dist/marketplace')
const useSource = argv.includes('--source') || !existsSync(binary)
if (!useSource && statSync(binary).mtimeMs < Math.max(...['api', 'shared', 'migrations'].map((d) => newestMtime(join(root, d))))) {
  log('dist/marketplace is older than the sources: `node_modules/.bin/bun scripts/build.ts` rebuilds it (or --source runs the source)')
}
// `--profile DIR`: a CPU profile of the first server process (the one that writes), run from the
// source, written as it stops (`--cpu-prof-md` beside it: the hottest functions as a table).
const profileDir = flag('profile')
const profile = profileDir ? ['--cpu-prof', '--cpu-prof-md', `--cpu-prof-dir=${resolve(profileDir)}`] : []
const command = useSource || profileDir ? [process.execPath, ...profile, join(root, 'api/main.ts')] : [binary]
log(`${MINUTES} × ${PHASE_SECONDS} s at ${RATE} req/s against ${profileDir ? 'bun api/main.ts (profiled)' : useSource ? 'bun api/main.ts (no dist/marketplace: `node_modules/.bin/bun scripts/build.ts` builds it)' : 'dist/marketplace'} with SERVER_PROCESSES=${PROCESSES}; ${freshPairs.length} fresh apply pairs, load ${loadavg()[0]!.toFixed(2)}`)
const needed = Math.ceil(MINUTES * PHASE_SECONDS * RATE * 0.04)
if (freshPairs.length < needed) log(`only ${freshPairs.length} fresh pairs for ~${needed} applies: apply and hire thin out once they run out (re-seed: delete ${dbPath})`)

const work = mkdtempSync(join(tmpdir(), 'soak-'))
const port = await freePort()
const origin = `http://127.0.0.1:${port}`
const serverLog = join(dirname(dbPath), 'soak-server.log')
const serverOut = openSync(serverLog, 'w')
const proc = spawn(command[0]!, command.slice(1), {
  cwd: root,
  env: { ...process.env, DATABASE_URL: dbPath, APP_SECRET: secrets.appSecret, QUIET: '1', PORT: String(port), ENABLE_TESTING_ROUTES: '0', SERVER_PROCESSES: String(PROCESSES), TRUST_PROXY: '1' },
  stdio: ['ignore', serverOut, serverOut],
})
const stop = async () => {
  if (proc.exitCode !== null) return
  proc.kill('SIGTERM')
  await Promise.race([new Promise((r) => proc.once('exit', r)), Bun.sleep(10_000)])
  if (proc.exitCode === null) proc.kill('SIGKILL')
}
process.on('SIGINT', () => void stop().finally(() => process.exit(130)))

const minutes: SoakMinute[] = []
const rssSamples: { at: number; mib: number }[] = []
let exitCode = 0
try {
  const startedAt = performance.now()
  while (!(await fetch(`${origin}/api/health`).then((r) => r.ok).catch(() => false))) {
    if (proc.exitCode !== null || performance.now() - startedAt > 120_000) throw new Error(`the server did not start; see ${serverLog}`)
    await Bun.sleep(200)
  }
  // Browse waits for each process's index of open groups: start once it answers quickly. A new
  // connection each time: the kernel spreads connections over the processes, and one kept alive
  // would ask the same process forty times while the other is still loading.
  for (let quick = 0; quick < 40 && performance.now() - startedAt < 180_000; ) {
    const r = browse(pick(secrets.browseCallers))
    const t = performance.now()
    await fetch(`${origin}${r.path}`, { headers: { ...r.headers, connection: 'close' } }).then((res) => res.arrayBuffer())
    quick = performance.now() - t < 50 ? quick + 1 : 0
  }
  log(`server ready after ${Math.round(performance.now() - startedAt)} ms (pid ${proc.pid}, RSS ${Math.round(rssMiB(proc.pid!))} MiB)`)
  const sampler = setInterval(() => rssSamples.push({ at: Math.round((performance.now() - startedAt) / 1000), mib: rssMiB(proc.pid!) }), 5_000)

  const pairs = [...freshPairs].reverse()
  let hires: { pair: ApplyPair; applicationId: string }[] = []
  /** One phase of the mix through a fresh load generator; its answers' figures. */
  const runPhase = async (name: string, seconds: number) => {
    const minute = minuteOfLoad(RATE * seconds, { pairs, hires, ownerEmails, openByState })
    const leadIn = Array.from({ length: RATE * LEAD_IN_SECONDS }, () => browse(pick(secrets.browseCallers)))
    const file = join(work, `${name.replace(/\W+/g, '-')}.json`)
    writeFileSync(file, JSON.stringify({ origin, name, mode: 'open', connections: 128, overallRate: RATE, amount: minute.requests.length, durationSeconds: seconds, requests: minute.requests, leadIn: { seconds: LEAD_IN_SECONDS, requests: leadIn } }))
    const child = Bun.spawn(['node', join(root, 'scripts/bench/load.mjs'), file], { stdout: 'pipe', stderr: 'inherit', cwd: root })
    const output = await new Response(child.stdout).text()
    if ((await child.exited) !== 0) throw new Error(`the load generator failed in ${name}`)
    hires = applicationsOf(minute.applied)
    return { minute, r: JSON.parse(output.trim().split('\n').pop()!) as PhaseResult }
  }
  // A server just started reads its database from disk, fills its caches and compiles its hot
  // paths: half a minute of the mix first, not counted, so the first minute is the server's
  // steady state and the last-to-first comparison measures creep, not the cold start.
  if (WARM_UP_SECONDS > 0) {
    const { r } = await runPhase('warm-up', WARM_UP_SECONDS)
    log(`warm-up (${WARM_UP_SECONDS} s, not counted): ${Math.round(r.throughput)} req/s, p99 ${r.latencyMs.p99?.toFixed(1)} ms, ${r.non2xx} not 2xx, ${r.errors} lost`)
  }
  for (let m = 1; m <= MINUTES; m++) {
    const cpuBefore = cpuSeconds(proc.pid!)
    const t0 = performance.now()
    const { minute, r } = await runPhase(`minute ${m}`, PHASE_SECONDS)
    const seconds = (performance.now() - t0) / 1000
    const row: SoakMinute = {
      minute: m,
      answered: r.completed,
      throughput: Math.round(r.throughput),
      p50: r.latencyMs.p50,
      p99: r.latencyMs.p99,
      max: r.latencyMs.max,
      statuses: r.statuses,
      non2xx: r.non2xx,
      failures: r.failures ?? [],
      lost: r.errors,
      notSent: r.notSent,
      rssMiB: Math.round(rssMiB(proc.pid!)),
      serverCpuPercent: Math.round(((cpuSeconds(proc.pid!) - cpuBefore) / seconds) * 100),
      kinds: minute.kinds,
      load1: Number(loadavg()[0]!.toFixed(2)),
    }
    minutes.push(row)
    log(`minute ${m}: ${row.throughput} req/s, p50 ${row.p50?.toFixed(1)} ms, p99 ${row.p99?.toFixed(1)} ms, max ${row.max?.toFixed(0)} ms, statuses ${Object.entries(r.statuses).map(([s, n]) => `${s}×${n}`).join(' ')}${r.errors ? `, ${r.errors} lost` : ''}${r.notSent ? `, ${r.notSent} not sent (fell behind)` : ''}, RSS ${row.rssMiB} MiB, server CPU ${row.serverCpuPercent}%, load ${row.load1}`)
    for (const f of row.failures.slice(0, 5)) log(`  ${f.status} ${f.method} ${f.path.split('?')[0]}: ${f.body.slice(0, 160)}`)
  }
  clearInterval(sampler)

  // ── Verdict ──
  const first = minutes[0]!
  const last = minutes.at(-1)!
  const non2xx = minutes.reduce((n, m) => n + m.non2xx, 0)
  const lost = minutes.reduce((n, m) => n + m.lost, 0)
  const notSent = minutes.reduce((n, m) => n + m.notSent, 0)
  const errors = non2xx + lost + notSent
  const p99Ratio = first.p99 && last.p99 ? last.p99 / first.p99 : null
  const middle = rssSamples[Math.floor(rssSamples.length / 2)]?.mib ?? 0
  const end = rssSamples.at(-1)?.mib ?? 0
  const rssGrowth = middle ? (end - middle) / middle : 0
  const verdicts = {
    errors: { ok: errors === 0, text: `${non2xx} answers not 2xx, ${lost} without an answer, ${notSent} not sent because the server fell 2 s behind; ${minutes.reduce((n, m) => n + m.answered, 0)} answered of ${minutes.length * RATE * PHASE_SECONDS} due` },
    p99: { ok: p99Ratio !== null && p99Ratio <= 1.5, text: `p99 last minute ${last.p99?.toFixed(1)} ms vs first ${first.p99?.toFixed(1)} ms (${p99Ratio?.toFixed(2)}×, limit 1.5×)` },
    rss: { ok: rssGrowth <= 0.1, text: `RSS ${Math.round(rssSamples[0]?.mib ?? 0)} MiB at start, ${Math.round(middle)} at the middle, ${Math.round(end)} at the end (${(rssGrowth * 100).toFixed(1)} % over the last half, limit 10 %), max ${Math.round(Math.max(...rssSamples.map((s) => s.mib)))}` },
  }
  for (const [name, v] of Object.entries(verdicts)) log(`${v.ok ? 'ok  ' : 'FAIL'} ${name}: ${v.text}`)
  // What the server said about its errors (warnings and errors; QUIET=1 leaves out the request lines).
  const said = readFileSync(serverLog, 'utf8').split('\n').filter((l) => l.trim() && !/"level":"(info|debug)"/.test(l))
  if (said.length) log(`the server log (${serverLog}) has ${said.length} warning or error lines; the first:\n${said.slice(0, 12).map((l) => `    ${l.slice(0, 400)}`).join('\n')}`)
  if (!Object.values(verdicts).every((v) => v.ok)) exitCode = 1
  const report = { date: new Date().toISOString(), minutes: MINUTES, phaseSeconds: PHASE_SECONDS, rate: RATE, processes: PROCESSES, server: useSource ? 'source' : 'dist/marketplace', db: dbPath, scale: secrets.scale, verdicts, perMinute: minutes, rssSamples }
  writeFileSync(join(dirname(dbPath), 'soak-results.json'), JSON.stringify(report, null, 2))
  console.log(`SOAK_RESULT ${JSON.stringify({ verdicts, first: { p50: first.p50, p99: first.p99 }, last: { p50: last.p50, p99: last.p99 }, minutes: MINUTES, rate: RATE })}`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  exitCode = 2
} finally {
  await stop()
  rmSync(work, { recursive: true, force: true })
}
process.exit(exitCode)
