import { afterAll, describe, expect, test } from 'bun:test'
import { attachCard, makeFacility, makeMember, signUpOrganization, signUpProvider } from '../../../test/factories'
import { startTestServer } from '../../../test/harness'

const server = await startTestServer()
const org = await signUpOrganization(server, { facilityName: 'Riverside Community Pharmacy' })
const uptown = await makeFacility(server, { organizationId: org.organizationId, name: 'Alamo Heights Pharmacy', zipCode: '78209', city: 'San Antonio' })
const admin = await makeMember(server, { organizationId: org.organizationId, role: 'ADMIN' })
const member = await makeMember(server, { organizationId: org.organizationId, role: 'MEMBER', facilityIds: [org.facilityId] })
const other = await signUpOrganization(server)
const provider = await signUpProvider(server)

const npiPath = (facilityId: string) => `/api/facility/${facilityId}/validate-npi`
const prefsPath = (facilityId: string) => `/api/facility/${facilityId}/preferences`
const profilePath = (facilityId: string) => `/api/facility/${facilityId}/profile`

/** A local stand-in for CMS's NPPES API on 127.0.0.1 (no network): one known NPI, one unknown, one that makes it fail. */
const nppes = Bun.serve({
  hostname: '127.0.0.1',
  port: 0,
  fetch(request) {
    const number = new URL(request.url).searchParams.get('number')
    if (number === '1234567893') return new Response('upstream down', { status: 503 })
    if (number === '1003000126') return Response.json({ result_count: 0, results: [] })
    return Response.json({
      result_count: 1,
      results: [
        {
          number,
          enumeration_type: 'NPI-2',
          basic: { organization_name: 'RIVERSIDE COMMUNITY PHARMACY LLC' },
          addresses: [{ address_purpose: 'LOCATION', address_1: '401 CONGRESS AVE', city: 'AUSTIN', state: 'TX', postal_code: '787011234' }],
          taxonomies: [{ desc: 'Community/Retail Pharmacy', primary: true }],
        },
      ],
    })
  },
})
afterAll(() => nppes.stop(true))
const nppesServer = await startTestServer({ npiRegistry: { kind: 'nppes', baseUrl: `http://127.0.0.1:${nppes.port}/api/`, timeoutMs: 2_000 } })
const nppesOrg = await signUpOrganization(nppesServer)

describe('POST /api/facility/{facilityId}/validate-npi', () => {
  test('stores a valid NPI the registry knows, with the moment it was verified (offline registry)', async () => {
    const res = await server.call('POST', npiPath(uptown.id), { token: org.token, body: { npi: '1003000126' } })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      facilityId: uptown.id,
      npi: '1003000126',
      isNpiVerified: true,
      npiVerifiedAt: expect.any(String),
      // The offline registry echoes the facility for an NPI outside its table.
      registry: {
        name: 'Alamo Heights Pharmacy',
        enumerationType: 'NPI-2',
        address: '2100 Ross Ave, San Antonio, TX 78209',
        streetAddress: '2100 Ross Ave',
        city: 'San Antonio',
        state: 'TX',
        zipCode: '78209',
        taxonomy: 'Pharmacy',
        source: 'offline',
      },
    })
    const profile = await server.call('GET', profilePath(uptown.id), { token: org.token })
    expect(profile.body).toMatchObject({ npi: '1003000126', isNpiVerified: true, npiVerifiedAt: res.body.npiVerifiedAt })
  })

  test('CMS example 1234567893 is valid; the offline table names it', async () => {
    const res = await server.call('POST', npiPath(org.facilityId), { token: admin.token, body: { npi: '1234567893' } })
    expect(res.status).toBe(200)
    expect(res.body.registry).toMatchObject({ name: 'Example Community Pharmacy', source: 'offline' })
  })

  test('400 for a malformed NPI or a wrong check digit, with the message; nothing stored', async () => {
    const fresh = await signUpOrganization(server)
    for (const [npi, message] of [
      ['123456789', 'NPI must be 10 digits'],
      ['12345678931', 'NPI must be 10 digits'],
      ['12345-7893', 'NPI must be 10 digits'],
      [1234567893, 'NPI must be 10 digits'],
      ['1234567890', 'This NPI is not valid'],
      ['1234567894', 'This NPI is not valid'],
    ] as const) {
      const res = await server.call('POST', npiPath(fresh.facilityId), { token: fresh.token, body: { npi } })
      expect(res.status).toBe(400)
      expect(res.body.message).toBe(message)
    }
    const missing = await server.call('POST', npiPath(fresh.facilityId), { token: fresh.token, body: {} })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toBe('NPI is required')
    const profile = await server.call('GET', profilePath(fresh.facilityId), { token: fresh.token })
    expect(profile.body).toMatchObject({ npi: null, isNpiVerified: false, npiVerifiedAt: null })
  })

  test('401 without a token; 403 for a provider and for a MEMBER; 404 for another organization’s facility', async () => {
    expect((await server.call('POST', npiPath(org.facilityId), { body: { npi: '1234567893' } })).status).toBe(401)
    expect((await server.call('POST', npiPath(org.facilityId), { token: provider.token, body: { npi: '1234567893' } })).status).toBe(403)
    expect((await server.call('POST', npiPath(org.facilityId), { token: member.token, body: { npi: '1234567893' } })).status).toBe(403)
    const foreign = await server.call('POST', npiPath(other.facilityId), { token: org.token, body: { npi: '1234567893' } })
    expect(foreign.status).toBe(404)
    expect(foreign.body.message).toBe('Facility not found')
    const profile = await server.call('GET', profilePath(other.facilityId), { token: other.token })
    expect(profile.body.npi).toBeNull()
  })

  test('NPPES: a known NPI is stored with the registry’s record', async () => {
    const res = await nppesServer.call('POST', npiPath(nppesOrg.facilityId), { token: nppesOrg.token, body: { npi: '1245319599' } })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ npi: '1245319599', isNpiVerified: true })
    expect(res.body.registry).toEqual({
      name: 'RIVERSIDE COMMUNITY PHARMACY LLC',
      enumerationType: 'NPI-2',
      address: '401 CONGRESS AVE, AUSTIN, TX 78701',
      streetAddress: '401 CONGRESS AVE',
      city: 'AUSTIN',
      state: 'TX',
      zipCode: '78701',
      taxonomy: 'Community/Retail Pharmacy',
      source: 'nppes',
    })
  })

  test('NPPES: an NPI the registry does not know answers 422; a registry that is down 503; neither replaces the stored NPI', async () => {
    const unknown = await nppesServer.call('POST', npiPath(nppesOrg.facilityId), { token: nppesOrg.token, body: { npi: '1003000126' } })
    expect(unknown.status).toBe(422)
    expect(unknown.body.message).toBe('The NPI registry has no record of this NPI. Check the number on your NPPES confirmation.')
    const down = await nppesServer.call('POST', npiPath(nppesOrg.facilityId), { token: nppesOrg.token, body: { npi: '1234567893' } })
    expect(down.status).toBe(503)
    expect(down.body.message).toBe('The NPI registry could not be reached. Nothing was saved; please try again in a moment.')
    const profile = await nppesServer.call('GET', profilePath(nppesOrg.facilityId), { token: nppesOrg.token })
    expect(profile.body).toMatchObject({ npi: '1245319599', isNpiVerified: true })
  })
})

describe('PUT /api/facility/{facilityId}/preferences', () => {
  const full = (paymentMethodId: string) => ({
    software: ['pioneerrx', 'QS/1'],
    specialties: ['Retail'],
    languages: ['Spanish'],
    skills: [],
    rates: [
      { providerType: 'TECHNICIAN', suggestedRate: 24.5, minimumRate: 21 },
      { providerType: 'PHARMACIST', suggestedRate: 68.25, minimumRate: 60 },
    ],
    isAutoHireEnabled: true,
    paymentMethodId,
    isParkingFree: true,
    parkingDetails: '  Behind the store  ',
    parkingOptions: ['ParkingLot'],
    isLunchBreakPaid: false,
    lunchBreakMinutes: 30,
  })

  test('saves the defaults and answers the profile: rates in dollars and cents, fee, default method, administrator, files', async () => {
    const card = await attachCard(server, { token: org.token, facilityId: uptown.id })
    expect(card.status).toBe(201)
    const res = await server.call('PUT', prefsPath(uptown.id), { token: admin.token, body: full(card.body.paymentMethodId) })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      facilityId: uptown.id,
      name: 'Alamo Heights Pharmacy',
      rates: [
        { providerType: 'PHARMACIST', suggestedRate: 68.25, minimumRate: 60, suggestedRateInCents: 6825, minimumRateInCents: 6000 },
        { providerType: 'TECHNICIAN', suggestedRate: 24.5, minimumRate: 21, suggestedRateInCents: 2450, minimumRateInCents: 2100 },
      ],
      percentageFee: 25,
      npi: '1003000126',
      isNpiVerified: true,
      // A verified NPI and a usable default method.
      isAutoHireEligible: true,
      defaultPaymentMethodId: card.body.paymentMethodId,
      administrator: { name: 'Maria Lopez', email: org.email },
      files: [],
      preferences: {
        software: ['PioneerRx', 'QS/1'],
        specialties: ['Retail'],
        languages: ['Spanish'],
        skills: [],
        isAutoHireEnabled: true,
        paymentMethodId: card.body.paymentMethodId,
        isParkingFree: true,
        parkingDetails: 'Behind the store',
        parkingOptions: ['ParkingLot'],
        isLunchBreakPaid: false,
        lunchBreakMinutes: 30,
        updatedAt: expect.any(String),
      },
    })
    const read = await server.call('GET', profilePath(uptown.id), { token: org.token })
    expect(read.status).toBe(200)
    expect(read.body).toEqual(res.body)
  })

  test('a PUT replaces the whole set; a removed card is no default any more and auto-hire is no longer offered', async () => {
    const card = await attachCard(server, { token: org.token, facilityId: uptown.id })
    await server.call('PUT', prefsPath(uptown.id), { token: org.token, body: full(card.body.paymentMethodId) })
    const removed = await server.call('POST', '/api/payment-method/remove', { token: org.token, body: { paymentMethodId: card.body.paymentMethodId } })
    expect(removed.status).toBeLessThan(300)
    const after = await server.call('GET', profilePath(uptown.id), { token: org.token })
    expect(after.body).toMatchObject({ defaultPaymentMethodId: null, isAutoHireEligible: false })
    expect(after.body.preferences.paymentMethodId).toBe(card.body.paymentMethodId)

    const cleared = await server.call('PUT', prefsPath(uptown.id), { token: org.token, body: { languages: ['English'] } })
    expect(cleared.status).toBe(200)
    expect(cleared.body.rates).toEqual([])
    expect(cleared.body.preferences).toMatchObject({ software: [], languages: ['English'], isAutoHireEnabled: false, paymentMethodId: null, parkingDetails: null, lunchBreakMinutes: 0 })
  })

  test('a facility without a verified NPI is not eligible for auto-hire, even with a default method', async () => {
    const fresh = await signUpOrganization(server)
    const card = await attachCard(server, { token: fresh.token, facilityId: fresh.facilityId })
    const res = await server.call('PUT', prefsPath(fresh.facilityId), { token: fresh.token, body: { paymentMethodId: card.body.paymentMethodId } })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ isNpiVerified: false, defaultPaymentMethodId: card.body.paymentMethodId, isAutoHireEligible: false })
  })

  test('validation messages, each a 400 with the field', async () => {
    const cases: [unknown, string, string][] = [
      [{ isAutoHireEnabled: true }, 'paymentMethodId', 'Payment method is required when auto-hire is enabled'],
      [{ lunchBreakMinutes: 121 }, 'lunchBreakMinutes', 'Lunch break cannot be longer than 2 hours'],
      [{ lunchBreakMinutes: -5 }, 'lunchBreakMinutes', 'Lunch break cannot be negative'],
      [{ rates: [{ providerType: 'PHARMACIST', suggestedRate: 50, minimumRate: 55 }] }, 'rates[0].minimumRate', 'Minimum rate cannot be more than the suggested rate'],
      [{ rates: [{ providerType: 'PHARMACIST', suggestedRate: 0, minimumRate: 0 }] }, 'rates[0].suggestedRate', 'Suggested rate must be a positive number'],
      [{ rates: [{ providerType: 'PHARMACIST', minimumRate: 40 }] }, 'rates[0].suggestedRate', 'Suggested rate is required'],
      [{ rates: [{ providerType: 'DRIVER', suggestedRate: 50, minimumRate: 40 }] }, 'rates[0].providerType', 'Provider type must be a valid Provider Type'],
      [
        { rates: [{ providerType: 'PHARMACIST', suggestedRate: 50, minimumRate: 40 }, { providerType: 'PHARMACIST', suggestedRate: 60, minimumRate: 40 }] },
        'rates[1].providerType',
        'One rate per provider type',
      ],
      [{ parkingOptions: ['Valet'] }, 'parkingOptions[0]', 'Parking option must be Other, Garage, Street or ParkingLot'],
    ]
    for (const [body, field, message] of cases) {
      const res = await server.call('PUT', prefsPath(org.facilityId), { token: org.token, body })
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status: 400, message })
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field)
    }
  })

  test('a payment method of another organization, or not shared with this facility, answers 404 and saves nothing', async () => {
    const foreignCard = await attachCard(server, { token: other.token, facilityId: other.facilityId })
    const foreign = await server.call('PUT', prefsPath(org.facilityId), { token: org.token, body: { paymentMethodId: foreignCard.body.paymentMethodId, languages: ['French'] } })
    expect(foreign.status).toBe(404)
    expect(foreign.body.message).toBe('Payment method not found')
    // The organization's own card, added by its other facility and not shared with this one.
    const uptownCard = await attachCard(server, { token: org.token, facilityId: uptown.id })
    const unshared = await server.call('PUT', prefsPath(org.facilityId), { token: org.token, body: { paymentMethodId: uptownCard.body.paymentMethodId } })
    expect(unshared.status).toBe(404)
    const profile = await server.call('GET', profilePath(org.facilityId), { token: org.token })
    expect(profile.body.preferences.languages).not.toContain('French')
  })

  test('401 without a token; 403 for a provider and a MEMBER; 404 for another organization’s facility', async () => {
    expect((await server.call('PUT', prefsPath(org.facilityId), { body: {} })).status).toBe(401)
    expect((await server.call('PUT', prefsPath(org.facilityId), { token: provider.token, body: {} })).status).toBe(403)
    const asMember = await server.call('PUT', prefsPath(org.facilityId), { token: member.token, body: {} })
    expect(asMember.status).toBe(403)
    expect(asMember.body.message).toBe('Your role in this organization does not allow this')
    const foreign = await server.call('PUT', prefsPath(other.facilityId), { token: org.token, body: {} })
    expect(foreign.status).toBe(404)
    expect(foreign.body.message).toBe('Facility not found')
  })
})

describe('GET /api/facility/{facilityId}/profile', () => {
  test('a new facility: nothing set, the organization’s fee, its owner as administrator', async () => {
    const fresh = await signUpOrganization(server, { firstName: 'Ana', lastName: 'Reyes' })
    const res = await server.call('GET', profilePath(fresh.facilityId), { token: fresh.token })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      facilityId: fresh.facilityId,
      name: 'Riverside Community Pharmacy',
      rates: [],
      percentageFee: 25,
      npi: null,
      isNpiVerified: false,
      npiVerifiedAt: null,
      isAutoHireEligible: false,
      defaultPaymentMethodId: null,
      administrator: { name: 'Ana Reyes', email: fresh.email },
      files: [],
      preferences: {
        software: [],
        specialties: [],
        languages: [],
        skills: [],
        isAutoHireEnabled: false,
        paymentMethodId: null,
        isParkingFree: false,
        parkingDetails: null,
        parkingOptions: [],
        isLunchBreakPaid: false,
        lunchBreakMinutes: 0,
        updatedAt: null,
      },
    })
  })

  test('a MEMBER reads its own facility’s profile; another facility or organization answers 404; no token 401; a provider 403', async () => {
    expect((await server.call('GET', profilePath(org.facilityId), { token: member.token })).status).toBe(200)
    expect((await server.call('GET', profilePath(uptown.id), { token: member.token })).status).toBe(404)
    expect((await server.call('GET', profilePath(other.facilityId), { token: org.token })).status).toBe(404)
    expect((await server.call('GET', profilePath(org.facilityId))).status).toBe(401)
    expect((await server.call('GET', profilePath(org.facilityId), { token: provider.token })).status).toBe(403)
  })

  test('GET /api/facility/{facilityId} keeps its shape (the profile is its own path)', async () => {
    const one = await server.call('GET', `/api/facility/${org.facilityId}`, { token: org.token })
    expect(one.status).toBe(200)
    expect(one.body).not.toHaveProperty('npi')
    expect(one.body.facilityId).toBe(org.facilityId)
  })
})
