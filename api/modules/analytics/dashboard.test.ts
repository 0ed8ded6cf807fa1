/**
 * The admin dashboard (spec 000 §7 "Analytics") through the API: a scripted history — hires paid
 * by card and credits, a completion, an adjustment refund, a no-show refund, a background check,
 * careers payments — and every figure checked against sums made by hand from the ledger rows
 * and the seats, to the cent; the previous window; timeframe default and validation; who may read.
 */
import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { careersInvoices, charges, ledgerDailyTotals, ledgerEntries, refunds, shiftDailyTotals, shiftGroups, shifts, shiftSummaryDailyTotals, signUpDailyTotals, type CareersInvoiceType } from '../../db/schema'
import { writeLedger } from '../payments'
import { attachCard, setCredits, shiftPostBody, signUpOrganization, signUpProvider, teamToken, type TestProvider } from '../../test/factories'
import { startTestServer } from '../../test/harness'

const server = await startTestServer()
const DASH = '/api/admin-panel/analytics/dashboard'
const DAY = 86_400_000

async function ok(path: string, token: string) {
  const res = await server.call('GET', path, { token })
  expect(res.status, `${path}: ${res.text}`).toBe(200)
  return res.body
}

/** Sums of the ledger's rows by kind, straight from the table (not the rollups). */
async function ledgerByHand() {
  const rows = await server.ctx.db.read.select().from(ledgerEntries)
  const sum = (kind: string, shiftOnly = false) => rows.filter((r) => r.kind === kind && (!shiftOnly || r.shiftId !== null)).reduce((s, r) => s + r.amountCents, 0)
  return { rows, sum }
}

describe('the analytics dashboard', async () => {
  // ── The scripted history, all today ──
  const facility = await signUpOrganization(server)
  const card = await attachCard(server, { token: facility.token, facilityId: facility.facilityId })
  const paymentMethodId = card.body.paymentMethodId as string
  // A credit: the first hire spends $50.00 of credits before the card.
  await setCredits(server, { organizationId: facility.organizationId, creditsInCents: 5_000 })
  const providers: TestProvider[] = []
  for (let i = 0; i < 3; i++) {
    const p = await signUpProvider(server)
    expect((await server.call('PUT', `/api/testing/${p.userId}/licenses`)).status).toBe(204)
    expect((await server.call('PUT', `/api/testing/${p.userId}/stripe-setup`)).status).toBe(204)
    providers.push(p)
  }
  const [a, b, c] = providers as [TestProvider, TestProvider, TestProvider]
  // $68/h, 09:00–17:00 with an unpaid 30-minute lunch: 7.5 h, $510 earnings, $127.50 fee, $637.50 a seat.
  const posted = await server.call('POST', '/api/facility/shift', { token: facility.token, body: shiftPostBody(facility.facilityId, { quantity: 3 }) })
  expect(posted.status).toBe(201)
  const groupId = posted.body.shiftGroups[0].shiftGroupId as string
  const seatOf: Record<string, string> = {}
  for (const p of providers) {
    expect((await server.call('POST', `/api/provider/shift/${groupId}/apply`, { token: p.token, body: {} })).status).toBe(204)
    const hired = await server.call('POST', `/api/facility/shift/${groupId}/hire`, { token: facility.token, body: { applicantId: p.providerId, paymentMethodId } })
    expect(hired.status, hired.text).toBe(201)
    seatOf[p.providerId] = hired.body.shiftId
  }
  for (const p of providers) expect((await server.call('PUT', `/api/testing/shifts/${groupId}/rewind`, { body: { providerId: p.providerId } })).status).toBe(204)
  // A worked as planned; B left early (09:00–15:00, lunch taken: 5.5 h, a refund); C did not come (a full refund).
  expect((await server.call('PUT', `/api/facility/shift/${seatOf[a.providerId]}/attendance/confirm`, { token: facility.token })).status).toBe(200)
  const adjusted = await server.call('PUT', `/api/facility/shift/${seatOf[b.providerId]}/attendance/adjust`, {
    token: facility.token,
    body: { startTime: '09:00', endTime: '15:00', reason: 'Left early', didProviderTakeLunchBreak: true },
  })
  expect(adjusted.status, adjusted.text).toBe(200)
  expect((await server.call('PUT', `/api/facility/shift/${seatOf[c.providerId]}/attendance/no-show`, { token: facility.token })).status).toBe(200)
  // A background check paid by A.
  expect((await server.call('POST', '/api/background-check', { token: a.token, body: { source: 'web', redirectUrl: 'https://app.example.test/done' } })).status).toBe(200)

  // Careers money as careers billing records it: a charge of a careers purpose with its ledger
  // rows, and the invoice it paid with the period bought.
  const now = server.clock.now()
  const D = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const at = (days: number) => new Date(D + days * DAY)
  const [second, third] = [await signUpOrganization(server), await signUpOrganization(server)]
  const [org1, org2, org3] = [facility.organizationId, second.organizationId, third.organizationId]
  const facilityOf = { [org1]: facility.facilityId, [org2]: second.facilityId, [org3]: third.facilityId }
  async function careersPayment(o: { organizationId: string; cents: number; type: CareersInvoiceType; periodStart: Date; periodEnd: Date; refunded?: boolean }) {
    await server.ctx.db.write(async (tx) => {
      const where = { organizationId: o.organizationId, facilityId: facilityOf[o.organizationId]! }
      const purpose = o.type === 'JOB_POST_ADDON' ? 'CAREERS_JOB_POST' : 'CAREERS_SUBSCRIPTION'
      const [charge] = await tx.insert(charges).values({ ...where, amountCents: o.cents, status: o.refunded ? 'REFUNDED' : 'SUCCEEDED', idempotencyKey: crypto.randomUUID(), purpose, createdAt: now, updatedAt: now }).returning()
      await writeLedger(tx, now, [{ kind: 'CHARGE', amountCents: o.cents, ...where, referenceId: charge!.id }])
      await tx.insert(careersInvoices).values({
        organizationId: o.organizationId, type: o.type, frequency: o.type === 'JOB_POST_ADDON' ? 'ONE_TIME' : 'MONTHLY', status: o.refunded ? 'void' : 'paid', amountInCents: o.cents,
        description: 'Careers', chargeId: charge!.id, periodStart: o.periodStart, periodEnd: o.periodEnd, billingDate: now, paidAt: now, createdAt: now,
      })
      if (o.refunded) {
        const [refund] = await tx.insert(refunds).values({ chargeId: charge!.id, amountCents: o.cents, reason: 'Canceled', idempotencyKey: crypto.randomUUID(), createdAt: now }).returning()
        await writeLedger(tx, now, [{ kind: 'REFUND', amountCents: o.cents, ...where, referenceId: refund!.id }])
      }
    })
  }
  // 30 days ending today at 00:00: 6 of them in this week's window, 7 in the week before.
  await careersPayment({ organizationId: org1, cents: 30_000, type: 'SUBSCRIPTION', periodStart: at(-30), periodEnd: at(0) })
  // Two months ago: in neither window.
  await careersPayment({ organizationId: org2, cents: 12_000, type: 'RENEWAL', periodStart: at(-60), periodEnd: at(-30) })
  // Refunded in full (the invoice void): not active, earns nothing.
  await careersPayment({ organizationId: org3, cents: 9_000, type: 'SUBSCRIPTION', periodStart: at(-2), periodEnd: at(28), refunded: true })
  // A pay-per-post add-on wholly inside this week: income, not a subscription.
  await careersPayment({ organizationId: org1, cents: 5_000, type: 'JOB_POST_ADDON', periodStart: at(-3), periodEnd: at(-1) })

  const admin = await teamToken(server, 'ADMIN')

  test('every money figure equals the sum of its ledger rows, to the cent', async () => {
    const { sum } = await ledgerByHand()
    const gross = sum('CHARGE', true) + sum('CREDIT_USE', true) - sum('REFUND', true) - sum('CREDIT_RETURN', true)
    // Three seats at $637.50, less B's refund ($637.50 − $467.50) and C's whole seat.
    expect(gross).toBe(3 * 63_750 - 17_000 - 63_750)
    expect(sum('CREDIT_USE', true)).toBe(5_000)
    const expectations: [string, number][] = [
      ['gross-volume-shifts', gross],
      ['provider-payouts', sum('TRANSFER')],
      ['shift-earnings', sum('PLATFORM_FEE', true)],
      ['shift-transaction-fees', sum('PROCESSOR_FEE', true)],
      ['background-checks-revenue', sum('BACKGROUND_CHECK_FEE') - sum('BACKGROUND_CHECK_REFUND')],
    ]
    // A and B were paid: $510 and 5.5 h × $68 = $374.
    expect(sum('TRANSFER')).toBe(51_000 + 37_400)
    expect(sum('BACKGROUND_CHECK_FEE')).toBe(3_500)
    for (const [figure, cents] of expectations) {
      const body = await ok(`${DASH}/${figure}`, admin)
      expect({ figure, value: body.value, valueInCents: body.valueInCents, previous: body.previousTimeFrameInCents }).toEqual({ figure, value: cents / 100, valueInCents: cents, previous: 0 })
    }
    // Reconciles: what facilities kept paid = provider payouts + platform cut + processor fees (credits are the platform's gift).
    expect(sum('CHARGE', true) - sum('REFUND', true)).toBe(sum('TRANSFER') + sum('PLATFORM_FEE', true) + sum('PROCESSOR_FEE', true))
  })

  test('counts, hours and averages from the seats', async () => {
    expect(await ok(`${DASH}/background-checks`, admin)).toMatchObject({ value: 1, previousTimeFrame: 0 })
    // A: 7.5 h, B: 5.5 h; C's no-show is not completed.
    expect(await ok(`${DASH}/shift-hours`, admin)).toMatchObject({ value: 13, previousTimeFrame: 0 })
    expect(await ok(`${DASH}/shift-average-hours`, admin)).toMatchObject({ value: 6.5, previousTimeFrame: 0 })
    // ($510 + $374) / 13 h = $68.00 an hour.
    expect(await ok(`${DASH}/shift-average-amount-per-hour`, admin)).toMatchObject({ value: 68, valueInCents: 6_800, previousTimeFrame: 0 })
    const published = await ok(`${DASH}/shifts-published`, admin)
    expect(published).toMatchObject({ timeframe: '7d', value: 3, previousTimeFrame: 0 })
    expect(published.days).toHaveLength(7)
    expect(published.days.at(-1)).toEqual({ date: published.period.to, amount: 3 })
    expect(published.days.reduce((s: number, d: { amount: number }) => s + d.amount, 0)).toBe(3)
  })

  test('revenue by line of business, and the careers figures from what careers billing records', async () => {
    const { sum } = await ledgerByHand()
    const jobBoard = 30_000 + 12_000 + 9_000 + 5_000 - 9_000
    expect(sum('CHARGE') - sum('CHARGE', true) - sum('REFUND') + sum('REFUND', true)).toBe(jobBoard)
    const revenue = await ok(`${DASH}/monthly-revenue`, admin)
    const shifts = sum('PLATFORM_FEE', true)
    expect(revenue.breakdown).toMatchObject({ jobBoardInCents: jobBoard, backgroundChecksInCents: 3_500, shiftsInCents: shifts, totalInCents: jobBoard + 3_500 + shifts })
    expect(revenue).toMatchObject({ valueInCents: jobBoard + 3_500 + shifts, previousTimeFrameInCents: 0, value: (jobBoard + 3_500 + shifts) / 100 })
    expect(revenue.months.reduce((s: number, m: { totalInCents: number }) => s + m.totalInCents, 0)).toBe(jobBoard + 3_500 + shifts)
    // 6 of the 30 days of org1's $300 subscription, and the whole $50 add-on; the week before: 7 days.
    expect(await ok(`${DASH}/amortized-job-board-income`, admin)).toMatchObject({ valueInCents: 6_000 + 5_000, previousTimeFrameInCents: 7_000 })
    expect(await ok(`${DASH}/active-subscriptions-count`, admin)).toMatchObject({ value: 1, previousTimeFrame: 1 })
  })

  test('a subscription given for free (an invoice paid at 0, no money) counts as active and earns nothing', async () => {
    const amortized = (await ok(`${DASH}/amortized-job-board-income`, admin)).valueInCents
    await server.ctx.db.write((tx) =>
      tx.insert(careersInvoices).values({ organizationId: org2, type: 'SUBSCRIPTION', frequency: 'MONTHLY', status: 'paid', amountInCents: 0, description: 'Free', periodStart: at(-1), periodEnd: at(29), billingDate: now, paidAt: now, createdAt: now }),
    )
    expect(await ok(`${DASH}/active-subscriptions-count`, admin)).toMatchObject({ value: 2, previousTimeFrame: 1 })
    expect((await ok(`${DASH}/amortized-job-board-income`, admin)).valueInCents).toBe(amortized)
  })

  test('the latest sign-ups: pharmacies and providers', async () => {
    const body = await ok(`${DASH}/last-users-signed-up`, admin)
    expect(body).toMatchObject({ facilitiesCount: 3, providersCount: 3, value: 6, previousTimeFrame: 0 })
    expect(body.providers.map((p: { providerId: string }) => p.providerId).sort()).toEqual(providers.map((p) => p.providerId).sort())
    expect(body.facilities.find((f: { organizationId: string }) => f.organizationId === facility.organizationId)).toMatchObject({ email: facility.email })
  })

  test('the shifts summary by shift date, provider type and status', async () => {
    const body = await ok('/api/admin-panel/analytics/shifts/summary', admin)
    expect(body).toMatchObject({ totalShifts: 3, byStatus: { Open: 0, Filled: 0, Completed: 2, Canceled: 1 }, byProviderType: { PHARMACIST: 3 } })
    expect(body).toMatchObject({ providerEarningsInCents: 51_000 + 37_400, shiftFeesInCents: 12_750 + 9_350, totalPaymentInCents: 51_000 + 37_400 + 12_750 + 9_350 })
    expect((await ok('/api/admin-panel/analytics/shifts/summary?status=Canceled', admin)).totalShifts).toBe(1)
    expect((await ok('/api/admin-panel/analytics/shifts/summary?providerType=TECHNICIAN', admin)).totalShifts).toBe(0)
    const bad = await server.call('GET', '/api/admin-panel/analytics/shifts/summary?status=Done', { token: admin })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('Status must be Open, Filled, Completed or Canceled (several joined by |)')
  })

  test('timeframe: 7d by default, each of the six accepted, anything else 400 with a clear message', async () => {
    const fallback = await ok(`${DASH}/gross-volume-shifts`, admin)
    expect(fallback.timeframe).toBe('7d')
    const days = { '1d': 1, '7d': 7, '1m': 30, '3m': 90, '6m': 180, '1y': 365 }
    for (const [timeframe, n] of Object.entries(days)) {
      const body = await ok(`${DASH}/gross-volume-shifts?timeframe=${timeframe}`, admin)
      expect(body.timeframe).toBe(timeframe)
      expect(body.valueInCents).toBe(fallback.valueInCents)
      // The window ends today; the previous one ends the day before it starts, and is as long.
      expect((Date.parse(body.period.to) - Date.parse(body.period.from)) / DAY).toBe(n - 1)
      expect((Date.parse(body.period.from) - Date.parse(body.previousPeriod.to)) / DAY).toBe(1)
      expect((Date.parse(body.previousPeriod.to) - Date.parse(body.previousPeriod.from)) / DAY).toBe(n - 1)
    }
    for (const timeframe of ['2w', '7D', '', '30d']) {
      const res = await server.call('GET', `${DASH}/provider-payouts?timeframe=${timeframe}`, { token: admin })
      expect(res.status).toBe(400)
      expect(res.body.message).toBe('Timeframe must be one of 1d, 7d, 1m, 3m, 6m, 1y')
    }
  })

  test('SUPPORT is refused (403), OPERATIONS and ADMIN may read, no token is 401', async () => {
    const support = await teamToken(server, 'SUPPORT')
    const operations = await teamToken(server, 'OPERATIONS')
    const figures = ['shift-average-amount-per-hour', 'shift-average-hours', 'gross-volume-shifts', 'background-checks', 'background-checks-revenue', 'provider-payouts', 'shift-earnings', 'shift-hours', 'shift-transaction-fees', 'shifts-published', 'monthly-revenue', 'active-subscriptions-count', 'amortized-job-board-income', 'last-users-signed-up']
    for (const path of [...figures.map((f) => `${DASH}/${f}`), '/api/admin-panel/analytics/shifts/summary']) {
      expect((await server.call('GET', path)).status, path).toBe(401)
      expect((await server.call('GET', path, { token: support })).status, path).toBe(403)
      expect((await server.call('GET', path, { token: facility.token })).status, path).toBe(403)
      expect((await server.call('GET', path, { token: operations })).status, path).toBe(200)
      expect((await server.call('GET', path, { token: admin })).status, path).toBe(200)
    }
  })

  test('the rollups the triggers keep equal the rows they count; paid minutes agree with each seat’s price', async () => {
    const { rows } = await ledgerByHand()
    // Careers money: rows of a careers charge, or of a refund of one.
    const careersCharges = new Set((await server.ctx.db.read.select().from(charges)).filter((c) => c.purpose.startsWith('CAREERS')).map((c) => c.id))
    const careersRefunds = new Set((await server.ctx.db.read.select().from(refunds)).filter((r) => careersCharges.has(r.chargeId)).map((r) => r.id))
    const scopeOf = (r: (typeof rows)[0]) =>
      r.shiftId !== null ? 'SHIFT' : (['CHARGE', 'CREDIT_USE', 'PROCESSOR_FEE'].includes(r.kind) ? careersCharges : careersRefunds).has(r.referenceId ?? '') ? 'CAREERS' : 'OTHER'
    expect(rows.filter((r) => scopeOf(r) === 'CAREERS')).toHaveLength(5)
    const expected = new Map<string, { amountCents: number; entries: number }>()
    for (const r of rows) {
      const key = `${r.occurredAt.toISOString().slice(0, 10)}|${r.kind}|${scopeOf(r)}`
      const e = expected.get(key) ?? { amountCents: 0, entries: 0 }
      expected.set(key, { amountCents: e.amountCents + r.amountCents, entries: e.entries + 1 })
    }
    const rolled = await server.ctx.db.read.select().from(ledgerDailyTotals)
    expect(new Map(rolled.filter((r) => r.entries !== 0).map((r) => [`${r.day}|${r.kind}|${r.scope}`, { amountCents: r.amountCents, entries: r.entries }]))).toEqual(expected)

    const seats = await server.ctx.db.read.select({ seat: shifts, group: shiftGroups }).from(shifts).innerJoin(shiftGroups, eq(shiftGroups.id, shifts.shiftGroupId))
    const completed = seats.filter((s) => s.seat.status === 'COMPLETED')
    expect(completed).toHaveLength(2)
    let minutes = 0
    for (const { seat, group } of completed) {
      const worked = Math.round((seat.workedEndsAt!.getTime() - seat.workedStartsAt!.getTime()) / 60_000)
      const lunch = group.isLunchBreakPaid ? 0 : (seat.didProviderTakeLunchBreak ?? group.lunchBreakMinutes > 0) ? group.lunchBreakMinutes : 0
      const paid = Math.max(0, worked - lunch)
      expect(Math.round((group.rateCents * paid) / 60)).toBe(seat.providerEarningsCents!)
      minutes += paid
    }
    const days = await server.ctx.db.read.select().from(shiftDailyTotals)
    const sum = (f: (d: (typeof days)[0]) => number) => days.reduce((s, d) => s + f(d), 0)
    expect(sum((d) => d.completedSeats)).toBe(2)
    expect(sum((d) => d.paidMinutes)).toBe(minutes)
    expect(sum((d) => d.providerEarningsCents)).toBe(completed.reduce((s, c) => s + c.seat.providerEarningsCents!, 0))
    expect(sum((d) => d.shiftFeeCents)).toBe(completed.reduce((s, c) => s + c.seat.shiftFeeCents!, 0))
    expect(sum((d) => d.publishedSeats)).toBe(seats.length)
    // By shift date, provider type and status: the seats as they stand.
    const summary = new Map<string, { seats: number; hourHundredths: number; providerEarningsCents: number; shiftFeeCents: number }>()
    for (const { seat, group } of seats) {
      const key = `${group.date}|${group.providerType}|${seat.status}`
      const e = summary.get(key) ?? { seats: 0, hourHundredths: 0, providerEarningsCents: 0, shiftFeeCents: 0 }
      const hundredths = Math.round((Math.round((group.endsAt.getTime() - group.startsAt.getTime()) / 60_000) * 100) / 60)
      summary.set(key, { seats: e.seats + 1, hourHundredths: e.hourHundredths + hundredths, providerEarningsCents: e.providerEarningsCents + (seat.providerEarningsCents ?? 0), shiftFeeCents: e.shiftFeeCents + (seat.shiftFeeCents ?? 0) })
    }
    const rolledSummary = await server.ctx.db.read.select().from(shiftSummaryDailyTotals)
    expect(new Map(rolledSummary.filter((r) => r.seats !== 0).map(({ date, providerType, status, ...rest }) => [`${date}|${providerType}|${status}`, rest]))).toEqual(summary)
    const signUps = await server.ctx.db.read.select().from(signUpDailyTotals)
    expect(signUps.reduce((s, d) => s + d.organizations, 0)).toBe(3)
    expect(signUps.reduce((s, d) => s + d.providers, 0)).toBe(3)
  })

  test('a week later the same money is the previous window, and this week is empty', async () => {
    const before = await ok(`${DASH}/gross-volume-shifts`, admin)
    const payoutsBefore = await ok(`${DASH}/provider-payouts`, admin)
    const hoursBefore = await ok(`${DASH}/shift-hours`, admin)
    server.clock.advance(7 * DAY)
    const token = await teamToken(server, 'ADMIN')
    const after = await ok(`${DASH}/gross-volume-shifts`, token)
    expect(after).toMatchObject({ valueInCents: 0, previousTimeFrameInCents: before.valueInCents, previousPeriod: before.period })
    expect(await ok(`${DASH}/provider-payouts`, token)).toMatchObject({ valueInCents: 0, previousTimeFrameInCents: payoutsBefore.valueInCents })
    expect(await ok(`${DASH}/shift-hours`, token)).toMatchObject({ value: 0, previousTimeFrame: hoursBefore.value })
    expect(await ok(`${DASH}/shifts-published`, token)).toMatchObject({ value: 0, previousTimeFrame: 3 })
    expect(await ok(`${DASH}/background-checks`, token)).toMatchObject({ value: 0, previousTimeFrame: 1 })
    // One day only: today and yesterday, both empty now.
    expect(await ok(`${DASH}/gross-volume-shifts?timeframe=1d`, token)).toMatchObject({ valueInCents: 0, previousTimeFrameInCents: 0 })
  })
})
