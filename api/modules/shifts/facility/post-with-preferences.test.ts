/**
 * Posting reads the facility's preferences (issue 13 §7): what `POST /facility/shift` leaves out
 * comes from `PUT /facility/{facilityId}/preferences`; what it sets wins; auto-hire is a default
 * only while the facility is eligible (a verified NPI and a usable default method).
 */
import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { shiftGroups } from '../../../db/schema'
import { attachCard, shiftPostBody, signUpOrganization } from '../../../test/factories'
import { startTestServer } from '../../../test/harness'

const server = await startTestServer()

/** The post body without the fields the preferences can supply. */
function barePost(facilityId: string, overrides: Record<string, unknown> = {}) {
  const { rate: _r, software: _s, specialties: _sp, languages: _l, lunchBreakMinutes: _lb, ...rest } = shiftPostBody(facilityId)
  return { ...rest, ...overrides }
}

async function post(token: string, body: Record<string, unknown>) {
  const res = await server.call('POST', '/api/facility/shift', { token, body })
  if (res.status !== 201) return { res, group: null }
  const group = await server.ctx.db.read.select().from(shiftGroups).where(eq(shiftGroups.id, res.body.shiftGroups[0].shiftGroupId)).get()
  return { res, group: group! }
}

async function withPreferences() {
  const org = await signUpOrganization(server)
  const card = await attachCard(server, { token: org.token, facilityId: org.facilityId })
  const paymentMethodId = card.body.paymentMethodId as string
  const saved = await server.call('PUT', `/api/facility/${org.facilityId}/preferences`, {
    token: org.token,
    body: {
      software: ['pioneerrx'],
      specialties: ['Retail'],
      languages: ['Spanish'],
      skills: [],
      rates: [
        { providerType: 'PHARMACIST', suggestedRate: 68.25, minimumRate: 60 },
        { providerType: 'TECHNICIAN', suggestedRate: 24.5, minimumRate: 21 },
      ],
      isAutoHireEnabled: true,
      paymentMethodId,
      isParkingFree: true,
      parkingDetails: 'Behind the store',
      parkingOptions: ['ParkingLot'],
      isLunchBreakPaid: true,
      lunchBreakMinutes: 45,
    },
  })
  expect(saved.status).toBe(200)
  return { org, paymentMethodId, preferences: saved.body.preferences }
}

describe('POST /facility/shift with the facility preferences', () => {
  test('without preferences, a post must say everything: the form messages', async () => {
    const org = await signUpOrganization(server)
    const { res } = await post(org.token, barePost(org.facilityId))
    expect(res.status).toBe(400)
    const messages = (res.body.errors as { message: string }[]).map((e) => e.message)
    expect(messages).toContain('Rate is required')
    expect(messages).toContain('at least one software must be specified')
  })

  test('what the post leaves out comes from the preferences; no auto-hire while the NPI is not verified', async () => {
    const { org, preferences } = await withPreferences()
    const { res, group } = await post(org.token, barePost(org.facilityId))
    expect(res.status).toBe(201)
    expect(group).toMatchObject({
      rateCents: 6825,
      softwares: preferences.software,
      specialties: ['Retail'],
      languages: ['Spanish'],
      isParkingFree: true,
      parkingDetails: 'Behind the store',
      parkingOptions: ['ParkingLot'],
      isLunchBreakPaid: true,
      lunchBreakMinutes: 45,
      // Not eligible yet: auto-hire and its charge are never a silent default.
      isAutoHireEnabled: false,
      paymentMethodId: null,
    })
    // The suggested rate of the post's own provider type; a type with none saved must say it.
    expect((await post(org.token, barePost(org.facilityId, { providerType: 'TECHNICIAN' }))).group).toMatchObject({ rateCents: 2450 })
    const intern = await post(org.token, barePost(org.facilityId, { providerType: 'INTERN' }))
    expect(intern.res.status).toBe(400)
    expect(intern.res.body.errors).toContainEqual({ field: 'rate', message: 'Rate is required' })
  })

  test('an eligible facility posts with auto-hire and its default method; what the post sets wins', async () => {
    const { org, paymentMethodId } = await withPreferences()
    expect((await server.call('POST', `/api/facility/${org.facilityId}/validate-npi`, { token: org.token, body: { npi: '1003000126' } })).status).toBe(200)
    const defaults = await post(org.token, barePost(org.facilityId))
    expect(defaults.group).toMatchObject({ isAutoHireEnabled: true, paymentMethodId })

    const explicit = await post(
      org.token,
      shiftPostBody(org.facilityId, { rate: 80, software: ['QS/1'], languages: ['English'], isAutoHireEnabled: false, isParkingFree: false, parkingOptions: [], lunchBreakMinutes: 0, isLunchBreakPaid: false }),
    )
    expect(explicit.res.status).toBe(201)
    expect(explicit.group).toMatchObject({
      rateCents: 8000,
      softwares: ['QS/1'],
      languages: ['English'],
      isAutoHireEnabled: false,
      paymentMethodId: null,
      isParkingFree: false,
      parkingOptions: [],
      lunchBreakMinutes: 0,
      isLunchBreakPaid: false,
      // Left out: still the facility's.
      parkingDetails: 'Behind the store',
    })

    // Auto-hire asked for without a method: the default one is used.
    const asked = await post(org.token, shiftPostBody(org.facilityId, { isAutoHireEnabled: true }))
    expect(asked.group).toMatchObject({ isAutoHireEnabled: true, paymentMethodId })
  })

  test('a default method removed since it was chosen is no default: no auto-hire, no method', async () => {
    const { org, paymentMethodId } = await withPreferences()
    await server.call('POST', `/api/facility/${org.facilityId}/validate-npi`, { token: org.token, body: { npi: '1003000126' } })
    expect((await server.call('POST', '/api/payment-method/remove', { token: org.token, body: { paymentMethodId } })).status).toBeLessThan(300)
    const { res, group } = await post(org.token, barePost(org.facilityId))
    expect(res.status).toBe(201)
    expect(group).toMatchObject({ isAutoHireEnabled: false, paymentMethodId: null, rateCents: 6825 })
    // Asking for auto-hire with nothing to charge is the form's message.
    const asked = await post(org.token, shiftPostBody(org.facilityId, { isAutoHireEnabled: true }))
    expect(asked.res.status).toBe(400)
    expect(asked.res.body.errors).toContainEqual({ field: 'paymentMethodId', message: 'Payment method is required when auto-hire is enabled' })
  })
})
