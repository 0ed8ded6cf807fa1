/**
 * The facility lists at US scale: p50 and p99 of each list a facility's screens read, for the
 * busiest facility of a benchmark database (seed-us-scale.ts), through `app.handle` in this
 * process (no sockets, one request at a time: the figure is the server's own time per request,
 * which is also how long that request holds the event loop from every other caller).
 *
 * The seed makes open groups only, a few dozen per facility at most. `--grow 1000` first gives
 * the busiest facility that many groups with a history a busy pharmacy has after a year: past
 * groups with completed and canceled seats, hired seats still waiting for attendance, upcoming
 * groups partly or fully hired, closed and canceled ones, and applications (pending, rejected,
 * canceled, expired). It writes to the database: run it on a copy, never on a database a
 * benchmark is using.
 *
 * `--statements` also prints, per list, its costliest SQL statements with SQLite's query plan.
 * `--no-statistics` measures without the planner's statistics (see below).
 * `--largest-organization` measures the lists of the organization with the most groups instead
 * (the seed's largest chain, ~50,000 groups over hundreds of pharmacies) at its busiest facility:
 * an owner's organization-wide lists must not cost more because the chain is big.
 *
 * Usage: bun scripts/bench/lists.ts [db-path] [--grow 1000] [--runs 200] [--statements] [--only NAME] [--no-statistics] [--largest-organization]
 */
import { Database as BunDatabase } from 'bun:sqlite'
import { readFileSync } from 'node:fs'
import { addDays, todayIn, zonedTimeToUtc } from '../../shared/domain/zoned-time'
import { dbPathFrom, secretsPathFor, type BenchSecrets, flagOf } from './common'

const argv = process.argv.slice(2)
const flag = (name: string) => flagOf(argv, name)
const dbPath = dbPathFrom(argv[0])
const RUNS = Number(flag('runs') ?? 200)
const GROW = flag('grow') === undefined ? undefined : Number(flag('grow'))
const STATEMENTS = argv.includes('--statements')
/** Only the lists whose name contains this (e.g. `--only applicants`). */
const ONLY = flag('only')
const NO_STATISTICS = argv.includes('--no-statistics')
const LARGEST_ORGANIZATION = argv.includes('--largest-organization')
/** The figure the issue sets for these lists (issue 17 §2). */
const TARGET_P99_MS = 20

// ── Statement timing (installed before the app's modules load, as explain-browse.ts does) ──
interface Stat {
  n: number
  ms: number
  lastParams: unknown[]
}
let stats = new Map<string, Stat>()
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

// ── Deterministic randomness, as the seed's ──────────────────────────────────────────────
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
const rand = mulberry32(17)
const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1))
const chance = (p: number) => rand() < p
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!

const DAY = 86_400_000
const HOUR = 3_600_000

/** The facility with the most groups (ties by id, so every run picks the same one). */
function busiestFacility(db: BunDatabase): { id: string; organizationId: string; groups: number } {
  const row = db
    .query<{ id: string; n: number }, []>('SELECT facility_id AS id, count(*) AS n FROM shift_groups GROUP BY facility_id ORDER BY n DESC, facility_id LIMIT 1')
    .get()
  if (!row) throw new Error('the database has no shift groups: seed it first')
  const facility = db.query<{ organization_id: string }, [string]>('SELECT organization_id FROM facilities WHERE id = ?').get(row.id)!
  return { id: row.id, organizationId: facility.organization_id, groups: row.n }
}

/** The busiest facility of the organization with the most groups (ties by id). */
function busiestFacilityOfLargestOrganization(db: BunDatabase): { id: string; organizationId: string; groups: number } {
  const organization = db
    .query<{ id: string }, []>('SELECT organization_id AS id FROM shift_groups GROUP BY organization_id ORDER BY count(*) DESC, organization_id LIMIT 1')
    .get()
  if (!organization) throw new Error('the database has no shift groups: seed it first')
  const row = db
    .query<{ id: string; n: number }, [string]>('SELECT facility_id AS id, count(*) AS n FROM shift_groups WHERE organization_id = ? GROUP BY facility_id ORDER BY n DESC, facility_id LIMIT 1')
    .get(organization.id)!
  return { id: row.id, organizationId: organization.id, groups: row.n }
}

type Row = Record<string, string | number | null>

/**
 * Adds groups to the busiest facility until it has `target`, with seats, hires and applications
 * in the proportions of a busy pharmacy's year (see the file's comment). One transaction.
 */
function growBusiestFacility(target: number): void {
  const db = new BunDatabase(dbPath)
  db.exec('PRAGMA busy_timeout = 5000')
  const facility = busiestFacility(db)
  if (facility.groups >= target) {
    db.close()
    return
  }
  const template = db.query<Row, [string]>('SELECT * FROM shift_groups WHERE facility_id = ? ORDER BY id LIMIT 1').get(facility.id)!
  const owner = template.created_by_user_id as string
  const timeZone = template.time_zone as string
  // Providers of the facility's state, by type: the people who apply and get hired there.
  const people = db
    .query<{ id: string; provider_type: string }, [string]>('SELECT id, provider_type FROM providers WHERE state = ? LIMIT 20000')
    .all(template.state as string)
  const byType = new Map<string, string[]>()
  for (const p of people) byType.set(p.provider_type, [...(byType.get(p.provider_type) ?? []), p.id])
  const columns = (row: Row) => Object.keys(row)
  const insert = (table: string, row: Row) => {
    const names = columns(row)
    db.query(`INSERT INTO ${table} (${names.map((n) => `"${n}"`).join(', ')}) VALUES (${names.map(() => '?').join(', ')})`).run(...(names.map((n) => row[n]) as never[]))
  }
  const now = Date.now()
  const today = todayIn(timeZone, new Date(now))
  const seatTemplate: Row = {
    provider_will_attend_shift: 0, provider_confirmed_at: null, attendance_confirmed_at: null, worked_starts_at: null, worked_ends_at: null,
    did_provider_take_lunch_break: null, adjustment_reason: null, canceled_by: null, cancellation_reason: null, credits_deducted_cents: null,
    charge_id: null, used_free_shift: 0,
  }
  let serial = 0
  // UUIDv7-shaped ids in creation order, distinct from the seed's (which use whole milliseconds).
  const id = (ms: number) => {
    const t = Math.floor(ms).toString(16).padStart(12, '0')
    const tail = (serial++).toString(16).padStart(15, '0')
    return `${t.slice(0, 8)}-${t.slice(8, 12)}-7${tail.slice(0, 3)}-8${tail.slice(3, 6)}-${tail.slice(6).padStart(12, 'a')}`
  }
  const counts = { groups: 0, seats: 0, applications: 0 }
  db.transaction(() => {
    for (let g = facility.groups; g < target; g++) {
      // 45 % in the past year, 55 % in the next 60 days.
      const past = chance(0.45)
      const offset = past ? -int(1, 365) : int(1, 60)
      const date = addDays(today, offset)
      const startsAt = zonedTimeToUtc(date, template.start_time as string, timeZone).getTime()
      const endsAt = startsAt + ((template.ends_at as number) - (template.starts_at as number))
      const createdAt = Math.min(now - HOUR, startsAt - int(2, 30) * DAY)
      const type = chance(0.6) ? 'PHARMACIST' : 'TECHNICIAN'
      const pool = byType.get(type) ?? people.map((p) => p.id)
      const quantity = pick([1, 1, 1, 2, 2, 3])
      const r = rand()
      // What became of the group.
      let status: 'OPEN' | 'CLOSED' | 'CANCELED' = 'OPEN'
      let hired = 0
      if (past) {
        if (r < 0.08) status = 'CANCELED'
        else if (r < 0.14) hired = 0 // nobody came: its seats stayed open and it started
        else hired = quantity
      } else if (r < 0.08) status = 'CANCELED'
      else if (r < 0.16) status = 'CLOSED'
      else if (r < 0.55) hired = 0
      else if (r < 0.8) hired = int(1, quantity)
      else hired = quantity
      if (status === 'CLOSED') hired = int(0, quantity - 1)
      const groupId = id(createdAt)
      insert('shift_groups', {
        ...template, id: groupId, post_id: id(createdAt), provider_type: type, date, starts_at: startsAt, ends_at: endsAt, quantity, filled_count: hired, status,
        closed_at: status === 'CLOSED' ? now - DAY : null, canceled_at: status === 'CANCELED' ? createdAt + DAY : null, cancellation_reason: status === 'CANCELED' ? 'No longer needed' : null,
        is_auto_hire_enabled: 0, payment_method_id: null, created_at: createdAt, updated_at: createdAt,
      })
      counts.groups++
      // Applicants: the hired ones, and others still waiting, turned down, withdrawn or expired.
      const applicants = [...new Set(Array.from({ length: hired + (past ? int(0, 3) : int(0, 8)) }, () => pick(pool)))]
      const applicationIds: string[] = []
      applicants.forEach((providerId, i) => {
        const isHired = i < hired
        const fate = rand()
        const appStatus = isHired ? 'PENDING' : past ? (fate < 0.5 ? 'REJECTED' : 'PENDING') : fate < 0.1 ? 'CANCELED' : fate < 0.2 ? 'REJECTED' : 'PENDING'
        const appliedAt = createdAt + int(1, 48) * HOUR
        const applicationId = id(appliedAt)
        applicationIds.push(applicationId)
        insert('applications', {
          id: applicationId, shift_group_id: groupId, provider_id: providerId, status: appStatus, is_hired: isHired ? 1 : 0, message: chance(0.3) ? 'Happy to help.' : null,
          expires_at: !isHired && chance(0.1) ? appliedAt + 2 * DAY : null, canceled_at: appStatus === 'CANCELED' ? appliedAt + HOUR : null, created_at: appliedAt, updated_at: appliedAt,
        })
        counts.applications++
      })
      for (let seat = 1; seat <= quantity; seat++) {
        const isHired = seat <= hired && status !== 'CANCELED'
        const done = isHired && past && endsAt < now - 2 * DAY
        const seatStatus = status === 'CANCELED' ? 'CANCELED' : isHired ? (done ? 'COMPLETED' : 'FILLED') : 'OPEN'
        const hiredAt = isHired ? createdAt + 2 * DAY : null
        insert('shifts', {
          ...seatTemplate, id: id(createdAt), shift_group_id: groupId, organization_id: facility.organizationId, facility_id: facility.id, seat, status: seatStatus,
          provider_id: isHired ? applicants[seat - 1]! : null, application_id: isHired ? applicationIds[seat - 1]! : null, hired_at: hiredAt, hired_by_user_id: isHired ? owner : null,
          attendance_status: done ? 'CONFIRMED' : 'PENDING', attendance_confirmed_at: done ? endsAt + DAY : null, completed_at: done ? endsAt + DAY : null,
          canceled_at: seatStatus === 'CANCELED' ? createdAt + DAY : null, provider_earnings_cents: isHired ? (template.rate_cents as number) * 8 : null,
          shift_fee_cents: isHired ? Math.round((template.rate_cents as number) * 8 * 0.25) : null, money_settled_at: done ? endsAt + 2 * DAY : null,
          group_ends_at: endsAt, created_at: createdAt, updated_at: hiredAt ?? createdAt,
        })
        counts.seats++
      }
    }
  })()
  db.close()
  console.log(`Grew facility ${facility.id}: +${counts.groups} groups, +${counts.seats} seats, +${counts.applications} applications (now ${target} groups).`)
}

if (GROW !== undefined) growBusiestFacility(GROW)

// ── The app, in this process ─────────────────────────────────────────────────────────────
const { createApp } = await import('../../api/app')
const { loadConfig } = await import('../../api/config')
const { systemClock } = await import('../../api/context')
const { openDatabase } = await import('../../api/db/client')
const { migrate } = await import('../../api/db/migrate')
const { createPaymentGateway } = await import('../../api/integrations/payments')
const { silentLogger } = await import('../../api/logger')
const { directoryAssets } = await import('../../api/static/assets')

const secrets = JSON.parse(readFileSync(secretsPathFor(dbPath), 'utf8')) as BenchSecrets
const config = loadConfig({ DATABASE_URL: dbPath, APP_SECRET: secrets.appSecret, QUIET: '1' }, {})
// The schema the code expects, as a server's start gives it: a database seeded before a
// migration gets its indexes here, and the `PRAGMA optimize` after migrating writes the
// planner's statistics for tables that have rows. `--no-statistics` then removes them, to
// measure the plans of a server that has none (a database that was empty when it last started).
{
  const setup = await openDatabase({ url: dbPath })
  const applied = await migrate(setup)
  await setup.close()
  if (applied) console.log(`Applied ${applied} migration(s) first.`)
  const raw = new BunDatabase(dbPath)
  const hasStatistics = raw.query("SELECT 1 FROM sqlite_master WHERE name = 'sqlite_stat1'").get() !== null
  if (NO_STATISTICS && hasStatistics) raw.exec('DELETE FROM sqlite_stat1')
  console.log(`Planner statistics: ${!NO_STATISTICS && hasStatistics ? 'those PRAGMA optimize wrote' : 'none'}.`)
  raw.close()
}
const db = await openDatabase({ url: dbPath })
const ctx = { db, clock: systemClock, config, secret: secrets.appSecret, log: silentLogger, payments: createPaymentGateway(config, { db, clock: systemClock, secret: secrets.appSecret }) }
const app = createApp(ctx, directoryAssets('/nonexistent'))

const reader = new BunDatabase(dbPath, { readonly: true })
const facility = LARGEST_ORGANIZATION ? busiestFacilityOfLargestOrganization(reader) : busiestFacility(reader)
const owner = secrets.owners.find((o) => o.organizationId === facility.organizationId)
if (!owner) throw new Error(`no owner session for organization ${facility.organizationId} in ${secretsPathFor(dbPath)}`)
const organizationGroups = reader.query<{ n: number }, [string]>('SELECT count(*) AS n FROM shift_groups WHERE organization_id = ?').get(facility.organizationId)!.n
const busiestGroup = reader
  .query<{ id: string }, [string]>('SELECT a.shift_group_id AS id FROM applications a JOIN shift_groups g ON g.id = a.shift_group_id WHERE g.facility_id = ? GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1')
  .get(facility.id)

const f = `facilityId=${facility.id}`
const LISTS: [string, string][] = [
  ['pending', `/api/facility/shifts/pending?${f}`],
  ['pending, organization', '/api/facility/shifts/pending'],
  ['applicants not-filled', `/api/facility/shifts/applicants?status=not-filled&${f}`],
  ['applicants filled', `/api/facility/shifts/applicants?status=filled&${f}`],
  ['applicants completed', `/api/facility/shifts/applicants?status=completed&${f}`],
  ['applicants not-filled, organization', '/api/facility/shifts/applicants?status=not-filled'],
  ['in-progress', `/api/facility/shifts/in-progress?${f}`],
  ['in-progress, organization', '/api/facility/shifts/in-progress'],
  ['applications', `/api/facility/shift/applications?${f}`],
  ['organization shifts', '/api/shifts/facility-owner'],
  ['organization shifts, Open, oldest first', '/api/shifts/facility-owner?status=Open&orderBy=date_asc'],
  ['organization shifts, page 20', '/api/shifts/facility-owner?pageIndex=19'],
  ...(busiestGroup ? ([['one group\'s applicants', `/api/facility/shift/${busiestGroup.id}/applicants`]] as [string, string][]) : []),
]

async function call(path: string): Promise<{ totalItems: number }> {
  const response = await app.handle(new Request(`http://localhost${path}`, { headers: { authorization: `Bearer ${owner!.token}` } }))
  const body = (await response.json()) as { pagination?: { totalItems: number }; message?: string }
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${body.message}`)
  return { totalItems: body.pagination?.totalItems ?? 0 }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
const fmt = (ms: number) => ms.toFixed(1).padStart(7)

console.log(`Facility ${facility.id}: ${facility.groups} groups; its organization ${organizationGroups}; the marketplace ${secrets.counts.shift_groups?.toLocaleString('en-US')} seeded. ${RUNS} requests per list, one at a time.\n`)
// CPU time per request is what the list costs the server whatever else the machine runs (on an
// idle core the answer takes about that long); the wall-clock percentiles also count the time
// this process waited for a core, which on a busy shared machine is most of them.
console.log(`| list | rows | p50 ms | p99 ms | max ms | CPU p50 ms | CPU p99 ms |`)
console.log(`|---|---:|---:|---:|---:|---:|---:|`)
const over: string[] = []
const plans: string[] = []
for (const [name, path] of LISTS) {
  if (ONLY && !name.includes(ONLY)) continue
  // Untimed calls warm the pages and the statement cache (none for a handful of runs: a list
  // that takes seconds is measured cold, a warm-up would double a long wait).
  let totalItems = 0
  for (let i = 0; i < (RUNS >= 10 ? 5 : 0); i++) totalItems = (await call(path)).totalItems
  stats = new Map()
  const times: number[] = []
  const cpuTimes: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now()
    const cpuStarted = process.cpuUsage()
    totalItems = (await call(path)).totalItems
    const cpu = process.cpuUsage(cpuStarted)
    times.push(performance.now() - started)
    cpuTimes.push((cpu.user + cpu.system) / 1000)
  }
  times.sort((a, b) => a - b)
  cpuTimes.sort((a, b) => a - b)
  const p99 = percentile(times, 99)
  if (p99 > TARGET_P99_MS) over.push(name)
  console.log(`| ${name} | ${totalItems} | ${fmt(percentile(times, 50))} | ${fmt(p99)} | ${fmt(times.at(-1)!)} | ${fmt(percentile(cpuTimes, 50))} | ${fmt(percentile(cpuTimes, 99))} |`)
  if (STATEMENTS) {
    plans.push(`\n■ ${name}  ${path}`)
    for (const [sql, s] of [...stats].sort((a, b) => b[1].ms - a[1].ms).slice(0, 3)) {
      plans.push(`  ${(s.ms / RUNS).toFixed(2).padStart(8)} ms  ${sql.replace(/\s+/g, ' ').slice(0, 200)}…`)
      const plan = reader.query(`EXPLAIN QUERY PLAN ${sql}`).all(...(s.lastParams as never[])) as { detail: string }[]
      for (const row of plan) plans.push(`             plan: ${row.detail}`)
    }
  }
}
console.log(over.length ? `\nOver ${TARGET_P99_MS} ms at p99: ${over.join(', ')}` : `\nEvery list at or under ${TARGET_P99_MS} ms at p99.`)
if (plans.length) console.log(plans.join('\n'))
reader.close()
await db.close()
