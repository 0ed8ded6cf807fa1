/**
 * Credentials that expire (issue 13 §3), as a facility and the hire engine see them: a license
 * past its last valid day stops applying and auto-hire in its state that same day, and every
 * applicant view shows each credential's standing (never a certification's number or document).
 */
import { describe, expect, test } from 'bun:test'
import { and, eq } from 'drizzle-orm'
import { addDays, todayIn } from '../../../../shared/domain/zoned-time'
import { todayInUs } from '../../../../shared/validation/formats'
import { licenses } from '../../../db/schema'
import { facilitySignUp, providerSignUp } from '../../../test/factories'
import { startTestServer } from '../../../test/harness'

const server = await startTestServer()
const today = () => todayInUs(server.clock.now())

async function facility() {
  const res = await server.call('POST', '/api/sign-up/facility', { body: facilitySignUp() })
  expect(res.status).toBe(201)
  const f = res.body as { id: string; token: string }
  const card = await server.call('POST', '/api/payment-method/attach-card', { token: f.token, body: { token: 'tok_visa', facilityId: f.id } })
  expect(card.status).toBeLessThan(300)
  return { ...f, paymentMethodId: card.body.paymentMethodId as string }
}

/** A provider with a verified TX license (the facilities' state), lapsing on `lastDay`. */
async function providerLicensedUntil(lastDay: string) {
  const res = await server.call('POST', '/api/sign-up/provider', { body: providerSignUp({ extra: { softwares: ['PioneerRx'] } }) })
  expect(res.status).toBe(201)
  const p = res.body as { providerId: string; userId: string; token: string }
  expect((await server.call('PUT', `/api/testing/${p.userId}/licenses`, { body: { states: ['TX'] } })).status).toBe(204)
  await lapseOn(p.providerId, lastDay)
  return p
}

const lapseOn = (providerId: string, lastDay: string) =>
  server.ctx.db.write((tx) => tx.update(licenses).set({ expirationDate: lastDay }).where(and(eq(licenses.providerId, providerId), eq(licenses.state, 'TX'))))

async function postGroup(f: Awaited<ReturnType<typeof facility>>, autoHire: boolean) {
  const date = addDays(todayIn('America/Chicago', server.clock.now()), 6)
  const res = await server.call('POST', '/api/facility/shift', {
    token: f.token,
    body: {
      facilityId: f.id,
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
      ...(autoHire ? { isAutoHireEnabled: true, paymentMethodId: f.paymentMethodId } : {}),
      shiftDays: [{ date, timeSlots: [{ startTime: '09:00', endTime: '17:30', quantity: 1 }] }],
    },
  })
  expect(res.status).toBe(201)
  return res.body.shiftGroups[0].shiftGroupId as string
}

const apply = (token: string, groupId: string) => server.call('POST', `/api/provider/shift/${groupId}/apply`, { token })

describe('a license past its last valid day', () => {
  test('stops applying and auto-hire in its state the same day; on its last day it still counts', async () => {
    const f = await facility()
    const [open, autoHire] = [await postGroup(f, false), await postGroup(f, true)]

    const lapsed = await providerLicensedUntil(addDays(today(), -1))
    const refused = await apply(lapsed.token, open)
    expect(refused.status).toBe(422)
    expect(refused.body.message).toContain('Texas')
    const notHired = await apply(lapsed.token, autoHire)
    expect(notHired.status).toBe(422)
    expect((await server.call('GET', '/api/provider/shift/approved', { token: lapsed.token })).body.data).toEqual([])

    const lastDay = await providerLicensedUntil(today())
    expect((await apply(lastDay.token, open)).status).toBe(204)
    const hired = await apply(lastDay.token, autoHire)
    expect(hired.status).toBe(200)
    expect(hired.body.hired).toBe(true)
  })
})

describe("the facility's view of an applicant's credentials", () => {
  test('the license and every certification with its status, in the lists and the one-applicant view; no numbers', async () => {
    const f = await facility()
    const groupId = await postGroup(f, false)
    const p = await providerLicensedUntil(addDays(today(), 200))
    expect((await apply(p.token, groupId)).status).toBe(204)
    const certify = (body: Record<string, unknown>) =>
      server.call('POST', '/api/provider/certifications', { token: p.token, body: { issuer: 'Issuer', issuedAt: '2020-01-15', number: 'SECRET-9911', ...body } })
    expect((await certify({ type: 'CPR_BLS', name: 'BLS Provider', expiresAt: addDays(today(), 10) })).status).toBe(201)
    expect((await certify({ type: 'IMMUNIZATION', name: 'Immunization Delivery', expiresAt: null })).status).toBe(201)
    expect((await certify({ type: 'PTCB', name: 'CPhT', expiresAt: addDays(today(), -3) })).status).toBe(201)

    const applicantIn = async () => {
      const list = await server.call('GET', `/api/facility/shift/${groupId}/applicants`, { token: f.token })
      expect(list.status).toBe(200)
      const tabs = await server.call('GET', '/api/facility/shifts/applicants?status=not-filled', { token: f.token })
      expect(tabs.status).toBe(200)
      const standing = await server.call('GET', `/api/facility/shift/${groupId}/provider/${p.providerId}`, { token: f.token })
      expect(standing.status).toBe(200)
      const fromTabs = tabs.body.data.find((g: { shiftGroupId: string }) => g.shiftGroupId === groupId).applicants[0].provider
      const fromList = list.body.data[0].provider
      expect(fromTabs).toEqual(fromList)
      expect(standing.body.provider).toEqual(fromList)
      return fromList
    }

    const shown = await applicantIn()
    expect(shown.license).toEqual({ state: 'TX', licenseNumber: expect.any(String), expirationDate: addDays(today(), 200), isVerified: true, status: 'ACTIVE' })
    expect(shown.certifications).toEqual([
      { type: 'PTCB', name: 'CPhT', expiresAt: addDays(today(), -3), status: 'EXPIRED' },
      { type: 'CPR_BLS', name: 'BLS Provider', expiresAt: addDays(today(), 10), status: 'EXPIRING' },
      { type: 'IMMUNIZATION', name: 'Immunization Delivery', expiresAt: null, status: 'ACTIVE' },
    ])
    expect(JSON.stringify(shown)).not.toContain('SECRET-9911')

    await lapseOn(p.providerId, addDays(today(), 30))
    expect((await applicantIn()).license.status).toBe('EXPIRING')
    await lapseOn(p.providerId, addDays(today(), -1))
    expect((await applicantIn()).license).toMatchObject({ expirationDate: addDays(today(), -1), status: 'EXPIRED' })
  })
})
