/**
 * What an apply and a hire cost the server in CPU, through `app.handle` in this process, one
 * request at a time: CPU time per request (`process.cpuUsage`, robust on a shared machine where
 * wall time is not) and wall p50 / p99. Runs on a fresh copy of a database made by the bench
 * seed (`seed-us-scale.ts --scale 0.05` is enough: the writes touch a few rows each), so every
 * pair is fresh; the copy is removed afterwards.
 *
 * `--tree DIR` runs another checkout's API (its `api/` imported from DIR) on a database seeded
 * by that checkout's own seed, so two versions are compared with one script:
 *
 *   bun scripts/bench/seed-us-scale.ts /tmp/wc/new/seed.db --scale 0.05
 *   (cd OLD && bun scripts/bench/seed-us-scale.ts /tmp/wc/old/seed.db --scale 0.05)
 *   bun scripts/bench/write-cost.ts /tmp/wc/new/seed.db
 *   bun scripts/bench/write-cost.ts /tmp/wc/old/seed.db --tree OLD
 *
 * Each run warms up on `--warm` (200) pairs, then measures `--n` (1,500) applies, then the hires
 * of those applications. `bun --cpu-prof scripts/bench/write-cost.ts …` profiles it.
 *
 * `--notices` then delivers the "you're hired" notices those hires queued, as the server's
 * notification sweep does (`deliverDueNotifications`, 100 a pass, until none is due, and the
 * e-mails' delivery recorded), and reports the CPU a notice costs: a server pays it on the
 * thread that makes the writes, within seconds of each hire.
 *
 * Usage: bun scripts/bench/write-cost.ts SEED_DB [--tree DIR] [--n 1500] [--warm 200] [--notices]
 */
import { Database } from 'bun:sqlite'
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { BENCH_APP_SECRET, secretsPathFor, type ApplyPair, type BenchSecrets, flagOf } from './common'

const argv = process.argv.slice(2)
const flag = (name: string) => flagOf(argv, name)
if (!argv[0] || argv[0].startsWith('--')) throw new Error('usage: bun scripts/bench/write-cost.ts SEED_DB [--tree DIR] [--n 1500] [--warm 200]')
const seedPath = resolve(argv[0])
const tree = resolve(flag('tree') ?? join(import.meta.dir, '../..'))
const N = Number(flag('n') ?? 1_500)
const WARM = Number(flag('warm') ?? 200)

const secrets = JSON.parse(readFileSync(secretsPathFor(seedPath), 'utf8')) as BenchSecrets
const workDir = mkdtempSync(join(tmpdir(), 'bench-write-cost-'))
const dbPath = join(workDir, 'write.db')
copyFileSync(seedPath, dbPath)

// As the bench run does: sessions just used (no request pays the hourly sliding-expiry write).
const pairs: ApplyPair[] = (() => {
  const raw = new Database(dbPath)
  const now = Date.now()
  raw.query("UPDATE sessions SET last_used_at = ?, expires_at = ? WHERE user_agent = 'bench'").run(now, now + 30 * 86_400_000)
  const group = raw.query<{ status: string; filled_count: number; quantity: number; starts_at: number }, [string]>('SELECT status, filled_count, quantity, starts_at FROM shift_groups WHERE id = ?')
  // One pair per group and per provider, so no hire finds its group full or its provider booked.
  const groups = new Set<string>()
  const providers = new Set<string>()
  const fresh = secrets.applyPairs.filter((p) => {
    const g = group.get(p.shiftGroupId)
    if (!g || g.status !== 'OPEN' || g.filled_count >= g.quantity || g.starts_at < now + 86_400_000) return false
    if (groups.has(p.shiftGroupId) || providers.has(p.providerId)) return false
    groups.add(p.shiftGroupId)
    providers.add(p.providerId)
    return true
  })
  raw.close()
  return fresh
})()
if (pairs.length < N + WARM) throw new Error(`only ${pairs.length} usable pairs; need ${N + WARM} (seed a larger --scale)`)

// `--statements`: each SQL statement's count and time on this thread, per phase.
const statementTimes = new Map<string, { n: number; ms: number }>()
if (argv.includes('--statements')) {
  // A statement's run / get / all / values are its own properties, set when it is made.
  const wrapped = new WeakSet<object>()
  const timed = (statement: Record<string, unknown>) => {
    if (wrapped.has(statement)) return statement
    wrapped.add(statement)
    const text = statement.toString().replace(/\s+/g, ' ').slice(0, 160)
    for (const method of ['run', 'get', 'all', 'values']) {
      const original = statement[method] as (...args: unknown[]) => unknown
      statement[method] = (...args: unknown[]) => {
        const t = performance.now()
        try {
          return original.apply(statement, args)
        } finally {
          const entry = statementTimes.get(text) ?? { n: 0, ms: 0 }
          entry.n++
          entry.ms += performance.now() - t
          statementTimes.set(text, entry)
        }
      }
    }
    return statement
  }
  const proto = Database.prototype as unknown as Record<string, (...args: unknown[]) => Record<string, unknown>>
  for (const method of ['prepare', 'query']) {
    const original = proto[method]!
    proto[method] = function (this: unknown, ...args: unknown[]) {
      return timed(original.apply(this, args))
    }
  }
  // BEGIN, the savepoints and COMMIT.
  for (const method of ['exec', 'run']) {
    const original = proto[method]!
    proto[method] = function (this: unknown, ...args: unknown[]) {
      const t = performance.now()
      try {
        return original.apply(this, args)
      } finally {
        const text = `${method} ${String(args[0]).slice(0, 60)}`
        const entry = statementTimes.get(text) ?? { n: 0, ms: 0 }
        entry.n++
        entry.ms += performance.now() - t
        statementTimes.set(text, entry)
      }
    }
  }
}
function reportStatements(phase: string, count: number) {
  if (!argv.includes('--statements')) return
  const rows = [...statementTimes].sort((a, b) => b[1].ms - a[1].ms)
  const total = rows.reduce((s, [, e]) => s + e.ms, 0)
  console.log(`${phase}: ${(rows.reduce((s, [, e]) => s + e.n, 0) / count).toFixed(1)} statements, ${(total / count).toFixed(3)} ms a request`)
  for (const [text, e] of rows.slice(0, 25)) console.log(`  ${(e.ms / count * 1000).toFixed(0).padStart(5)} µs  ${(e.n / count).toFixed(2)}×  ${text}`)
  statementTimes.clear()
}

const { createApp } = await import(join(tree, 'api/app.ts'))
const { loadConfig } = await import(join(tree, 'api/config.ts'))
const { systemClock } = await import(join(tree, 'api/context.ts'))
const { openDatabase } = await import(join(tree, 'api/db/client.ts'))
const { migrate } = await import(join(tree, 'api/db/migrate.ts'))
const { createPaymentGateway } = await import(join(tree, 'api/integrations/payments/index.ts'))
const { silentLogger } = await import(join(tree, 'api/logger.ts'))

const config = loadConfig({ DATABASE_URL: dbPath, APP_SECRET: BENCH_APP_SECRET, QUIET: '1' }, {})
// As the server's first process, which takes the writes: the log synced and checkpointed off the request thread.
const db = await openDatabase({ url: dbPath, backgroundIo: true })
await migrate(db)
const ctx = { db, clock: systemClock, config, secret: BENCH_APP_SECRET, log: silentLogger, payments: createPaymentGateway(config, { db, clock: systemClock, secret: BENCH_APP_SECRET }) }
const app = createApp(ctx)
const ownerOf = new Map(secrets.owners.map((o) => [o.organizationId, o]))

async function call(method: string, path: string, token: string, body: unknown, expect: number): Promise<void> {
  const res = await app.handle(new Request(`http://localhost${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) }))
  if (res.status !== expect) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
  await res.arrayBuffer()
}

const apply = (p: ApplyPair, i: number) => call('POST', `/api/provider/shift/${p.shiftGroupId}/apply`, p.token, i % 3 === 0 ? { message: 'Available all day; ten years of retail pharmacy.' } : {}, 204)

const applicationOf = (() => {
  const raw = new Database(dbPath, { readonly: true })
  const q = raw.query<{ id: string }, [string, string]>("SELECT id FROM applications WHERE shift_group_id = ? AND provider_id = ? AND status = 'PENDING' AND is_hired = 0")
  return (p: ApplyPair) => q.get(p.shiftGroupId, p.providerId)!.id
})()
function hire(p: ApplyPair, applicationId: string) {
  const owner = ownerOf.get(p.organizationId)!
  return call('POST', `/api/facility/shift/${p.shiftGroupId}/hire`, owner.token, { applicantId: applicationId, paymentMethodId: owner.paymentMethodId }, 201)
}

interface Figures { cpuMs: number; p50: number; p99: number }

/** The notification sweep, run until no notice is due: CPU and wall time a notice. */
async function noticeDelivery() {
  const { deliverDueNotifications, emailDeliveriesSettled } = await import(join(tree, 'api/modules/notifications/index.ts'))
  const raw = new Database(dbPath, { readonly: true })
  const due = raw.query<{ n: number }, [number]>("SELECT count(*) AS n FROM notification_jobs WHERE status = 'PENDING' AND due_at <= ?")
  return {
    async deliverDue() {
      const count = due.get(Date.now())!.n
      Bun.gc(true)
      const cpu = process.cpuUsage()
      const started = performance.now()
      let passes = 0
      while (due.get(Date.now())!.n > 0) {
        await deliverDueNotifications(ctx)
        passes++
      }
      await emailDeliveriesSettled()
      const used = process.cpuUsage(cpu)
      return { count, passes, cpuMs: (used.user + used.system) / 1000 / count, wallMs: (performance.now() - started) / count }
    },
  }
}
async function measure(run: (i: number) => Promise<void>, count: number): Promise<Figures> {
  const walls: number[] = []
  Bun.gc(true)
  const cpu = process.cpuUsage()
  for (let i = 0; i < count; i++) {
    const t = performance.now()
    await run(i)
    walls.push(performance.now() - t)
  }
  const used = process.cpuUsage(cpu)
  walls.sort((a, b) => a - b)
  return { cpuMs: (used.user + used.system) / 1000 / count, p50: walls[Math.floor(count * 0.5)]!, p99: walls[Math.floor(count * 0.99)]! }
}

const warm = pairs.slice(0, WARM)
const measured = pairs.slice(WARM, WARM + N)
for (const [i, p] of warm.entries()) await apply(p, i)
for (const p of warm) await hire(p, applicationOf(p))
const notices = argv.includes('--notices') ? await noticeDelivery() : null
await notices?.deliverDue()
statementTimes.clear()
const applied = await measure((i) => apply(measured[i]!, i), N)
reportStatements('apply', N)
const ids = measured.map(applicationOf)
statementTimes.clear()
const hired = await measure((i) => hire(measured[i]!, ids[i]!), N)
reportStatements('hire', N)
const delivered = await notices?.deliverDue()
reportStatements('notice', N)

const fmt = (f: Figures) => `CPU ${f.cpuMs.toFixed(3)} ms a request · wall p50 ${f.p50.toFixed(2)} / p99 ${f.p99.toFixed(2)} ms`
console.log(`tree ${tree}, ${N} each after ${WARM} warm-up, load ${(await import('node:os')).loadavg()[0]!.toFixed(2)}`)
console.log(`apply  ${fmt(applied)}`)
console.log(`hire   ${fmt(hired)}`)
if (delivered) console.log(`notice CPU ${delivered.cpuMs.toFixed(3)} ms a notice · wall ${delivered.wallMs.toFixed(3)} ms a notice (${delivered.count} notices in ${delivered.passes} passes)`)
await db.close()
rmSync(workDir, { recursive: true, force: true })
