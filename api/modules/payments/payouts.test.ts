import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { charges, payoutAccounts, processorEvents, transfers } from '../../db/schema'
import { startTestServer } from '../../test/harness'
import { chargeForShift } from './charge-for-shift'
import { payProvider } from './pay-provider'
import { attachCard, makeShift, sendWebhook, signUpOrganization, signUpProvider, visitOnboardingLink, webhookSecretOf } from '../../test/factories'
import { schedulerActor } from '../../callers'

/** These tests call the money verbs directly, as the settlement that runs after each shift transition does. */
const actor = schedulerActor('settlement')

describe('payout accounts', async () => {
  const server = await startTestServer()
  const { ctx } = server
  const connect = (token: string, body: unknown = { source: 'web', redirectUrl: 'https://app.example.com/provider/payments' }) =>
    server.call('POST', '/api/stripe/connect-account', { token, body })

  test('rejects unauthenticated calls and facility users', async () => {
    expect((await server.call('GET', '/api/stripe/verify-account')).status).toBe(401)
    const tenant = await signUpOrganization(server)
    expect((await connect(tenant.token)).status).toBe(403)
    expect((await server.call('GET', '/api/provider/payments', { token: tenant.token })).status).toBe(403)
  })

  test('onboarding: link, visit, verified; pending payments start moving; a second connect is 409', async () => {
    const provider = await signUpProvider(server)
    expect((await server.call('GET', '/api/stripe/verify-account', { token: provider.token })).body).toEqual({ stripeAccountCompleted: false, message: 'You have not set up your payout account yet' })
    const { transferId } = await payProvider({ ctx, actor, providerId: provider.providerId, shiftId: null, amountCents: 12_300, kind: 'BONUS', idempotencyKey: crypto.randomUUID(), description: 'Welcome bonus' })
    const linked = await connect(provider.token)
    expect(linked.status).toBe(200)
    expect(linked.body.accountLink).toBeString()
    // The same account is reused by a second link.
    expect((await connect(provider.token)).status).toBe(200)
    expect(await ctx.db.read.select().from(payoutAccounts).where(eq(payoutAccounts.providerId, provider.providerId))).toHaveLength(1)
    expect((await server.call('GET', '/api/stripe/verify-account', { token: provider.token })).body).toEqual({ stripeAccountCompleted: false, message: 'Your payout account setup is not finished yet' })

    const visit = await visitOnboardingLink(server, linked.body.accountLink)
    expect(visit.status).toBe(302)
    const back = new URL(visit.location!)
    expect(`${back.origin}${back.pathname}`).toBe('https://app.example.com/provider/payments')
    const sessionId = back.searchParams.get('sessionId')!
    expect((await server.call('GET', `/api/stripe/finished-checkout?sessionId=${sessionId}`, { token: provider.token })).body).toEqual({ success: true })
    expect((await server.call('GET', '/api/stripe/verify-account', { token: provider.token })).body).toEqual({ stripeAccountCompleted: true, message: 'Your payout account is ready to receive payments' })
    expect((await ctx.db.read.select().from(transfers).where(eq(transfers.id, transferId)).get())!.status).toBe('processing')
    const again = await connect(provider.token)
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('Your payout account is already set up')
  })

  test('without a redirectUrl the provider lands on the marketplace page', async () => {
    const provider = await signUpProvider(server)
    const linked = await connect(provider.token, { source: 'mobile', redirectUrl: null })
    const visit = await visitOnboardingLink(server, linked.body.accountLink)
    const landing = new URL(visit.location!)
    expect(landing.pathname).toBe('/api/stripe/onboarding-return')
    const page = await server.call('GET', `${landing.pathname}${landing.search}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')
    expect(page.text).toContain('Payout account ready')
  })

  test('finished-checkout: another provider’s session is 404, a missing one 400', async () => {
    const mine = await signUpProvider(server)
    const theirs = await signUpProvider(server)
    await connect(theirs.token)
    const [account] = await ctx.db.read.select().from(payoutAccounts).where(eq(payoutAccounts.providerId, theirs.providerId))
    expect((await server.call('GET', `/api/stripe/finished-checkout?sessionId=${account!.processorAccountId}`, { token: mine.token })).status).toBe(404)
    const missing = await server.call('GET', '/api/stripe/finished-checkout', { token: mine.token })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toBe('Session ID is required')
    expect((await server.call('GET', `/api/stripe/finished-checkout?sessionId=${account!.processorAccountId}`, { token: theirs.token })).body).toEqual({ success: false })
  })

  test('connect-account validates its body', async () => {
    const provider = await signUpProvider(server)
    expect((await connect(provider.token, { source: 'fax', redirectUrl: null })).body.message).toBe('Source must be web or mobile')
    expect((await connect(provider.token, { source: 'web', redirectUrl: 'not a url' })).body.message).toBe('Redirect URL must be an absolute URL')
    expect((await connect(provider.token, { source: 'web', redirectUrl: 'javascript://alert(1)' })).body.message).toBe('Redirect URL must be an absolute URL')
    expect((await connect(provider.token, { source: 'web', redirectUrl: 'pharmacyapp://payout/done' })).status).toBe(200)
  })

  test('the testing helper completes the account; unknown users are 404', async () => {
    const provider = await signUpProvider(server)
    expect((await server.call('PUT', `/api/testing/${provider.userId}/stripe-setup`)).status).toBe(204)
    expect((await server.call('GET', '/api/stripe/verify-account', { token: provider.token })).body.stripeAccountCompleted).toBe(true)
    expect((await server.call('PUT', '/api/testing/nobody/stripe-setup')).status).toBe(404)
    const { status } = await payProvider({ ctx, actor, providerId: provider.providerId, shiftId: null, amountCents: 500, kind: 'BONUS', idempotencyKey: crypto.randomUUID(), description: 'Bonus' })
    expect(status).toBe('processing')
  })

  test('an unknown sandbox onboarding link is 404', async () => {
    expect((await server.call('GET', '/api/stripe/sandbox-onboarding/acctlink_sbx_nope')).status).toBe(404)
  })
})

describe('the testing helper is off without ENABLE_TESTING_ROUTES', async () => {
  const server = await startTestServer({ enableTestingRoutes: false })
  test('404', async () => {
    expect((await server.call('PUT', '/api/testing/someone/stripe-setup')).status).toBe(404)
  })
})

describe('processor webhooks', async () => {
  const server = await startTestServer()
  const { ctx } = server

  test('a bad or missing signature is 400 and nothing is applied', async () => {
    const body = JSON.stringify({ id: 'evt_bad', type: 'account.updated', data: { object: {} } })
    const unsigned = await server.call('POST', '/api/stripe/webhook', { body })
    expect(unsigned.status).toBe(400)
    expect(unsigned.body.message).toBe('The stripe-signature header is required')
    const forged = await sendWebhook(server, { id: 'evt_forged', type: 'account.updated', object: { id: 'acct_x' } }, 'whsec_not_ours')
    expect(forged.status).toBe(400)
    expect(forged.body.message).toBe('The webhook signature is not valid')
    expect(await ctx.db.read.select().from(processorEvents).where(eq(processorEvents.id, 'evt_forged'))).toEqual([])
    expect(webhookSecretOf(server)).toStartWith('whsec_')
  })

  test('account.updated completes the payout account once and releases pending payments', async () => {
    const provider = await signUpProvider(server)
    await server.call('POST', '/api/stripe/connect-account', { token: provider.token, body: { source: 'web', redirectUrl: null } })
    const account = (await ctx.db.read.select().from(payoutAccounts).where(eq(payoutAccounts.providerId, provider.providerId)).get())!
    await payProvider({ ctx, actor, providerId: provider.providerId, shiftId: null, amountCents: 9_900, kind: 'BONUS', idempotencyKey: crypto.randomUUID(), description: 'Bonus' })
    // The processor knows it is complete (the provider finished its pages) and says so.
    await ctx.payments.completeOnboardingForTesting(account.processorAccountId)
    const event = { id: `evt_${crypto.randomUUID()}`, type: 'account.updated', object: { id: account.processorAccountId, object: 'account', details_submitted: true, payouts_enabled: true } }
    const first = await sendWebhook(server, event)
    expect(first.status).toBe(200)
    expect(first.body).toEqual({ received: true })
    expect((await ctx.db.read.select().from(payoutAccounts).where(eq(payoutAccounts.providerId, provider.providerId)).get())!.isOnboardingComplete).toBe(true)
    const moved = await ctx.db.read.select().from(transfers).where(eq(transfers.providerId, provider.providerId))
    expect(moved.map((t) => t.status)).toEqual(['processing'])
    // The same event again is acknowledged and not applied twice.
    expect((await sendWebhook(server, event)).status).toBe(200)
    expect(await ctx.db.read.select().from(processorEvents).where(eq(processorEvents.id, event.id))).toHaveLength(1)
    expect(await ctx.db.read.select().from(transfers).where(eq(transfers.providerId, provider.providerId))).toHaveLength(1)
  })

  test('charge.refunded records a refund made at the processor, once; payment_failed marks the charge', async () => {
    const tenant = await signUpOrganization(server)
    const card = (await attachCard(server, tenant)).body
    const { shiftId } = await makeShift(server, { facilityId: tenant.facilityId })
    const { chargeId } = await chargeForShift({ ctx, actor, organizationId: tenant.organizationId, facilityId: tenant.facilityId, shiftId, paymentMethodId: card.paymentMethodId, totalCents: 10_000, idempotencyKey: crypto.randomUUID(), description: 'Shift' })
    const charge = (await ctx.db.read.select().from(charges).where(eq(charges.id, chargeId)).get())!
    const refunded = { id: `evt_${crypto.randomUUID()}`, type: 'charge.refunded', object: { id: 'ch_1', object: 'charge', payment_intent: charge.processorId, amount: 10_000, amount_refunded: 2_500 } }
    expect((await sendWebhook(server, refunded)).status).toBe(200)
    expect((await sendWebhook(server, refunded)).status).toBe(200)
    expect((await ctx.db.read.select().from(charges).where(eq(charges.id, chargeId)).get())).toMatchObject({ refundedCents: 2_500, status: 'PARTIALLY_REFUNDED' })
    const failed = { id: `evt_${crypto.randomUUID()}`, type: 'payment_intent.payment_failed', object: { id: charge.processorId, object: 'payment_intent', last_payment_error: { message: 'The bank account was closed.' } } }
    expect((await sendWebhook(server, failed)).status).toBe(200)
    // A partially refunded charge is not SUCCEEDED any more; a fresh one is marked.
    const second = await chargeForShift({ ctx, actor, organizationId: tenant.organizationId, facilityId: tenant.facilityId, shiftId, paymentMethodId: card.paymentMethodId, totalCents: 3_000, idempotencyKey: crypto.randomUUID(), description: 'Shift' })
    const secondRow = (await ctx.db.read.select().from(charges).where(eq(charges.id, second.chargeId)).get())!
    await sendWebhook(server, { ...failed, id: `evt_${crypto.randomUUID()}`, object: { ...failed.object, id: secondRow.processorId } })
    expect((await ctx.db.read.select().from(charges).where(eq(charges.id, second.chargeId)).get())).toMatchObject({ status: 'FAILED', failureMessage: 'The bank account was closed.' })
  })

  test('events it does not handle are acknowledged', async () => {
    expect((await sendWebhook(server, { id: `evt_${crypto.randomUUID()}`, type: 'customer.created', object: { id: 'cus_1' } })).body).toEqual({ received: true })
  })
})
