/**
 * `publishOnRedirect` (spec 000 §7 "Jobs"): agreeing to pay per post without a card opens a
 * checkout instead of 402, and the job is published automatically when that checkout completes —
 * charged once, in the ledger, a paid invoice and a job-post add-on — whichever payment adapter runs.
 */
import { describe, expect, test } from 'bun:test'
import { and, eq } from 'drizzle-orm'
import { schedulerActor } from '../../../callers'
import { auditEvents, careersInvoices, careersJobPostAddons, careersSubscriptions, jobs, ledgerEntries } from '../../../db/schema'
import { attachCard, signUpOrganization, type TestOrganization } from '../../../test/factories'
import { startTestServer } from '../../../test/harness'
import { renewCareersSubscriptions, voidAbandonedJobPostCheckouts } from '..'

const HOUR = 3_600_000
const S = '/api/organization/careers/subscription'

describe('publishing on the checkout’s redirect', async () => {
  const server = await startTestServer()
  const { ctx } = server

  async function makeJob(org: TestOrganization, title = 'Staff Pharmacist'): Promise<string> {
    const [row] = await ctx.db.write((tx) => tx.insert(jobs).values({ organizationId: org.organizationId, facilityId: org.facilityId, title, description: 'Full-time staff pharmacist.', status: 'DRAFT' }).returning({ id: jobs.id }))
    return row!.id
  }
  const jobOf = (jobId: string) => ctx.db.read.select().from(jobs).where(eq(jobs.id, jobId)).get()
  const chargesOf = async (organizationId: string) =>
    (await ctx.db.read.select().from(ledgerEntries).where(and(eq(ledgerEntries.organizationId, organizationId), eq(ledgerEntries.kind, 'CHARGE')))).map((l) => l.amountCents)
  const refundsOf = async (organizationId: string) => (await ctx.db.read.select().from(ledgerEntries).where(and(eq(ledgerEntries.organizationId, organizationId), eq(ledgerEntries.kind, 'REFUND')))).length
  const publish = (org: TestOrganization, jobId: string, body: Record<string, unknown>) => server.call('POST', `/api/jobs/${jobId}/publish`, { token: org.token, body })
  const agreeAtCheckout = { aggreedToPayPerPost: true, publishOnRedirect: true }
  const pathOf = (url: string) => {
    const u = new URL(url)
    return u.pathname + u.search
  }

  test('without a card: a checkout instead of 402; paid there, the job is published once and the browser returns to it', async () => {
    const org = await signUpOrganization(server)
    const jobId = await makeJob(org)
    // Without publishOnRedirect nothing changes: 402.
    expect((await publish(org, jobId, { aggreedToPayPerPost: true })).status).toBe(402)
    // Without agreement: the prices first (405), even with publishOnRedirect.
    expect((await publish(org, jobId, { publishOnRedirect: true })).status).toBe(405)

    const sent = await publish(org, jobId, agreeAtCheckout)
    expect(sent.status).toBe(200)
    expect(sent.body).toMatchObject({ jobId, status: 'DRAFT', paidWith: 'NONE', chargedInCents: 0, checkoutSession: { status: 'open', amountInCents: 7_900 } })
    const session = sent.body.checkoutSession
    expect(session.url).toBe(`${ctx.config.publicUrl}/api/jobs/checkout/${encodeURIComponent(session.sessionId)}`)
    // Asking again hands out the same checkout.
    expect((await publish(org, jobId, agreeAtCheckout)).body.checkoutSession.sessionId).toBe(session.sessionId)
    const open = (await server.call('GET', `${S}/invoices`, { token: org.token })).body.data
    expect(open).toHaveLength(1)
    expect(open[0]).toMatchObject({ type: 'JOB_POST_ADDON', status: 'open', amountInCents: 7_900 })

    // The page without a card: 402, nothing charged, still a draft.
    const noCard = await server.call('GET', pathOf(session.url))
    expect(noCard.status).toBe(402)
    expect(noCard.text).toContain('Add a card')
    expect((await jobOf(jobId))!.status).toBe('DRAFT')
    expect(await chargesOf(org.organizationId)).toEqual([])

    await attachCard(server, { token: org.token, facilityId: org.facilityId })
    const paid = await server.call('GET', pathOf(session.url))
    expect(paid.status).toBe(302)
    expect(paid.headers.get('location')).toBe(`${ctx.config.publicUrl}/facility/jobs/${jobId}?checkout=complete`)
    const job = (await jobOf(jobId))!
    expect(job).toMatchObject({ status: 'PUBLISHED', isFreePost: false, applicantsBlurred: false })
    expect(job.listingEndsAt!.getTime() - job.postedAt!.getTime()).toBe(30 * 24 * HOUR)
    expect(await chargesOf(org.organizationId)).toEqual([7_900])
    const invoices = (await server.call('GET', `${S}/invoices`, { token: org.token })).body.data
    expect(invoices).toHaveLength(1)
    expect(invoices[0]).toMatchObject({ invoiceId: open[0].invoiceId, type: 'JOB_POST_ADDON', frequency: 'ONE_TIME', status: 'paid', amountInCents: 7_900 })
    const addons = await ctx.db.read.select().from(careersJobPostAddons).where(eq(careersJobPostAddons.jobId, jobId))
    expect(addons).toHaveLength(1)
    expect(addons[0]).toMatchObject({ status: 'REMOVED', amountInCents: 7_900, invoiceId: open[0].invoiceId })

    // Back again (a reload of the return, a second tab): only the redirect, never a second charge.
    const again = await Promise.all([server.call('GET', pathOf(session.url)), server.call('GET', pathOf(session.url))])
    expect(again.map((a) => a.status)).toEqual([302, 302])
    expect(await chargesOf(org.organizationId)).toEqual([7_900])
    expect(await refundsOf(org.organizationId)).toBe(0)
    // And the job is now published and paid: publishing again is 409.
    expect((await publish(org, jobId, agreeAtCheckout)).status).toBe(409)
  })

  test('with a card on file publishOnRedirect changes nothing: charged and published at once', async () => {
    const org = await signUpOrganization(server)
    await attachCard(server, { token: org.token, facilityId: org.facilityId })
    const jobId = await makeJob(org)
    const res = await publish(org, jobId, agreeAtCheckout)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ status: 'PUBLISHED', paidWith: 'JOB_POST_ADDON', chargedInCents: 7_900 })
    expect(res.body.checkoutSession).toBeUndefined()
  })

  test('concurrent visits of a fresh checkout charge once', async () => {
    const org = await signUpOrganization(server)
    const jobId = await makeJob(org)
    const session = (await publish(org, jobId, agreeAtCheckout)).body.checkoutSession
    await attachCard(server, { token: org.token, facilityId: org.facilityId })
    const visits = await Promise.all([1, 2, 3].map(() => server.call('GET', pathOf(session.url))))
    expect(visits.map((v) => v.status)).toEqual([302, 302, 302])
    expect(await chargesOf(org.organizationId)).toEqual([7_900])
    expect(await refundsOf(org.organizationId)).toBe(0)
    expect((await jobOf(jobId))!.status).toBe('PUBLISHED')
  })

  test('a forged, tampered or another job’s session id is 404; another organization cannot open a checkout on this job', async () => {
    const org = await signUpOrganization(server)
    const jobId = await makeJob(org)
    const session = (await publish(org, jobId, agreeAtCheckout)).body.checkoutSession
    const [invoiceId, signature] = session.sessionId.split('.') as [string, string]
    expect((await server.call('GET', `/api/jobs/checkout/${invoiceId}`)).status).toBe(404)
    expect((await server.call('GET', `/api/jobs/checkout/${invoiceId}.${signature.slice(1)}x`)).status).toBe(404)
    expect((await server.call('GET', `/api/jobs/checkout/${crypto.randomUUID()}.${signature}`)).status).toBe(404)
    const other = await signUpOrganization(server)
    expect((await publish(other, jobId, agreeAtCheckout)).status).toBe(404)
  })

  test('a card that declines at the checkout: a 402 page, still a draft, nothing charged', async () => {
    const org = await signUpOrganization(server)
    const jobId = await makeJob(org)
    const session = (await publish(org, jobId, agreeAtCheckout)).body.checkoutSession
    await attachCard(server, { token: org.token, facilityId: org.facilityId, card: 'tok_chargeCustomerFail' })
    const declined = await server.call('GET', pathOf(session.url))
    expect(declined.status).toBe(402)
    expect(declined.text).toContain('declined')
    expect((await jobOf(jobId))!.status).toBe('DRAFT')
    expect(await chargesOf(org.organizationId)).toEqual([])
    expect((await publish(org, jobId, { aggreedToPayPerPost: true })).status).toBe(402)
  })

  test('a checkout left for a day expires: its invoice is void and nothing is charged, even with a card by then', async () => {
    const org = await signUpOrganization(server)
    const jobId = await makeJob(org)
    const old = (await publish(org, jobId, agreeAtCheckout)).body.checkoutSession
    server.clock.advance(25 * HOUR)
    await attachCard(server, { token: org.token, facilityId: org.facilityId })
    const expired = await server.call('GET', pathOf(old.url))
    expect(expired.status).toBe(410)
    const invoices = (await server.call('GET', `${S}/invoices`, { token: org.token })).body.data
    expect(invoices.map((i: { status: string }) => i.status)).toEqual(['void'])
    expect((await jobOf(jobId))!.status).toBe('DRAFT')
    expect(await chargesOf(org.organizationId)).toEqual([])
  })

  test('a checkout nobody visits again is voided by the sweep once a day old, each once, and its page then says it expired', async () => {
    const org = await signUpOrganization(server)
    const [young, old] = [await makeJob(org, 'Staff Pharmacist'), await makeJob(org, 'Pharmacy Technician')]
    const abandoned = (await publish(org, old, agreeAtCheckout)).body.checkoutSession
    server.clock.advance(20 * HOUR)
    const fresh = (await publish(org, young, agreeAtCheckout)).body.checkoutSession
    const statusOf = async (jobId: string) => (await ctx.db.read.select({ status: careersInvoices.status }).from(careersInvoices).where(eq(careersInvoices.jobId, jobId)).get())!.status
    // A day is not over for either: nothing voided.
    await voidAbandonedJobPostCheckouts(ctx)
    expect([await statusOf(old), await statusOf(young)]).toEqual(['open', 'open'])
    server.clock.advance(5 * HOUR)
    await voidAbandonedJobPostCheckouts(ctx)
    expect([await statusOf(old), await statusOf(young)]).toEqual(['void', 'open'])
    // Once: a second pass finds nothing more, and one audit event records it.
    await voidAbandonedJobPostCheckouts(ctx)
    const events = await ctx.db.read.select().from(auditEvents).where(and(eq(auditEvents.action, 'job.checkout.void'), eq(auditEvents.organizationId, org.organizationId)))
    expect(events).toHaveLength(1)
    expect((await jobOf(old))!.status).toBe('DRAFT')
    expect((await server.call('GET', pathOf(abandoned.url))).status).toBe(410)
    // The younger checkout still works, and the job can be listed again with a fresh checkout.
    expect((await server.call('GET', pathOf(fresh.url))).status).toBe(402)
    const again = (await publish(org, old, agreeAtCheckout)).body.checkoutSession
    expect(again).toMatchObject({ status: 'open' })
    expect(again.sessionId).not.toBe(abandoned.sessionId)
    expect(await chargesOf(org.organizationId)).toEqual([])
  })

  test('paid from the app meanwhile: the open checkout is void and charges nothing', async () => {
    const org = await signUpOrganization(server)
    const jobId = await makeJob(org)
    const session = (await publish(org, jobId, agreeAtCheckout)).body.checkoutSession
    // A card added, then the post paid from the app directly: the open checkout is void.
    await attachCard(server, { token: org.token, facilityId: org.facilityId })
    expect((await publish(org, jobId, { aggreedToPayPerPost: true })).body.paidWith).toBe('JOB_POST_ADDON')
    const visit = await server.call('GET', pathOf(session.url))
    expect(visit.status).toBe(410)
    expect(await chargesOf(org.organizationId)).toEqual([7_900])
    const statuses = (await server.call('GET', `${S}/invoices`, { token: org.token })).body.data.map((i: { status: string }) => i.status).sort()
    expect(statuses).toEqual(['paid', 'void'])
  })

  test('with a subscription whose postings are used up: the checkout’s price is prorated and the add-on joins the subscription, never collected by the renewal sweep', async () => {
    const org = await signUpOrganization(server)
    expect((await server.call('PUT', '/api/testing/subscriptions/activate', { body: { facilityId: org.facilityId } })).status).toBe(204)
    const current = (await server.call('GET', `${S}/current`, { token: org.token })).body
    await ctx.db.write((tx) => tx.update(careersSubscriptions).set({ jobPostingsUsed: 1_000 }).where(eq(careersSubscriptions.id, current.careersSubscriptionId)))
    const jobId = await makeJob(org)
    const prices = await publish(org, jobId, {})
    expect(prices.status).toBe(405)
    const session = (await publish(org, jobId, agreeAtCheckout)).body.checkoutSession
    expect(session.amountInCents).toBe(Math.round(prices.body.priceTodayDollars * 100))
    // The scheduler's sweep leaves the open checkout alone (it is no renewal of the subscription).
    await renewCareersSubscriptions(ctx, schedulerActor('renew careers subscriptions'))
    expect((await ctx.db.read.select().from(careersInvoices).where(eq(careersInvoices.organizationId, org.organizationId))).filter((i) => i.type === 'JOB_POST_ADDON').map((i) => i.status)).toEqual(['open'])

    await attachCard(server, { token: org.token, facilityId: org.facilityId })
    expect((await server.call('GET', pathOf(session.url))).status).toBe(302)
    expect(await chargesOf(org.organizationId)).toEqual([session.amountInCents])
    const usage = (await server.call('GET', `${S}/job-post-addon/usage`, { token: org.token })).body
    expect(usage).toMatchObject({ activeAddons: 1, nextBillingAmountInCents: 7_900 })
    const invoice = (await server.call('GET', `${S}/invoices`, { token: org.token })).body.data.find((i: { type: string }) => i.type === 'JOB_POST_ADDON')
    expect(invoice).toMatchObject({ status: 'paid', frequency: 'MONTHLY', amountInCents: session.amountInCents })
  })
})
