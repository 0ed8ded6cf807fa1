/**
 * Real-time delivery under load (issue 14 §1): 2,000 open WebSockets, messages sent over HTTP at
 * a fixed rate, and the time from each send to its arrival on every socket of the thread's
 * people. Target: p99 ≤ 50 ms at 200 messages a second on this machine.
 *
 * Uses a database made by seed-us-scale.ts (a small one is made in a temporary directory when
 * none is given: `--scale 0.02`), starts the server from the source on a free loopback port,
 * then: each of N providers of the seed's apply pairs applies to their shift and opens the
 * conversation with its facility; the providers' devices open `SOCKETS` sockets in all (each
 * provider several, as tabs and phones); then the providers send messages in their threads in
 * turn, uniformly spread, at `RATE` a second for `DURATION` seconds. A message reaches every
 * open socket of both sides of its thread (the facility owners hold no socket here), so each
 * send is measured on the sender's other devices: the same path as to a recipient (the event
 * log every process reads, then the socket).
 *
 * Usage: bun scripts/bench/realtime.ts [db-path] [--sockets 2000] [--rate 200] [--duration 20]
 *        [--providers 500] [--processes 1]
 */
import { Database } from 'bun:sqlite'
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { secretsPathFor, type BenchSecrets } from './common'

const root = fileURLToPath(new URL('../..', import.meta.url))
const argv = process.argv.slice(2)
const flag = (name: string, fallback: number) => {
  const i = argv.indexOf(`--${name}`)
  return i >= 0 ? Number(argv[i + 1]) : fallback
}
const SOCKETS = flag('sockets', 2000)
const RATE = flag('rate', 200)
const DURATION = flag('duration', 20)
const PROVIDERS = flag('providers', 500)
const PROCESSES = flag('processes', 1)
const TARGET_P99_MS = 50

let dbPath = argv[0] && !argv[0].startsWith('--') ? argv[0] : ''
if (!dbPath) {
  dbPath = join(mkdtempSync(join(tmpdir(), 'bench-realtime-')), 'marketplace.db')
  console.log(`seeding a small database at ${dbPath} …`)
  const seed = Bun.spawnSync(['bun', join(root, 'scripts/bench/seed-us-scale.ts'), dbPath, '--scale', '0.02'], { cwd: root, stdout: 'ignore', stderr: 'inherit' })
  if (seed.exitCode !== 0) process.exit(seed.exitCode ?? 1)
}
if (!existsSync(secretsPathFor(dbPath))) {
  console.error(`No benchmark secrets beside ${dbPath}: run \`npm run bench:seed\` first.`)
  process.exit(2)
}
const secrets = JSON.parse(readFileSync(secretsPathFor(dbPath), 'utf8')) as BenchSecrets

// One pair per provider: a provider with several pairs would open the same thread twice.
const seen = new Set<string>()
const pairs = secrets.applyPairs.filter((p) => !seen.has(p.providerId) && seen.add(p.providerId)).slice(0, PROVIDERS)
if (pairs.length < PROVIDERS) console.log(`only ${pairs.length} providers in the seed's apply pairs`)
const facilityOf = new Map<string, string>()
{
  const db = new Database(dbPath, { readonly: true })
  const q = db.query<{ facility_id: string }, [string]>('select facility_id from shift_groups where id = ?')
  for (const p of pairs) facilityOf.set(p.shiftGroupId, q.get(p.shiftGroupId)!.facility_id)
  db.close()
}

const port = await new Promise<number>((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address() as { port: number }
    s.close(() => resolve(port))
  })
})
const origin = `http://127.0.0.1:${port}`
const server = spawn('bun', [join(root, 'api/main.ts'), '--port', String(port)], {
  cwd: root,
  env: { ...process.env, APP_SECRET: secrets.appSecret, DATABASE_URL: `file:${dbPath}`, SERVER_PROCESSES: String(PROCESSES), QUIET: '1', NODE_ENV: 'production' },
  stdio: ['ignore', 'ignore', 'inherit'],
})
const stopServer = () => server.kill('SIGTERM')
process.on('exit', stopServer)

for (let i = 0; ; i++) {
  if (await fetch(`${origin}/api/health`).then((r) => r.ok).catch(() => false)) break
  if (i > 600) throw new Error('the server did not start')
  await Bun.sleep(100)
}

async function call(method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(`${origin}${path}`, { method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}) })
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : null }
}

console.log(`setting up ${pairs.length} threads …`)
const threads: { token: string; conversationId: string }[] = []
for (const pair of pairs) {
  await call('POST', `/api/provider/shift/${pair.shiftGroupId}/apply`, pair.token, {})
  const opened = await call('POST', '/api/conversations', pair.token, { facilityId: facilityOf.get(pair.shiftGroupId) })
  if (opened.status !== 200) throw new Error(`opening a conversation: ${opened.status} ${JSON.stringify(opened.body)}`)
  threads.push({ token: pair.token, conversationId: opened.body.id })
}

console.log(`opening ${SOCKETS} sockets …`)
/** For each thread, the arrival times of each message on each of its sockets. */
const latencies: number[] = []
let received = 0
const socketsOfThread = new Map<string, number>()
const sockets: WebSocket[] = []
const now = () => performance.timeOrigin + performance.now()
for (let i = 0; i < SOCKETS; i++) {
  const thread = threads[i % threads.length]!
  socketsOfThread.set(thread.conversationId, (socketsOfThread.get(thread.conversationId) ?? 0) + 1)
  const { body } = await call('GET', '/api/user/create-ticket', thread.token)
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api/realtime?ticket=${encodeURIComponent(body.token)}`)
  await new Promise<void>((resolve, reject) => {
    ws.onmessage = (e) => {
      const event = JSON.parse(String(e.data))
      if (event.type === 'ready') return resolve()
      if (event.type !== 'message.new') return
      const sentAt = Number(String(event.message.content).split(' ')[1])
      latencies.push(now() - sentAt)
      received++
    }
    ws.onerror = () => reject(new Error('socket error'))
  })
  sockets.push(ws)
}

console.log(`sending ${RATE} messages a second for ${DURATION} s …`)
let expected = 0
let sendErrors = 0
const sends: Promise<void>[] = []
const start = now()
const total = RATE * DURATION
for (let n = 0; n < total; n++) {
  const due = start + (n * 1000) / RATE
  const wait = due - now()
  if (wait > 0) await Bun.sleep(wait)
  const thread = threads[n % threads.length]!
  expected += socketsOfThread.get(thread.conversationId) ?? 0
  sends.push(
    call('POST', `/api/conversations/${thread.conversationId}/messages`, thread.token, { content: `bench ${now()}` }).then((r) => {
      if (r.status !== 200) sendErrors++
    }),
  )
}
await Promise.all(sends)
for (let i = 0; i < 200 && received < expected; i++) await Bun.sleep(25)
for (const ws of sockets) ws.close()
stopServer()

latencies.sort((a, b) => a - b)
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN
const result = {
  sockets: SOCKETS,
  threads: threads.length,
  processes: PROCESSES,
  rate: RATE,
  seconds: DURATION,
  sent: total,
  sendErrors,
  deliveriesExpected: expected,
  deliveriesReceived: received,
  p50: +pct(50).toFixed(1),
  p99: +pct(99).toFixed(1),
  max: +(latencies[latencies.length - 1] ?? NaN).toFixed(1),
  cores: cpus().length,
  load: loadavg().map((l) => +l.toFixed(2)),
}
console.log(JSON.stringify(result, null, 2))
const ok = sendErrors === 0 && received === expected && result.p99 <= TARGET_P99_MS
console.log(ok ? `✓ p99 ${result.p99} ms ≤ ${TARGET_P99_MS} ms, every message on every socket` : `✗ target missed (p99 ${result.p99} ms, ${received}/${expected} delivered, ${sendErrors} send errors)`)
process.exit(ok ? 0 : 1)
