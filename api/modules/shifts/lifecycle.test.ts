/**
 * The whole shift story of issue "Shift marketplace", through the API, on the payment sandbox
 * (and, with PAYMENTS_ADAPTER=stripe-fake, on the Stripe adapter against its local double).
 */
import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { addDays, todayIn } from '../../../shared/domain/zoned-time'
import { facilities, ledgerEntries, organizationMemberFacilities, organizationMembers, providers } from '../../db/schema'
import { runScheduledWork } from '../../scheduler'
import { facilitySignUp, providerSignUp } from '../../test/factories'
import { startTestServer } from '../../test/harness'

const server = await startTestServer()
const HOUR = 3_600_000

async function facility(overrides: Record<string, unknown> = {}) {
  const body = facilitySignUp(overrides)
  const res = await server.call('POST', '/api/sign-up/facility', { body })
  expect(res.status).toBe(201)
  return res.body as { id: string; organizationId: string; userId: string; token: string }
}

async function provider(overrides: Parameters<typeof providerSignUp>[0] = {}, licenseStates: string[] = ['TX']) {
  const res = await server.call('POST', '/api/sign-up/provider', { body: providerSignUp(overrides) })
  expect(res.status).toBe(201)
  if (licenseStates.length) expect((await server.call('PUT', `/api/testing/${res.body.userId}/licenses`, { body: { states: licenseStates } })).status).toBe(204)
  return res.body as { providerId: string; userId: string; token: string }
}

async function card(f: { id: string; token: string }, token = 'tok_visa') {
  const res = await server.call('POST', '/api/payment-method/attach-card', { token: f.token, body: { token, facilityId: f.id } })
  expect(res.status).toBeLessThan(300)
  return res.body.paymentMethodId as string
}

function post(facilityId: string, overrides: Record<string, unknown> = {}) {
  // Six days out: a cancellation now gives between five and six days' notice (−10 points).
  const start = addDays(todayIn('America/Chicago', server.clock.now()), 6)
  return {
    facilityId,
    title: 'Staff pharmacist — weekend coverage',
    description: 'Verify prescriptions, counsel patients and give immunizations at a busy community pharmacy downtown.',
    rate: 62.5,
    providerType: 'PHARMACIST',
    locationType: 'ON_SITE',
    software: ['PioneerRx'],
    specialties: ['Retail/Community'],
    languages: ['English'],
    skills: ['Immunizations'],
    lunchBreakMinutes: 30,
    isLunchBreakPaid: false,
    shiftDays: [
      { date: start, timeSlots: [{ startTime: '09:00', endTime: '17:30', quantity: 2 }] },
      { date: addDays(start, 1), timeSlots: [{ startTime: '09:00', endTime: '17:30', quantity: 2 }] },
    ],
    ...overrides,
  }
}

describe('the shift lifecycle', () => {
  test('post, browse, apply, hire, cancel, attend, adjust, pay out, rate — and the money reconciles', async () => {
    const f = await facility()
    const pm = await card(f)
    const posted = await server.call('POST', '/api/facility/shift', { token: f.token, body: post(f.id) })
    expect(posted.status).toBe(201)
    expect(posted.body.shiftGroups).toHaveLength(2)
    const [day1, day2] = posted.body.shiftGroups as { shiftGroupId: string; shiftIds: string[] }[]
    expect(day1!.shiftIds).toHaveLength(2)

    const a = await provider()
    const b = await provider({ email: undefined, personal: { firstName: 'Grace', lastName: 'Okafor', zipCode: '78701' } })

    // Browse: filters and every sort find the posted groups; the provider can apply in TX.
    for (const sortBy of ['soonestAvailable', 'highestPay', 'closestToMe', 'mostRelevant']) {
      const res = await server.call('GET', `/api/provider/shift/browse?sortBy=${sortBy}&states=TX&specialties=Retail/Community&hourlyRate=60`, { token: a.token })
      expect(res.status).toBe(200)
      expect(res.body.shifts.map((s: { shiftGroupId: string }) => s.shiftGroupId)).toEqual(expect.arrayContaining([day1!.shiftGroupId, day2!.shiftGroupId]))
    }
    const browse = await server.call('GET', '/api/provider/shift/browse', { token: a.token })
    expect(browse.body.statesWhereCanApply).toEqual([{ state: 'TX', type: 'PHARMACIST' }])
    const first = browse.body.shifts.find((s: { shiftGroupId: string }) => s.shiftGroupId === day1!.shiftGroupId)
    expect(first).toMatchObject({ rate: 62.5, quantityOfHours: 8.5, locationType: 'ON_SITE', provider: { type: 'PHARMACIST' }, facility: { state: 'TX', postalCode: '78701', timeZone: 'America/Chicago' } })
    expect(first.distanceInMeters).toBeGreaterThan(0)
    expect((await server.call('GET', '/api/provider/shift/browse?hourlyRate=70', { token: a.token })).body.shifts).toEqual([])
    expect((await server.call('GET', '/api/provider/shift/browse?states=CA', { token: a.token })).body.shifts).toEqual([])

    // Apply: A with an expiration, B to both days at once.
    const applyA = await server.call('POST', `/api/provider/shift/${day1!.shiftGroupId}/apply`, { token: a.token, body: { message: 'Available all day.', expirationOptions: { expirationEnabled: true, unit: 'DAYS', unitAmount: 2 } } })
    expect(applyA.status).toBe(204)
    expect((await server.call('POST', `/api/provider/shift/${day1!.shiftGroupId}/apply`, { token: a.token, body: {} })).status).toBe(409)
    const multi = await server.call('POST', '/api/provider/shift/multi-apply', { token: b.token, body: { message: 'Happy to help both days.', shiftGroupIds: [day1!.shiftGroupId, day2!.shiftGroupId] } })
    expect(multi.status).toBe(204)
    const applied = await server.call('GET', '/api/provider/shift/applied', { token: b.token })
    expect(applied.body.data).toHaveLength(2)
    const detail = await server.call('GET', `/api/provider/shift-group/${day1!.shiftGroupId}`, { token: a.token })
    expect(detail.body).toMatchObject({ shiftStatus: 'Open', status: { isAvailable: false, reason: 'You have already applied to this shift' }, totalInCents: 50000 })
    expect(detail.body.application.expiredAt).toBeString()

    // A third provider applies too, before the seats are taken.
    const c = await provider({ personal: { firstName: 'Noah', lastName: 'Patel' } })
    expect((await server.call('POST', `/api/provider/shift/${day1!.shiftGroupId}/apply`, { token: c.token })).status).toBe(204)

    // Hire both into day 1 (8 h paid at $62.50 = $500 earnings, 25% fee = $125, total $625).
    const hireA = await server.call('POST', `/api/facility/shift/${day1!.shiftGroupId}/hire`, { token: f.token, body: { applicantId: applyA.body?.applicationId ?? a.providerId, paymentMethodId: pm } })
    expect(hireA.status).toBe(201)
    const hireB = await server.call('POST', `/api/facility/shift/${day1!.shiftGroupId}/hire`, { token: f.token, body: { applicantId: b.providerId, paymentMethodId: pm } })
    expect(hireB.status).toBe(201)
    // A third hire finds both seats taken.
    const third = await server.call('POST', `/api/facility/shift/${day1!.shiftGroupId}/hire`, { token: f.token, body: { applicantId: c.providerId, paymentMethodId: pm } })
    expect(third.status).toBe(409)

    // A cancels with under a week's notice: −10 points, and the seat reopens.
    const pointsBefore = (await server.ctx.db.read.select().from(providers).where(eq(providers.id, a.providerId)).get())!.currentPoints
    expect((await server.call('PUT', `/api/provider/shift/${hireA.body.shiftId}/cancel`, { token: a.token, body: { cancelationReason: 'Family emergency' } })).status).toBe(204)
    const pointsAfter = (await server.ctx.db.read.select().from(providers).where(eq(providers.id, a.providerId)).get())!.currentPoints
    expect(pointsAfter - pointsBefore).toBe(-10)
    expect((await server.call('GET', `/api/provider/shift-group/${day1!.shiftGroupId}`, { token: c.token })).body.shiftStatus).toBe('Open')
    expect((await server.call('GET', `/api/facility/shifts/pending`, { token: f.token })).body.data.find((g: { shiftGroupId: string }) => g.shiftGroupId === day1!.shiftGroupId).totalAmountOfFilledShifts).toBe(1)

    // B confirms, the shift happens, the facility adjusts to 7 h worked (09:00–16:30, lunch taken).
    expect((await server.call('PUT', `/api/provider/shift/${day1!.shiftGroupId}/confirm-attendance`, { token: b.token })).status).toBe(204)
    expect((await server.call('PUT', `/api/testing/shifts/${day1!.shiftGroupId}/rewind`, { body: { providerId: b.providerId } })).status).toBe(204)
    const adjust = await server.call('PUT', `/api/facility/shift/${hireB.body.shiftId}/attendance/adjust`, {
      token: f.token,
      body: { startTime: '09:00', endTime: '16:30', reason: 'Left early with the manager’s approval', didProviderTakeLunchBreak: true },
    })
    expect(adjust.status).toBe(200)

    // Payout: pending until B's payout account is ready, then processing, then completed.
    let payments = await server.call('GET', '/api/provider/payments', { token: b.token })
    expect(payments.body.data[0]).toMatchObject({ amount: 437.5, status: 'pending', paymentType: 'Shift' })
    expect((await server.call('PUT', `/api/testing/${b.userId}/stripe-setup`)).status).toBe(204)
    payments = await server.call('GET', '/api/provider/payments', { token: b.token })
    expect(payments.body.data[0].status).toBe('processing')
    server.clock.advance(49 * HOUR)
    await runScheduledWork(server.ctx)
    payments = await server.call('GET', '/api/provider/payments', { token: b.token })
    expect(payments.body.data[0].status).toBe('completed')
    expect(payments.body.totalEarnings).toBe(437.5)

    // Both sides rate.
    const rateProvider = await server.call('POST', `/api/rate-provider/${f.id}`, {
      token: f.token,
      body: { shiftId: hireB.body.shiftId, providerId: b.providerId, ratings: [{ category: 'PROFESSIONALISM', score: 5 }, { category: 'CLINICAL_SKILLS', score: 4 }], comment: 'Great with patients.' },
    })
    expect(rateProvider.status).toBeLessThan(300)
    const rateFacility = await server.call('POST', '/api/rate-facility', { token: b.token, body: { shiftId: hireB.body.shiftId, ratings: [{ category: 'WORK_ENVIRONMENT', score: 5 }] } })
    expect(rateFacility.status).toBeLessThan(300)

    // History agrees with the payment, to the cent.
    const history = await server.call('GET', '/api/provider/shifts/history?status=Completed', { token: b.token })
    expect(history.body.data.shifts).toHaveLength(1)
    expect(history.body.data.shifts[0]).toMatchObject({ status: 'Completed', totalInCents: 43750, total: 437.5, ratings: [{ category: 'PROFESSIONALISM', score: 5 }, { category: 'CLINICAL_SKILLS', score: 4 }] })

    // The facility's organization-wide list shows the seat completed at its re-priced total.
    const owned = await server.call('GET', '/api/shifts/facility-owner?status=Completed', { token: f.token })
    expect(owned.body.data.map((r: { id: string; totalInCents: number; status: string }) => [r.id, r.totalInCents, r.status])).toEqual([[hireB.body.shiftId, 43750 + 10938, 'Completed']])

    // The ledger of B's seat: what the facility paid = transfer + platform fee + processor fee.
    const rows = await server.ctx.db.read.select().from(ledgerEntries).where(eq(ledgerEntries.shiftId, hireB.body.shiftId))
    const sum = (kind: string) => rows.filter((r) => r.kind === kind).reduce((n, r) => n + r.amountCents, 0)
    const facilityPaid = sum('CHARGE') + sum('CREDIT_USE') - sum('REFUND') - sum('CREDIT_RETURN')
    expect(facilityPaid).toBe(43750 + 10938) // 7 h × $62.50 + 25% fee (rounded half up)
    expect(sum('TRANSFER')).toBe(43750)
    expect(sum('CHARGE') - sum('REFUND')).toBe(sum('TRANSFER') + sum('PLATFORM_FEE') + sum('PROCESSOR_FEE'))
    // A's canceled seat was refunded in full.
    const aRows = await server.ctx.db.read.select().from(ledgerEntries).where(eq(ledgerEntries.shiftId, hireA.body.shiftId))
    const aSum = (kind: string) => aRows.filter((r) => r.kind === kind).reduce((n, r) => n + r.amountCents, 0)
    expect(aSum('CHARGE') - aSum('REFUND')).toBe(0)
  })

  test('a declined card is 402 and the seat stays open', async () => {
    const f = await facility()
    const pm = await card(f, 'tok_chargeCustomerFail')
    const posted = await server.call('POST', '/api/facility/shift', { token: f.token, body: post(f.id, { shiftDays: [{ date: addDays(todayIn('America/Chicago', server.clock.now()), 5), timeSlots: [{ startTime: '08:00', endTime: '16:00', quantity: 1 }] }] }) })
    const groupId = posted.body.shiftGroups[0].shiftGroupId
    const p = await provider()
    expect((await server.call('POST', `/api/provider/shift/${groupId}/apply`, { token: p.token })).status).toBe(204)
    const hire = await server.call('POST', `/api/facility/shift/${groupId}/hire`, { token: f.token, body: { applicantId: p.providerId, paymentMethodId: pm } })
    expect(hire.status).toBe(402)
    expect(hire.body.message).toBe('Your card was declined.')
    const detail = await server.call('GET', `/api/provider/shift-group/${groupId}`, { token: p.token })
    expect(detail.body).toMatchObject({ shiftStatus: 'Open', isProviderHired: false })
  })

  test('auto-hire hires on apply', async () => {
    const f = await facility()
    const pm = await card(f)
    const posted = await server.call('POST', '/api/facility/shift', { token: f.token, body: post(f.id, { isAutoHireEnabled: true, paymentMethodId: pm, shiftDays: [{ date: addDays(todayIn('America/Chicago', server.clock.now()), 6), timeSlots: [{ startTime: '10:00', endTime: '14:00', quantity: 1 }] }] }) })
    expect(posted.status).toBe(201)
    const p = await provider({ extra: { softwares: ['PioneerRx'] } })
    const applied = await server.call('POST', `/api/provider/shift/${posted.body.shiftGroups[0].shiftGroupId}/apply`, { token: p.token })
    expect(applied.status).toBe(200)
    expect(applied.body.hired).toBe(true)
    const approved = await server.call('GET', '/api/provider/shift/approved', { token: p.token })
    expect(approved.body.data).toHaveLength(1)
  })

  test('no license in the shift state is 422; a banned provider neither sees nor applies', async () => {
    const f = await facility()
    const posted = await server.call('POST', '/api/facility/shift', { token: f.token, body: post(f.id) })
    const groupId = posted.body.shiftGroups[0].shiftGroupId
    const unlicensed = await provider({}, ['CA'])
    const refused = await server.call('POST', `/api/provider/shift/${groupId}/apply`, { token: unlicensed.token })
    expect(refused.status).toBe(422)
    expect(refused.body.message).toContain('Texas')
    const p = await provider()
    expect((await server.call('POST', `/api/provider/shift/${groupId}/apply`, { token: p.token })).status).toBe(204)
    const ban = await server.call('POST', `/api/facility/providers/${p.providerId}/ban`, { token: f.token, body: { banType: 'BAN', facilityId: f.id, reason: 'Repeated late arrivals' } })
    expect(ban.status).toBeLessThan(300)
    const browse = await server.call('GET', '/api/provider/shift/browse', { token: p.token })
    expect(browse.body.shifts.map((s: { shiftGroupId: string }) => s.shiftGroupId)).not.toContain(groupId)
    expect((await server.call('POST', `/api/provider/shift/${groupId}/apply`, { token: p.token })).status).toBe(404)
    expect((await server.call('GET', `/api/provider/shift-group/${groupId}`, { token: p.token })).status).toBe(404)
    // The ban withdrew the application the provider had made there.
    expect((await server.call('GET', '/api/provider/shift/applied', { token: p.token })).body.data).toEqual([])
  })

  test("a MEMBER limited to one facility gets 404 on another facility's groups", async () => {
    const f = await facility()
    // A second facility of the same organization, and a member limited to the first.
    const base = (await server.ctx.db.read.select().from(facilities).where(eq(facilities.id, f.id)).get())!
    const [other] = await server.ctx.db.write((tx) => tx.insert(facilities).values({ ...base, id: undefined, name: 'Second location' }).returning({ id: facilities.id }))
    const memberUser = await facility()
    await server.ctx.db.write(async (tx) => {
      const row = (await tx.select().from(organizationMembers).where(eq(organizationMembers.userId, memberUser.userId)).get())!
      await tx.update(organizationMembers).set({ organizationId: f.organizationId, role: 'MEMBER' }).where(eq(organizationMembers.id, row.id))
      await tx.insert(organizationMemberFacilities).values({ memberId: row.id, facilityId: f.id })
    })
    const posted = await server.call('POST', '/api/facility/shift', { token: f.token, body: post(other!.id) })
    expect(posted.status).toBe(201)
    const groupId = posted.body.shiftGroups[0].shiftGroupId
    expect((await server.call('POST', '/api/facility/shift', { token: memberUser.token, body: post(other!.id) })).status).toBe(404)
    expect((await server.call('PUT', `/api/facility/shift/${groupId}/close`, { token: memberUser.token })).status).toBe(404)
    expect((await server.call('GET', `/api/facility/shift/${groupId}/applicants`, { token: memberUser.token })).status).toBe(404)
    expect((await server.call('POST', '/api/facility/shift', { token: memberUser.token, body: post(f.id) })).status).toBe(201)
  })

  test("another organization gets 404 on everything of this one", async () => {
    const f = await facility()
    const other = await facility()
    const posted = await server.call('POST', '/api/facility/shift', { token: f.token, body: post(f.id) })
    const groupId = posted.body.shiftGroups[0].shiftGroupId
    const shiftId = posted.body.shiftGroups[0].shiftIds[0]
    expect((await server.call('POST', '/api/facility/shift', { token: other.token, body: post(f.id) })).status).toBe(404)
    expect((await server.call('PUT', `/api/facility/shift/${groupId}`, { token: other.token, body: { title: 'Taken over shift' } })).status).toBe(404)
    expect((await server.call('POST', `/api/facility/shift/${groupId}/hire`, { token: other.token, body: { applicantId: 'x', paymentMethodId: 'y' } })).status).toBe(404)
    expect((await server.call('PUT', `/api/facility/shift/${groupId}/cancel`, { token: other.token, body: { cancellationReason: 'Not ours' } })).status).toBe(404)
    expect((await server.call('PUT', `/api/facility/shift/${groupId}/close`, { token: other.token })).status).toBe(404)
    expect((await server.call('PUT', `/api/facility/shift/${shiftId}/attendance/confirm`, { token: other.token })).status).toBe(404)
    expect((await server.call('POST', '/api/facility/shift', { body: post(f.id) })).status).toBe(401)
  })
})
