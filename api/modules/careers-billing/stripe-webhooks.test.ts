/**
 * Stripe Billing's webhooks for careers subscriptions, on the local Stripe double, whichever
 * PAYMENTS_ADAPTER runs the rest: Stripe's events are taken from the double and delivered by hand
 * (twice, out of order, forged), to show each is verified, applied once, and mapped to the
 * product's statuses.
 */
import { describe, expect, test } from 'bun:test'
import { and, eq } from 'drizzle-orm'
import { schedulerActor } from '../../callers'
import { careersInvoices, careersJobPostAddons, careersSubscriptions, jobs, ledgerEntries, processorEvents } from '../../db/schema'
import { fakeStripeConfig, FAKE_WEBHOOK_SECRET, sharedFakeStripe } from '../../integrations/payments/stripe-fake'
import { signStripePayload } from '../../integrations/payments/webhook-signature'
import { attachCard, signUpOrganization, teamToken, type TestOrganization } from '../../test/factories'
import { startTestServer } from '../../test/harness'
import { renewCareersSubscriptions } from '.'

const S = '/api/organization/careers/subscription'

describe('careers billing: Stripe webhooks', async () => {
  const server = await startTestServer({ stripe: await fakeStripeConfig() })
  const { ctx } = server
  const fake = await sharedFakeStripe()
  // Stripe's deliveries are held back: this suite delivers them itself.
  fake.connect(ctx.config.stripe!.secretKey, async () => {})

  type FakeEvent = ReturnType<typeof fake.events>[number]
  const subOf = (id: string) => ctx.db.read.select().from(careersSubscriptions).where(eq(careersSubscriptions.id, id)).get()
  const chargesOf = async (organizationId: string) =>
    (await ctx.db.read.select().from(ledgerEntries).where(and(eq(ledgerEntries.organizationId, organizationId), eq(ledgerEntries.kind, 'CHARGE')))).map((l) => l.amountCents)

  /** The double's events about this customer since `from` (an index into all its events). */
  const eventsSince = (from: number, customerId: string, type?: string) =>
    fake
      .events()
      .slice(from)
      .filter((e) => e.data.object.customer === customerId && (!type || e.type === type))

  async function deliver(event: FakeEvent, secret = FAKE_WEBHOOK_SECRET) {
    const payload = JSON.stringify(event)
    return server.call('POST', '/api/stripe/webhook', { body: payload, headers: { 'stripe-signature': await signStripePayload(payload, secret, new Date()) } })
  }
  async function deliverAll(events: FakeEvent[]) {
    for (const event of events) expect((await deliver(event)).status).toBe(200)
  }
  async function subscribed(card = 'tok_visa'): Promise<{ org: TestOrganization; subscriptionId: string; stripeId: string; customerId: string }> {
    const org = await signUpOrganization(server)
    expect((await attachCard(server, { token: org.token, facilityId: org.facilityId, card })).status).toBe(201)
    let subscriptionId: string
    if (card === 'tok_visa') {
      const res = await server.call('POST', S, { token: org.token, body: { plan: 'BASIC', recurrence: 'MONTHLY' } })
      expect(res.status).toBe(201)
      subscriptionId = res.body.subscription.careersSubscriptionId
    } else {
      // A card that attaches but never pays: the testing helper's trial starts it without a charge.
      expect((await server.call('PUT', '/api/testing/subscriptions/activate', { body: { facilityId: org.facilityId } })).status).toBe(204)
      subscriptionId = (await server.call('GET', `${S}/current`, { token: org.token })).body.careersSubscriptionId
    }
    const row = (await subOf(subscriptionId))!
    expect(row).toMatchObject({ processor: 'stripe', status: 'ACTIVE' })
    return { org, subscriptionId, stripeId: row.processorSubscriptionId!, customerId: fake.billing.subscription(row.processorSubscriptionId!)!.customer }
  }

  test('a bad or missing signature is 400 and nothing is applied', async () => {
    const { subscriptionId, stripeId, customerId } = await subscribed()
    const from = fake.events().length
    fake.billing.endPeriod(stripeId)
    const [updated] = eventsSince(from, customerId, 'customer.subscription.updated')
    const forged = { ...updated!, id: `evt_forged_${Date.now()}`, type: 'customer.subscription.deleted', data: { object: { ...updated!.data.object, status: 'canceled' } } }
    const bad = await deliver(forged, 'whsec_someone_else')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('The webhook signature is not valid')
    const unsigned = await server.call('POST', '/api/stripe/webhook', { body: JSON.stringify(forged) })
    expect(unsigned.status).toBe(400)
    expect(await ctx.db.read.select().from(processorEvents).where(eq(processorEvents.id, forged.id)).get()).toBeUndefined()
    expect((await subOf(subscriptionId))!.status).toBe('ACTIVE')
  })

  test('the same renewal delivered twice is applied once: one invoice, one charge in the ledger', async () => {
    const { org, subscriptionId, stripeId, customerId } = await subscribed()
    expect(await chargesOf(org.organizationId)).toEqual([4_900])
    const before = (await subOf(subscriptionId))!
    const from = fake.events().length
    fake.billing.endPeriod(stripeId)
    const events = eventsSince(from, customerId)
    expect(events.map((e) => e.type)).toEqual(['customer.subscription.updated', 'invoice.finalized', 'invoice.paid'])
    await deliverAll(events)
    await deliverAll(events)
    const paid = events[2]!
    expect(await ctx.db.read.select().from(processorEvents).where(eq(processorEvents.id, paid.id)).all()).toHaveLength(1)
    expect(await chargesOf(org.organizationId)).toEqual([4_900, 4_900])
    const renewals = await ctx.db.read.select().from(careersInvoices).where(and(eq(careersInvoices.subscriptionId, subscriptionId), eq(careersInvoices.type, 'RENEWAL')))
    expect(renewals).toHaveLength(1)
    expect(renewals[0]).toMatchObject({ status: 'paid', amountInCents: 4_900, processorInvoiceId: paid.data.object.id, hostedInvoiceUrl: paid.data.object.hosted_invoice_url })
    const after = (await subOf(subscriptionId))!
    expect(after.status).toBe('ACTIVE')
    expect(after.periodStart!.getTime()).toBe(before.periodEnd!.getTime())
    const listed = await server.call('GET', `${S}/invoices`, { token: org.token })
    expect(listed.body.data[0]).toMatchObject({ type: 'RENEWAL', status: 'paid', invoiceLink: paid.data.object.hosted_invoice_url })
  })

  test('a failed renewal: PAST_DUE on the first failed invoice, UNPAID after the last retry', async () => {
    const { org, subscriptionId, stripeId, customerId } = await subscribed('tok_chargeCustomerFail')
    let from = fake.events().length
    fake.billing.endPeriod(stripeId)
    const failed = eventsSince(from, customerId)
    expect(failed.map((e) => e.type)).toEqual(['customer.subscription.updated', 'invoice.finalized', 'invoice.payment_failed'])
    // The invoice's failure first, the subscription's new status after it: either order ends the same.
    await deliverAll([failed[2]!, failed[1]!, failed[0]!])
    expect((await subOf(subscriptionId))!).toMatchObject({ status: 'PAST_DUE', failedAttempts: 1 })
    expect((await subOf(subscriptionId))!.nextRetryAt).not.toBeNull()
    for (let attempt = 2; attempt <= 4; attempt++) {
      from = fake.events().length
      fake.billing.retryPayment(stripeId)
      await deliverAll(eventsSince(from, customerId))
      expect((await subOf(subscriptionId))!.failedAttempts).toBe(attempt)
    }
    expect((await subOf(subscriptionId))!.status).toBe('UNPAID')
    const invoices = (await server.call('GET', `${S}/invoices`, { token: org.token })).body.data
    expect(invoices[0]).toMatchObject({ type: 'RENEWAL', status: 'uncollectible' })
    expect(await chargesOf(org.organizationId)).toEqual([])
    const outbox = await server.call('GET', `/api/testing/outbox?to=${encodeURIComponent(org.email)}`)
    expect(outbox.body.data.map((m: { subject: string }) => m.subject)).toEqual(['Your careers subscription is unpaid', 'Your careers subscription payment failed'])
  })

  test('customer.subscription.deleted → CANCELED at the end of a canceled period', async () => {
    const { org, subscriptionId, stripeId, customerId } = await subscribed()
    expect((await server.call('DELETE', `${S}/${subscriptionId}`, { token: org.token })).body.status).toBe('CANCEL_PENDING')
    const from = fake.events().length
    fake.billing.endPeriod(stripeId)
    const events = eventsSince(from, customerId)
    expect(events.map((e) => e.type)).toEqual(['customer.subscription.deleted'])
    await deliverAll(events)
    expect((await server.call('GET', `${S}/current`, { token: org.token })).body).toMatchObject({ status: 'CANCELED', isActive: false })
    // A late copy of an older update does not bring it back.
    const stale = { ...events[0]!, id: `evt_stale_${Date.now()}`, type: 'customer.subscription.updated', data: { object: { ...events[0]!.data.object, status: 'active', cancel_at_period_end: true } } }
    expect((await deliver(stale)).status).toBe(200)
    expect((await subOf(subscriptionId))!.status).toBe('CANCELED')
  })

  test('a Stripe Checkout completed: its events in any order activate the subscription and charge once', async () => {
    const org = await signUpOrganization(server)
    const res = await server.call('POST', S, { token: org.token, body: { plan: 'STANDARD', recurrence: 'MONTHLY', redirect: '/careers' } })
    expect(res.body.checkoutSession).toMatchObject({ status: 'open' })
    expect(res.body.checkoutSession.url).toStartWith(`http://127.0.0.1:${fake.apiBase.port}/checkout/cs_`)
    await attachCard(server, { token: org.token, facilityId: org.facilityId })
    const from = fake.events().length
    const page = await fetch(res.body.checkoutSession.url, { redirect: 'manual' })
    expect(page.status).toBe(302)
    expect(page.headers.get('location')).toBe(`${ctx.config.publicUrl}/careers`)
    const customerId = fake.events()[from]!.data.object.customer as string
    const events = eventsSince(from, customerId)
    expect(events.map((e) => e.type).sort()).toEqual(['checkout.session.completed', 'customer.subscription.created', 'invoice.finalized', 'invoice.paid'])
    await deliverAll([...events].reverse())
    await deliverAll(events)
    const current = await server.call('GET', `${S}/current`, { token: org.token })
    expect(current.body).toMatchObject({ status: 'ACTIVE', plan: 'STANDARD', remainingJobPostings: 3 })
    expect((await server.call('GET', `${S}/session`, { token: org.token })).body.status).toBe('complete')
    expect(await chargesOf(org.organizationId)).toEqual([9_900])
  })

  test('job-post add-ons are billed beside each paid renewal, once', async () => {
    const { org, subscriptionId, stripeId, customerId } = await subscribed()
    const [job] = await ctx.db.write((tx) => tx.insert(jobs).values({ organizationId: org.organizationId, facilityId: org.facilityId, title: 'Staff Pharmacist', description: 'Full-time staff pharmacist.', status: 'DRAFT' }).returning({ id: jobs.id }))
    const [other] = await ctx.db.write((tx) => tx.insert(jobs).values({ organizationId: org.organizationId, facilityId: org.facilityId, title: 'Pharmacy Technician', description: 'Full-time technician.', status: 'DRAFT' }).returning({ id: jobs.id }))
    expect((await server.call('POST', `/api/jobs/${job!.id}/publish`, { token: org.token, body: {} })).body.paidWith).toBe('SUBSCRIPTION')
    const perPost = await server.call('POST', `/api/jobs/${other!.id}/publish`, { token: org.token, body: { aggreedToPayPerPost: true } })
    expect(perPost.body.paidWith).toBe('JOB_POST_ADDON')
    const from = fake.events().length
    fake.billing.endPeriod(stripeId)
    const events = eventsSince(from, customerId)
    await deliverAll(events)
    await deliverAll(events)
    expect(await chargesOf(org.organizationId)).toEqual([4_900, perPost.body.chargedInCents, 4_900, 7_900])
    const addonInvoices = await ctx.db.read.select().from(careersInvoices).where(and(eq(careersInvoices.subscriptionId, subscriptionId), eq(careersInvoices.type, 'JOB_POST_ADDON')))
    expect(addonInvoices.map((i) => i.amountInCents).sort((a, b) => a - b)).toEqual([perPost.body.chargedInCents, 7_900].sort((a, b) => a - b))
    expect((await ctx.db.read.select().from(careersJobPostAddons).where(eq(careersJobPostAddons.subscriptionId, subscriptionId)).get())!.status).toBe('ACTIVE')
  })

  test('a new admin price reaches a Stripe subscriber at its renewal, not before; a later subscriber pays it from the start', async () => {
    async function onStandard() {
      const org = await signUpOrganization(server)
      expect((await attachCard(server, { token: org.token, facilityId: org.facilityId, card: 'tok_visa' })).status).toBe(201)
      const res = await server.call('POST', S, { token: org.token, body: { plan: 'STANDARD', recurrence: 'MONTHLY' } })
      expect(res.status).toBe(201)
      const row = (await subOf(res.body.subscription.careersSubscriptionId))!
      return { org, id: row.id, stripeId: row.processorSubscriptionId!, customerId: fake.billing.subscription(row.processorSubscriptionId!)!.customer }
    }
    const before = await onStandard()
    const admin = await teamToken(server, 'ADMIN')
    expect((await server.call('POST', '/api/admin-panel/careers/prices', { token: admin, body: { planType: 'STANDARD', monthlyPriceInCents: 11_900, originalMonthlyPriceInCents: 11_900 } })).status).toBe(201)
    const after = await onStandard()
    expect(await chargesOf(after.org.organizationId)).toEqual([11_900])

    // The scheduler's pass gives each older STANDARD monthly subscriber (this suite's others too) a
    // schedule, none to the later one; a second pass finds nothing left to do.
    const onOldPrice = (await ctx.db.read.select().from(careersSubscriptions).where(and(eq(careersSubscriptions.plan, 'STANDARD'), eq(careersSubscriptions.status, 'ACTIVE'), eq(careersSubscriptions.originalPriceInCents, 9_900)))).length
    expect(onOldPrice).toBeGreaterThanOrEqual(1)
    expect((await renewCareersSubscriptions(ctx, schedulerActor('renew careers subscriptions'))).repriced).toBe(onOldPrice)
    expect((await renewCareersSubscriptions(ctx, schedulerActor('renew careers subscriptions'))).repriced).toBe(0)
    const scheduled = (await subOf(before.id))!
    expect(scheduled).toMatchObject({ status: 'ACTIVE', priceInCents: 9_900 })
    expect(scheduled.processorScheduleId).toBe(fake.billing.subscription(before.stripeId)!.schedule)
    expect(fake.billing.subscription(before.stripeId)!.items.data[0].price.unit_amount).toBe(9_900)
    expect((await subOf(after.id))!.processorScheduleId).toBeNull()
    expect((await server.call('GET', `${S}/current`, { token: before.org.token })).body.subscriptionPriceInCents).toBe(9_900)

    for (const sub of [before, after]) {
      const from = fake.events().length
      fake.billing.endPeriod(sub.stripeId)
      await deliverAll(eventsSince(from, sub.customerId))
    }
    expect(await chargesOf(before.org.organizationId)).toEqual([9_900, 11_900])
    expect(await chargesOf(after.org.organizationId)).toEqual([11_900, 11_900])
    const renewed = (await subOf(before.id))!
    expect(renewed).toMatchObject({ status: 'ACTIVE', priceInCents: 11_900, originalPriceInCents: 11_900, processorScheduleId: null })
    const invoices = await ctx.db.read.select().from(careersInvoices).where(eq(careersInvoices.subscriptionId, before.id))
    expect(invoices.map((i) => i.amountInCents).sort((a, b) => a - b)).toEqual([9_900, 11_900])
  })
})
