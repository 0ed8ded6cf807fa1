import { describe, expect, test } from 'bun:test'
import { and, desc, eq } from 'drizzle-orm'
import { schedulerActor } from '../../callers'
import { careersSubscriptions, charges, featureFlags, jobs, ledgerEntries, organizationBenefitStates, organizationBenefits, organizations } from '../../db/schema'
import { sharedFakeStripe } from '../../integrations/payments/stripe-fake'
import { attachCard, makeFacility, makeMember, signUpOrganization, signUpProvider, teamToken, type TestOrganization } from '../../test/factories'
import { startTestServer, type TestResponse } from '../../test/harness'
import { renewCareersSubscriptions } from '.'

const DAY = 86_400_000
const S = '/api/organization/careers/subscription'

describe('careers billing', async () => {
  const server = await startTestServer()
  const { ctx } = server
  const sweep = () => renewCareersSubscriptions(ctx, schedulerActor('renew careers subscriptions'))
  // With PAYMENTS_ADAPTER=stripe-fake, careers billing runs on Stripe Billing against the local double.
  const stripe = ctx.payments.billing ? await sharedFakeStripe() : null

  /**
   * How time passes for one subscription. The sandbox runs the lifecycle on the server's clock:
   * its dates are moved and its sweep runs. Stripe Billing runs it on Stripe's clock: the double
   * moves that subscription's clock (as a Stripe test clock would) and Stripe's webhooks tell the
   * product; the same sweep then runs and must change nothing more.
   */
  async function periodEnds(subscriptionId: string) {
    if (stripe) {
      stripe.billing.endPeriod((await subOf(subscriptionId))!.processorSubscriptionId!)
      await server.settle()
    } else {
      await ctx.db.write((tx) => tx.update(careersSubscriptions).set({ periodEnd: new Date(server.clock.now().getTime() - 1000) }).where(eq(careersSubscriptions.id, subscriptionId)))
    }
    await sweep()
  }
  async function retryIsDue(subscriptionId: string) {
    if (stripe) {
      stripe.billing.retryPayment((await subOf(subscriptionId))!.processorSubscriptionId!)
      await server.settle()
    } else {
      await ctx.db.write((tx) => tx.update(careersSubscriptions).set({ nextRetryAt: new Date(server.clock.now().getTime() - 1000) }).where(eq(careersSubscriptions.id, subscriptionId)))
    }
    await sweep()
  }
  async function periodStartedAgo(subscriptionId: string, ms: number) {
    const row = (await subOf(subscriptionId))!
    await ctx.db.write((tx) => tx.update(careersSubscriptions).set({ periodStart: new Date(row.periodStart!.getTime() - ms), periodEnd: new Date(row.periodEnd!.getTime() - ms) }).where(eq(careersSubscriptions.id, subscriptionId)))
    if (stripe) stripe.billing.backdate(row.processorSubscriptionId!, ms)
  }
  /** A link a browser follows: the product's own pages through the app, the processor's hosted pages (Stripe Checkout, hosted invoices) on the double. */
  async function visit(link: string): Promise<TestResponse> {
    const url = new URL(link)
    if (url.origin === new URL(ctx.config.publicUrl).origin) return server.call('GET', url.pathname + url.search)
    const response = await fetch(url, { redirect: 'manual' })
    const text = await response.text()
    await server.settle()
    return { status: response.status, headers: response.headers, body: undefined, text }
  }

  async function makeJob(org: TestOrganization, status: 'DRAFT' | 'PUBLISHED' | 'ARCHIVED' | 'HIRED' = 'DRAFT'): Promise<string> {
    const [row] = await ctx.db.write((tx) => tx.insert(jobs).values({ organizationId: org.organizationId, facilityId: org.facilityId, title: 'Staff Pharmacist', description: 'Full-time staff pharmacist.', status }).returning({ id: jobs.id }))
    return row!.id
  }
  const jobOf = (jobId: string) => ctx.db.read.select().from(jobs).where(eq(jobs.id, jobId)).get()
  const subOf = (id: string) => ctx.db.read.select().from(careersSubscriptions).where(eq(careersSubscriptions.id, id)).get()
  const lastChargeOf = (organizationId: string) => ctx.db.read.select().from(charges).where(eq(charges.organizationId, organizationId)).orderBy(desc(charges.createdAt), desc(charges.id)).get()
  const withCard = async (card = 'tok_visa') => {
    const org = await signUpOrganization(server)
    expect((await attachCard(server, { token: org.token, facilityId: org.facilityId, card })).status).toBe(201)
    return org
  }
  const subscribe = (org: TestOrganization, plan = 'BASIC', recurrence = 'MONTHLY', extra: Record<string, unknown> = {}) =>
    server.call('POST', S, { token: org.token, body: { plan, recurrence, redirect: '/careers', ...extra } })

  test('rejects unauthenticated calls and providers', async () => {
    expect((await server.call('GET', `${S}/current`)).status).toBe(401)
    expect((await server.call('POST', S, { body: { plan: 'BASIC', recurrence: 'MONTHLY' } })).status).toBe(401)
    expect((await server.call('POST', '/api/jobs/x/publish', { body: {} })).status).toBe(401)
    expect((await server.call('GET', '/api/admin-panel/careers/prices')).status).toBe(401)
    const provider = await signUpProvider(server)
    expect((await server.call('GET', `${S}/current`, { token: provider.token })).status).toBe(403)
  })

  test('prices: defaults without any admin action; ADMIN sets new ones; the seed rules', async () => {
    const support = await teamToken(server, 'SUPPORT')
    const list = await server.call('GET', '/api/admin-panel/careers/prices?pageSize=100', { token: support })
    expect(list.status).toBe(200)
    expect(list.body.data.find((p: { careersPriceId: string }) => p.careersPriceId === 'default-BASIC-MONTHLY')).toMatchObject({ productType: 'SUBSCRIPTION', planType: 'BASIC', recurrence: 'MONTHLY', priceInCents: 4900, isActive: true, isDefault: true })
    expect((await server.call('POST', '/api/admin-panel/careers/prices', { token: await teamToken(server, 'OPERATIONS'), body: { planType: 'ESSENTIAL', monthlyPriceInCents: 100 } })).status).toBe(403)
    const admin = await teamToken(server, 'ADMIN')
    const negative = await server.call('POST', '/api/admin-panel/careers/prices', { token: admin, body: { planType: 'ESSENTIAL', monthlyPriceInCents: -1 } })
    expect(negative.status).toBe(400)
    expect(negative.body.message).toBe('Monthly price must be greater than or equal to 0')

    // A subscriber keeps the price it paid; a new one pays the new price.
    const before = await withCard()
    expect((await subscribe(before, 'ESSENTIAL')).body.subscription.subscriptionPriceInCents).toBe(19_900)
    const created = await server.call('POST', '/api/admin-panel/careers/prices', { token: admin, body: { planType: 'ESSENTIAL', monthlyPriceInCents: 17_900, originalMonthlyPriceInCents: 19_900 } })
    expect(created.status).toBe(201)
    expect(created.body.data).toHaveLength(1)
    expect(created.body.data[0]).toMatchObject({ planType: 'ESSENTIAL', recurrence: 'MONTHLY', priceInCents: 17_900, originalPriceInCents: 19_900, isActive: true, effectiveTo: null })
    const after = await withCard()
    expect((await subscribe(after, 'ESSENTIAL')).body.subscription.subscriptionPriceInCents).toBe(17_900)
    expect((await server.call('GET', `${S}/current`, { token: before.token })).body.subscriptionPriceInCents).toBe(19_900)
  })

  test('subscribing with a card activates at once: charged, in the ledger, a paid invoice with its own page', async () => {
    const org = await withCard()
    const res = await subscribe(org, 'STANDARD', 'QUARTERLY')
    expect(res.status).toBe(201)
    expect(res.body.checkoutSession).toMatchObject({ status: 'complete' })
    const sub = res.body.subscription
    expect(sub).toMatchObject({ isActive: true, plan: 'STANDARD', status: 'ACTIVE', recurrence: 'QUARTERLY', remainingJobPostings: 9, remainingFeaturedListings: 3, subscriptionPrice: 269, subscriptionPriceInCents: 26_900 })
    expect(sub.paymentMethod.cardNumber).toBe('•••• 4242')
    expect(sub.prices.map((p: { recurrence: string }) => p.recurrence)).toEqual(['MONTHLY', 'QUARTERLY', 'YEARLY'])
    const ledger = await ctx.db.read.select().from(ledgerEntries).where(and(eq(ledgerEntries.organizationId, org.organizationId), eq(ledgerEntries.kind, 'CHARGE')))
    expect(ledger.map((l) => l.amountCents)).toEqual([26_900])
    const invoices = await server.call('GET', `${S}/invoices`, { token: org.token })
    expect(invoices.status).toBe(200)
    expect(invoices.body.data).toHaveLength(1)
    expect(invoices.body.data[0]).toMatchObject({ type: 'SUBSCRIPTION', frequency: 'QUARTERLY', status: 'paid', amountInCents: 26_900 })
    const page = await visit(invoices.body.data[0].invoiceLink)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')
    expect(page.text).toContain('$269.00')
    // The product's own page of the invoice: a member with the token, never without.
    const own = `${S}/invoices/${invoices.body.data[0].invoiceId}`
    expect((await server.call('GET', own)).status).toBe(401)
    const ownPage = await server.call('GET', own, { token: org.token })
    expect(ownPage.status).toBe(200)
    expect(ownPage.text).toContain('$269.00')
    // One live subscription at a time.
    expect((await subscribe(org, 'BASIC')).status).toBe(409)
  })

  test('without a card the checkout is a checkout page (the product’s own, or Stripe Checkout), completed once a card is added', async () => {
    const org = await signUpOrganization(server)
    const res = await subscribe(org)
    expect(res.status).toBe(201)
    expect(res.body.subscription.status).toBe('PENDING')
    expect(res.body.checkoutSession.status).toBe('open')
    const url = res.body.checkoutSession.url
    expect((await visit(url)).status).toBe(402)
    const session = await server.call('GET', `${S}/session`, { token: org.token })
    expect(session.body.status).toBe('open')
    await attachCard(server, { token: org.token, facilityId: org.facilityId })
    const visited = await visit(url)
    expect(visited.status).toBe(302)
    expect(visited.headers.get('location')).toBe(`${ctx.config.publicUrl}/careers`)
    expect((await server.call('GET', `${S}/current`, { token: org.token })).body.status).toBe('ACTIVE')
    expect((await server.call('GET', `${S}/session`, { token: org.token })).body.status).toBe('complete')
  })

  test('only OWNER and ADMIN manage billing; any member reads', async () => {
    const org = await withCard()
    await subscribe(org)
    const member = await makeMember(server, { organizationId: org.organizationId, role: 'MEMBER' })
    expect((await server.call('GET', `${S}/current`, { token: member.token })).status).toBe(200)
    expect((await server.call('PUT', `${S}/plan/downgrade/cancel`, { token: member.token })).status).toBe(403)
  })

  test('a careers discount lowers the price and is used once', async () => {
    const org = await withCard()
    const stateId = await ctx.db.write(async (tx) => {
      const [benefit] = await tx.insert(organizationBenefits).values({ name: 'Launch', code: `LAUNCH${Date.now()}`, type: 'CAREERS_SUBSCRIPTION_DISCOUNT', discountPercentage: 25 }).returning()
      const [state] = await tx.insert(organizationBenefitStates).values({ organizationId: org.organizationId, benefitId: benefit!.id }).returning()
      return state!.id
    })
    const discounts = await server.call('GET', '/api/organization/careers/discount', { token: org.token })
    expect(discounts.body).toHaveLength(1)
    expect(discounts.body[0]).toMatchObject({ organizationBenefitStateId: stateId, discountPercentage: 25 })
    const res = await subscribe(org, 'STANDARD', 'MONTHLY', { organizationBenefitStateId: stateId })
    expect(res.body.subscription).toMatchObject({ subscriptionPriceInCents: 7_425, discountPercentage: 25 })
    expect((await server.call('GET', '/api/organization/careers/discount', { token: org.token })).body).toEqual([])
  })

  test('publish: with a posting left → published; none left → 405 with both prices; agreed without a card → 402; with one → charged per post', async () => {
    const org = await signUpOrganization(server)
    const noSub = await makeJob(org)
    const price = await server.call('POST', `/api/jobs/${noSub}/publish`, { token: org.token, body: { aggreedToPayPerPost: false } })
    expect(price.status).toBe(405)
    expect(price.body).toEqual({ message: expect.any(String), priceTodayDollars: 79, priceNextBillingDollars: 0 })
    const noCard = await server.call('POST', `/api/jobs/${noSub}/publish`, { token: org.token, body: { aggreedToPayPerPost: true } })
    expect(noCard.status).toBe(402)
    expect((await jobOf(noSub))!.status).toBe('DRAFT')

    // BASIC monthly: one posting.
    await attachCard(server, { token: org.token, facilityId: org.facilityId })
    const sub = (await subscribe(org, 'BASIC', 'MONTHLY')).body.subscription
    const first = await makeJob(org)
    const posted = await server.call('POST', `/api/jobs/${first}/publish`, { token: org.token, body: {} })
    expect(posted.status).toBe(200)
    expect(posted.body).toMatchObject({ status: 'PUBLISHED', paidWith: 'SUBSCRIPTION', isFeatured: false, chargedInCents: 0 })
    const job = (await jobOf(first))!
    expect(job.listingEndsAt!.getTime() - job.postedAt!.getTime()).toBe(30 * DAY)
    expect((await server.call('GET', `${S}/current`, { token: org.token })).body.remainingJobPostings).toBe(0)
    expect((await server.call('POST', `/api/jobs/${first}/publish`, { token: org.token, body: {} })).status).toBe(409)

    const second = await makeJob(org)
    const none = await server.call('POST', `/api/jobs/${second}/publish`, { token: org.token, body: {} })
    expect(none.status).toBe(405)
    expect(none.body.priceNextBillingDollars).toBe(79)
    expect(none.body.priceTodayDollars).toBeGreaterThan(0)
    expect(none.body.priceTodayDollars).toBeLessThanOrEqual(79)
    const paid = await server.call('POST', `/api/jobs/${second}/publish`, { token: org.token, body: { aggreedToPayPerPost: true } })
    expect(paid.status).toBe(200)
    expect(paid.body).toMatchObject({ status: 'PUBLISHED', paidWith: 'JOB_POST_ADDON', chargedInCents: Math.round(none.body.priceTodayDollars * 100) })
    expect((await lastChargeOf(org.organizationId))!).toMatchObject({ amountCents: paid.body.chargedInCents, status: 'SUCCEEDED', purpose: 'CAREERS_JOB_POST' })
    const usage = await server.call('GET', `${S}/job-post-addon/usage`, { token: org.token })
    expect(usage.body).toMatchObject({ activeAddons: 1, nextBillingAmountInCents: 7_900 })
    const details = await server.call('GET', `${S}/details`, { token: org.token })
    expect(details.body).toMatchObject({ nextBillingAmountInCents: 4_900 + 7_900, activeJobPostAddons: 1, jobPostings: { allowed: 1, used: 1, remaining: 0 } })
    expect((await server.call('DELETE', `${S}/job-addon/${second}`, { token: org.token })).status).toBe(204)
    expect((await server.call('DELETE', `${S}/job-addon/${second}`, { token: org.token })).status).toBe(404)
    expect((await subOf(sub.careersSubscriptionId))!.jobPostingsUsed).toBe(1)

    // Unpublish: a published job is archived; a draft answers 405.
    expect((await server.call('POST', `/api/jobs/${first}/unpublish`, { token: org.token })).body.status).toBe('ARCHIVED')
    expect((await server.call('POST', `/api/jobs/${noSub}/unpublish`, { token: org.token })).status).toBe(405)
    expect((await server.call('POST', `/api/jobs/${await makeJob(org, 'HIRED')}/publish`, { token: org.token, body: {} })).status).toBe(409)
  })

  test('paying per post twice at once charges once', async () => {
    const org = await withCard()
    const jobId = await makeJob(org)
    const answers = await Promise.all([1, 2].map(() => server.call('POST', `/api/jobs/${jobId}/publish`, { token: org.token, body: { aggreedToPayPerPost: true } })))
    expect(answers.some((a) => a.status === 200)).toBe(true)
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true)
    const ledger = await ctx.db.read.select().from(ledgerEntries).where(eq(ledgerEntries.organizationId, org.organizationId))
    expect(ledger.filter((l) => l.kind === 'CHARGE').map((l) => l.amountCents)).toEqual([7_900])
    expect(ledger.filter((l) => l.kind === 'REFUND')).toEqual([])
  })

  test('free job posts: blurred applicants, unblurred once paid', async () => {
    const org = await withCard()
    await ctx.db.write((tx) => tx.update(organizations).set({ hasFreeJobPost: true }).where(eq(organizations.id, org.organizationId)))
    const jobId = await makeJob(org)
    const free = await server.call('POST', `/api/jobs/${jobId}/publish`, { token: org.token, body: {} })
    expect(free.body).toMatchObject({ paidWith: 'FREE', isFreePost: true, applicantsBlurred: true, status: 'PUBLISHED' })
    expect((await ctx.db.read.select().from(organizations).where(eq(organizations.id, org.organizationId)).get())!.hasFreeJobPost).toBe(false)
    const pay = await server.call('POST', `/api/jobs/${jobId}/publish`, { token: org.token, body: { aggreedToPayPerPost: true } })
    expect(pay.body).toMatchObject({ paidWith: 'JOB_POST_ADDON', isFreePost: false, applicantsBlurred: false, chargedInCents: 7_900 })
  })

  test('a MEMBER limited to another facility does not see the job; publishing takes an empty body', async () => {
    const org = await signUpOrganization(server)
    await server.call('PUT', '/api/testing/subscriptions/activate', { body: { facilityId: org.facilityId } })
    const other = await makeFacility(server, { organizationId: org.organizationId })
    const limited = await makeMember(server, { organizationId: org.organizationId, role: 'MEMBER', facilityIds: [other.id] })
    const jobId = await makeJob(org)
    expect((await server.call('POST', `/api/jobs/${jobId}/publish`, { token: limited.token, body: {} })).status).toBe(404)
    expect((await server.call('POST', `/api/jobs/${jobId}/unpublish`, { token: limited.token })).status).toBe(404)
    const res = await server.app.handle(new Request(`http://localhost/api/jobs/${jobId}/publish`, { method: 'POST', headers: { authorization: `Bearer ${org.token}` } }))
    expect(res.status).toBe(200)
  })

  test('the testing helper gives an active subscription', async () => {
    const org = await signUpOrganization(server)
    expect((await server.call('PUT', '/api/testing/subscriptions/activate', { body: { facilityId: org.facilityId } })).status).toBe(204)
    const current = await server.call('GET', `${S}/current`, { token: org.token })
    expect(current.body).toMatchObject({ status: 'ACTIVE', isActive: true, plan: 'ENTERPRISE' })
    expect((await server.call('POST', `/api/jobs/${await makeJob(org)}/publish`, { token: org.token, body: {} })).body).toMatchObject({ paidWith: 'SUBSCRIPTION', isFeatured: true })
  })

  test('upgrade: the proration preview is what is charged, to the cent', async () => {
    const org = await withCard()
    const sub = (await subscribe(org, 'BASIC', 'MONTHLY')).body.subscription
    expect((await server.call('PUT', `${S}/plan/upgrade`, { token: org.token, body: { plan: 'BASIC', recurrence: 'MONTHLY' } })).status).toBe(409)
    // Ten days into the period.
    await periodStartedAgo(sub.careersSubscriptionId, 10 * DAY)
    const preview = await server.call('GET', `${S}/plan/upgrade/proration-cost?plan=ENTERPRISE&recurrence=MONTHLY`, { token: org.token })
    expect(preview.status).toBe(200)
    expect(preview.body.newPriceInCents).toBe(39_900)
    expect(preview.body.unusedCreditInCents).toBeGreaterThan(0)
    expect(preview.body.prorationCostInCents).toBe(39_900 - preview.body.unusedCreditInCents)
    const upgraded = await server.call('PUT', `${S}/plan/upgrade`, { token: org.token, body: { plan: 'ENTERPRISE', recurrence: 'MONTHLY' } })
    expect(upgraded.status).toBe(200)
    expect(upgraded.body).toMatchObject({ plan: 'ENTERPRISE', status: 'ACTIVE', subscriptionPriceInCents: 39_900 })
    const charge = (await lastChargeOf(org.organizationId))!
    expect(charge.amountCents).toBe(preview.body.prorationCostInCents)
    const invoices = (await server.call('GET', `${S}/invoices`, { token: org.token })).body.data
    expect(invoices[0]).toMatchObject({ type: 'UPGRADE', status: 'paid', amountInCents: preview.body.prorationCostInCents })
  })

  test('downgrade: PENDING_DOWNGRADE, then applied at the end of the period by the clock', async () => {
    const org = await withCard()
    const sub = (await subscribe(org, 'ESSENTIAL', 'MONTHLY')).body.subscription
    expect((await server.call('PUT', `${S}/plan/downgrade`, { token: org.token, body: { plan: 'ENTERPRISE', recurrence: 'MONTHLY' } })).status).toBe(409)
    const down = await server.call('PUT', `${S}/plan/downgrade`, { token: org.token, body: { plan: 'BASIC', recurrence: 'MONTHLY' } })
    expect(down.body).toMatchObject({ status: 'PENDING_DOWNGRADE', plan: 'ESSENTIAL', pendingPlan: 'BASIC' })
    expect((await server.call('PUT', `${S}/plan/downgrade/cancel`, { token: org.token })).body.status).toBe('ACTIVE')
    expect((await server.call('PUT', `${S}/plan/downgrade/cancel`, { token: org.token })).status).toBe(409)
    await server.call('PUT', `${S}/plan/downgrade`, { token: org.token, body: { plan: 'BASIC', recurrence: 'MONTHLY' } })
    await periodEnds(sub.careersSubscriptionId)
    const after = (await subOf(sub.careersSubscriptionId))!
    expect(after).toMatchObject({ status: 'ACTIVE', plan: 'BASIC', pendingPlan: null, priceInCents: 4_900, jobPostingsUsed: 0 })
    const invoices = (await server.call('GET', `${S}/invoices`, { token: org.token })).body.data
    expect(invoices[0]).toMatchObject({ type: 'RENEWAL', status: 'paid', amountInCents: 4_900 })
    expect((await lastChargeOf(org.organizationId))!.amountCents).toBe(4_900)
  })

  test('a failed renewal: PAST_DUE, retried, then UNPAID; a new card collects it', async () => {
    const org = await withCard('tok_chargeCustomerFail')
    // Subscribing charges the card at once: declined.
    const declined = await subscribe(org)
    expect(declined.status).toBe(402)
    await server.call('PUT', '/api/testing/subscriptions/activate', { body: { facilityId: org.facilityId } })
    const sub = (await server.call('GET', `${S}/current`, { token: org.token })).body
    await periodEnds(sub.careersSubscriptionId)
    expect((await subOf(sub.careersSubscriptionId))!).toMatchObject({ status: 'PAST_DUE', failedAttempts: 1 })
    expect((await server.call('GET', `${S}/current`, { token: org.token })).body).toMatchObject({ status: 'PAST_DUE', isActive: false, remainingJobPostings: 0 })
    for (let attempt = 2; attempt <= 4; attempt++) await retryIsDue(sub.careersSubscriptionId)
    expect((await subOf(sub.careersSubscriptionId))!.status).toBe('UNPAID')
    const outbox = await server.call('GET', `/api/testing/outbox?to=${encodeURIComponent(org.email)}`)
    expect(outbox.body.data.map((m: { subject: string }) => m.subject)).toEqual(['Your careers subscription is unpaid', 'Your careers subscription payment failed'])
    expect((await server.call('GET', `${S}/invoices`, { token: org.token })).body.data[0]).toMatchObject({ type: 'RENEWAL', status: 'uncollectible' })
    const good = (await attachCard(server, { token: org.token, facilityId: org.facilityId })).body
    const changed = await server.call('PUT', `${S}/${sub.careersSubscriptionId}/payment-method`, { token: org.token, body: { paymentMethodId: good.paymentMethodId } })
    expect(changed.status).toBe(200)
    expect(changed.body).toMatchObject({ status: 'ACTIVE', paymentMethod: { paymentMethodId: good.paymentMethodId } })
  })

  test('organization credits pay the renewal first and the card the rest, on either adapter', async () => {
    const org = await withCard()
    const subscriptionId = (await subscribe(org, 'BASIC', 'MONTHLY')).body.subscription.careersSubscriptionId
    await ctx.db.write((tx) => tx.update(organizations).set({ creditsInCents: 1_500 }).where(eq(organizations.id, org.organizationId)))
    if (stripe) {
      // Stripe: the scheduler's pass gives the credits to Stripe's customer balance in the renewal's last day.
      const row = (await subOf(subscriptionId))!
      await periodStartedAgo(subscriptionId, Math.floor((row.periodEnd!.getTime() - server.clock.now().getTime() - 3_600_000) / 1000) * 1000)
      await sweep()
    }
    await periodEnds(subscriptionId)
    expect((await subOf(subscriptionId))!.status).toBe('ACTIVE')
    const ledger = await ctx.db.read.select().from(ledgerEntries).where(eq(ledgerEntries.organizationId, org.organizationId))
    const sum = (kind: string) => ledger.filter((l) => l.kind === kind).reduce((s, l) => s + l.amountCents, 0)
    expect(sum('CHARGE')).toBe(4_900 + 4_900 - 1_500)
    expect(sum('CREDIT_USE')).toBe(1_500)
    expect((await ctx.db.read.select().from(organizations).where(eq(organizations.id, org.organizationId)).get())!.creditsInCents).toBe(0)
    const invoices = (await server.call('GET', `${S}/invoices`, { token: org.token })).body.data
    expect(invoices[0]).toMatchObject({ type: 'RENEWAL', status: 'paid', amountInCents: 4_900 })
  })

  test('cancel at the end of the period, reactivate before it, canceled after it', async () => {
    const org = await withCard()
    const sub = (await subscribe(org)).body.subscription
    const cancel = await server.call('DELETE', `${S}/${sub.careersSubscriptionId}`, { token: org.token })
    expect(cancel.body).toMatchObject({ status: 'CANCEL_PENDING', isActive: true })
    expect((await server.call('DELETE', `${S}/${sub.careersSubscriptionId}`, { token: org.token })).status).toBe(409)
    expect((await server.call('PATCH', `${S}/${sub.careersSubscriptionId}`, { token: org.token })).body.status).toBe('ACTIVE')
    expect((await server.call('PATCH', `${S}/${sub.careersSubscriptionId}`, { token: org.token })).status).toBe(409)
    await server.call('DELETE', `${S}/${sub.careersSubscriptionId}`, { token: org.token })
    await periodEnds(sub.careersSubscriptionId)
    expect((await server.call('GET', `${S}/current`, { token: org.token })).body).toMatchObject({ status: 'CANCELED', isActive: false })
    expect((await server.call('PATCH', `${S}/${sub.careersSubscriptionId}`, { token: org.token })).status).toBe(409)
  })

  test('another organization gets 404 on the subscription, its invoices and its jobs', async () => {
    const owner = await withCard()
    const sub = (await subscribe(owner)).body.subscription
    const invoice = (await server.call('GET', `${S}/invoices`, { token: owner.token })).body.data[0]
    const jobId = await makeJob(owner)
    const other = await withCard()
    expect((await server.call('PATCH', `${S}/${sub.careersSubscriptionId}`, { token: other.token })).status).toBe(404)
    expect((await server.call('DELETE', `${S}/${sub.careersSubscriptionId}`, { token: other.token })).status).toBe(404)
    const card = (await attachCard(server, { token: other.token, facilityId: other.facilityId })).body
    expect((await server.call('PUT', `${S}/${sub.careersSubscriptionId}/payment-method`, { token: other.token, body: { paymentMethodId: card.paymentMethodId } })).status).toBe(404)
    expect((await server.call('GET', `${S}/invoices/${invoice.invoiceId}`, { token: other.token })).status).toBe(404)
    expect((await server.call('GET', `${S}/invoices`, { token: other.token })).body.data).toEqual([])
    expect((await server.call('POST', `/api/jobs/${jobId}/publish`, { token: other.token, body: {} })).status).toBe(404)
    expect((await server.call('POST', `/api/jobs/${jobId}/unpublish`, { token: other.token })).status).toBe(404)
    expect((await server.call('DELETE', `${S}/job-addon/${jobId}`, { token: other.token })).status).toBe(404)
  })

  test('the seed messages', async () => {
    const org = await withCard()
    const sub = (await subscribe(org)).body.subscription
    const missing = await server.call('PUT', `${S}/${sub.careersSubscriptionId}/payment-method`, { token: org.token, body: {} })
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({ message: 'payment method is required.', errors: [{ field: 'paymentMethodId', message: 'payment method is required.' }] })
    const page = await server.call('GET', `${S}/invoices?currentPage=0`, { token: org.token })
    expect(page.status).toBe(400)
    expect(page.body.message).toBe('Page number must be greater than 0')
    expect((await server.call('POST', S, { token: org.token, body: { plan: 'GOLD', recurrence: 'MONTHLY' } })).status).toBe(400)
  })

  test('flag "pay per post" off: no posting → 402', async () => {
    const org = await signUpOrganization(server)
    await ctx.db.write((tx) => tx.insert(featureFlags).values({ key: 'payPerPost', enabled: false, updatedAt: new Date() }))
    try {
      expect((await server.call('POST', `/api/jobs/${await makeJob(org)}/publish`, { token: org.token, body: {} })).status).toBe(402)
    } finally {
      await ctx.db.write((tx) => tx.delete(featureFlags).where(eq(featureFlags.key, 'payPerPost')))
    }
  })
})
