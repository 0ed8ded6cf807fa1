/**
 * Reconciliation (issue "Running the company", what done looks like): a scripted month of a
 * pharmacy's activity, driven through the API on the test clock — hires paid by credits and card,
 * a completion, hours adjusted by the facility (shorter) and by the admin panel (longer), a
 * no-show, a facility cancellation inside the fee window (the fee charged and paid by the
 * scheduler's sweep), an admin cancellation, bonuses before and after completion, credits from
 * add-credits and from a benefit, a free shift, a rate change mid-shift, refunds — then every
 * figure the staff and the provider read is checked against the ledger rows, to the cent:
 *
 *   - the dashboard figures (`/admin-panel/analytics/dashboard/*`, timeframe `1m`), and that the
 *     activity of the month before falls in `previousTimeFrame`, not the window;
 *   - the shifts summary (`/admin-panel/analytics/shifts/summary`) over the month's shift dates;
 *   - every all-data row (`/admin-panel/shifts/all-data`), the CSV (`/shifts/csv`) and each
 *     shift's CSV (`/admin-panel/shifts/{id}/details/csv`);
 *   - each provider's payments (`GET /provider/payments`).
 *
 * Runs on both drivers, and with `PAYMENTS_ADAPTER=stripe-fake` on the Stripe adapter.
 */
import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { addDays, todayIn } from '../../shared/domain/zoned-time'
import { charges, ledgerEntries, refunds, shiftGroups, shifts, transfers } from '../db/schema'
import { collectHeldCancellationFees } from '../modules/payments'
import { attachCard, shiftPostBody, signUpOrganization, signUpProvider, teamToken, type TestProvider } from './factories'
import { startTestServer } from './harness'

const server = await startTestServer()
const HOUR = 3_600_000
const DAY = 24 * HOUR
const DASH = '/api/admin-panel/analytics/dashboard'
const ZONE = 'America/Chicago'

/** 15:00 UTC (09:00 in Austin) of the next UTC day, so every step below lands at a known hour. */
function alignClock() {
  const now = server.clock.now().getTime()
  const next = Math.floor(now / DAY) * DAY + DAY + 15 * HOUR
  server.clock.advance(next - now)
}

async function ok(method: string, path: string, token: string, body?: unknown) {
  const res = await server.call(method, path, { token, body })
  expect(res.status, `${method} ${path}: ${res.text}`).toBeLessThan(300)
  return res.body
}

/** A CSV document (RFC 4180: quoted fields, doubled quotes, commas and line breaks inside quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') (field += '"'), i++
      else if (ch === '"') quoted = false
      else field += ch
    } else if (ch === '"') quoted = true
    else if (ch === ',') row.push(field), (field = '')
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++
      row.push(field), rows.push(row), (row = []), (field = '')
    } else field += ch
  }
  if (field !== '' || row.length > 0) row.push(field), rows.push(row)
  return rows.filter((r) => !(r.length === 1 && r[0] === ''))
}

const cents = (dollars: number | string) => Math.round(Number(dollars) * 100)

describe('a month of activity reconciles to the cent', async () => {
  alignClock()
  const org = await signUpOrganization(server)
  let owner = org.token
  const pm = (await attachCard(server, { token: owner, facilityId: org.facilityId })).body.paymentMethodId as string
  const providers: TestProvider[] = []
  for (let i = 0; i < 4; i++) {
    const p = await signUpProvider(server)
    expect((await server.call('PUT', `/api/testing/${p.userId}/licenses`)).status).toBe(204)
    expect((await server.call('PUT', `/api/testing/${p.userId}/stripe-setup`)).status).toBe(204)
    providers.push(p)
  }
  const [p1, p2, p3, p4] = providers as [TestProvider, TestProvider, TestProvider, TestProvider]
  let admin = await teamToken(server, 'ADMIN')

  /** Sessions end after idle days: everyone signs in again after a jump of the clock. */
  async function signInAgain() {
    const login = async (email: string, password: string) => (await ok('POST', '/api/auth/login', '', { email, password })).token as string
    owner = await login(org.email, org.password)
    for (const p of providers) p.token = await login(p.email, p.password)
    admin = await teamToken(server, 'ADMIN')
  }

  /** A one-seat shift `daysAhead` days from today in Austin, 09:00–17:00 with an unpaid 30-minute lunch unless told. */
  async function post(daysAhead: number, overrides: Record<string, unknown> = {}) {
    const date = addDays(todayIn(ZONE, server.clock.now()), daysAhead)
    const body = shiftPostBody(org.facilityId, { shiftDays: [{ date, timeSlots: [{ startTime: '09:00', endTime: '17:00', quantity: 1 }] }], ...overrides })
    const posted = await ok('POST', '/api/facility/shift', owner, body)
    return { groupId: posted.shiftGroups[0].shiftGroupId as string, shiftId: posted.shiftGroups[0].shiftIds[0] as string }
  }

  async function hire(shift: { groupId: string; shiftId: string }, p: TestProvider, extra: Record<string, unknown> = {}) {
    expect((await server.call('POST', `/api/provider/shift/${shift.groupId}/apply`, { token: p.token, body: {} })).status).toBe(204)
    const hired = await ok('POST', `/api/facility/shift/${shift.groupId}/hire`, owner, { applicantId: p.providerId, paymentMethodId: pm, ...extra })
    expect(hired.shiftId).toBe(shift.shiftId)
  }

  // ── The month before: one shift worked, which the window must leave to previousTimeFrame ──
  const before = await post(1)
  await hire(before, p1)
  server.clock.advance(2 * DAY)
  await ok('PUT', `/api/facility/shift/${before.shiftId}/attendance/confirm`, owner)
  const monthStarts = (() => {
    server.clock.advance(33 * DAY)
    return server.clock.now()
  })()
  await signInAgain()

  // ── Week 1: credits added by the admin panel, a completion paid partly by them, a shorter day ──
  await ok('PUT', `/api/admin-panel/organizations/${org.organizationId}/add-credits`, admin, { creditsInCents: 15_000 })
  const worked = await post(1)
  await hire(worked, p1)
  const shorter = await post(1)
  await hire(shorter, p2)
  server.clock.advance(2 * DAY)
  await ok('PUT', `/api/facility/shift/${worked.shiftId}/attendance/confirm`, owner)
  await ok('PUT', `/api/facility/shift/${shorter.shiftId}/attendance/adjust`, owner, { startTime: '09:00', endTime: '15:00', reason: 'Left early', didProviderTakeLunchBreak: true })
  // A bonus on a shift already settled: its platform fee is written at once.
  await ok('POST', `/api/admin-panel/shifts/${worked.shiftId}/add-bonus`, admin, { bonusAmount: 40, bonusDescription: 'Stayed for the flu clinic' })
  server.clock.advance(5 * DAY)

  // ── Week 2: credits from a benefit, a no-show paid partly by them, a longer day set by the admin panel ──
  const code = `MONTH-${Date.now().toString(36)}`.toUpperCase()
  await ok('POST', '/api/admin-panel/benefits', admin, { name: 'Welcome credits', description: 'For the first month', code, type: 'CREDITS', creditAmountInCents: 8_000 })
  await ok('POST', '/api/admin-panel/benefits/apply', admin, { organizationId: org.organizationId, benefitCode: code })
  const noShow = await post(1)
  await hire(noShow, p4)
  const longer = await post(1, { lunchBreakMinutes: 0 })
  await hire(longer, p3)
  // A bonus on a shift still ahead: its platform fee waits for the settlement.
  await ok('POST', `/api/admin-panel/shifts/${longer.shiftId}/add-bonus`, admin, { bonusAmount: 25.5, bonusDescription: 'Short-notice cover' })
  server.clock.advance(2 * DAY)
  await ok('PUT', `/api/facility/shift/${noShow.shiftId}/attendance/no-show`, owner)
  await ok('PUT', `/api/admin-panel/shifts/${longer.shiftId}/adjust-hours`, admin, { startTime: '08:00', endTime: '18:15' })
  server.clock.advance(5 * DAY)

  // ── Week 3: a facility cancellation inside 24 hours (a fee), an admin cancellation (no fee), a free shift ──
  await ok('POST', '/api/admin-panel/benefits/apply', admin, {
    organizationId: org.organizationId,
    benefitCode: (await ok('POST', '/api/admin-panel/benefits', admin, { name: 'One free shift', description: 'Try the marketplace', code: `${code}-FREE`, type: 'CREDITS', creditAmountInCents: 0, freeShifts: 1 })).code,
  })
  const canceledLate = await post(1)
  await hire(canceledLate, p1)
  const canceledByAdmin = await post(2)
  await hire(canceledByAdmin, p2)
  const free = await post(1, { rate: 55.25 })
  await hire(free, p3, { useFreeShift: true })
  server.clock.advance(3 * HOUR) // 12:00 in Austin: the late cancel is 21 hours before its start.
  await ok('PUT', `/api/facility/shift/${canceledLate.groupId}/cancel`, owner, { hiredProviderId: p1.providerId, cancellationReason: 'Store closed for inventory', shouldRepostShift: false })
  expect(await collectHeldCancellationFees(server.ctx)).toEqual({ completed: 1, failed: 0 })
  await ok('PUT', `/api/admin-panel/shifts/${canceledByAdmin.shiftId}/cancel`, admin, { cancelationReason: 'Facility asked support to cancel', banProvider: false })
  server.clock.advance(2 * DAY)
  await ok('PUT', `/api/facility/shift/${free.shiftId}/attendance/confirm`, owner)
  server.clock.advance(4 * DAY)

  // ── Week 4: a rate raised while the shift is under way; a shift left open; one hired and still ahead ──
  const raised = await post(1, { rate: 61.37, lunchBreakMinutes: 45 })
  await hire(raised, p4)
  server.clock.advance(DAY + 2 * HOUR) // 14:00 in Austin next day: the shift under way
  await ok('PUT', `/api/admin-panel/shifts/${raised.shiftId}/update-rate`, admin, { rate: 72.4 })
  server.clock.advance(DAY)
  await ok('PUT', `/api/facility/shift/${raised.shiftId}/attendance/confirm`, owner)
  const open = await post(3, { providerType: 'TECHNICIAN', rate: 32 })
  const ahead = await post(4)
  await hire(ahead, p2)
  const monthShifts = { worked, shorter, noShow, longer, canceledLate, canceledByAdmin, free, raised, open, ahead }
  const seatIds = Object.values(monthShifts).map((s) => s.shiftId)
  const monthEnds = server.clock.now()
  // The month fits the 1m window (30 UTC days ending today); the month before does not.
  expect(monthEnds.getTime() - monthStarts.getTime()).toBeLessThan(26 * DAY)

  const ledger = await server.ctx.db.read.select().from(ledgerEntries)
  const inMonth = ledger.filter((r) => r.occurredAt >= new Date(Math.floor(monthStarts.getTime() / DAY) * DAY))
  const sum = (rows: typeof ledger, kind: string, where: (r: (typeof ledger)[0]) => boolean = () => true) => rows.filter((r) => r.kind === kind && where(r)).reduce((s, r) => s + r.amountCents, 0)
  const onShift = (r: (typeof ledger)[0]) => r.shiftId !== null
  const gross = (rows: typeof ledger) => sum(rows, 'CHARGE', onShift) + sum(rows, 'CREDIT_USE', onShift) - sum(rows, 'REFUND', onShift) - sum(rows, 'CREDIT_RETURN', onShift)

  test('the script moved the money it meant to (the ledger is the reference)', async () => {
    expect(ledger.length).toBeGreaterThan(inMonth.length)
    // Credits: $150 added, $80 from the benefit, all spent by the first hires; the no-show's credits came back.
    expect(sum(inMonth, 'CREDIT_GRANT')).toBe(15_000 + 8_000)
    expect(sum(inMonth, 'CREDIT_USE')).toBeGreaterThan(0)
    expect(sum(inMonth, 'CREDIT_RETURN')).toBeGreaterThan(0)
    // Every transfer's money moved (payout accounts are complete); each kind is there.
    const paid = await server.ctx.db.read.select().from(transfers)
    expect(new Set(paid.map((t) => t.kind))).toEqual(new Set(['SHIFT', 'BONUS', 'CANCELLATION_FEE']))
    expect(paid.every((t) => t.processorId !== null)).toBe(true)
    // Per shift, the identity of record-platform-fee: card money = payouts + platform cut + processor fees.
    // (Every seat but the one still ahead, whose money settles after it is worked.)
    for (const id of seatIds.filter((id) => id !== ahead.shiftId)) {
      const rows = ledger.filter((r) => r.shiftId === id)
      expect(sum(rows, 'CHARGE') - sum(rows, 'REFUND'), id).toBe(sum(rows, 'TRANSFER') + sum(rows, 'PLATFORM_FEE') + sum(rows, 'PROCESSOR_FEE'))
    }
    // The free shift paid no fee; the canceled ones kept nothing but the late one's fee.
    const seat = async (id: string) => (await server.ctx.db.read.select().from(shifts).where(eq(shifts.id, id)).get())!
    expect((await seat(free.shiftId)).shiftFeeCents).toBe(0)
    const lateFee = (await server.ctx.db.read.select().from(charges).where(eq(charges.shiftId, canceledLate.shiftId))).find((c) => c.purpose === 'CANCELLATION_FEE')!
    expect(gross(ledger.filter((r) => r.shiftId === canceledLate.shiftId))).toBe(lateFee.amountCents)
    expect(gross(ledger.filter((r) => r.shiftId === canceledByAdmin.shiftId))).toBe(0)
    expect(gross(ledger.filter((r) => r.shiftId === noShow.shiftId))).toBe(0)
  })

  test('every dashboard figure over the month equals the ledger and the seats, and the month before is the previous window', async () => {
    await signInAgain()
    const old = ledger.filter((r) => !inMonth.includes(r))
    const figures: [string, (rows: typeof ledger) => number][] = [
      ['gross-volume-shifts', gross],
      ['provider-payouts', (rows) => sum(rows, 'TRANSFER')],
      ['shift-earnings', (rows) => sum(rows, 'PLATFORM_FEE', onShift)],
      ['shift-transaction-fees', (rows) => sum(rows, 'PROCESSOR_FEE', onShift)],
    ]
    for (const [figure, of] of figures) {
      const body = await ok('GET', `${DASH}/${figure}?timeframe=1m`, admin)
      expect({ figure, value: body.valueInCents, dollars: body.value, previous: body.previousTimeFrameInCents }).toEqual({ figure, value: of(inMonth), dollars: of(inMonth) / 100, previous: of(old) })
      // A window of three months holds both.
      expect((await ok('GET', `${DASH}/${figure}?timeframe=3m`, admin)).valueInCents, figure).toBe(of(ledger))
    }
    const revenue = await ok('GET', `${DASH}/monthly-revenue?timeframe=1m`, admin)
    expect(revenue.breakdown).toMatchObject({ shiftsInCents: sum(inMonth, 'PLATFORM_FEE', onShift), jobBoardInCents: 0, backgroundChecksInCents: 0 })
    expect(revenue.valueInCents).toBe(sum(inMonth, 'PLATFORM_FEE', onShift))
    expect(revenue.months.reduce((s: number, m: { totalInCents: number }) => s + m.totalInCents, 0)).toBe(revenue.valueInCents)

    // Hours and rates from the seats completed in the month: their paid minutes are their price.
    const rows = await server.ctx.db.read.select({ seat: shifts, group: shiftGroups }).from(shifts).innerJoin(shiftGroups, eq(shiftGroups.id, shifts.shiftGroupId))
    const completed = rows.filter((r) => r.seat.status === 'COMPLETED' && seatIds.includes(r.seat.id))
    expect(completed.map((r) => r.seat.id).sort()).toEqual([worked, shorter, longer, free, raised].map((s) => s.shiftId).sort())
    const transferred = (id: string) => sum(ledger, 'TRANSFER', (r) => r.shiftId === id && r.memo === 'SHIFT')
    let paidMinutes = 0
    for (const { seat, group } of completed) {
      expect(transferred(seat.id), seat.id).toBe(seat.providerEarningsCents!)
      const minutes = Math.round((seat.workedEndsAt!.getTime() - seat.workedStartsAt!.getTime()) / 60_000)
      const lunch = group.isLunchBreakPaid ? 0 : (seat.didProviderTakeLunchBreak ?? group.lunchBreakMinutes > 0) ? group.lunchBreakMinutes : 0
      expect(Math.round((group.rateCents * (minutes - lunch)) / 60), seat.id).toBe(seat.providerEarningsCents!)
      paidMinutes += minutes - lunch
    }
    const earnings = completed.reduce((s, r) => s + r.seat.providerEarningsCents!, 0)
    const hours = await ok('GET', `${DASH}/shift-hours?timeframe=1m`, admin)
    expect(hours).toMatchObject({ value: Math.round((paidMinutes / 60) * 100) / 100, previousTimeFrame: 7.5 })
    expect((await ok('GET', `${DASH}/shift-average-hours?timeframe=1m`, admin)).value).toBe(Math.round((paidMinutes / 60 / completed.length) * 100) / 100)
    expect((await ok('GET', `${DASH}/shift-average-amount-per-hour?timeframe=1m`, admin)).valueInCents).toBe(Math.round((earnings * 60) / paidMinutes))
    // Seats posted in the month, the canceled and open ones too; the old one in the previous window.
    expect(await ok('GET', `${DASH}/shifts-published?timeframe=1m`, admin)).toMatchObject({ value: seatIds.length, previousTimeFrame: 1 })
  })

  test('the shifts summary over the month: the seats Filled or Completed at their price, as the ledger holds it', async () => {
    const from = addDays(todayIn(ZONE, monthStarts), 0)
    const to = addDays(todayIn(ZONE, monthEnds), 10)
    const summary = await ok('GET', `/api/admin-panel/analytics/shifts/summary?fromDate=${from}&toDate=${to}`, admin)
    expect(summary).toMatchObject({ totalShifts: seatIds.length, byStatus: { Open: 1, Filled: 1, Completed: 5, Canceled: 3 }, byProviderType: { PHARMACIST: 9, TECHNICIAN: 1, INTERN: 0 } })
    // What the facility paid for each seat's price (its hire, adjustment and settlement charges,
    // less their refunds; bonuses and cancellation fees are charges of their own purposes).
    const chargeRows = await server.ctx.db.read.select().from(charges)
    const priceCharges = new Set(chargeRows.filter((c) => c.purpose === 'SHIFT' || c.purpose === 'ADJUSTMENT').map((c) => c.id))
    const refundRows = await server.ctx.db.read.select().from(refunds)
    const priceRefunds = new Set(refundRows.filter((r) => priceCharges.has(r.chargeId)).map((r) => r.id))
    const ofPrice = (r: (typeof ledger)[0]) => priceCharges.has(r.referenceId ?? '') || priceRefunds.has(r.referenceId ?? '')
    const hired = [worked, shorter, longer, free, raised, ahead].map((s) => s.shiftId)
    const paidForPrice = hired.reduce((s, id) => s + gross(ledger.filter((r) => r.shiftId === id && ofPrice(r))), 0)
    expect(summary.totalPaymentInCents).toBe(paidForPrice)
    expect(summary.providerEarningsInCents + summary.shiftFeesInCents).toBe(summary.totalPaymentInCents)
    const settledEarnings = hired.filter((id) => id !== ahead.shiftId).reduce((s, id) => s + sum(ledger, 'TRANSFER', (r) => r.shiftId === id && r.memo === 'SHIFT'), 0)
    const aheadSeat = (await server.ctx.db.read.select().from(shifts).where(eq(shifts.id, ahead.shiftId)).get())!
    expect(summary.providerEarningsInCents).toBe(settledEarnings + aheadSeat.providerEarningsCents!)
    expect(cents(summary.totalPayment)).toBe(summary.totalPaymentInCents)
  })

  test('every all-data row, the CSV and each shift’s CSV carry the ledger’s money for the seat', async () => {
    const page = await ok('GET', '/api/admin-panel/shifts/all-data?pageSize=100', admin)
    expect(page.pagination.totalItems).toBe(seatIds.length + 1)
    const csv = await server.call('GET', '/api/shifts/csv', { token: admin })
    expect(csv.status).toBe(200)
    const [header, ...lines] = parseCsv(csv.text)
    expect(lines).toHaveLength(seatIds.length + 1)
    const col = (name: string) => header!.indexOf(name)
    const csvOf = new Map(lines.map((l) => [l[col('id')], l]))
    const money = ['totalPayment', 'amountPaidToProvider', 'creditsDeducted', 'platformCut'] as const
    const totals = { totalPayment: 0, amountPaidToProvider: 0, creditsDeducted: 0, platformCut: 0 }
    for (const row of page.data as Record<string, unknown>[]) {
      const id = row.id as string
      const rows = ledger.filter((r) => r.shiftId === id)
      const expected = {
        totalPayment: gross(rows),
        amountPaidToProvider: sum(rows, 'TRANSFER'),
        creditsDeducted: sum(rows, 'CREDIT_USE') - sum(rows, 'CREDIT_RETURN'),
        platformCut: sum(rows, 'PLATFORM_FEE'),
      }
      expect({ id, ...Object.fromEntries(money.map((m) => [m, cents(row[m] as number)])) }).toEqual({ id, ...expected })
      const line = csvOf.get(id)!
      expect({ id, ...Object.fromEntries(money.map((m) => [m, cents(line[col(m)]!)])) }).toEqual({ id, ...expected })
      expect(line[col('status')]).toBe(row.status as string)
      const detail = await server.call('GET', `/api/admin-panel/shifts/${id}/details/csv`, { token: admin })
      expect(detail.status).toBe(200)
      const [dHeader, dRow] = parseCsv(detail.text)
      expect(dHeader).toEqual(header!)
      expect(dRow).toEqual(line)
      for (const m of money) totals[m] += expected[m]
    }
    // Summed over the rows: the ledger's whole shift money, which the 3m dashboard figures show.
    expect(totals.totalPayment).toBe(gross(ledger))
    expect(totals.amountPaidToProvider).toBe(sum(ledger, 'TRANSFER'))
    expect(totals.platformCut).toBe(sum(ledger, 'PLATFORM_FEE'))
    // Settled seats (all but the one still ahead, whose charge is not yet earned): card money
    // = payouts + platform cut + processor fees.
    const settled = (page.data as Record<string, unknown>[]).filter((r) => r.id !== ahead.shiftId)
    const settledSum = (m: (typeof money)[number]) => settled.reduce((s, r) => s + cents(r[m] as number), 0)
    const settledFees = sum(ledger, 'PROCESSOR_FEE', (r) => r.shiftId !== ahead.shiftId)
    expect(settledSum('totalPayment') - settledSum('creditsDeducted')).toBe(settledSum('amountPaidToProvider') + settledSum('platformCut') + settledFees)

    // Hours: a completed row's effective working hours are the paid hours worked, so the rows
    // of the month add up to the dashboard's shift hours, and each explains the provider's pay.
    const completedRows = (page.data as Record<string, unknown>[]).filter((r) => r.status === 'Completed' && r.id !== before.shiftId)
    expect(completedRows).toHaveLength(5)
    const rowHours = completedRows.reduce((s, r) => s + (r.effectiveWorkingHours as number), 0)
    expect(Math.round(rowHours * 100) / 100).toBe((await ok('GET', `${DASH}/shift-hours?timeframe=1m`, admin)).value)
    for (const r of completedRows) {
      const paidForWork = sum(ledger, 'TRANSFER', (l) => l.shiftId === r.id && l.memo === 'SHIFT')
      expect({ id: r.id, pay: Math.round((r.effectiveWorkingHours as number) * cents(r.providerRate as number)) }).toEqual({ id: r.id as string, pay: paidForWork })
      expect(csvOf.get(r.id as string)![col('effectiveWorkingHours')]).toBe(String(r.effectiveWorkingHours))
      // The shift's detail says the same hours and earnings.
      const detail = await ok('GET', `/api/shifts/details/${r.id}`, admin)
      expect({ id: r.id, hours: detail.effectiveWorkingHours, earnings: detail.providerEarningsInCents }).toEqual({ id: r.id as string, hours: r.effectiveWorkingHours as number, earnings: paidForWork })
    }
  })

  test('each provider’s payments list the ledger’s transfers to them, and add up to the provider payouts', async () => {
    const all = await server.ctx.db.read.select().from(transfers)
    let total = 0
    for (const p of providers) {
      const mine = ledger.filter((r) => r.kind === 'TRANSFER' && r.providerId === p.providerId)
      const res = await ok('GET', '/api/provider/payments?pageSize=100', p.token)
      expect(cents(res.totalEarnings), p.email).toBe(mine.reduce((s, r) => s + r.amountCents, 0))
      expect(res.data.map((d: { id: string }) => d.id).sort()).toEqual(mine.map((r) => r.referenceId).sort())
      for (const item of res.data as { id: string; amount: number; paymentType?: string }[]) {
        const row = mine.find((r) => r.referenceId === item.id)!
        expect(cents(item.amount)).toBe(row.amountCents)
      }
      const bonuses = await ok('GET', '/api/provider/payments?pageSize=100&paymentType=Bonus', p.token)
      expect(bonuses.data.reduce((s: number, d: { amount: number }) => s + cents(d.amount), 0)).toBe(
        all.filter((t) => t.providerId === p.providerId && t.kind === 'BONUS').reduce((s, t) => s + t.amountCents, 0),
      )
      // The month alone, by the shift's date.
      const month = await ok('GET', `/api/provider/payments?pageSize=100&fromDate=${todayIn(ZONE, monthStarts)}`, p.token)
      expect(cents(month.totalEarnings)).toBe(mine.filter((r) => r.shiftId !== before.shiftId).reduce((s, r) => s + r.amountCents, 0))
      total += cents(month.totalEarnings)
    }
    expect(total).toBe((await ok('GET', `${DASH}/provider-payouts?timeframe=1m`, admin)).valueInCents)
  })
})
