/**
 * A hire whose payment processor could not be reached: the facility hears 503 and nothing is
 * hired; the charge stays PENDING with its credits reserved until the scheduler finishes it ten
 * minutes later — asked again under the same key, recorded, and refunded in full because its
 * seat was not hired — so the organization ends where it started, to the cent.
 */
import { describe, expect, test } from 'bun:test'
import { and, eq } from 'drizzle-orm'
import { addDays, todayIn } from '../../../shared/domain/zoned-time'
import { applications, charges, ledgerEntries, organizations, shiftGroups, shifts } from '../../db/schema'
import { runScheduledWork } from '../../scheduler'
import { facilitySignUp, providerSignUp } from '../../test/factories'
import { startTestServer } from '../../test/harness'

const server = await startTestServer()
const MINUTE = 60_000

async function world() {
  const f = (await server.call('POST', '/api/sign-up/facility', { body: facilitySignUp() })).body
  const pm = (await server.call('POST', '/api/payment-method/attach-card', { token: f.token, body: { token: 'tok_visa', facilityId: f.id } })).body.paymentMethodId
  await server.ctx.db.write((tx) => tx.update(organizations).set({ creditsInCents: 5_000 }).where(eq(organizations.id, f.organizationId)))
  const posted = await server.call('POST', '/api/facility/shift', {
    token: f.token,
    body: {
      facilityId: f.id,
      title: 'Retail pharmacist — evening',
      description: 'Fill and verify prescriptions, counsel patients and manage the evening technician team.',
      rate: 65,
      providerType: 'PHARMACIST',
      locationType: 'ON_SITE',
      software: ['QS/1'],
      specialties: ['Retail'],
      languages: ['English'],
      lunchBreakMinutes: 0,
      shiftDays: [{ date: addDays(todayIn('America/Chicago', server.clock.now()), 6), timeSlots: [{ startTime: '14:00', endTime: '22:00', quantity: 1 }] }],
    },
  })
  expect(posted.status).toBe(201)
  const groupId = posted.body.shiftGroups[0].shiftGroupId as string
  const p = (await server.call('POST', '/api/sign-up/provider', { body: providerSignUp() })).body
  await server.call('PUT', `/api/testing/${p.userId}/licenses`, { body: { states: ['TX'] } })
  expect((await server.call('POST', `/api/provider/shift/${groupId}/apply`, { token: p.token })).status).toBe(204)
  return { f, pm, groupId, p }
}

const credits = async (organizationId: string) => (await server.ctx.db.read.select().from(organizations).where(eq(organizations.id, organizationId)).get())!.creditsInCents

/**
 * The processor is unreachable for the next `times` charges. Only a remote processor can be:
 * meanwhile the sandbox acts as one (it charges outside our transactions, as Stripe does).
 */
function processorDown(times: number) {
  const gateway = server.ctx.payments as { -readonly [K in keyof typeof server.ctx.payments]: (typeof server.ctx.payments)[K] }
  const charge = gateway.charge.bind(gateway)
  const inOurTransaction = gateway.chargesInOurTransaction
  gateway.chargesInOurTransaction = false
  let left = times
  gateway.charge = async (request) => {
    if (left-- > 0) throw new Error('connect ECONNREFUSED')
    return charge(request)
  }
  return () => {
    gateway.charge = charge
    gateway.chargesInOurTransaction = inOurTransaction
  }
}

describe('a processor that does not answer', () => {
  test('the hire is 503 and open; ten minutes later the charge is finished and refunded, credits back', async () => {
    const w = await world()
    const restore = processorDown(1)
    const hire = await server.call('POST', `/api/facility/shift/${w.groupId}/hire`, { token: w.f.token, body: { applicantId: w.p.providerId, paymentMethodId: w.pm } })
    restore()
    expect(hire.status).toBe(503)
    expect(hire.body.message).toBe('The payment service could not be reached. Nothing was charged; please try again in a moment.')

    const seat = (await server.ctx.db.read.select().from(shifts).where(eq(shifts.shiftGroupId, w.groupId)).get())!
    expect(seat.status).toBe('OPEN')
    const [pending] = await server.ctx.db.read.select().from(charges).where(eq(charges.shiftId, seat.id))
    expect(pending!.status).toBe('PENDING')
    // Credits cover the first $50 and stay reserved while the charge is pending.
    expect(pending!.creditsAppliedCents).toBe(5_000)
    expect(await credits(w.f.organizationId)).toBe(0)

    // Not yet stale: nothing happens.
    await runScheduledWork(server.ctx)
    expect((await server.ctx.db.read.select().from(charges).where(eq(charges.id, pending!.id)).get())!.status).toBe('PENDING')

    server.clock.advance(11 * MINUTE)
    await runScheduledWork(server.ctx)
    const finished = (await server.ctx.db.read.select().from(charges).where(eq(charges.id, pending!.id)).get())!
    // Asked again, paid, then refunded in full: the seat was never hired.
    expect(finished.status).toBe('REFUNDED')
    expect(finished.refundedCents).toBe(finished.amountCents)
    expect(await credits(w.f.organizationId)).toBe(5_000)
    const ledger = await server.ctx.db.read.select().from(ledgerEntries).where(eq(ledgerEntries.referenceId, finished.id))
    const sum = (kind: string) => ledger.filter((e) => e.kind === kind).reduce((n, e) => n + e.amountCents, 0)
    expect(sum('CHARGE')).toBe(finished.amountCents)
    expect(sum('CREDIT_USE')).toBe(5_000)
    // Everything taken came back: the card part as a refund, the credits as credits.
    const refunds = await server.ctx.db.read.select().from(ledgerEntries).where(eq(ledgerEntries.shiftId, seat.id))
    const total = (kind: string) => refunds.filter((e) => e.kind === kind).reduce((n, e) => n + e.amountCents, 0)
    expect(total('REFUND')).toBe(finished.amountCents)
    expect(total('CREDIT_RETURN')).toBe(5_000)
    // The seat was never hired: no money stays with the platform but the processor's fee.
    expect((await server.ctx.db.read.select().from(shifts).where(and(eq(shifts.id, seat.id), eq(shifts.status, 'OPEN'))).get())).toBeTruthy()

    // A second pass finds nothing left to do.
    await runScheduledWork(server.ctx)
    expect((await server.ctx.db.read.select().from(charges).where(eq(charges.id, pending!.id)).get())!.refundedCents).toBe(finished.amountCents)

    // And the facility can hire again, charged once.
    const again = await server.call('POST', `/api/facility/shift/${w.groupId}/hire`, { token: w.f.token, body: { applicantId: w.p.providerId, paymentMethodId: w.pm } })
    expect(again.status).toBe(201)
  })

  test('a reservation left by a stopped process is hired once its charge is found paid', async () => {
    const w = await world()
    const restore = processorDown(1)
    expect((await server.call('POST', `/api/facility/shift/${w.groupId}/hire`, { token: w.f.token, body: { applicantId: w.p.providerId, paymentMethodId: w.pm } })).status).toBe(503)
    restore()
    // The state a process stopped between reserving and asking leaves: the seat reserved for the
    // application, the charge PENDING (the failed hire above released the seat; put it back).
    const seat = (await server.ctx.db.read.select().from(shifts).where(eq(shifts.shiftGroupId, w.groupId)).get())!
    const application = (await server.ctx.db.read.select().from(applications).where(eq(applications.shiftGroupId, w.groupId)).get())!
    await server.ctx.db.write(async (tx) => {
      await tx.update(shifts).set({ status: 'FILLED', providerId: application.providerId, applicationId: application.id, hiredAt: null, providerEarningsCents: 52_000, shiftFeeCents: 10_400 }).where(eq(shifts.id, seat.id))
      await tx.update(shiftGroups).set({ filledCount: 1 }).where(eq(shiftGroups.id, w.groupId))
      await tx.update(applications).set({ isHired: true }).where(eq(applications.id, application.id))
    })

    server.clock.advance(11 * MINUTE)
    await runScheduledWork(server.ctx)
    const charge = (await server.ctx.db.read.select().from(charges).where(eq(charges.shiftId, seat.id)).get())!
    expect(charge.status).toBe('SUCCEEDED')
    expect(charge.refundedCents).toBe(0)
    const hired = (await server.ctx.db.read.select().from(shifts).where(eq(shifts.id, seat.id)).get())!
    expect(hired).toMatchObject({ status: 'FILLED', chargeId: charge.id, providerId: application.providerId })
    expect(hired.hiredAt).toBeInstanceOf(Date)
  })
})
