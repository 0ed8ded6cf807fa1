/**
 * Where a browse request's time goes: runs the product's own `browseShifts` in-process for each
 * query shape of the benchmark mix, records every SQL statement it executes (text, time), and
 * prints the statements by cost with SQLite's query plan. Use it on a scratch copy of the bench
 * database to try an index or a pragma before proposing it.
 *
 * Usage: bun scripts/bench/explain-browse.ts [db-path] [--runs 30] [--pragma "mmap_size=2147483648"]
 *        [--shape "state, soonest"] [--plans]
 */
import { Database as BunDatabase } from 'bun:sqlite'
import { readFileSync } from 'node:fs'
import { dbPathFrom, secretsPathFor, type BenchSecrets, flagOf } from './common'

const argv = process.argv.slice(2)
const flag = (name: string) => flagOf(argv, name)
const dbPath = dbPathFrom(argv[0])
const RUNS = Number(flag('runs') ?? 30)
const PRAGMA = flag('pragma')
const ONLY = flag('shape')
const PLANS = argv.includes('--plans')

// Every statement the app prepares is timed: the patch is installed before the app's modules load.
interface Stat {
  n: number
  ms: number
  lastParams: unknown[]
}
let stats = new Map<string, Stat>()
const connections: BunDatabase[] = []
const prepare = BunDatabase.prototype.prepare
BunDatabase.prototype.prepare = function (this: BunDatabase, sql: string, ...rest: unknown[]) {
  if (!connections.includes(this)) {
    connections.push(this)
    if (PRAGMA) this.exec(`PRAGMA ${PRAGMA}`)
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const statement = (prepare as any).call(this, sql, ...rest)
  for (const method of ['all', 'get', 'run', 'values'] as const) {
    const original = statement[method].bind(statement)
    statement[method] = (...params: unknown[]) => {
      const started = performance.now()
      try {
        return original(...params)
      } finally {
        const s = stats.get(sql) ?? { n: 0, ms: 0, lastParams: [] }
        s.n++
        s.ms += performance.now() - started
        s.lastParams = params
        stats.set(sql, s)
      }
    }
  }
  return statement
} as typeof BunDatabase.prototype.prepare

const { loadConfig } = await import('../../api/config')
const { systemClock } = await import('../../api/context')
const { openDatabase } = await import('../../api/db/client')
const { createPaymentGateway } = await import('../../api/integrations/payments')
const { silentLogger } = await import('../../api/logger')
const { resolveCaller } = await import('../../api/sessions')
const { browseShifts } = await import('../../api/modules/shifts')
const { addDays } = await import('../../shared/domain/zoned-time')

const secrets = JSON.parse(readFileSync(secretsPathFor(dbPath), 'utf8')) as BenchSecrets
const config = loadConfig({ DATABASE_URL: dbPath, APP_SECRET: secrets.appSecret, QUIET: '1' }, {})
const db = await openDatabase({ url: dbPath })
const ctx = { db, clock: systemClock, config, secret: secrets.appSecret, log: silentLogger, payments: createPaymentGateway(config, { db, clock: systemClock, secret: secrets.appSecret }) }
const callers = secrets.browseCallers.slice(0, Math.max(RUNS, 10))
const resolved = []
for (const c of callers) {
  const caller = await resolveCaller(ctx, c.token)
  if (caller?.kind !== 'provider') throw new Error('a bench session does not resolve: was the database seeded with this APP_SECRET?')
  resolved.push(caller)
}
const today = new Date().toISOString().slice(0, 10)
type Query = Record<string, string | number>
const SHAPES: [string, (c: (typeof callers)[number], i: number) => Query][] = [
  ['state, soonest', (c) => ({ states: c.state, sortBy: 'soonestAvailable' })],
  ['state, closest', (c) => ({ states: c.state, sortBy: 'closestToMe' })],
  ['state, highest pay ≥ rate', (c) => ({ states: c.state, sortBy: 'highestPay', hourlyRate: c.providerType === 'PHARMACIST' ? 70 : 26 })],
  ['state, most relevant', (c) => ({ states: c.state, sortBy: 'mostRelevant' })],
  ['state, next 7 days', (c, i) => ({ states: c.state, fromDate: addDays(today, i % 30), toDate: addDays(today, (i % 30) + 7), sortBy: 'soonestAvailable' })],
  ['state, specialty, highest pay', (c) => ({ states: c.state, specialties: c.specialties[0] ?? 'Retail/Community', sortBy: 'highestPay' })],
  ['state, weekends, closest', (c) => ({ states: c.state, specificDay: 'S|SU', sortBy: 'closestToMe' })],
  ['all states, soonest', () => ({ sortBy: 'soonestAvailable' })],
  ['all states, highest pay', () => ({ sortBy: 'highestPay' })],
]

const reader = new BunDatabase(dbPath, { readonly: true })
if (PRAGMA) reader.exec(`PRAGMA ${PRAGMA}`)
for (const [name, make] of SHAPES) {
  if (ONLY && name !== ONLY) continue
  // One untimed pass warms the pages this shape reads.
  await browseShifts({ ctx, caller: resolved[0]!, query: make(callers[0]!, 0) as never })
  stats = new Map()
  const started = performance.now()
  const cpuStarted = process.cpuUsage()
  for (let i = 0; i < RUNS; i++) await browseShifts({ ctx, caller: resolved[i % resolved.length]!, query: make(callers[i % callers.length]!, i) as never })
  const perRequest = (performance.now() - started) / RUNS
  // CPU time is what a busy server pays; wall time also counts other processes on the machine.
  const cpu = process.cpuUsage(cpuStarted)
  console.log(`\n■ ${name}: ${((cpu.user + cpu.system) / 1000 / RUNS).toFixed(2)} ms CPU, ${perRequest.toFixed(2)} ms wall per request (${RUNS} runs)`)
  for (const [sql, s] of [...stats].sort((a, b) => b[1].ms - a[1].ms).slice(0, 4)) {
    console.log(`  ${(s.ms / RUNS).toFixed(2).padStart(8)} ms  ${sql.replace(/\s+/g, ' ').slice(0, 160)}…`)
    if (PLANS && s.ms / RUNS > 0.5) {
      const plan = reader.query(`EXPLAIN QUERY PLAN ${sql}`).all(...(s.lastParams as never[])) as { detail: string }[]
      for (const row of plan) console.log(`             plan: ${row.detail}`)
    }
  }
}
reader.close()
await db.close()
