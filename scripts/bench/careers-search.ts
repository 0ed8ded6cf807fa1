/**
 * The provider's job search at scale: seeds a scratch database with published careers jobs
 * (200,000 by default) and measures `GET /api/careers/provider/jobs` — full text, filters, each
 * sort — at a fixed rate (300 req/s by default) through `app.handle` in this process. The
 * product's target: p99 ≤ 25 ms.
 *
 * Open loop: requests start on a fixed schedule whatever the previous ones took, and each one's
 * latency counts from when it was due (a stall shows up in every request it delayed). The
 * generator shares this process's thread with the server, so the figures include its own small
 * cost; the search's SQL runs synchronously on bun:sqlite, as on a server process.
 *
 * Usage: bun scripts/bench/careers-search.ts [db-path] [--jobs 200000] [--rate 300] [--duration 10] [--runs 100] [--reuse] [--serial-only]
 * `--reuse` measures a database seeded by an earlier run (migrated to the current schema first).
 * `--runs` is how many searches of each shape the one-at-a-time phase measures.
 */
import { Database as BunDatabase } from 'bun:sqlite'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { dirname } from 'node:path'
import { uuidv7 } from 'uuidv7'
import { flagOf } from './common'

const argv = process.argv.slice(2)
const flag = (name: string) => flagOf(argv, name)
const dbPath = argv[0] && !argv[0].startsWith('--') ? argv[0] : '/tmp/bench/careers-search.db'
const JOBS = Number(flag('jobs') ?? 200_000)
const RATE = Number(flag('rate') ?? 300)
const DURATION_S = Number(flag('duration') ?? 10)
const REUSE = argv.includes('--reuse')
const SERIAL_RUNS = Number(flag('runs') ?? 100)
const TARGET_P99_MS = 25

const { createApp } = await import('../../api/app')
const { loadConfig } = await import('../../api/config')
const { systemClock } = await import('../../api/context')
const { openDatabase } = await import('../../api/db/client')
const { migrate } = await import('../../api/db/migrate')
const { createPaymentGateway } = await import('../../api/integrations/payments')
const { lookupZip } = await import('../../api/integrations/geo/zip-codes')
const { silentLogger } = await import('../../api/logger')
const { directoryAssets } = await import('../../api/static/assets')
const { facilitySignUp, providerSignUp } = await import('../../api/test/factories/bodies')
const { SKILLS, SOFTWARES, SPECIALTIES, LANGUAGES } = await import('../../shared/reference')
const { hourlyCents } = await import('../../shared/domain/job-pay')

// ── A deterministic generator ─────────────────────────────────────────────────────────────
let state = 0x2545f491
const random = () => {
  state ^= state << 13
  state ^= state >>> 17
  state ^= state << 5
  return (state >>> 0) / 4294967296
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!
const some = <T>(list: readonly T[], n: number): T[] => [...new Set(Array.from({ length: n }, () => pick(list)))]

const METRO_ZIPS = ['10001', '90012', '60601', '77002', '85004', '19103', '78205', '92101', '75201', '95113', '78701', '32202', '76102', '43215', '28202', '94103', '46204', '98101', '80202', '20001', '37203', '73102', '02108', '89101', '97201', '38103', '40202', '21201', '53202', '87102']
const TITLES = [
  ['Staff Pharmacist', 'PHARMACIST'],
  ['Clinical Pharmacist', 'PHARMACIST'],
  ['Pharmacist in Charge', 'PHARMACIST'],
  ['Oncology Pharmacist', 'PHARMACIST'],
  ['Floater Pharmacist', 'PHARMACIST'],
  ['Pharmacy Manager', 'PHARMACIST'],
  ['Pharmacy Technician', 'TECHNICIAN'],
  ['Certified Pharmacy Technician', 'TECHNICIAN'],
  ['Remote Pharmacy Technician', 'TECHNICIAN'],
  ['Sterile Compounding Technician', 'TECHNICIAN'],
] as const
const PHRASES = [
  'verify prescriptions and counsel patients',
  'administer immunizations in a busy community pharmacy',
  'sterile compounding in a hospital cleanroom',
  'oncology infusion center with chemotherapy verification',
  'long-term care facility medication reviews',
  'process insurance claims and prior authorizations',
  'manage inventory and controlled substance counts',
  'lead a friendly team with flexible scheduling',
  'medication therapy management and diabetes education',
  'drive-through service and high script volume',
  'nuclear pharmacy preparation early mornings',
  'specialty pharmacy patient onboarding and follow-up',
]

// ── Seed ──────────────────────────────────────────────────────────────────────────────────
const BENCH_SECRET = 'bench-only-app-secret-careers-search-4f1c9a2b6e'
const config = loadConfig({ DATABASE_URL: dbPath, APP_SECRET: BENCH_SECRET, QUIET: '1' }, {})
if (!REUSE || !existsSync(dbPath)) {
  mkdirSync(dirname(dbPath), { recursive: true })
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbPath}${suffix}`, { force: true })
}
// A reused database gets the migrations added since it was seeded (0043 rebuilds the full-text
// index: some seconds at 200,000 jobs).
const setup = await openDatabase({ url: dbPath })
await migrate(setup)
await setup.close()
const db = await openDatabase({ url: dbPath })
const secret = BENCH_SECRET
const ctx = { db, clock: systemClock, config, secret, log: silentLogger, payments: createPaymentGateway(config, { db, clock: systemClock, secret }) }
const app = createApp(ctx, directoryAssets('/nonexistent'))

async function post(path: string, body: unknown): Promise<any> {
  const response = await app.handle(new Request(`http://localhost${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }))
  const answer = await response.json()
  if (response.status >= 300) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`)
  return answer
}

// A fresh provider (Austin, TX) for this run's searches; an organization to own the jobs.
const provider = await post('/api/sign-up/provider', providerSignUp())
const token: string = provider.token

const raw = new BunDatabase(dbPath)
const existing = (raw.query("SELECT count(*) AS n FROM jobs WHERE status = 'PUBLISHED'").get() as { n: number }).n
if (existing < JOBS) {
  const organization = await post('/api/sign-up/facility', facilitySignUp())
  const started = performance.now()
  const zips = METRO_ZIPS.map((z) => lookupZip(z)!).filter(Boolean)
  const insert = raw.prepare(`INSERT INTO jobs (id, organization_id, facility_id, title, description, type, status, employment_type, location_type, city, state, zip_code, latitude, longitude,
    required_specialties, preferred_specialties, skills, softwares, languages, benefits, salary_type, salary_amount_type, salary_amount_cents, hourly_pay_cents,
    number_of_applicants, posted_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 'PUBLISHED', ?, ?, ?, ?, ?, ?, ?, ?, '[]', ?, ?, ?, '[]', ?, 'FIXED', ?, ?, 0, ?, ?, ?)`)
  const now = Date.now()
  const total = JOBS - existing
  raw.exec('BEGIN')
  for (let i = 0; i < total; i++) {
    const [title, employmentType] = pick(TITLES)
    const zip = pick(zips)
    const locationType = random() < 0.1 ? 'REMOTE' : random() < 0.2 ? 'HYBRID' : 'ON_SITE'
    const annual = random() < 0.4
    const hourlyDollars = employmentType === 'PHARMACIST' ? 55 + random() * 40 : 18 + random() * 14
    const amountCents = Math.round(annual ? hourlyDollars * 2080 * 100 : hourlyDollars * 100)
    // Oldest first over the last 90 days: posting order is insertion order, as publishing makes it.
    const postedAt = now - Math.round(((total - i) / total) * 90 * 86_400_000)
    insert.run(
      uuidv7(),
      organization.organizationId,
      organization.id,
      title,
      `${pick(PHRASES)}; ${pick(PHRASES)}. ${pick(PHRASES)}.`,
      pick(['FULL_TIME', 'FULL_TIME', 'PART_TIME', 'CONTRACT']),
      employmentType,
      locationType,
      zip.city,
      zip.state,
      zip.zipCode,
      zip.latitude + (random() - 0.5) * 0.6,
      zip.longitude + (random() - 0.5) * 0.6,
      JSON.stringify(some(SPECIALTIES, 2)),
      JSON.stringify(some(SKILLS, 3)),
      JSON.stringify(some(SOFTWARES, 2)),
      JSON.stringify(some(LANGUAGES, 1)),
      annual ? 'ANNUAL' : 'HOURLY',
      amountCents,
      hourlyCents(amountCents, annual ? 'annual' : 'hour'),
      postedAt,
      postedAt,
      postedAt,
    )
  }
  raw.exec('COMMIT')
  raw.exec('PRAGMA optimize')
  console.log(`Seeded ${total.toLocaleString('en-US')} published jobs in ${((performance.now() - started) / 1000).toFixed(1)} s (${dbPath}).`)
}
raw.close()

// ── Load ──────────────────────────────────────────────────────────────────────────────────
const SHAPES: [string, () => string][] = [
  ['words', () => `search=${pick(['pharmacist', 'technician', 'oncology', 'immunizations', 'compounding', 'insurance'])}`],
  ['words + filters', () => `search=${pick(['pharmacist', 'clinical', 'technician'])}&states=${pick(['TX', 'CA', 'NY', 'IL'])}&jobType=FULL_TIME&salary=${pick([50000, 90000, 120000])}&salaryInputType=annual`],
  ['filters', () => `states=${pick(['TX', 'CA', 'NY', 'FL'])}&title=${pick(['PHARMACIST', 'TECHNICIAN'])}&postedDate=${pick(['last_week', 'last_month'])}`],
  ['tags', () => `specialties=${encodeURIComponent(pick(SPECIALTIES))}&softwares=${encodeURIComponent(pick(SOFTWARES))}`],
  ['highest pay', () => `sortBy=highestPay&locationType=ON_SITE|HYBRID`],
  ['closest', () => `sortBy=closest&distance=${pick([25, 50, 100])}`],
  ['words, closest', () => `search=pharmacist&sortBy=closest`],
  ['words, highest pay', () => `search=${pick(['pharmacist', 'technician'])}&sortBy=highestPay`],
]

async function search(query: string): Promise<void> {
  const response = await app.handle(new Request(`http://localhost/api/careers/provider/jobs?${query}&limit=20`, { headers: { authorization: `Bearer ${token}` } }))
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`${query}: ${response.status}`)
}

// A warm-up (statement caches, page cache) before measuring, which also gives each shape's own
// time per request, one at a time (the server's cost, whatever the rate).
// CPU time is what a search costs the server whatever else the machine runs; wall-clock time
// also counts the waits for a core, which on a busy shared machine are most of it.
console.log(`${'shape, one at a time'.padEnd(22)}  wall p50    max   CPU p50    p90    max   mean  (ms, ${SERIAL_RUNS} each)`)
const cpuMeans: number[] = []
for (const [name, make] of SHAPES) {
  const wall: number[] = []
  const cpu: number[] = []
  for (let i = 0; i < SERIAL_RUNS; i++) {
    const t = performance.now()
    const c = process.cpuUsage()
    await search(make())
    const used = process.cpuUsage(c)
    cpu.push((used.user + used.system) / 1000)
    wall.push(performance.now() - t)
  }
  wall.sort((a, b) => a - b)
  cpu.sort((a, b) => a - b)
  const mid = Math.floor(SERIAL_RUNS / 2)
  const mean = cpu.reduce((a, b) => a + b, 0) / SERIAL_RUNS
  cpuMeans.push(mean)
  const at = (values: number[], q: number) => values[Math.min(SERIAL_RUNS - 1, Math.floor(q * SERIAL_RUNS))]!.toFixed(1)
  console.log(
    `${name.padEnd(22)}${wall[mid]!.toFixed(1).padStart(10)} ${wall[SERIAL_RUNS - 1]!.toFixed(1).padStart(6)} ${cpu[mid]!.toFixed(1).padStart(9)} ${at(cpu, 0.9).padStart(6)} ${cpu[SERIAL_RUNS - 1]!.toFixed(1).padStart(6)} ${mean.toFixed(2).padStart(6)}`,
  )
}
// The fixed-rate phase sends each shape equally often: this mean is the CPU a search costs there.
console.log(`CPU per search, mean over the shapes: ${(cpuMeans.reduce((a, b) => a + b, 0) / cpuMeans.length).toFixed(2)} ms (one process: at most ~${Math.floor(1000 / (cpuMeans.reduce((a, b) => a + b, 0) / cpuMeans.length))} searches a second)`)
if (argv.includes('--serial-only')) process.exit(0)

const latencies = new Map<string, number[]>(SHAPES.map(([name]) => [name, []]))
const all: number[] = []
let errors = 0
const intervalMs = 1000 / RATE
const total = Math.round(RATE * DURATION_S)
const start = performance.now()
const pending: Promise<void>[] = []
for (let i = 0; i < total; i++) {
  const due = start + i * intervalMs
  const wait = due - performance.now()
  if (wait > 1) await new Promise((r) => setTimeout(r, wait))
  const [name, make] = SHAPES[i % SHAPES.length]!
  pending.push(
    search(make()).then(
      () => {
        const ms = performance.now() - due
        latencies.get(name)!.push(ms)
        all.push(ms)
      },
      () => {
        errors++
      },
    ),
  )
}
await Promise.all(pending)
const elapsed = (performance.now() - start) / 1000

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN
}
const fmt = (ms: number) => ms.toFixed(1).padStart(7)
const jobsNow = (new BunDatabase(dbPath, { readonly: true }).query("SELECT count(*) AS n FROM jobs WHERE status = 'PUBLISHED'").get() as { n: number }).n
console.log(`\n${all.length} searches over ${jobsNow.toLocaleString('en-US')} published jobs at ${RATE} req/s for ${elapsed.toFixed(1)} s; ${errors} errors.`)
console.log(`${'shape'.padEnd(22)}    p50     p99     max  (ms, from when each was due)`)
for (const [name, values] of latencies) console.log(`${name.padEnd(22)}${fmt(percentile(values, 50))} ${fmt(percentile(values, 99))} ${fmt(Math.max(...values))}`)
const p99 = percentile(all, 99)
console.log(`${'all'.padEnd(22)}${fmt(percentile(all, 50))} ${fmt(p99)} ${fmt(Math.max(...all))}`)
console.log(`\np99 ${p99.toFixed(1)} ms: ${p99 <= TARGET_P99_MS ? 'within' : 'over'} the ${TARGET_P99_MS} ms target.`)
await db.close()
