/**
 * The admin panel's shift lists at US scale (spec 000 §7: `GET /admin-panel/shifts`,
 * `/admin-panel/shifts/all-data`, `/admin-panel/shifts/today`, `/shifts/csv`): p50 and p99 of
 * each call with the filters staff use, through `app.handle` in this process, one request at a
 * time (the server's own time per request, which is also how long it holds the event loop).
 *
 * The benchmark seed (seed-us-scale.ts) makes open groups only, all in the next 60 days.
 * `--history N` first copies the seed's groups N times into the past (copy k moved back k × 120
 * days, before the seed's first date), each seat completed (with its provider and price) or, one
 * in eight, canceled: with `--history 2`, 900,000 groups and about 1.26 million seats, the size
 * `api/db/query-plans.test.ts` takes for a national marketplace. The rows go in through the
 * tables' triggers, so the dashboard's rollups count them as the app's writes would. It writes to
 * the database: run it on a copy (never `/work/bench/base.db` or a database a benchmark uses).
 *
 * Usage: bun scripts/bench/admin-shifts.ts DB [--history 2] [--runs 50] [--only NAME,NAME] [--statements]
 */
import { Database as BunDatabase } from 'bun:sqlite'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { flagOf } from './common'

const argv = process.argv.slice(2)
const flag = (name: string) => flagOf(argv, name)
if (!argv[0] || argv[0].startsWith('--')) throw new Error('usage: bun scripts/bench/admin-shifts.ts DB [--history 2] [--runs 50]')
const dbPath = resolve(argv[0])
if (dbPath.startsWith('/work/bench/')) throw new Error(`${dbPath}: copy the benchmark database to /tmp first; this script writes to it`)
const RUNS = Number(flag('runs') ?? 50)
const HISTORY = Number(flag('history') ?? 0)
const ONLY = flag('only')
const STATEMENTS = argv.includes('--statements')
const TARGET_P99_MS = 50
const DAY = 86_400_000

// ── Statement timing (installed before the app's modules load) ──────────────────────────────
let stats = new Map<string, { n: number; ms: number; lastParams: unknown[] }>()
if (STATEMENTS) {
  const prepare = BunDatabase.prototype.prepare
  BunDatabase.prototype.prepare = function (this: BunDatabase, sql: string, ...rest: unknown[]) {
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
}

const { migrateFirst, openAdminApp, percentile } = await import('./admin-app')
await migrateFirst(dbPath)

// ── History: the seed's groups copied into the past ─────────────────────────────────────────
if (HISTORY > 0) {
  const raw = new BunDatabase(dbPath)
  raw.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = OFF; PRAGMA foreign_keys = OFF; PRAGMA cache_size = -400000')
  const done = raw.query<{ n: number }, []>("SELECT count(*) AS n FROM shift_groups WHERE id LIKE 'h1-%'").get()!.n
  if (done > 0) console.log('History already copied; not copying again.')
  else {
    const columns = (table: string) => raw.query<{ name: string }, []>(`PRAGMA table_info(${table})`).all().map((c) => c.name)
    const started = performance.now()
    for (let copy = 1; copy <= HISTORY; copy++) {
      const back = copy * 120 * DAY
      const days = copy * 120
      const groupValue: Record<string, string> = {
        id: `'h${copy}-' || id`,
        date: `date(date, '-${days} days')`,
        starts_at: `starts_at - ${back}`,
        ends_at: `ends_at - ${back}`,
        created_at: `created_at - ${back}`,
        updated_at: `updated_at - ${back}`,
        // One group in eight canceled; the rest closed, every seat worked.
        status: `CASE WHEN abs(random()) % 8 = 0 THEN 'CANCELED' ELSE 'CLOSED' END`,
        filled_count: 'quantity',
        open_seats: '0',
      }
      const groupColumns = columns('shift_groups')
      raw.exec(
        `INSERT INTO shift_groups (${groupColumns.join(', ')}) SELECT ${groupColumns.map((c) => groupValue[c] ?? c).join(', ')} FROM shift_groups WHERE id NOT LIKE 'h%'`,
      )
      const canceled = `(SELECT g.status FROM shift_groups g WHERE g.id = 'h${copy}-' || s.shift_group_id) = 'CANCELED'`
      const worked = `NOT ${canceled}`
      // A provider of the seat's type for each worked seat: one of the seed's, picked by the seat's number.
      const seatValue: Record<string, string> = {
        id: `'h${copy}-' || s.id`,
        shift_group_id: `'h${copy}-' || s.shift_group_id`,
        status: `CASE WHEN ${canceled} THEN 'CANCELED' ELSE 'COMPLETED' END`,
        provider_id: `CASE WHEN ${worked} THEN (SELECT p.id FROM providers p WHERE p.rowid = 1 + (s.rowid * 7919 + ${copy}) % 750000) END`,
        hired_at: `CASE WHEN ${worked} THEN s.created_at - ${back} + ${DAY} END`,
        attendance_status: `CASE WHEN ${worked} THEN 'CONFIRMED' ELSE s.attendance_status END`,
        completed_at: `CASE WHEN ${worked} THEN s.group_ends_at - ${back} + 3600000 END`,
        canceled_at: `CASE WHEN ${canceled} THEN s.created_at - ${back} + ${DAY} END`,
        canceled_by: `CASE WHEN ${canceled} THEN 'FACILITY' END`,
        cancellation_reason: `CASE WHEN ${canceled} THEN 'No longer needed' END`,
        provider_earnings_cents: `CASE WHEN ${worked} THEN 40000 + (s.rowid % 30000) END`,
        shift_fee_cents: `CASE WHEN ${worked} THEN 10000 + (s.rowid % 7500) END`,
        created_at: `s.created_at - ${back}`,
        updated_at: `s.updated_at - ${back}`,
        group_starts_at: `s.group_starts_at - ${back}`,
        group_ends_at: `s.group_ends_at - ${back}`,
        money_settled_at: `CASE WHEN ${worked} THEN s.group_ends_at - ${back} + 7200000 END`,
      }
      const seatColumns = columns('shifts')
      raw.exec(`INSERT INTO shifts (${seatColumns.join(', ')}) SELECT ${seatColumns.map((c) => seatValue[c] ?? `s.${c}`).join(', ')} FROM shifts s WHERE s.id NOT LIKE 'h%'`)
      console.log(`History copy ${copy} (${days} days back) after ${((performance.now() - started) / 1000).toFixed(1)} s.`)
    }
    raw.exec('PRAGMA optimize = 0x10002')
  }
  raw.close()
}

// ── The app, in this process ────────────────────────────────────────────────────────────────
const { db, get } = await openAdminApp(dbPath, 'bench-admin-shifts-secret-that-is-at-least-32-characters')

const reader = new BunDatabase(dbPath, { readonly: true })
const counts = reader.query<{ groups: number; seats: number }, []>('SELECT (SELECT count(*) FROM shift_groups) AS groups, (SELECT count(*) FROM shifts) AS seats').get()!
const busiest = reader.query<{ id: string; name: string }, []>('SELECT f.id, f.name FROM facilities f WHERE f.id = (SELECT facility_id FROM shift_groups GROUP BY facility_id ORDER BY count(*) DESC, facility_id LIMIT 1)').get()!
const oneFacility = reader.query<{ name: string }, []>("SELECT name FROM facilities WHERE id = (SELECT min(facility_id) FROM shift_groups)").get()!
// A provider hired on history seats: their full name (rare), their first name (a few thousand people share it).
const hired = reader.query<{ name: string; first: string }, []>("SELECT u.first_name || ' ' || u.last_name AS name, u.first_name AS first FROM shifts s JOIN providers p ON p.id = s.provider_id JOIN users u ON u.id = p.user_id WHERE s.id LIKE 'h1-%' LIMIT 1").get()
const today = new Date().toISOString().slice(0, 10)
const dayOffset = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10)

const CALLS: [string, string][] = [
  ['list, page 1', '/api/admin-panel/shifts'],
  ['list, page 100', '/api/admin-panel/shifts?page=100'],
  ['list, 100 a page', '/api/admin-panel/shifts?pageSize=100'],
  ['list, Completed', '/api/admin-panel/shifts?status=Completed'],
  ['list, Canceled', '/api/admin-panel/shifts?status=Canceled'],
  ['list, interns', '/api/admin-panel/shifts?providerType=INTERN'],
  ['list, one week ago', `/api/admin-panel/shifts?fromDate=${dayOffset(-7)}&toDate=${today}`],
  ['list, a month, Open|Filled, pharmacists', `/api/admin-panel/shifts?fromDate=${today}&toDate=${dayOffset(30)}&status=Open|Filled&providerType=PHARMACIST`],
  ['list, search "pharmacist"', '/api/admin-panel/shifts?search=pharmacist'],
  [`list, search a facility's name`, `/api/admin-panel/shifts?search=${encodeURIComponent(oneFacility.name)}`],
  ...(hired
    ? ([
        [`list, search a provider's name`, `/api/admin-panel/shifts?search=${encodeURIComponent(hired.name)}`],
        [`list, search a first name`, `/api/admin-panel/shifts?search=${encodeURIComponent(hired.first)}`],
      ] as [string, string][])
    : []),
  ['list, search "ph" (under three letters)', '/api/admin-panel/shifts?search=ph'],
  ['all-data, page 1 (50)', '/api/admin-panel/shifts/all-data'],
  ['all-data, page 20', '/api/admin-panel/shifts/all-data?page=20'],
  ['all-data, busiest facility', `/api/admin-panel/shifts/all-data?facilityId=${busiest.id}`],
  ['all-data, busiest facility, Completed', `/api/admin-panel/shifts/all-data?facilityId=${busiest.id}&status=Completed`],
  ['today', '/api/admin-panel/shifts/today'],
  ['csv, first 500 rows', '/api/shifts/csv'],
  ['csv, one week (whole export)', `/api/shifts/csv?fromDate=${dayOffset(-7)}&toDate=${today}`],
  [`csv, search a facility's name (whole export)`, `/api/shifts/csv?search=${encodeURIComponent(oneFacility.name)}`],
]

/** The CSV's first chunk is the header, the second its first page of rows; "first 500 rows" stops there. */
async function call(name: string, path: string): Promise<number> {
  const response = await get(path)
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${await response.text()}`)
  if (path.startsWith('/api/shifts/csv')) {
    const reader = response.body!.getReader()
    let lines = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      for (const byte of value) if (byte === 10) lines++
      if (name.includes('first 500') && lines > 500) {
        await reader.cancel()
        break
      }
    }
    return lines - 1
  }
  const body = (await response.json()) as { pagination?: { totalItems: number }; finished?: unknown[]; inProgress?: unknown[]; closeToStart?: unknown[] }
  return body.pagination?.totalItems ?? (body.finished?.length ?? 0) + (body.inProgress?.length ?? 0) + (body.closeToStart?.length ?? 0)
}

const fmt = (ms: number) => ms.toFixed(1).padStart(7)
/** The machine's 1, 5 and 15-minute load averages: a shared machine's other work shows here. */
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')

console.log(`${counts.groups.toLocaleString('en-US')} groups, ${counts.seats.toLocaleString('en-US')} seats; ${RUNS} requests per call, one at a time; load average ${load()}.\n`)
console.log('| call | rows | p50 ms | p99 ms | max ms | CPU p50 ms | CPU p99 ms |')
console.log('|---|---:|---:|---:|---:|---:|---:|')
const over: string[] = []
const plans: string[] = []
for (const [name, path] of CALLS) {
  if (ONLY && !ONLY.split(',').some((part) => name.includes(part))) continue
  const runs = name.includes('whole export') ? Math.min(RUNS, 5) : RUNS
  let rows = 0
  for (let i = 0; i < Math.min(3, runs); i++) rows = await call(name, path)
  stats = new Map()
  const times: number[] = []
  const cpuTimes: number[] = []
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    const cpuStarted = process.cpuUsage()
    rows = await call(name, path)
    const cpu = process.cpuUsage(cpuStarted)
    times.push(performance.now() - started)
    cpuTimes.push((cpu.user + cpu.system) / 1000)
  }
  times.sort((a, b) => a - b)
  cpuTimes.sort((a, b) => a - b)
  const p99 = percentile(times, 99)
  if (p99 > TARGET_P99_MS && !name.includes('whole export')) over.push(name)
  console.log(`| ${name} | ${rows.toLocaleString('en-US')} | ${fmt(percentile(times, 50))} | ${fmt(p99)} | ${fmt(times.at(-1)!)} | ${fmt(percentile(cpuTimes, 50))} | ${fmt(percentile(cpuTimes, 99))} |`)
  if (STATEMENTS) {
    plans.push(`\n■ ${name}  ${path}`)
    for (const [sql, s] of [...stats].sort((a, b) => b[1].ms - a[1].ms).slice(0, 3)) {
      plans.push(`  ${(s.ms / runs).toFixed(2).padStart(8)} ms  ${sql.replace(/\s+/g, ' ').slice(0, 240)}…`)
      const plan = reader.query(`EXPLAIN QUERY PLAN ${sql}`).all(...(s.lastParams as never[])) as { detail: string }[]
      for (const row of plan) plans.push(`             plan: ${row.detail}`)
    }
  }
}
console.log(over.length ? `\nOver ${TARGET_P99_MS} ms at p99: ${over.join(', ')}` : `\nEvery call at or under ${TARGET_P99_MS} ms at p99 (the whole-export line is an export, not a page).`)
console.log(`Load average after: ${load()}.`)
if (plans.length) console.log(plans.join('\n'))
reader.close()
await db.close()
