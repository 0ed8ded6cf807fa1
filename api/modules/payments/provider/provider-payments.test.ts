import { describe, expect, test } from 'bun:test'
import { startTestServer } from '../../../test/harness'
import { completeDueTransfers } from '../complete-due-transfers'
import { payProvider, type PaymentKind } from '../pay-provider'
import { makeShift, signUpOrganization, signUpProvider } from '../../../test/factories'
import { schedulerActor } from '../../../callers'

/** These tests call the money verbs directly, as the settlement that runs after each shift transition does. */
const actor = schedulerActor('settlement')

describe('GET /provider/payments', async () => {
  const server = await startTestServer()
  const { ctx } = server
  const tenant = await signUpOrganization(server, { facilityName: 'Riverside Community Pharmacy' })
  const provider = await signUpProvider(server)
  const other = await signUpProvider(server)
  const list = (query = '', token = provider.token) => server.call('GET', `/api/provider/payments${query}`, { token })

  const pay = async (date: string | null, cents: number, kind: PaymentKind, who = provider.providerId) => {
    const shift = date ? await makeShift(server, { facilityId: tenant.facilityId, providerId: who, date, title: `Shift on ${date}` }) : null
    return payProvider({ ctx, actor, providerId: who, shiftId: shift?.shiftId ?? null, amountCents: cents, kind, idempotencyKey: crypto.randomUUID(), description: kind })
  }

  // Three shifts and a cancellation fee while pending, then the payout account, a bonus, and one
  // payment that lands.
  await pay('2031-01-10', 48_000, 'SHIFT')
  await pay('2031-02-10', 36_050, 'SHIFT')
  await pay('2031-03-10', 24_000, 'CANCELLATION_FEE')
  await pay('2031-03-20', 10_000, 'SHIFT', other.providerId)
  await server.call('PUT', `/api/testing/${provider.userId}/stripe-setup`)
  server.clock.advance(49 * 3_600_000)
  await completeDueTransfers(ctx)
  await pay('2031-04-01', 12_345, 'SHIFT')
  const bonus = await pay(null, 5_000, 'BONUS')

  test('rejects unauthenticated calls', async () => {
    expect((await server.call('GET', '/api/provider/payments')).status).toBe(401)
  })

  test('latest date first, in the seed shape, with total earnings in dollars', async () => {
    const res = await list()
    expect(res.status).toBe(200)
    expect(res.body.pagination).toEqual({ page: 1, pageSize: 10, totalItems: 5, totalPages: 1, hasNextPage: false })
    expect(res.body.totalEarnings).toBe(1_253.95)
    const rows = res.body.data
    expect(rows.map((p: { date: string; amount: number; status: string; paymentType: string }) => [p.date, p.amount, p.status, p.paymentType]).slice(0, 4)).toEqual([
      ['2031-04-01', 123.45, 'processing', 'Shift'],
      ['2031-03-10', 240, 'completed', 'CancellationFee'],
      ['2031-02-10', 360.5, 'completed', 'Shift'],
      ['2031-01-10', 480, 'completed', 'Shift'],
    ])
    expect(rows[0]).toMatchObject({ shiftTitle: 'Shift on 2031-04-01', facilityName: 'Riverside Community Pharmacy' })
    // The bonus has no shift: its date is the day it was paid.
    expect(rows[4]).toEqual({ id: bonus.transferId, amount: 50, date: server.clock.now().toISOString().slice(0, 10), shiftTitle: null, status: 'processing', paymentType: 'Bonus', facilityName: null })
  })

  test('paging', async () => {
    const page2 = await list('?page=2&pageSize=2')
    expect(page2.body.pagination).toEqual({ page: 2, pageSize: 2, totalItems: 5, totalPages: 3, hasNextPage: true })
    expect(page2.body.data.map((p: { date: string }) => p.date)).toEqual(['2031-02-10', '2031-01-10'])
    expect((await list('?page=4&pageSize=2')).body.data).toEqual([])
  })

  test('filters: status and type narrow the list, the date range narrows the total too', async () => {
    const completed = await list('?status=Completed')
    expect(completed.body.data).toHaveLength(3)
    expect(completed.body.totalEarnings).toBe(1_253.95)
    expect((await list('?status=Processing')).body.data).toHaveLength(2)
    expect((await list('?status=Pending')).body.data).toHaveLength(0)
    expect((await list('?paymentType=Bonus')).body.data.map((p: { amount: number }) => p.amount)).toEqual([50])
    expect((await list('?paymentType=Shift')).body.pagination.totalItems).toBe(4)
    const range = await list('?fromDate=2031-02-01&toDate=2031-03-31&status=All&paymentType=All')
    expect(range.body.data.map((p: { date: string }) => p.date)).toEqual(['2031-03-10', '2031-02-10'])
    expect(range.body.totalEarnings).toBe(600.5)
  })

  test('bad filters are 400 with a message', async () => {
    expect((await list('?status=Done')).body.message).toBe('Status must be All, Completed, Processing or Pending')
    expect((await list('?paymentType=Tip')).body.message).toBe('Payment type must be All, Shift or Bonus')
    expect((await list('?fromDate=03/01/2031')).body.message).toBe('From date must be a date (YYYY-MM-DD)')
    expect((await list('?fromDate=2031-04-01&toDate=2031-03-01')).body.message).toBe('From date must be on or before to date')
    expect((await list('?pageSize=101')).status).toBe(400)
    expect((await list('?page=0')).status).toBe(400)
  })

  test('a provider sees only their own payments', async () => {
    const theirs = await list('', other.token)
    expect(theirs.body.data).toHaveLength(1)
    expect(theirs.body.data[0]).toMatchObject({ amount: 100, status: 'pending' })
  })
})
