/**
 * Load benchmark of the hot provider and facility paths against the US-scale database made by
 * seed-us-scale.ts. Starts the server on a free loopback port (the single binary when it is
 * present and newer than the sources, else `bun api/main.ts`), then measures, each phase
 * bounded in time and sent to 127.0.0.1 only:
 *
 *   1. browse  GET /api/provider/shift/browse, a rotating mix of real-looking queries and
 *              provider tokens, at a fixed rate; then unlimited for the maximum throughput;
 *   2. apply   POST /api/provider/shift/{id}/apply with fresh (provider, group) pairs, each
 *              provider licensed in the group's state, at a fixed rate;
 *   3. hire    POST /api/facility/shift/{id}/hire for the applications made in step 2, by the
 *              organization's owner with its sandbox card, at a fixed rate.
 *
 * Fixed-rate phases run twice: with autocannon's `overallRate` (each connection sends its share
 * of every second back to back, so load comes in bursts at the top of each second) and with an
 * open-loop generator (uniform arrivals, latency counted from when each request was due).
 *
 * Writes the results table to scripts/bench/results.md (and results.json beside the database).
 *
 * Usage: bun scripts/bench/run.ts [db-path] [--binary | --source] [--duration 20]
 *        [--browse-rate 1000] [--write-rate 300] [--phases browse,max,shapes,apply,hire] [--processes 2] [--no-open]
 *        [--profile DIR] (CPU profile of the first server process, from the source)
 *        [--shape NAME] (with --phases shapes: that shape alone, for --duration seconds)
 *        [--runs 3] (each fixed-rate phase that many times; the report gives min / median / max)
 */
import { Database } from 'bun:sqlite'
import { execSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { cpus, freemem, loadavg, tmpdir, totalmem } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { addDays } from '../../shared/domain/zoned-time'
import { dbPathFrom, secretsPathFor, type ApplyPair, type BenchSecrets, type BrowseCaller, flagOf } from './common'

const root = fileURLToPath(new URL('../..', import.meta.url))
const here = fileURLToPath(new URL('.', import.meta.url))
const argv = process.argv.slice(2)
const flag = (name: string) => flagOf(argv, name)
const has = (name: string) => argv.includes(`--${name}`)
const dbPath = dbPathFrom(argv[0])
const DURATION = Number(flag('duration') ?? 20)
const MAX_DURATION = Math.min(10, DURATION)
const BROWSE_RATE = Number(flag('browse-rate') ?? 1000)
const WRITE_RATE = Number(flag('write-rate') ?? 300)
/** Server processes sharing the port; the plan's machine has two cores. */
const PROCESSES = Number(flag('processes') ?? 2)
const PHASES = new Set((flag('phases') ?? 'browse,max,apply,hire').split(','))
/** Each fixed-rate phase (browse, apply, hire) runs this many times: min / median / max reported. */
const RUNS = Number(flag('runs') ?? 3)
const OPEN_LOOP = !has('no-open')
const TARGETS = { browseP99: 25, writeP99: 10 }
/** Seconds of arrivals at the phase's rate sent before an open-loop phase's counted ones (load.mjs). */
const LEAD_IN_SECONDS = 2

if (!existsSync(dbPath) || !existsSync(secretsPathFor(dbPath))) {
  console.error(`No benchmark database at ${dbPath}: run \`npm run bench:seed\` first.`)
  process.exit(2)
}
const secrets = JSON.parse(readFileSync(secretsPathFor(dbPath), 'utf8')) as BenchSecrets
const log = (message: string) => console.log(`[bench] ${message}`)

// ── Deterministic request mixes ──────────────────────────────────────────────────────────
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
const rand = mulberry32(secrets.seed + 1)
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!

interface HttpRequest {
  method: 'GET' | 'POST'
  path: string
  headers: Record<string, string>
  body?: string
}
const bearer = (token: string, json = false): Record<string, string> => ({ authorization: `Bearer ${token}`, ...(json ? { 'content-type': 'application/json' } : {}) })

/**
 * What providers ask browse, by share: mostly their own state (the one they are licensed in)
 * with each sort, some narrowed by dates, pay, specialty or weekday, and a tenth with no state
 * at all (the whole country's shifts of their type).
 */
const BROWSE_SHAPES: { name: string; share: number; query: (c: BrowseCaller, today: string) => Record<string, string> }[] = [
  { name: 'state, soonest', share: 22, query: (c) => ({ states: c.state, sortBy: 'soonestAvailable' }) },
  { name: 'state, closest', share: 15, query: (c) => ({ states: c.state, sortBy: 'closestToMe' }) },
  { name: 'state, highest pay ≥ rate', share: 10, query: (c) => ({ states: c.state, sortBy: 'highestPay', hourlyRate: String(c.providerType === 'PHARMACIST' ? pick([60, 70, 80]) : pick([22, 26, 30])) }) },
  { name: 'state, most relevant', share: 10, query: (c) => ({ states: c.state, sortBy: 'mostRelevant' }) },
  { name: 'state, next 7 days', share: 10, query: (c, today) => { const from = addDays(today, Math.floor(rand() * 30)); return { states: c.state, fromDate: from, toDate: addDays(from, 7), sortBy: 'soonestAvailable' } } },
  { name: 'state, specialty, highest pay', share: 8, query: (c) => ({ states: c.state, specialties: pick(c.specialties), sortBy: 'highestPay' }) },
  { name: 'state, weekends, closest', share: 5, query: (c) => ({ states: c.state, specificDay: 'S|SU', sortBy: 'closestToMe' }) },
  { name: 'state, page 2–3', share: 5, query: (c) => ({ states: c.state, sortBy: 'soonestAvailable', page: String(2 + Math.floor(rand() * 2)) }) },
  { name: 'all states, soonest', share: 10, query: () => ({ sortBy: 'soonestAvailable' }) },
  { name: 'all states, highest pay', share: 5, query: () => ({ sortBy: 'highestPay' }) },
]
function browseRequests(count: number): { requests: HttpRequest[]; shapeOf: string[] } {
  const today = new Date().toISOString().slice(0, 10)
  const total = BROWSE_SHAPES.reduce((s, b) => s + b.share, 0)
  const requests: HttpRequest[] = []
  const shapeOf: string[] = []
  for (let i = 0; i < count; i++) {
    let x = rand() * total
    const shape = BROWSE_SHAPES.find((b) => (x -= b.share) < 0) ?? BROWSE_SHAPES[0]!
    const caller = pick(secrets.browseCallers)
    const query = new URLSearchParams(shape.query(caller, today)).toString()
    requests.push({ method: 'GET', path: `/api/provider/shift/browse?${query}`, headers: bearer(caller.token) })
    shapeOf.push(shape.name)
  }
  return { requests, shapeOf }
}

// ── Database preparation (before the server starts) ──────────────────────────────────────
/**
 * Marks the bench sessions as just used (so no request pays the hourly `last_used_at` write,
 * the steady state of a busy server) and keeps the pairs still fresh: no application yet, the
 * group open with a free seat and more than a day away.
 */
function prepareDatabase(): { freshPairs: ApplyPair[] } {
  const db = new Database(dbPath)
  db.exec('PRAGMA busy_timeout = 5000')
  const now = Date.now()
  db.query("UPDATE sessions SET last_used_at = ?, expires_at = ? WHERE user_agent = 'bench'").run(now, now + 30 * 86_400_000)
  const applied = db.query<{ n: number }, [string, string]>('SELECT count(*) AS n FROM applications WHERE shift_group_id = ? AND provider_id = ?')
  const booked = db.query<{ n: number }, [string]>("SELECT count(*) AS n FROM shifts WHERE provider_id = ? AND status IN ('FILLED', 'COMPLETED')")
  const group = db.query<{ status: string; filled_count: number; quantity: number; starts_at: number }, [string]>('SELECT status, filled_count, quantity, starts_at FROM shift_groups WHERE id = ?')
  const freshPairs = secrets.applyPairs.filter((p) => {
    const g = group.get(p.shiftGroupId)
    return g && g.status === 'OPEN' && g.filled_count < g.quantity && g.starts_at > now + 86_400_000 && applied.get(p.shiftGroupId, p.providerId)!.n === 0 && booked.get(p.providerId)!.n === 0
  })
  db.close()
  return { freshPairs }
}

/** The applications made by the apply phase, for the hire phase (read while the server runs). */
function applicationsFor(pairs: ApplyPair[]): { pair: ApplyPair; applicationId: string }[] {
  const db = new Database(dbPath, { readonly: true })
  const q = db.query<{ id: string }, [string, string]>("SELECT id FROM applications WHERE shift_group_id = ? AND provider_id = ? AND status = 'PENDING' AND is_hired = 0")
  const out = pairs.flatMap((pair) => {
    const row = q.get(pair.shiftGroupId, pair.providerId)
    return row ? [{ pair, applicationId: row.id }] : []
  })
  db.close()
  return out
}

// ── Server ───────────────────────────────────────────────────────────────────────────────
function newestSourceMtime(): number {
  let newest = 0
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (!entry.name.endsWith('.test.ts')) newest = Math.max(newest, statSync(path).mtimeMs)
    }
  }
  for (const dir of ['api', 'shared', 'migrations']) walk(join(root, dir))
  return newest
}

function chooseServer(): { command: string[]; description: string } {
  const binary = join(root, 'dist/marketplace')
  const profileDir = flag('profile')
  // A CPU profile of the (first) server process, written when it stops: the source is profiled.
  const profile = profileDir ? ['--cpu-prof', '--cpu-prof-md', `--cpu-prof-dir=${profileDir}`] : []
  const source = { command: [process.execPath, ...profile, join(root, 'api/main.ts')], description: `bun ${Bun.version} api/main.ts (source${profileDir ? ', profiled' : ''})` }
  if (has('source') || profileDir) return source
  if (!existsSync(binary)) return source
  const stale = statSync(binary).mtimeMs < newestSourceMtime()
  if (stale && !has('binary')) {
    log('dist/marketplace is older than api/, shared/ or migrations/: benchmarking the source instead (`npm run build` to refresh it, or --binary to use it anyway)')
    return source
  }
  return { command: [binary], description: `dist/marketplace (single binary${stale ? ', older than the sources' : ''})` }
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

/** The server process and the serve-only processes it started (SERVER_PROCESSES). */
function serverProcessTree(pid: number): number[] {
  const children = Bun.spawnSync(['pgrep', '-P', String(pid)]).stdout.toString().split('\n').filter(Boolean).map(Number)
  return [pid, ...children]
}

function cpuSecondsOf(pid: number): number {
  // utime and stime, in clock ticks (100 per second on Linux), summed over the server's processes.
  return serverProcessTree(pid).reduce((sum, p) => {
    if (!existsSync(`/proc/${p}/stat`)) return sum
    const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return sum + (Number(fields[11]) + Number(fields[12])) / 100
  }, 0)
}

/** CPU seconds of one process (utime + stime). */
function cpuSecondsOfOne(pid: number): number {
  if (!existsSync(`/proc/${pid}/stat`)) return 0
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

/** A process's own memory (anonymous pages: heap, SQLite's cache), not the database file's mapped pages. */
function ownMiBOf(pid: number): number {
  if (!existsSync(`/proc/${pid}/smaps_rollup`)) return 0
  const kb = Number(/^Anonymous:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0)
  return Math.round(kb / 1024)
}

function rssMiBOf(pid: number): number {
  return serverProcessTree(pid).reduce((sum, p) => {
    if (!existsSync(`/proc/${p}/status`)) return sum
    const line = readFileSync(`/proc/${p}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'))
    return sum + Math.round(Number(line?.replace(/\D/g, '') ?? 0) / 1024)
  }, 0)
}

// ── Load phases ──────────────────────────────────────────────────────────────────────────
interface PhaseResult {
  name: string
  /** Which of the `--runs` rounds (fixed-rate phases). */
  run?: number
  mode: string
  connections: number
  targetRate: number | null
  elapsedSeconds: number
  completed: number
  ok: number
  non2xx: number
  errors: number
  throughput: number
  latencyMs: { p50: number | null; p90: number | null; p99: number | null; max: number | null; mean: number | null }
  statuses: Record<string, number>
  loadGeneratorCpuSeconds: number
  serverCpuPercent?: number
  /** Server CPU time per answered request: the cost of a request whatever else ran on the machine. */
  serverCpuMsPerRequest?: number | null
  /** The same, each server process apart (the first, which makes every write, then the serve-only ones). */
  serverCpuMsPerRequestByProcess?: number[]
  loadAverage?: string
  /** Open loop only: requests not sent because the server fell two seconds behind. */
  notSent?: number
  saturatedAfterSeconds?: number | null
  slowBySecond?: number[]
  /** Open loop: lead-in requests sent before the counted ones (not in the figures). */
  leadInSent?: number
}

const work = mkdtempSync(join(tmpdir(), 'bench-run-'))
let serverPid = 0

async function phase(spec: { name: string; mode: 'autocannon' | 'open'; connections: number; overallRate?: number; amount?: number; durationSeconds: number; requests: HttpRequest[]; leadIn?: { seconds: number; requests: HttpRequest[] } }, origin: string): Promise<PhaseResult> {
  const file = join(work, `${spec.name.replace(/\W+/g, '-')}-${spec.mode}.json`)
  writeFileSync(file, JSON.stringify({ origin, ...spec }))
  const cpuBefore = cpuSecondsOf(serverPid)
  const processes = serverProcessTree(serverPid)
  const cpuBeforeByProcess = processes.map(cpuSecondsOfOne)
  const started = performance.now()
  const child = Bun.spawn(['node', join(here, 'load.mjs'), file], { stdout: 'pipe', stderr: 'inherit', cwd: root })
  const output = await new Response(child.stdout).text()
  if ((await child.exited) !== 0) throw new Error(`load phase ${spec.name} failed`)
  const seconds = (performance.now() - started) / 1000
  const result = JSON.parse(output.trim().split('\n').pop()!) as PhaseResult
  const cpuSeconds = cpuSecondsOf(serverPid) - cpuBefore
  result.serverCpuPercent = Math.round((cpuSeconds / seconds) * 100)
  // The server's CPU over the phase also served the lead-in's requests.
  const served = result.completed + (result.leadInSent ?? 0)
  result.serverCpuMsPerRequest = served ? (cpuSeconds * 1000) / served : null
  if (served) result.serverCpuMsPerRequestByProcess = processes.map((pid, i) => ((cpuSecondsOfOne(pid) - cpuBeforeByProcess[i]!) * 1000) / served)
  result.loadAverage = loadavg().map((l) => l.toFixed(2)).join(' ')
  const l = result.latencyMs
  log(`${spec.name} [${spec.mode}]: ${result.throughput.toFixed(0)} req/s, p50 ${l.p50?.toFixed(1)} ms, p99 ${l.p99?.toFixed(1)} ms, max ${l.max?.toFixed(1)} ms, non-2xx ${result.non2xx}, errors ${result.errors}, server CPU ${result.serverCpuPercent}%${result.serverCpuMsPerRequestByProcess && result.serverCpuMsPerRequestByProcess.length > 1 ? ` (ms a request by process: ${result.serverCpuMsPerRequestByProcess.map((ms) => ms.toFixed(2)).join(' + ')})` : ''}${result.saturatedAfterSeconds ? `, saturated after ${result.saturatedAfterSeconds.toFixed(1)} s (${result.notSent} not sent)` : ''}${result.slowBySecond?.some((n) => n > 0) ? `; answers over 25 ms by second: ${result.slowBySecond.join(' ')}` : ''}`)
  await settle(origin)
  return result
}

/** Lets a backlog left by the last phase drain, so it does not count against the next one. */
async function settle(origin: string) {
  const until = performance.now() + 60_000
  while (performance.now() < until) {
    const t = performance.now()
    const ok = await fetch(`${origin}/api/health`).then((r) => r.ok).catch(() => false)
    if (ok && performance.now() - t < 20) break
    await Bun.sleep(200)
  }
  await Bun.sleep(1000)
}

// ── Main ─────────────────────────────────────────────────────────────────────────────────
const server = chooseServer()
const machine = {
  date: new Date().toISOString(),
  nproc: cpus().length,
  cpu: cpus()[0]?.model ?? 'unknown',
  memoryGiB: Math.round(totalmem() / 1024 ** 3),
  freeMemoryGiB: Math.round(freemem() / 1024 ** 3),
  loadBefore: loadavg().map((l) => l.toFixed(2)).join(' '),
  bun: Bun.version,
  node: execSync('node --version').toString().trim(),
  autocannon: JSON.parse(readFileSync(join(root, 'node_modules/autocannon/package.json'), 'utf8')).version as string,
  server: `${server.description}, SERVER_PROCESSES=${PROCESSES}`,
  dbPath,
  dbSizeMiB: Math.round(statSync(dbPath).size / 1024 ** 2),
  counts: secrets.counts,
  gitCommit: (() => {
    try {
      return execSync('git rev-parse --short HEAD', { cwd: root }).toString().trim() + (execSync('git status --porcelain api shared migrations', { cwd: root }).toString().trim() ? ' (+ uncommitted changes in api/shared)' : '')
    } catch {
      return 'unknown'
    }
  })(),
}
log(`machine: ${machine.nproc} × ${machine.cpu}, ${machine.memoryGiB} GiB, load ${machine.loadBefore}; server: ${server.description}`)

const { freshPairs } = prepareDatabase()
const writeAmount = Math.round(WRITE_RATE * DURATION)
const runsNeedingPairs = (PHASES.has('apply') ? RUNS : 0) * (OPEN_LOOP ? 2 : 1)
if (runsNeedingPairs && freshPairs.length < writeAmount * runsNeedingPairs) {
  log(`only ${freshPairs.length} fresh apply pairs left (need ${writeAmount * runsNeedingPairs}): apply/hire run shorter. Re-seed (\`npm run bench:seed\`) for full runs.`)
}

const port = await freePort()
const origin = `http://127.0.0.1:${port}`
const serverLog = join(dirname(dbPath), 'bench-server.log')
const out = openSync(serverLog, 'w')
const proc = spawn(server.command[0]!, server.command.slice(1), {
  cwd: root,
  env: { ...process.env, DATABASE_URL: dbPath, APP_SECRET: secrets.appSecret, QUIET: '1', PORT: String(port), ENABLE_TESTING_ROUTES: '0', SERVER_PROCESSES: String(PROCESSES) },
  stdio: ['ignore', out, out],
})
serverPid = proc.pid!
const stopServer = async () => {
  if (proc.exitCode !== null) return
  proc.kill('SIGTERM')
  await Promise.race([new Promise((r) => proc.once('exit', r)), Bun.sleep(10_000)])
  if (proc.exitCode === null) proc.kill('SIGKILL')
}
process.on('SIGINT', () => void stopServer().finally(() => process.exit(130)))

const results: PhaseResult[] = []
const notes: string[] = []
try {
  const startedAt = performance.now()
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`the server exited (${proc.exitCode}); see ${serverLog}`)
    const ok = await fetch(`${origin}/api/health`).then((r) => r.ok).catch(() => false)
    if (ok) break
    if (performance.now() - startedAt > 60_000) throw new Error(`the server did not answer /api/health within 60 s; see ${serverLog}`)
    await Bun.sleep(100)
  }
  const healthyMs = Math.round(performance.now() - startedAt)
  log(`server healthy on ${origin} after ${healthyMs} ms (pid ${serverPid}, RSS ${rssMiBOf(serverPid)} MiB)`)
  notes.push(`Server healthy ${healthyMs} ms after start (migrations already applied).`)

  // Each process loads its browse index at start: a browse of a state answers meanwhile (its
  // state loaded ahead), the whole country waits. Every phase starts once every process says it
  // is ready; health is asked on a new connection each time, so the kernel spreads the probes
  // over every process (one kept connection would only ever see one of them).
  {
    const caller = secrets.browseCallers[0]!
    const stateBrowse = fetch(`${origin}/api/provider/shift/browse?states=${caller.state}`, { headers: { ...bearer(caller.token), connection: 'close' }, keepalive: false })
      .then(async (res) => (await res.arrayBuffer(), { status: res.status, ms: Math.round(performance.now() - startedAt) }))
    const readyAt = new Map<number, number>()
    while (readyAt.size < PROCESSES) {
      if (performance.now() - startedAt > 180_000) throw new Error(`not every process was ready within 180 s (ready: ${[...readyAt.keys()].join(', ') || 'none'}); see ${serverLog}`)
      const health = await fetch(`${origin}/api/health`, { headers: { connection: 'close' }, keepalive: false })
        .then((r) => r.json() as Promise<{ ready?: boolean; process?: number }>)
        .catch(() => null)
      if (health?.ready && health.process && !readyAt.has(health.process)) readyAt.set(health.process, Math.round(performance.now() - startedAt))
      await Bun.sleep(50)
    }
    const first = await stateBrowse
    const readyMs = Math.max(...readyAt.values())
    log(`a browse of one state answered ${first.status} ${first.ms} ms after start; every process ready (browse index loaded) after ${readyMs} ms (${[...readyAt].map(([n, ms]) => `process ${n}: ${ms} ms`).join(', ')})`)
    // What a process costs doing nothing: 10 s idle, each process's CPU and own memory (after
    // 5 s for the start-up's own garbage collection and checkpoint to finish).
    await Bun.sleep(5_000)
    const pids = serverProcessTree(serverPid)
    const cpuBefore = pids.map(cpuSecondsOfOne)
    await Bun.sleep(10_000)
    const idle = pids.map((pid, i) => `${((cpuSecondsOfOne(pid) - cpuBefore[i]!) * 10).toFixed(1)} % of a core, ${ownMiBOf(pid)} MiB own memory`)
    log(`idle for 10 s once ready: ${idle.map((d, i) => `process ${i + 1}: ${d}`).join('; ')}`)
    notes.push(`Idle for 10 s once ready, each process (first, then serve-only): ${idle.join('; ')} (own memory: anonymous pages, the browse index included; the database file's mapped pages are the shared page cache).`)
    notes.push(`A browse of one state, sent at start, answered ${first.status} ${first.ms} ms after start; every process ready (its browse index loaded, \`/api/health\` \`ready\` on each) ${readyMs} ms after start.`)
  }

  // Browse, also the warm-up: a few seconds of the same mix so pages and code paths are hot.
  if (PHASES.has('browse') || PHASES.has('max') || PHASES.has('shapes')) {
    const { requests } = browseRequests(20_000)
    await phase({ name: 'warm-up', mode: 'autocannon', connections: 10, overallRate: 200, durationSeconds: 5, requests }, origin)
    if (PHASES.has('browse'))
      for (let run = 1; run <= RUNS; run++) {
        results.push({ run, ...(await phase({ name: 'browse', mode: 'autocannon', connections: 50, overallRate: BROWSE_RATE, durationSeconds: DURATION, requests }, origin)) })
        if (OPEN_LOOP) results.push({ run, ...(await phase({ name: 'browse', mode: 'open', connections: 256, overallRate: BROWSE_RATE, durationSeconds: DURATION, requests, leadIn: { seconds: LEAD_IN_SECONDS, requests } }, origin)) })
      }
    if (PHASES.has('max')) results.push(await phase({ name: 'browse max', mode: 'autocannon', connections: 50, durationSeconds: MAX_DURATION, requests }, origin))
    // Per query shape, closed loop at low concurrency: which shapes are the slow ones.
    if ((PHASES.has('browse') && !has('no-shapes')) || PHASES.has('shapes')) {
      const { requests: mix, shapeOf } = browseRequests(20_000)
      const onlyShape = flag('shape')
      for (const shape of BROWSE_SHAPES.filter((s) => !onlyShape || s.name === onlyShape)) {
        const only = mix.filter((_, i) => shapeOf[i] === shape.name)
        const r = await phase({ name: `browse shape: ${shape.name}`, mode: 'autocannon', connections: 1, durationSeconds: onlyShape ? DURATION : 3, requests: only }, origin)
        results.push(r)
      }
    }
  }

  if (PHASES.has('apply')) {
    const runs: ('autocannon' | 'open')[] = OPEN_LOOP ? ['autocannon', 'open'] : ['autocannon']
    // Writes cannot be sent twice, so an open-loop write phase leads in with browse requests.
    const writeLeadIn = { seconds: LEAD_IN_SECONDS, requests: browseRequests(2_000).requests }
    let offset = 0
    for (let run = 1; run <= RUNS; run++)
    for (const mode of runs) {
      const pairs = freshPairs.slice(offset, offset + writeAmount)
      offset += pairs.length
      if (!pairs.length) {
        notes.push(`apply/hire [${mode}] run ${run} skipped: no fresh pairs left.`)
        continue
      }
      const messages = ['', 'I have worked this software for years and can start on time.', 'Available the whole shift.']
      const applyRequests = pairs.map((p, i) => {
        const message = messages[i % messages.length]!
        return { method: 'POST' as const, path: `/api/provider/shift/${p.shiftGroupId}/apply`, headers: bearer(p.token, true), body: JSON.stringify(message ? { message } : {}) }
      })
      results.push({ run, ...await phase({ name: 'apply', mode, connections: mode === 'open' ? 256 : 30, overallRate: WRITE_RATE, amount: applyRequests.length, durationSeconds: DURATION, requests: applyRequests, leadIn: mode === 'open' ? writeLeadIn : undefined }, origin) })
      if (!PHASES.has('hire')) continue
      const applications = applicationsFor(pairs)
      const owners = new Map(secrets.owners.map((o) => [o.organizationId, o]))
      const hireRequests = applications.map(({ pair, applicationId }) => {
        const owner = owners.get(pair.organizationId)!
        return { method: 'POST' as const, path: `/api/facility/shift/${pair.shiftGroupId}/hire`, headers: bearer(owner.token, true), body: JSON.stringify({ applicantId: applicationId, paymentMethodId: owner.paymentMethodId }) }
      })
      if (!hireRequests.length) {
        notes.push(`hire [${mode}] run ${run} skipped: the apply phase made no applications.`)
        continue
      }
      results.push({ run, ...await phase({ name: 'hire', mode, connections: mode === 'open' ? 256 : 30, overallRate: WRITE_RATE, amount: hireRequests.length, durationSeconds: DURATION, requests: hireRequests, leadIn: mode === 'open' ? writeLeadIn : undefined }, origin) })
    }
  }
  machine.dbSizeMiB = Math.round((statSync(dbPath).size + (existsSync(`${dbPath}-wal`) ? statSync(`${dbPath}-wal`).size : 0)) / 1024 ** 2)
  notes.push(`Server RSS at the end: ${rssMiBOf(serverPid)} MiB.`)
} finally {
  await stopServer()
  rmSync(work, { recursive: true, force: true })
}

// ── Report ───────────────────────────────────────────────────────────────────────────────
const fmt = (v: number | null | undefined, digits = 1) => (v === null || v === undefined ? '–' : v.toFixed(digits))
const targetOf = (r: PhaseResult) => (r.name === 'browse' ? TARGETS.browseP99 : r.name === 'apply' || r.name === 'hire' ? TARGETS.writeP99 : null)
const verdict = (r: PhaseResult) => {
  const target = targetOf(r)
  if (target === null || r.latencyMs.p99 === null) return ''
  const rateMet = r.targetRate === null || r.throughput >= r.targetRate * 0.95
  return r.latencyMs.p99 <= target && rateMet && r.non2xx === 0 && !r.saturatedAfterSeconds ? `met (≤ ${target} ms)` : `**missed** (≤ ${target} ms)`
}
const statusList = (r: PhaseResult) =>
  Object.entries(r.statuses).map(([code, n]) => `${code}×${n}`).join(' ') +
  (r.errors ? ` err×${r.errors}` : '') +
  (r.saturatedAfterSeconds ? ` (fell 2 s behind after ${r.saturatedAfterSeconds.toFixed(1)} s; ${r.notSent} not sent)` : '')
const mainRows = results.filter((r) => !r.name.startsWith('browse shape'))
const shapeRows = results.filter((r) => r.name.startsWith('browse shape'))
const table = [
  '| phase | load generator | target rate | achieved req/s | p50 ms | p90 ms | p99 ms | max ms | statuses | server CPU (ms/req) | machine load (1 min) | p99 target |',
  '|---|---|---:|---:|---:|---:|---:|---:|---|---:|---:|---|',
  ...mainRows.map((r) => `| ${r.name}${r.run ? ` (run ${r.run})` : ''} | ${r.mode === 'open' ? 'open loop' : 'autocannon'}, ${r.connections} conn | ${r.targetRate ?? 'max'} | ${fmt(r.throughput, 0)} | ${fmt(r.latencyMs.p50)} | ${fmt(r.latencyMs.p90)} | ${fmt(r.latencyMs.p99)} | ${fmt(r.latencyMs.max)} | ${statusList(r)} | ${r.serverCpuPercent}% (${fmt(r.serverCpuMsPerRequest)}) | ${r.loadAverage?.split(' ')[0] ?? ''} | ${verdict(r)} |`),
].join('\n')
/** Per fixed-rate phase and generator, over the runs: min / median / max. */
const runGroups = new Map<string, PhaseResult[]>()
for (const r of mainRows.filter((r) => r.run)) runGroups.set(`${r.name}|${r.mode}`, [...(runGroups.get(`${r.name}|${r.mode}`) ?? []), r])
const spread = (values: (number | null | undefined)[]) => {
  const v = values.filter((x): x is number => typeof x === 'number').sort((a, b) => a - b)
  return v.length ? `${fmt(v[0])} / ${fmt(v[Math.floor((v.length - 1) / 2)])} / ${fmt(v[v.length - 1])}` : '–'
}
const fiveHundreds = (r: PhaseResult) => Object.entries(r.statuses).reduce((n, [code, count]) => (code.startsWith('5') ? n + count : n), 0)
const summaryTable = runGroups.size
  ? [
      `| phase (${RUNS} runs) | load generator | target rate | achieved req/s min / median / max | p50 ms min / median / max | p99 ms min / median / max | server CPU ms/req median | 5xx | non-2xx | errors | p99 target (median) |`,
      '|---|---|---:|---|---|---|---:|---:|---:|---:|---|',
      ...[...runGroups.values()].map((rs) => {
        const r = rs[0]!
        const p99s = rs.map((x) => x.latencyMs.p99).filter((x): x is number => x !== null).sort((a, b) => a - b)
        const median = p99s[Math.floor((p99s.length - 1) / 2)]
        const target = targetOf(r)
        const met = target !== null && median !== undefined && median <= target && rs.every((x) => fiveHundreds(x) === 0)
        return `| ${r.name} | ${r.mode === 'open' ? 'open loop' : 'autocannon'} | ${r.targetRate ?? 'max'} | ${spread(rs.map((x) => x.throughput)).replace(/\.\d/g, '')} | ${spread(rs.map((x) => x.latencyMs.p50))} | ${spread(rs.map((x) => x.latencyMs.p99))} | ${spread(rs.map((x) => x.serverCpuMsPerRequest)).split(' / ')[1]} | ${rs.reduce((n, x) => n + fiveHundreds(x), 0)} | ${rs.reduce((n, x) => n + x.non2xx, 0)} | ${rs.reduce((n, x) => n + x.errors, 0)} | ${target === null ? '' : met ? `met (≤ ${target} ms)` : `**missed** (≤ ${target} ms)`} |`
      }),
    ].join('\n')
  : ''
const shapeTable = shapeRows.length
  ? [
      '| browse query shape (1 connection, closed loop, 3 s) | share of mix | req/s | p50 ms | p99 ms | max ms | server CPU ms per request |',
      '|---|---:|---:|---:|---:|---:|---:|',
      ...shapeRows.map((r) => {
        const name = r.name.replace('browse shape: ', '')
        const cpuMs = r.serverCpuMsPerRequest
        return `| ${name} | ${BROWSE_SHAPES.find((s) => s.name === name)?.share ?? ''}% | ${fmt(r.throughput, 0)} | ${fmt(r.latencyMs.p50)} | ${fmt(r.latencyMs.p99)} | ${fmt(r.latencyMs.max)} | ${fmt(cpuMs)} |`
      }),
    ].join('\n')
  : ''
const c = machine.counts
const facts = [
  `- Date: ${machine.date}; git ${machine.gitCommit}`,
  `- Machine: ${machine.nproc} × ${machine.cpu}, ${machine.memoryGiB} GiB RAM; load average before ${machine.loadBefore}, after ${loadavg().map((l) => l.toFixed(2)).join(' ')} (1/5/15 min). Server and load generator share these cores; a load well above 2 means other work was running and the figures are pessimistic`,
  `- Server: ${machine.server}; bun ${machine.bun}; load generator: node ${machine.node}, autocannon ${machine.autocannon}`,
  `- Database: ${machine.dbSizeMiB} MiB; ${Object.entries(c).map(([k, v]) => `${k} ${v.toLocaleString('en-US')}`).join(', ')}`,
  `- Durations: fixed-rate phases ${DURATION} s (apply/hire: ${writeAmount} requests each), max throughput ${MAX_DURATION} s, after a 5 s warm-up`,
  ...notes.map((n) => `- ${n}`),
].join('\n')
const markdown = `# Benchmark results\n\nMade by \`npm run bench\` (scripts/bench/run.ts); see scripts/bench/README.md for what is measured.\n\n${facts}\n\n${summaryTable}\n\nEvery run:\n\n${table}\n\n${shapeTable}\n`
writeFileSync(join(here, 'results.md'), markdown)
writeFileSync(join(dirname(dbPath), 'results.json'), JSON.stringify({ machine, results, notes }, null, 2))
console.log(`\n${summaryTable}\n\n${table}\n\n${shapeTable}\n\n${facts}\n\nWrote scripts/bench/results.md and ${join(dirname(dbPath), 'results.json')}`)
