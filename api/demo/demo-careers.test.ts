/**
 * The demo's job board reads as a real one (issue 15 §9): organizations on every tier (one past
 * due, one with a downgrade scheduled), invoices that match their charges, jobs in every status
 * across several states, applicants in every status, conversations read and unread — all read
 * back through the API, as the people signing in would see them.
 */
import { expect, test } from 'bun:test'
import { eq, inArray } from 'drizzle-orm'
import { careersConversations, careersInvoices, careersMessages, careersSubscriptions, charges, jobApplications, jobs } from '../db/schema'
import { startTestServer } from '../test/harness'
import { DEMO_PASSWORD } from './demo-people'
import { loadDemoData } from './load-demo-data'

const server = await startTestServer({ stripe: null })
await loadDemoData(server.ctx)
const db = server.ctx.db.read
const S = '/api/organization/careers/subscription'
const OWNERS = { loneStar: 'owner@lonestar.demo', pacific: 'owner@pacificcoast.demo', empire: 'owner@empire.demo', greatLakes: 'owner@greatlakes.demo' }

async function signIn(email: string): Promise<string> {
  const res = await server.call('POST', '/api/auth/login', { body: { email, password: DEMO_PASSWORD } })
  expect(res.status).toBe(200)
  return res.body.token
}

test('every tier has an organization on it: one past due, one with a downgrade scheduled, the others active', async () => {
  const current = async (email: string) => (await server.call('GET', `${S}/current`, { token: await signIn(email) })).body
  const [loneStar, pacific, empire, greatLakes] = await Promise.all([current(OWNERS.loneStar), current(OWNERS.pacific), current(OWNERS.empire), current(OWNERS.greatLakes)])
  expect(loneStar).toMatchObject({ plan: 'ENTERPRISE', recurrence: 'YEARLY', status: 'ACTIVE', isActive: true })
  expect(pacific).toMatchObject({ plan: 'STANDARD', recurrence: 'MONTHLY', status: 'PENDING_DOWNGRADE' })
  const pacificRow = (await db.select().from(careersSubscriptions).where(eq(careersSubscriptions.id, pacific.careersSubscriptionId)).get())!
  expect(pacificRow).toMatchObject({ pendingPlan: 'BASIC', pendingRecurrence: 'MONTHLY' })
  expect(empire).toMatchObject({ plan: 'ESSENTIAL', recurrence: 'QUARTERLY', status: 'PAST_DUE', isActive: false })
  expect(greatLakes).toMatchObject({ plan: 'BASIC', recurrence: 'MONTHLY', status: 'ACTIVE' })
  expect(new Set([loneStar.plan, pacific.plan, empire.plan, greatLakes.plan]).size).toBe(4)
  // The jobs were listed under the plans: postings are used.
  expect(greatLakes.remainingJobPostings).toBe(0)
  expect(loneStar.remainingJobPostings).toBeLessThan(25 * 12)
})

test('invoices tell each story, and every paid one is a charge of its amount', async () => {
  const invoices = async (email: string) => ((await server.call('GET', `${S}/invoices?pageSize=50`, { token: await signIn(email) })).body.data as { type: string; status: string }[]).map((i) => `${i.type}:${i.status}`)
  expect(await invoices(OWNERS.loneStar)).toEqual(expect.arrayContaining(['SUBSCRIPTION:paid', 'UPGRADE:paid']))
  expect(await invoices(OWNERS.pacific)).toEqual(expect.arrayContaining(['SUBSCRIPTION:paid', 'RENEWAL:paid']))
  expect(await invoices(OWNERS.empire)).toEqual(expect.arrayContaining(['SUBSCRIPTION:paid', 'RENEWAL:open']))
  expect(await invoices(OWNERS.greatLakes)).toEqual(expect.arrayContaining(['SUBSCRIPTION:paid', 'JOB_POST_ADDON:paid']))

  const paid = await db.select().from(careersInvoices).where(eq(careersInvoices.status, 'paid'))
  expect(paid.length).toBeGreaterThanOrEqual(8)
  const charged = new Map((await db.select().from(charges).where(inArray(charges.id, paid.map((i) => i.chargeId!).filter(Boolean)))).map((c) => [c.id, c]))
  for (const invoice of paid) {
    if (invoice.amountInCents === 0) continue
    // Paid by card and the organization's credits together (the demo's history grants credits).
    const charge = charged.get(invoice.chargeId!)!
    expect(charge).toMatchObject({ status: 'SUCCEEDED', organizationId: invoice.organizationId })
    expect(charge.amountCents + charge.creditsAppliedCents).toBe(invoice.amountInCents)
  }
  // The declined renewal left a failed charge behind, as the sweep records it.
  const empire = (await db.select().from(careersSubscriptions)).find((s) => s.status === 'PAST_DUE')!
  expect(empire.failedAttempts).toBe(1)
  expect(empire.nextRetryAt!.getTime()).toBeGreaterThan(server.ctx.clock.now().getTime())
})

test('jobs in every status across several states, applicants in every status', async () => {
  const all = await db.select().from(jobs)
  expect(new Set(all.map((j) => j.status))).toEqual(new Set(['DRAFT', 'PUBLISHED', 'PAST_DUE', 'HIRED', 'ARCHIVED']))
  expect(new Set(all.filter((j) => j.status === 'PUBLISHED').map((j) => j.state)).size).toBeGreaterThanOrEqual(4)
  for (const organizationId of new Set(all.map((j) => j.organizationId))) {
    expect(new Set(all.filter((j) => j.organizationId === organizationId).map((j) => j.status)).size).toBe(5)
  }
  const statuses = new Set((await db.select({ s: jobApplications.status }).from(jobApplications)).map((r) => r.s))
  expect(statuses).toEqual(new Set(['PENDING', 'SAVE_FOR_LATER', 'REJECTED', 'CANCELED']))
  // Listed by publishing: a posting (some featured) or paid per post, each within its listing period.
  const listed = all.filter((j) => j.status === 'PUBLISHED' && !j.isFreePost)
  expect(listed.some((j) => j.isFeatured)).toBe(true)
  for (const j of listed) expect(j.listingEndsAt!.getTime() - j.postedAt!.getTime()).toBe(30 * 86_400_000)
  const pastDue = all.filter((j) => j.status === 'PAST_DUE')
  for (const j of pastDue) expect(j.listingEndsAt!.getTime()).toBeLessThan(server.ctx.clock.now().getTime())
  // The owner sees them through the API, a provider finds the listed ones.
  const stats = (await server.call('GET', '/api/jobs/stats', { token: await signIn(OWNERS.greatLakes) })).body
  expect(stats.jobs).toMatchObject({ DRAFT: 1, PUBLISHED: 2, PAST_DUE: 1, HIRED: 1, ARCHIVED: 1 })
  const found = await server.call('GET', '/api/careers/provider/jobs?limit=50', { token: await signIn('pharmacist@provider.demo') })
  expect(found.status).toBe(200)
  expect(found.body.data.length).toBeGreaterThan(4)
})

test('careers conversations in every organization, read and unread on both sides', async () => {
  for (const email of Object.values(OWNERS)) {
    const inbox = await server.call('GET', '/api/careers/facility/conversations', { token: await signIn(email) })
    expect(inbox.status).toBe(200)
    const threads = inbox.body.data as { unreadCount: number; jobTitle: string | null; lastMessage: unknown }[]
    expect(threads).toHaveLength(2)
    expect(threads.map((t) => t.unreadCount).sort()).toEqual([0, 1])
    expect(threads.every((t) => t.jobTitle === 'Staff Pharmacist' && t.lastMessage !== null)).toBe(true)
  }
  const threads = await db.select().from(careersConversations)
  expect(threads.filter((t) => t.providerUnreadCount > 0).length).toBe(4)
  expect(threads.filter((t) => t.providerUnreadCount === 0).length).toBe(4)
  expect(await db.select().from(careersMessages)).toHaveLength(4 * (5 + 2))
})
