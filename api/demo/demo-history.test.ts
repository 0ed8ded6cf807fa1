/**
 * The demo's year of history (load-demo-history.ts): loads in seconds, gives every dashboard
 * figure a value, and the figures agree with the ledger to the cent (they are read from rollups
 * the ledger's triggers keep, so this holds only if the history went through the real paths).
 */
import { expect, test } from 'bun:test'
import { and, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm'
import { charges, ledgerEntries, shifts, type LedgerKind } from '../db/schema'
import { startTestServer } from '../test/harness'
import { DEMO_PASSWORD, DEMO_TEAM } from './demo-people'
import { loadDemoData } from './load-demo-data'

const server = await startTestServer({ stripe: null })
const DAY = 86_400_000

test('a year of demo history: completed, canceled, adjusted and bonused shifts, credits; every figure agrees with the ledger', async () => {
  const started = process.cpuUsage()
  const lines = await loadDemoData(server.ctx)
  const used = process.cpuUsage(started)
  // Fast enough for a first start: the whole demo, history included, in seconds of CPU (the
  // process's own time, whatever else a shared machine runs; ~10 s on this 2-core machine).
  expect((used.user + used.system) / 1e6).toBeLessThan(30)
  expect(lines.some((l) => l.startsWith('demo history'))).toBe(true)

  // A team of each role signs in with the documented password.
  for (const role of ['ADMIN', 'OPERATIONS', 'SUPPORT'] as const) {
    const members = DEMO_TEAM.filter((t) => t.role === role)
    expect(members.length).toBeGreaterThanOrEqual(2)
    for (const m of members) expect((await server.call('POST', '/api/admin/login', { body: { email: m.email, password: DEMO_PASSWORD } })).status).toBe(200)
  }
  const login = await server.call('POST', '/api/admin/login', { body: { email: 'ops@marketplace.demo', password: DEMO_PASSWORD } })
  const token = login.body.token as string
  const figure = async (name: string, timeframe = '1y') => {
    const res = await server.call('GET', `/api/admin-panel/analytics/dashboard/${name}?timeframe=${timeframe}`, { token })
    expect(res.status).toBe(200)
    return res.body
  }

  // The ledger over the 1y window, by kind, rows naming a shift.
  const gross = await figure('gross-volume-shifts')
  const from = Date.parse(`${gross.period.from}T00:00:00Z`)
  const to = Date.parse(`${gross.period.to}T00:00:00Z`) + DAY
  const sums = await server.ctx.db.read
    .select({ kind: ledgerEntries.kind, cents: sql<number>`sum(${ledgerEntries.amountCents})`.mapWith(Number) })
    .from(ledgerEntries)
    .where(and(isNotNull(ledgerEntries.shiftId), gte(ledgerEntries.occurredAt, new Date(from)), lt(ledgerEntries.occurredAt, new Date(to))))
    .groupBy(ledgerEntries.kind)
  const k = (kind: LedgerKind) => sums.find((s) => s.kind === kind)?.cents ?? 0
  expect(k('CHARGE')).toBeGreaterThan(0)
  expect(k('REFUND')).toBeGreaterThan(0)
  expect(k('CREDIT_USE')).toBeGreaterThan(0)
  expect(gross.valueInCents).toBe(k('CHARGE') + k('CREDIT_USE') - k('REFUND') - k('CREDIT_RETURN'))
  // Money sent to providers also holds the referral sign-up bonuses, which the platform pays and no shift names (load-demo-onboarding.ts).
  const [bonuses] = await server.ctx.db.read
    .select({ cents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)`.mapWith(Number) })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.kind, 'TRANSFER'), isNull(ledgerEntries.shiftId), gte(ledgerEntries.occurredAt, new Date(from)), lt(ledgerEntries.occurredAt, new Date(to))))
  expect(bonuses!.cents).toBeGreaterThan(0)
  expect((await figure('provider-payouts')).valueInCents).toBe(k('TRANSFER') + bonuses!.cents)
  expect((await figure('shift-earnings')).valueInCents).toBe(k('PLATFORM_FEE'))
  expect((await figure('shift-transaction-fees')).valueInCents).toBe(k('PROCESSOR_FEE'))
  expect(k('TRANSFER')).toBeGreaterThan(0)

  // Every shift figure has a value, and the year has a shape: money in most months.
  for (const name of ['shift-average-amount-per-hour', 'shift-average-hours', 'shift-hours', 'shifts-published']) expect((await figure(name)).value).toBeGreaterThan(0)
  const revenue = await figure('monthly-revenue')
  expect(revenue.months.filter((m: { shifts: number }) => m.shifts !== 0).length).toBeGreaterThanOrEqual(10)
  expect((await figure('last-users-signed-up')).value).toBeGreaterThan(0)

  // The kinds of history the admin panel shows, in the lists and the ledger.
  const [canceled, completed] = await Promise.all(
    ['Canceled', 'Completed'].map(async (status) => (await server.call('GET', `/api/admin-panel/shifts?status=${status}`, { token })).body.pagination.totalItems as number),
  )
  expect(canceled).toBeGreaterThan(0)
  const [completedSeats] = await server.ctx.db.read.select({ n: sql<number>`count(*)` }).from(shifts).where(eq(shifts.status, 'COMPLETED'))
  expect(completed).toBe(Number(completedSeats!.n))
  expect(completed).toBeGreaterThan(100)
  const [adjusted] = await server.ctx.db.read.select({ n: sql<number>`count(*)` }).from(shifts).where(eq(shifts.attendanceStatus, 'ADJUSTED'))
  expect(Number(adjusted!.n)).toBeGreaterThan(0)
  const kinds = async (table: typeof charges | typeof ledgerEntries, where: ReturnType<typeof eq>) => Number((await server.ctx.db.read.select({ n: sql<number>`count(*)` }).from(table).where(where))[0]!.n)
  expect(await kinds(charges, eq(charges.purpose, 'BONUS'))).toBeGreaterThan(0)
  expect(await kinds(ledgerEntries, eq(ledgerEntries.kind, 'CREDIT_GRANT'))).toBeGreaterThan(0)
}, 120_000)
