/** Races of issue "Shift marketplace" §8: exactly one outcome, and no charge without a hire. */
import { describe, expect, test } from 'bun:test'
import { and, eq, inArray } from 'drizzle-orm'
import { addDays, todayIn } from '../../../shared/domain/zoned-time'
import { applications, charges, refunds, shifts } from '../../db/schema'
import { facilitySignUp, providerSignUp } from '../../test/factories'
import { startTestServer } from '../../test/harness'

const server = await startTestServer()

async function setup(quantity: number) {
  const f = (await server.call('POST', '/api/sign-up/facility', { body: facilitySignUp() })).body
  const pm = (await server.call('POST', '/api/payment-method/attach-card', { token: f.token, body: { token: 'tok_visa', facilityId: f.id } })).body.paymentMethodId
  const date = addDays(todayIn('America/Chicago', server.clock.now()), 4)
  const posted = await server.call('POST', '/api/facility/shift', {
    token: f.token,
    body: {
      facilityId: f.id,
      title: 'Evening technician coverage',
      description: 'Fill prescriptions, run the register and handle insurance rejections during the evening rush.',
      rate: 24,
      providerType: 'TECHNICIAN',
      locationType: 'ON_SITE',
      software: ['PioneerRx'],
      specialties: ['Retail/Community'],
      languages: ['English'],
      shiftDays: [{ date, timeSlots: [{ startTime: '16:00', endTime: '22:00', quantity }] }],
    },
  })
  return { f, pm, groupId: posted.body.shiftGroups[0].shiftGroupId as string }
}

async function technician() {
  const res = await server.call('POST', '/api/sign-up/provider', { body: providerSignUp({ professional: { providerTitle: 'TECHNICIAN' } }) })
  await server.call('PUT', `/api/testing/${res.body.userId}/licenses`, { body: { states: ['TX'] } })
  return res.body as { providerId: string; token: string; userId: string }
}

/** Net cents the facility paid across every charge of the group's seats. */
async function netCharged(groupId: string) {
  const seats = await server.ctx.db.read.select({ id: shifts.id }).from(shifts).where(eq(shifts.shiftGroupId, groupId))
  const rows = await server.ctx.db.read.select().from(charges).where(and(inArray(charges.shiftId, seats.map((s) => s.id)), eq(charges.status, 'SUCCEEDED')))
  const back = rows.length ? await server.ctx.db.read.select().from(refunds).where(inArray(refunds.chargeId, rows.map((r) => r.id))) : []
  return rows.reduce((n, c) => n + c.amountCents + c.creditsAppliedCents, 0) - back.reduce((n, r) => n + r.amountCents + r.creditsReturnedCents, 0)
}

describe('races', () => {
  test('two hires of the last seat at once: one wins, the other is 409 and never charged', async () => {
    const { f, pm, groupId } = await setup(1)
    const [p1, p2] = [await technician(), await technician()]
    for (const p of [p1, p2]) expect((await server.call('POST', `/api/provider/shift/${groupId}/apply`, { token: p.token })).status).toBe(204)
    const results = await Promise.all(
      [p1, p2].map((p) => server.call('POST', `/api/facility/shift/${groupId}/hire`, { token: f.token, body: { applicantId: p.providerId, paymentMethodId: pm } })),
    )
    expect(results.map((r) => r.status).sort()).toEqual([201, 409])
    const filled = await server.ctx.db.read.select().from(shifts).where(and(eq(shifts.shiftGroupId, groupId), eq(shifts.status, 'FILLED')))
    expect(filled).toHaveLength(1)
    expect(await netCharged(groupId)).toBe(14400 + 3600) // 6 h × $24 + 25%
  })

  test('a provider applying twice at once: one application', async () => {
    const { groupId } = await setup(2)
    const p = await technician()
    const results = await Promise.all([1, 2].map(() => server.call('POST', `/api/provider/shift/${groupId}/apply`, { token: p.token, body: {} })))
    expect(results.map((r) => r.status).sort()).toEqual([204, 409])
    expect(await server.ctx.db.read.select().from(applications).where(and(eq(applications.shiftGroupId, groupId), eq(applications.providerId, p.providerId)))).toHaveLength(1)
  })

  test('a hire racing the provider withdrawing: exactly one outcome, and the money matches it', async () => {
    const { f, pm, groupId } = await setup(1)
    const p = await technician()
    await server.call('POST', `/api/provider/shift/${groupId}/apply`, { token: p.token })
    const [hire, withdraw] = await Promise.all([
      server.call('POST', `/api/facility/shift/${groupId}/hire`, { token: f.token, body: { applicantId: p.providerId, paymentMethodId: pm } }),
      server.call('POST', `/api/provider/shift-group/${groupId}/application/cancel`, { token: p.token }),
    ])
    const hired = hire.status === 201
    expect(hired ? withdraw.status : hire.status).toBe(hired ? 409 : 404)
    expect(hired ? hire.status : withdraw.status).toBe(hired ? 201 : 204)
    expect(await netCharged(groupId)).toBe(hired ? 18000 : 0)
  })

  test('a hire racing the facility canceling the group: no charge survives a canceled seat', async () => {
    const { f, pm, groupId } = await setup(1)
    const p = await technician()
    await server.call('POST', `/api/provider/shift/${groupId}/apply`, { token: p.token })
    const [hire, cancel] = await Promise.all([
      server.call('POST', `/api/facility/shift/${groupId}/hire`, { token: f.token, body: { applicantId: p.providerId, paymentMethodId: pm } }),
      server.call('PUT', `/api/facility/shift/${groupId}/cancel`, { token: f.token, body: { cancellationReason: 'Store closing early for inventory' } }),
    ])
    expect(cancel.status).toBe(204)
    expect([201, 409]).toContain(hire.status)
    expect(await netCharged(groupId)).toBe(0)
  })
})
