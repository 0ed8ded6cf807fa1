/**
 * Organization credits on Stripe-billed careers subscriptions (billing/stripe-credits.ts), on the
 * local Stripe double whichever PAYMENTS_ADAPTER runs the rest: the scheduler's pass gives the
 * credits to Stripe's customer balance before the renewal, Stripe's invoice uses them, and the
 * ledger reconciles to the cent; once per period however often the pass runs or a webhook comes.
 */
import { describe, expect, test } from 'bun:test'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { schedulerActor } from '../../callers'
import { careersInvoices, careersSubscriptions, charges, ledgerDailyTotals, ledgerEntries, organizations } from '../../db/schema'
import { fakeStripeConfig, FAKE_WEBHOOK_SECRET, sharedFakeStripe } from '../../integrations/payments/stripe-fake'
import { signStripePayload } from '../../integrations/payments/webhook-signature'
import { attachCard, signUpOrganization, type TestOrganization } from '../../test/factories'
import { startTestServer } from '../../test/harness'
import { renewCareersSubscriptions } from '.'

const HOUR = 3_600_000
const S = '/api/organization/careers/subscription'

describe('careers billing on Stripe: organization credits', async () => {
  const server = await startTestServer({ stripe: await fakeStripeConfig() })
  const { ctx } = server
  const fake = await sharedFakeStripe()
  const stripe = ctx.payments.billing!
  const sweep = async () => {
    const result = await renewCareersSubscriptions(ctx, schedulerActor('renew careers subscriptions'))
    await server.settle()
    return result
  }
  const subOf = async (id: string) => (await ctx.db.read.select().from(careersSubscriptions).where(eq(careersSubscriptions.id, id)).get())!
  const creditsOf = async (organizationId: string) => (await ctx.db.read.select().from(organizations).where(eq(organizations.id, organizationId)).get())!.creditsInCents
  const grant = (organizationId: string, cents: number) => ctx.db.write((tx) => tx.update(organizations).set({ creditsInCents: cents }).where(eq(organizations.id, organizationId)))
  const ledgerOf = async (organizationId: string) => {
    const rows = await ctx.db.read.select().from(ledgerEntries).where(eq(ledgerEntries.organizationId, organizationId))
    const sum = (kind: string) => rows.filter((r) => r.kind === kind).reduce((s, r) => s + r.amountCents, 0)
    return { rows, charge: sum('CHARGE'), creditUse: sum('CREDIT_USE'), creditReturn: sum('CREDIT_RETURN'), count: (kind: string) => rows.filter((r) => r.kind === kind).length }
  }
  /** The admin dashboard's job-board figure (CHARGE + CREDIT_USE − REFUND − CREDIT_RETURN of scope CAREERS), from its rollup. */
  const jobBoardCents = async () => {
    const [row] = await ctx.db.read
      .select({ cents: sql<number>`coalesce(sum(case when ${ledgerDailyTotals.kind} in ('CHARGE', 'CREDIT_USE') then ${ledgerDailyTotals.amountCents} else -${ledgerDailyTotals.amountCents} end), 0)` })
      .from(ledgerDailyTotals)
      .where(and(eq(ledgerDailyTotals.scope, 'CAREERS'), inArray(ledgerDailyTotals.kind, ['CHARGE', 'CREDIT_USE', 'REFUND', 'CREDIT_RETURN'])))
    return Number(row?.cents ?? 0)
  }

  async function subscribed(plan = 'BASIC'): Promise<{ org: TestOrganization; subscriptionId: string; stripeId: string; customerId: string }> {
    const org = await signUpOrganization(server)
    expect((await attachCard(server, { token: org.token, facilityId: org.facilityId })).status).toBe(201)
    const res = await server.call('POST', S, { token: org.token, body: { plan, recurrence: 'MONTHLY' } })
    expect(res.status).toBe(201)
    await server.settle()
    const subscriptionId = res.body.subscription.careersSubscriptionId as string
    const row = await subOf(subscriptionId)
    expect(row).toMatchObject({ processor: 'stripe', status: 'ACTIVE' })
    return { org, subscriptionId, stripeId: row.processorSubscriptionId!, customerId: fake.billing.subscription(row.processorSubscriptionId!)!.customer }
  }
  /** Moves the subscription (here and on Stripe's clock) so its period ends in an hour. */
  async function renewsInAnHour(subscriptionId: string) {
    const row = await subOf(subscriptionId)
    // Whole seconds: Stripe's times are seconds.
    const ms = Math.floor((row.periodEnd!.getTime() - server.clock.now().getTime() - HOUR) / 1000) * 1000
    await ctx.db.write((tx) => tx.update(careersSubscriptions).set({ periodStart: new Date(row.periodStart!.getTime() - ms), periodEnd: new Date(row.periodEnd!.getTime() - ms) }).where(eq(careersSubscriptions.id, subscriptionId)))
    fake.billing.backdate(row.processorSubscriptionId!, ms)
  }
  async function renews(stripeId: string) {
    const from = fake.events().length
    fake.billing.endPeriod(stripeId)
    await server.settle()
    return fake.events().slice(from)
  }
  const renewalOf = async (subscriptionId: string) => (await ctx.db.read.select().from(careersInvoices).where(and(eq(careersInvoices.subscriptionId, subscriptionId), eq(careersInvoices.type, 'RENEWAL'))))

  for (const [name, credits, used] of [
    ['smaller than', 1_000, 1_000],
    ['equal to', 4_900, 4_900],
    ['larger than', 12_000, 4_900],
  ] as const) {
    test(`credits ${name} the renewal: Stripe's balance pays that much, the card the rest, the ledger reconciles to the cent`, async () => {
      const { org, subscriptionId, stripeId, customerId } = await subscribed()
      const revenueBefore = await jobBoardCents()
      await grant(org.organizationId, credits)
      // Not yet: the renewal is a month away.
      expect((await sweep()).credited).toBe(0)
      expect(await creditsOf(org.organizationId)).toBe(credits)

      await renewsInAnHour(subscriptionId)
      expect((await sweep()).credited).toBe(1)
      // Twice: nothing more is taken or given.
      expect((await sweep()).credited).toBe(0)
      expect(await creditsOf(org.organizationId)).toBe(credits - used)
      expect(await stripe.customerBalance(customerId)).toBe(-used)
      const reservation = (await ctx.db.read.select().from(charges).where(eq(charges.idempotencyKey, `careers-credits:${subscriptionId}:${(await subOf(subscriptionId)).periodEnd!.getTime()}`)).get())!
      expect(reservation).toMatchObject({ status: 'SUCCEEDED', amountCents: 0, creditsAppliedCents: used, purpose: 'CAREERS_SUBSCRIPTION' })
      expect(reservation.processorId).toStartWith('cbtxn_')
      expect((await ledgerOf(org.organizationId)).creditUse).toBe(used)

      const events = await renews(stripeId)
      const paid = events.find((e) => e.type === 'invoice.paid')!
      expect(paid.data.object).toMatchObject({ total: 4_900, amount_paid: 4_900 - used, starting_balance: -used, ending_balance: 0 })
      // The same invoice's webhook again, and the pass again after the renewal: applied once.
      const payload = JSON.stringify(paid)
      expect((await server.call('POST', '/api/stripe/webhook', { body: payload, headers: { 'stripe-signature': await signStripePayload(payload, FAKE_WEBHOOK_SECRET, new Date()) } })).status).toBe(200)
      await sweep()

      const [renewal] = await renewalOf(subscriptionId)
      expect(renewal).toMatchObject({ status: 'paid', amountInCents: 4_900 })
      expect((await stripe.retrieveInvoice(renewal!.processorInvoiceId!)).balanceAppliedCents).toBe(used)
      const ledger = await ledgerOf(org.organizationId)
      // The first month (4,900 by card) and the renewal: card + credits = the two invoices' totals.
      expect(ledger.charge + ledger.creditUse).toBe(4_900 + 4_900)
      expect(ledger.charge).toBe(4_900 + 4_900 - used)
      expect(ledger.count('CREDIT_USE')).toBe(1)
      expect(ledger.count('CHARGE')).toBe(used === 4_900 ? 1 : 2)
      expect(await creditsOf(org.organizationId)).toBe(credits - used)
      expect(await stripe.customerBalance(customerId)).toBe(0)
      expect(await subOf(subscriptionId)).toMatchObject({ status: 'ACTIVE' })
      // The admin dashboard's job board counts the renewal once, whoever paid it.
      expect((await jobBoardCents()) - revenueBefore).toBe(4_900)
    })
  }

  test('Stripe unreachable after the credits were taken: the next pass gives the same credits, once', async () => {
    const { org, subscriptionId, stripeId, customerId } = await subscribed()
    await grant(org.organizationId, 2_500)
    await renewsInAnHour(subscriptionId)
    const give = stripe.createBalanceTransaction
    stripe.createBalanceTransaction = async () => {
      throw new Error('Stripe is unreachable')
    }
    try {
      expect((await sweep()).credited).toBe(0)
    } finally {
      stripe.createBalanceTransaction = give
    }
    const key = `careers-credits:${subscriptionId}:${(await subOf(subscriptionId)).periodEnd!.getTime()}`
    expect((await ctx.db.read.select().from(charges).where(eq(charges.idempotencyKey, key)).get())!).toMatchObject({ creditsAppliedCents: 2_500, processorId: null })
    expect(await creditsOf(org.organizationId)).toBe(0)
    expect(await stripe.customerBalance(customerId)).toBe(0)
    expect((await sweep()).credited).toBe(1)
    expect((await sweep()).credited).toBe(0)
    expect(await stripe.customerBalance(customerId)).toBe(-2_500)
    await renews(stripeId)
    const ledger = await ledgerOf(org.organizationId)
    expect([ledger.charge, ledger.creditUse]).toEqual([4_900 + 2_400, 2_500])
  })

  test('no credits: nothing is given to Stripe and the card pays the whole renewal', async () => {
    const { org, subscriptionId, stripeId, customerId } = await subscribed()
    await renewsInAnHour(subscriptionId)
    expect((await sweep()).credited).toBe(0)
    expect(await stripe.customerBalance(customerId)).toBe(0)
    await renews(stripeId)
    const ledger = await ledgerOf(org.organizationId)
    expect(ledger.charge).toBe(9_800)
    expect(ledger.creditUse).toBe(0)
  })

  test('canceled before the renewal: the credits come back from Stripe to the organization (CREDIT_RETURN)', async () => {
    const { org, subscriptionId, stripeId, customerId } = await subscribed()
    await grant(org.organizationId, 3_000)
    await renewsInAnHour(subscriptionId)
    expect((await sweep()).credited).toBe(1)
    expect(await creditsOf(org.organizationId)).toBe(0)
    expect((await server.call('DELETE', `${S}/${subscriptionId}`, { token: org.token })).body.status).toBe('CANCEL_PENDING')
    await server.settle()
    // Stripe ends it at the period's end: no invoice uses the balance.
    await renews(stripeId)
    expect((await subOf(subscriptionId)).status).toBe('CANCELED')
    expect(await stripe.customerBalance(customerId)).toBe(0)
    expect(await creditsOf(org.organizationId)).toBe(3_000)
    const ledger = await ledgerOf(org.organizationId)
    expect(ledger.creditUse).toBe(3_000)
    expect(ledger.creditReturn).toBe(3_000)
    expect(ledger.charge).toBe(4_900)
    // A late repeat of the pass or of the return gives nothing twice.
    await sweep()
    expect(await creditsOf(org.organizationId)).toBe(3_000)
    expect((await ledgerOf(org.organizationId)).creditReturn).toBe(3_000)
  })

  test('a renewal that fails after the credits were given: canceling voids the invoice and the credits come back', async () => {
    const { org, subscriptionId, stripeId, customerId } = await subscribed()
    await grant(org.organizationId, 1_000)
    await renewsInAnHour(subscriptionId)
    expect((await sweep()).credited).toBe(1)
    // The card now refuses: the renewal used the credit and the card was declined for the rest.
    const row = await subOf(subscriptionId)
    fake.billing.subscription(stripeId)!.default_payment_method = 'pm_no_longer_usable'
    await renews(stripeId)
    expect((await subOf(subscriptionId)).status).toBe('PAST_DUE')
    expect(await stripe.customerBalance(customerId)).toBe(0)
    expect(row.status).toBe('ACTIVE')
    // Canceled now: the open invoice is voided, its credit goes back to the balance, then to the organization.
    expect((await server.call('DELETE', `${S}/${subscriptionId}`, { token: org.token })).body.status).toBe('CANCELED')
    await server.settle()
    expect(await stripe.customerBalance(customerId)).toBe(0)
    expect(await creditsOf(org.organizationId)).toBe(1_000)
    const ledger = await ledgerOf(org.organizationId)
    expect(ledger.creditUse - ledger.creditReturn).toBe(0)
    expect(ledger.charge).toBe(4_900)
  })

  test('credit Stripe did not use stays on the balance for the next invoice, and is not given twice', async () => {
    const { org, subscriptionId, stripeId, customerId } = await subscribed('STANDARD')
    await grant(org.organizationId, 20_000)
    await renewsInAnHour(subscriptionId)
    expect((await sweep()).credited).toBe(1)
    expect(await stripe.customerBalance(customerId)).toBe(-9_900)
    // A downgrade asked after the credits were given: the renewal is BASIC's 4,900.
    expect((await server.call('PUT', `${S}/plan/downgrade`, { token: org.token, body: { plan: 'BASIC', recurrence: 'MONTHLY' } })).status).toBe(200)
    await server.settle()
    await renews(stripeId)
    expect(await subOf(subscriptionId)).toMatchObject({ plan: 'BASIC', status: 'ACTIVE' })
    expect(await stripe.customerBalance(customerId)).toBe(-5_000)
    // The next renewal: the balance already covers BASIC's 4,900, so nothing more is taken.
    await renewsInAnHour(subscriptionId)
    expect((await sweep()).credited).toBe(0)
    expect(await creditsOf(org.organizationId)).toBe(20_000 - 9_900)
    await renews(stripeId)
    expect(await stripe.customerBalance(customerId)).toBe(-100)
    const ledger = await ledgerOf(org.organizationId)
    // Card 9,900 (the first month); credits 9,900 given, of which 9,800 paid two renewals and 100 wait at Stripe.
    expect(ledger.charge).toBe(9_900)
    expect(ledger.creditUse).toBe(9_900)
  })

  test('a new subscription: credits pay what they can of its first invoice; a refused card gives them back', async () => {
    const org = await signUpOrganization(server)
    await grant(org.organizationId, 2_000)
    expect((await attachCard(server, { token: org.token, facilityId: org.facilityId, card: 'tok_chargeCustomerFail' })).status).toBe(201)
    const refused = await server.call('POST', S, { token: org.token, body: { plan: 'BASIC', recurrence: 'MONTHLY' } })
    expect(refused.status).toBe(402)
    await server.settle()
    expect(await creditsOf(org.organizationId)).toBe(2_000)
    let ledger = await ledgerOf(org.organizationId)
    expect([ledger.charge, ledger.creditUse, ledger.creditReturn]).toEqual([0, 2_000, 2_000])


    const paying = await signUpOrganization(server)
    await grant(paying.organizationId, 2_000)
    expect((await attachCard(server, { token: paying.token, facilityId: paying.facilityId })).status).toBe(201)
    const res = await server.call('POST', S, { token: paying.token, body: { plan: 'BASIC', recurrence: 'MONTHLY' } })
    expect(res.status).toBe(201)
    await server.settle()
    const row = await subOf(res.body.subscription.careersSubscriptionId)
    expect(row.status).toBe('ACTIVE')
    const customerId = fake.billing.subscription(row.processorSubscriptionId!)!.customer
    expect(await creditsOf(paying.organizationId)).toBe(0)
    expect(await stripe.customerBalance(customerId)).toBe(0)
    const [first] = await ctx.db.read.select().from(careersInvoices).where(eq(careersInvoices.subscriptionId, row.id))
    expect(first).toMatchObject({ type: 'SUBSCRIPTION', status: 'paid', amountInCents: 4_900 })
    expect((await stripe.retrieveInvoice(first!.processorInvoiceId!)).balanceAppliedCents).toBe(2_000)
    ledger = await ledgerOf(paying.organizationId)
    expect(ledger.charge).toBe(2_900)
    expect(ledger.creditUse - ledger.creditReturn).toBe(2_000)
  })

  test('an upgrade: credits pay its invoice, once', async () => {
    const { org, subscriptionId, customerId } = await subscribed()
    const quote = await server.call('GET', `${S}/plan/upgrade/proration-cost?plan=STANDARD&recurrence=MONTHLY`, { token: org.token })
    expect(quote.status).toBe(200)
    const cost = quote.body.prorationCostInCents as number
    expect(cost).toBeGreaterThan(0)
    await grant(org.organizationId, 50_000)
    const up = await server.call('PUT', `${S}/plan/upgrade`, { token: org.token, body: { plan: 'STANDARD', recurrence: 'MONTHLY' } })
    expect(up.status).toBe(200)
    await server.settle()
    expect(await subOf(subscriptionId)).toMatchObject({ plan: 'STANDARD', status: 'ACTIVE' })
    expect(await creditsOf(org.organizationId)).toBe(50_000 - cost)
    expect(await stripe.customerBalance(customerId)).toBe(0)
    const ledger = await ledgerOf(org.organizationId)
    // The first month by card; the upgrade's invoice entirely by credits.
    expect(ledger.charge).toBe(4_900)
    expect(ledger.creditUse).toBe(cost)
    const upgrade = (await ctx.db.read.select().from(careersInvoices).where(and(eq(careersInvoices.subscriptionId, subscriptionId), eq(careersInvoices.type, 'UPGRADE'))))
    expect(upgrade).toHaveLength(1)
    expect(upgrade[0]).toMatchObject({ status: 'paid', amountInCents: cost })
  })
})
