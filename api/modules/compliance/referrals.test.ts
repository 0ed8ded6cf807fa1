/**
 * Referrals (issue 13 §5): the code and share link, e-mail invitations (outbox, limits), the
 * funnel invited → onboarded → verified → worked → paid with shortened names, and the sign-up
 * bonus of a referred provider's first completed shift while "bonuses on provider sign-up" is on:
 * a Bonus in both providers' payments and the ledger, once. Run with PAYMENTS_ADAPTER=stripe-fake
 * too (the payouts go through the Stripe adapter).
 */
import { describe, expect, test } from 'bun:test'
import { and, eq, inArray } from 'drizzle-orm'
import { schedulerActor } from '../../callers'
import { ledgerEntries, outboxMessages, transfers } from '../../db/schema'
import { makeCompletedShift, makeLicense, signUpOrganization, signUpProvider, type TestProvider } from '../../test/factories'
import { startTestServer } from '../../test/harness'
import { payReferralBonuses } from './referrals/pay-referral-bonuses'
import { setFlag, setUpPayout } from './test-helpers'

const server = await startTestServer()
const actor = schedulerActor('pay referral sign-up bonuses')

const overview = async (p: TestProvider, query = '') => {
  const res = await server.call('GET', `/api/provider/referrals${query}`, { token: p.token })
  expect(res.status).toBe(200)
  return res.body
}
const invite = (p: TestProvider, email: string, address = '198.51.100.7') => server.call('POST', '/api/provider/referrals/invite', { token: p.token, body: { email }, address })
const bonusesOf = (providerId: string) => server.ctx.db.read.select().from(transfers).where(and(eq(transfers.providerId, providerId), eq(transfers.kind, 'BONUS')))

async function referredBy(referrer: TestProvider, personal: Record<string, unknown> = {}, email?: string) {
  const code = (await overview(referrer)).referralCode
  return signUpProvider(server, { email, personal: { referralCode: code, ...personal } })
}

describe('referrals', () => {
  test('my code and share link; nobody referred yet', async () => {
    const a = await signUpProvider(server)
    const body = await overview(a)
    expect(body.referralCode).toMatch(/^[A-Z]+-[A-Z2-9]{4}$/)
    expect(body.shareLink).toBe(`${server.ctx.config.publicUrl}/sign-up/provider?referralCode=${encodeURIComponent(body.referralCode)}`)
    expect(body.funnel).toEqual({ invited: 0, onboarded: 0, verified: 0, worked: 0, paid: 0 })
    expect(body.data).toEqual([])
    expect(body.pagination).toMatchObject({ totalItems: 0, page: 1 })
    expect(body.bonus).toEqual({ enabled: false, signUpBonus: 50, referrerBonus: 50 })
  })

  test('invite by e-mail: through the outbox with the link; 409 for a repeat, myself or an existing account; 400 for a bad address', async () => {
    const a = await signUpProvider(server)
    const other = await signUpProvider(server)
    const email = `maria.garcia.${Date.now()}@example.com`
    const res = await invite(a, email.toUpperCase())
    expect(res.status).toBe(201)
    expect(res.body.stage).toBe('invited')
    const mail = await server.ctx.db.read.select().from(outboxMessages).where(eq(outboxMessages.to, email))
    expect(mail).toHaveLength(1)
    expect(mail[0]!.subject).toBe('James C. invited you to pick up pharmacy shifts')
    expect(mail[0]!.text).toContain((await overview(a)).shareLink)

    const again = await invite(a, email)
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('You already invited this person')
    expect((await invite(a, a.email)).body.message).toBe('You cannot invite yourself')
    const taken = await invite(a, other.email)
    expect(taken.status).toBe(409)
    expect(taken.body.message).toBe('This person already has an account')
    const bad = await invite(a, 'not-an-address')
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.body)).toContain('Email must be a valid email address')
    expect(await server.ctx.db.read.select().from(outboxMessages).where(eq(outboxMessages.to, email))).toHaveLength(1)

    const body = await overview(a)
    expect(body.data).toEqual([{ referralId: res.body.referralId, name: `ma•••@example.com`, stage: 'invited', since: expect.any(String) }])
    expect(body.funnel).toEqual({ invited: 1, onboarded: 0, verified: 0, worked: 0, paid: 0 })
    // Nobody else sees it.
    expect((await overview(other)).data).toEqual([])
  })

  test('at most settings.referrals.invitationsPerDay invitations a day (429)', async () => {
    const a = await signUpProvider(server)
    for (let i = 0; i < 20; i++) expect((await invite(a, `colleague${i}.${Date.now()}@example.com`)).status).toBe(201)
    const over = await invite(a, `one-more.${Date.now()}@example.com`)
    expect(over.status).toBe(429)
    expect(over.body.message).toStartWith('You have sent as many invitations as a day allows.')
    const page = await overview(a, '?page=2&pageSize=15')
    expect(page.data).toHaveLength(5)
    expect(page.pagination).toMatchObject({ totalItems: 20, totalPages: 2, hasNextPage: false })
  })

  test('the funnel: invited → onboarded → verified → worked → paid, with the bonus paid once to both in payments and the ledger', async () => {
    await setFlag(server, 'bonusesOnProviderSignUp', true)
    const a = await signUpProvider(server)
    const email = `maria.${Date.now()}@example.com`
    await invite(a, email)
    const maria = await referredBy(a, { firstName: 'Maria', lastName: 'Garcia' }, email)
    let body = await overview(a)
    // The invitation taken up shows once, as the person who signed up.
    expect(body.data.map((r: any) => [r.name, r.stage])).toEqual([['Maria G.', 'onboarded']])
    expect(body.funnel).toEqual({ invited: 1, onboarded: 1, verified: 0, worked: 0, paid: 0 })
    expect(JSON.stringify(body)).not.toContain('Garcia')
    expect(body.bonus.enabled).toBe(true)

    await makeLicense(server, { providerId: maria.providerId, state: 'TX' })
    expect((await overview(a)).data[0].stage).toBe('verified')
    const org = await signUpOrganization(server)
    await makeCompletedShift(server, { facilityId: org.facilityId, providerId: maria.providerId })
    expect((await overview(a)).data[0].stage).toBe('worked')

    await setUpPayout(server, maria.userId)
    await payReferralBonuses(server.ctx, actor)
    await payReferralBonuses(server.ctx, actor)
    body = await overview(a)
    expect(body.data[0].stage).toBe('paid')
    expect(body.funnel).toEqual({ invited: 1, onboarded: 1, verified: 1, worked: 1, paid: 1 })

    const toMaria = await bonusesOf(maria.providerId)
    expect(toMaria.map((t) => [t.amountCents, t.shiftId, t.description])).toEqual([[5000, null, 'Sign-up bonus: your first shift']])
    const toA = await bonusesOf(a.providerId)
    expect(toA.map((t) => [t.amountCents, t.status, t.description])).toEqual([[5000, 'pending', 'Referral bonus: Maria G. worked their first shift']])
    // In each one's payments as a Bonus; Maria's payout account is ready, so hers moved (a ledger TRANSFER).
    const payments = await server.call('GET', '/api/provider/payments?paymentType=Bonus', { token: maria.token })
    expect(payments.body.data.map((p: any) => [p.amount, p.paymentType])).toEqual([[50, 'Bonus']])
    expect((await server.call('GET', '/api/provider/payments?paymentType=Bonus', { token: a.token })).body.data.map((p: any) => p.amount)).toEqual([50])
    const ledger = await server.ctx.db.read.select().from(ledgerEntries).where(inArray(ledgerEntries.referenceId, [...toMaria, ...toA].map((t) => t.id)))
    expect(ledger.map((l) => [l.kind, l.amountCents, l.providerId, l.memo])).toEqual([['TRANSFER', 5000, maria.providerId, 'BONUS']])

    // A second completed shift pays nothing more.
    await makeCompletedShift(server, { facilityId: org.facilityId, providerId: maria.providerId, startsAt: new Date(server.clock.now().getTime() - 20 * 3_600_000) })
    await payReferralBonuses(server.ctx, actor)
    expect(await bonusesOf(maria.providerId)).toHaveLength(1)
    expect(await bonusesOf(a.providerId)).toHaveLength(1)
  })

  test('with the flag off a first shift earns no bonus, and the funnel stops at worked', async () => {
    await setFlag(server, 'bonusesOnProviderSignUp', false)
    const a = await signUpProvider(server)
    const b = await referredBy(a, { firstName: 'Lee', lastName: 'Wong' })
    const org = await signUpOrganization(server)
    await makeCompletedShift(server, { facilityId: org.facilityId, providerId: b.providerId })
    await payReferralBonuses(server.ctx, actor)
    expect(await bonusesOf(b.providerId)).toEqual([])
    expect(await bonusesOf(a.providerId)).toEqual([])
    const body = await overview(a)
    expect(body.data.map((r: any) => [r.name, r.stage])).toEqual([['Lee W.', 'worked']])
    expect(body.bonus.enabled).toBe(false)
  })

  test("a provider who signed up with an organization's code gets the sign-up bonus; nobody else is paid", async () => {
    await setFlag(server, 'bonusesOnProviderSignUp', true)
    const org = await signUpOrganization(server)
    const code = (await server.call('GET', '/api/organization', { token: org.token })).body.ownReferralCode as string
    const p = await signUpProvider(server, { personal: { referralCode: code } })
    await makeCompletedShift(server, { facilityId: org.facilityId, providerId: p.providerId })
    await payReferralBonuses(server.ctx, actor)
    expect((await bonusesOf(p.providerId)).map((t) => [t.amountCents, t.status])).toEqual([[5000, 'pending']])
    await setFlag(server, 'bonusesOnProviderSignUp', false)
  })
})
