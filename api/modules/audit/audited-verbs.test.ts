/**
 * The product's verbs leave exactly the audit events they should, through the real HTTP calls:
 * a hire (and an auto-hire), a no-show's refund, an attendance adjustment, a license
 * verification, the scheduler's 72-hour confirmation and a processor webhook.
 */
import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { addDays, todayIn } from '../../../shared/domain/zoned-time'
import { auditEvents, charges, teamMembers } from '../../db/schema'
import { sandboxWebhookSecret } from '../../integrations/payments/sandbox'
import { signStripePayload } from '../../integrations/payments/webhook-signature'
import { runScheduledWork } from '../../scheduler'
import { facilitySignUp, providerSignUp } from '../../test/factories'
import { startTestServer, TEST_ADMIN } from '../../test/harness'

const server = await startTestServer()
const DAY = 86_400_000

type Event = typeof auditEvents.$inferSelect

/** The events written while `run` runs, oldest first (ids are time-ordered UUIDv7). */
async function eventsDuring(run: () => Promise<unknown>): Promise<Event[]> {
  const before = new Set((await server.ctx.db.read.select({ id: auditEvents.id }).from(auditEvents).all()).map((e) => e.id))
  await run()
  return (await server.ctx.db.read.select().from(auditEvents).all()).filter((e) => !before.has(e.id)).sort((a, b) => a.id.localeCompare(b.id))
}

const shape = (e: Event) => ({ action: e.action, actorKind: e.actorKind, actorId: e.actorId, subject: `${e.subjectType}:${e.subjectId}`, organizationId: e.organizationId })
const afterOf = (e: Event | undefined) => JSON.parse(e?.after ?? 'null')
const beforeOf = (e: Event | undefined) => JSON.parse(e?.before ?? 'null')

/** A pharmacy with a card and an 8-hour $70/h shift a week ahead, and a licensed provider. */
async function world(options: { autoHire?: boolean } = {}) {
  const f = (await server.call('POST', '/api/sign-up/facility', { body: facilitySignUp() })).body
  const pm = (await server.call('POST', '/api/payment-method/attach-card', { token: f.token, body: { token: 'tok_visa', facilityId: f.id } })).body.paymentMethodId as string
  const posted = await server.call('POST', '/api/facility/shift', {
    token: f.token,
    body: {
      facilityId: f.id,
      title: 'Community pharmacist — day shift',
      description: 'Verification, counseling and immunizations at a busy community pharmacy.',
      rate: 70,
      providerType: 'PHARMACIST',
      locationType: 'ON_SITE',
      software: ['PioneerRx'],
      specialties: ['Retail/Community'],
      languages: ['English'],
      lunchBreakMinutes: 0,
      ...(options.autoHire ? { isAutoHireEnabled: true, paymentMethodId: pm } : {}),
      shiftDays: [{ date: addDays(todayIn('America/Chicago', server.clock.now()), 7), timeSlots: [{ startTime: '07:00', endTime: '15:00', quantity: 1 }] }],
    },
  })
  expect(posted.status).toBe(201)
  const p = (await server.call('POST', '/api/sign-up/provider', { body: providerSignUp() })).body
  expect((await server.call('PUT', `/api/testing/${p.userId}/licenses`, { body: { states: ['TX'] } })).status).toBe(204)
  return { f, pm, p, groupId: posted.body.shiftGroups[0].shiftGroupId as string }
}

async function hire(w: Awaited<ReturnType<typeof world>>): Promise<string> {
  expect((await server.call('POST', `/api/provider/shift/${w.groupId}/apply`, { token: w.p.token })).status).toBe(204)
  const res = await server.call('POST', `/api/facility/shift/${w.groupId}/hire`, { token: w.f.token, body: { applicantId: w.p.providerId, paymentMethodId: w.pm } })
  expect(res.status).toBe(201)
  return res.body.shiftId as string
}

const chargeOf = async (shiftId: string) => (await server.ctx.db.read.select().from(charges).where(eq(charges.shiftId, shiftId)).get())!

describe('a hire', () => {
  test('by a facility user: one shift.hire event with its charge', async () => {
    const w = await world()
    expect((await server.call('POST', `/api/provider/shift/${w.groupId}/apply`, { token: w.p.token })).status).toBe(204)
    let shiftId = ''
    const events = await eventsDuring(async () => {
      const res = await server.call('POST', `/api/facility/shift/${w.groupId}/hire`, { token: w.f.token, body: { applicantId: w.p.providerId, paymentMethodId: w.pm }, headers: { 'x-request-id': 'hire-req-1' } })
      expect(res.status).toBe(201)
      shiftId = res.body.shiftId
    })
    expect(events.map(shape)).toEqual([{ action: 'shift.hire', actorKind: 'facility_user', actorId: w.f.userId, subject: `shift:${shiftId}`, organizationId: w.f.organizationId }])
    const charge = await chargeOf(shiftId)
    expect(events[0]!.requestId).toBe('hire-req-1')
    expect(events[0]!.onBehalfOf).toBeNull()
    expect(beforeOf(events[0])).toEqual({ status: 'OPEN' })
    expect(afterOf(events[0])).toMatchObject({
      status: 'FILLED',
      providerId: w.p.providerId,
      charge: { status: 'SUCCEEDED', purpose: 'SHIFT', shiftId, amountCents: 70_000, creditsAppliedCents: 0, processorFeeCents: charge.processorFeeCents, refundedCents: 0 },
    })
  })

  test('by auto-hire: the same event, with the applying provider as the actor', async () => {
    const w = await world({ autoHire: true })
    const events = await eventsDuring(async () => {
      const res = await server.call('POST', `/api/provider/shift/${w.groupId}/apply`, { token: w.p.token })
      expect(res.status).toBe(200)
      expect(res.body.hired).toBe(true)
    })
    expect(events.map((e) => [e.action, e.actorKind, e.actorId, e.organizationId])).toEqual([['shift.hire', 'provider', w.p.userId, w.f.organizationId]])
    expect(afterOf(events[0])).toMatchObject({ status: 'FILLED', providerId: w.p.providerId, charge: { status: 'SUCCEEDED', amountCents: 70_000 } })
  })
})

describe('after the shift', () => {
  test('a no-show: the transition, the full refund and the platform fee it leaves', async () => {
    const w = await world()
    const shiftId = await hire(w)
    const charge = await chargeOf(shiftId)
    server.clock.advance(8 * DAY)
    const events = await eventsDuring(async () => expect((await server.call('PUT', `/api/facility/shift/${shiftId}/attendance/no-show`, { token: w.f.token })).status).toBe(200))
    const who = { actorKind: 'facility_user' as const, actorId: w.f.userId, organizationId: w.f.organizationId }
    expect(events.map(shape)).toEqual([
      { action: 'shift.no-show', subject: `shift:${shiftId}`, ...who },
      { action: 'payment.refund', subject: `charge:${charge.id}`, ...who },
      { action: 'payment.platform-fee', subject: `shift:${shiftId}`, ...who },
    ])
    const [noShow, refund, fee] = events
    expect(beforeOf(noShow)).toEqual({ status: 'FILLED', attendanceStatus: 'PENDING', providerEarningsCents: 56_000, shiftFeeCents: 14_000 })
    expect(afterOf(noShow)).toEqual({ status: 'CANCELED', attendanceStatus: 'NO_SHOW', providerEarningsCents: 0, shiftFeeCents: 0 })
    expect(beforeOf(refund)).toEqual({ status: 'SUCCEEDED', refundedCents: 0, creditsReturnedCents: 0 })
    expect(afterOf(refund)).toMatchObject({ status: 'REFUNDED', refundedCents: 70_000, creditsReturnedCents: 0, reason: 'Provider did not show' })
    // The processor keeps its fee on a refund: the platform's cost.
    expect(afterOf(fee)).toEqual({ platformFeeCents: -charge.processorFeeCents })
  })

  test('an attendance adjustment: the re-priced seat, the refund of the difference, the payout and the fee', async () => {
    const w = await world()
    const shiftId = await hire(w)
    const charge = await chargeOf(shiftId)
    server.clock.advance(8 * DAY)
    const events = await eventsDuring(async () => {
      const res = await server.call('PUT', `/api/facility/shift/${shiftId}/attendance/adjust`, { token: w.f.token, body: { startTime: '07:00', endTime: '13:00', reason: 'Left two hours early', didProviderTakeLunchBreak: false } })
      expect(res.status).toBe(200)
    })
    expect(events.map((e) => [e.action, e.actorKind, e.actorId])).toEqual([
      ['shift.adjust-attendance', 'facility_user', w.f.userId],
      ['payment.refund', 'facility_user', w.f.userId],
      ['payment.payout', 'facility_user', w.f.userId],
      ['payment.platform-fee', 'facility_user', w.f.userId],
    ])
    const [adjusted, refund, payout, fee] = events
    expect(beforeOf(adjusted)).toMatchObject({ status: 'FILLED', attendanceStatus: 'PENDING', providerEarningsCents: 56_000, shiftFeeCents: 14_000 })
    expect(afterOf(adjusted)).toMatchObject({ status: 'COMPLETED', attendanceStatus: 'ADJUSTED', providerEarningsCents: 42_000, shiftFeeCents: 10_500, reason: 'Left two hours early' })
    expect(refund!.subjectId).toBe(charge.id)
    expect(afterOf(refund)).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedCents: 17_500, reason: 'Hours adjusted' })
    // No payout account yet: the payment waits (pending), and nothing has moved to the provider.
    expect(afterOf(payout)).toEqual({ status: 'pending', kind: 'SHIFT', amountCents: 42_000, providerId: w.p.providerId, shiftId })
    expect(afterOf(fee)).toEqual({ platformFeeCents: 70_000 - 17_500 - 42_000 - charge.processorFeeCents })
  })

  test("the scheduler's 72-hour confirmation acts as the scheduler", async () => {
    const w = await world()
    const shiftId = await hire(w)
    server.clock.advance(8 * DAY + 73 * 3_600_000)
    const events = (await eventsDuring(() => runScheduledWork(server.ctx))).filter((e) => e.subjectId === shiftId || afterOf(e)?.shiftId === shiftId)
    expect(events.map((e) => [e.action, e.actorKind, e.actorId])).toEqual([
      ['shift.confirm-attendance', 'scheduler', 'confirm attendance after 72 hours'],
      ['payment.payout', 'scheduler', 'confirm attendance after 72 hours'],
      ['payment.platform-fee', 'scheduler', 'confirm attendance after 72 hours'],
    ])
    expect(afterOf(events[0])).toMatchObject({ status: 'COMPLETED', attendanceStatus: 'AUTO_CONFIRMED' })
    expect(events[0]!.organizationId).toBe(w.f.organizationId)
  })
})

describe('staff and the processor', () => {
  test('a license verification by a team member', async () => {
    const p = (await server.call('POST', '/api/sign-up/provider', { body: providerSignUp() })).body
    const [license] = (await server.call('GET', '/api/license', { token: p.token })).body as { licenseId: string }[]
    const admin = (await server.call('POST', '/api/admin/login', { body: TEST_ADMIN })).body.token
    const adminId = (await server.ctx.db.read.select({ id: teamMembers.id }).from(teamMembers).where(eq(teamMembers.email, TEST_ADMIN.email)).get())!.id
    const events = await eventsDuring(async () => {
      const res = await server.call('PUT', `/api/admin-panel/licenses/${license!.licenseId}/verify`, { token: admin })
      expect(res.status).toBe(200)
    })
    expect(events.map(shape)).toEqual([{ action: 'license.verify', actorKind: 'team_member', actorId: adminId, subject: `license:${license!.licenseId}`, organizationId: null }])
    expect(beforeOf(events[0])).toMatchObject({ status: 'PENDING', rejectionReason: null, providerId: p.providerId })
    expect(afterOf(events[0])).toMatchObject({ status: 'VERIFIED', rejectionReason: null, providerId: p.providerId })
  })

  test('a refund made at the processor, told by its webhook', async () => {
    const w = await world()
    const shiftId = await hire(w)
    const charge = await chargeOf(shiftId)
    const eventId = `evt_${crypto.randomUUID().replaceAll('-', '')}`
    const payload = JSON.stringify({ id: eventId, object: 'event', type: 'charge.refunded', created: Math.floor(server.clock.now().getTime() / 1000), data: { object: { payment_intent: charge.processorId, amount_refunded: 1_000 } } })
    const secret = server.ctx.config.stripe?.webhookSecret ?? sandboxWebhookSecret(server.ctx.secret)
    const signature = await signStripePayload(payload, secret, server.clock.now())
    const events = await eventsDuring(async () => {
      const res = await server.call('POST', '/api/stripe/webhook', { body: payload, headers: { 'stripe-signature': signature, 'content-type': 'application/json' } })
      expect(res.status).toBe(200)
    })
    expect(events.map(shape)).toEqual([{ action: 'payment.refund', actorKind: 'webhook', actorId: 'payments', subject: `charge:${charge.id}`, organizationId: w.f.organizationId }])
    expect(events[0]!.requestId).toBe(eventId)
    expect(beforeOf(events[0])).toEqual({ status: 'SUCCEEDED', refundedCents: 0 })
    expect(afterOf(events[0])).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedCents: 1_000, reason: 'Refunded at the processor' })
  })
})
