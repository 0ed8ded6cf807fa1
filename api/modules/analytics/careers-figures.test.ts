/**
 * The dashboard's careers figures against careers billing itself (through the API): a subscription
 * bought with a card is job-board revenue the day it is charged, an active subscription, and
 * income earned day by day over the period it pays for.
 */
import { describe, expect, test } from 'bun:test'
import { careersInvoices } from '../../db/schema'
import { attachCard, signUpOrganization, teamToken } from '../../test/factories'
import { startTestServer } from '../../test/harness'

const server = await startTestServer()
const DASH = '/api/admin-panel/analytics/dashboard'
const DAY = 86_400_000

async function ok(path: string) {
  const res = await server.call('GET', path, { token: await teamToken(server, 'ADMIN') })
  expect(res.status, `${path}: ${res.text}`).toBe(200)
  return res.body
}

describe('careers figures from careers billing', () => {
  test('a quarterly subscription: revenue when charged, active, and amortized over its quarter', async () => {
    const org = await signUpOrganization(server)
    expect((await attachCard(server, { token: org.token, facilityId: org.facilityId })).status).toBeLessThan(300)
    const res = await server.call('POST', '/api/organization/careers/subscription', { token: org.token, body: { plan: 'STANDARD', recurrence: 'QUARTERLY', redirect: '/careers' } })
    expect(res.status, res.text).toBe(201)
    const paid = res.body.subscription.subscriptionPriceInCents as number

    const revenue = await ok(`${DASH}/monthly-revenue`)
    expect(revenue.breakdown).toMatchObject({ jobBoardInCents: paid, backgroundChecksInCents: 0, shiftsInCents: 0, totalInCents: paid })
    expect(await ok(`${DASH}/active-subscriptions-count`)).toMatchObject({ value: 1, previousTimeFrame: 0 })

    // Ten days on: this week's window earned 7 days of the quarter's price (the days inside the period).
    server.clock.advance(10 * DAY)
    const [invoice] = await server.ctx.db.read.select().from(careersInvoices)
    const start = invoice!.periodStart!.getTime()
    const end = invoice!.periodEnd!.getTime()
    const amortized = await ok(`${DASH}/amortized-job-board-income`)
    const windowStart = Date.parse(`${amortized.period.from}T00:00:00Z`)
    const now = server.clock.now().getTime()
    const expected = (paid * (Math.min(end, now) - Math.max(start, windowStart))) / (end - start)
    expect(Math.abs(amortized.valueInCents - expected)).toBeLessThanOrEqual(1)
    const previousStart = Date.parse(`${amortized.previousPeriod.from}T00:00:00Z`)
    const previousExpected = (paid * (windowStart - Math.max(start, previousStart))) / (end - start)
    expect(amortized.previousTimeFrameInCents).toBe(Math.round(previousExpected))
    expect(await ok(`${DASH}/active-subscriptions-count`)).toMatchObject({ value: 1, previousTimeFrame: 1 })
    // The money was taken 10 days ago: last week's window, not this one.
    expect((await ok(`${DASH}/monthly-revenue`)).previousBreakdown.jobBoardInCents).toBe(paid)
  })
})
