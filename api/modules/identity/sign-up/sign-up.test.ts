import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { facilities, licenses, organizationMembers, organizations, providers, users } from '../../../db/schema'
import { facilitySignUp, providerSignUp } from '../../../test/factories'
import { startTestServer } from '../../../test/harness'

const server = await startTestServer()

describe('POST /api/sign-up/facility', () => {
  test('creates the organization, the facility with its time zone and coordinates, and the OWNER', async () => {
    const body = facilitySignUp({ zipCode: '80202', city: 'Denver', state: 'CO' })
    const res = await server.call('POST', '/api/sign-up/facility', { body })
    expect(res.status).toBe(201)
    // (Bun's toMatchObject writes asymmetric matchers into the object it checks: copy first.)
    expect({ ...res.body }).toMatchObject({ id: expect.any(String), organizationId: expect.any(String), userId: expect.any(String), token: expect.any(String) })
    const db = server.ctx.db.read
    const facility = await db.select().from(facilities).where(eq(facilities.id, res.body.id)).get()
    expect(facility).toMatchObject({ name: body.facilityName, state: 'CO', zipCode: '80202', timeZone: 'America/Denver', organizationId: res.body.organizationId })
    expect(facility!.latitude).toBeCloseTo(39.75, 0)
    const member = await db.select().from(organizationMembers).where(eq(organizationMembers.userId, res.body.userId)).get()
    expect(member?.role).toBe('OWNER')
    const org = await db.select().from(organizations).where(eq(organizations.id, res.body.organizationId)).get()
    expect(org).toMatchObject({ name: body.facilityName, currentPercentageFee: 25, creditsInCents: 0 })
    // The returned token is a working session.
    const me = await server.call('GET', '/api/user', { token: res.body.token })
    expect(me.body).toMatchObject({ userType: 'FACILITY', role: 'OWNER', organizationId: res.body.organizationId, facilityIds: null, email: body.email })
  })

  test('an e-mail already registered, in any case, is 409', async () => {
    const body = facilitySignUp()
    expect((await server.call('POST', '/api/sign-up/facility', { body })).status).toBe(201)
    const again = await server.call('POST', '/api/sign-up/facility', { body: { ...body, email: body.email.toUpperCase() } })
    expect(again.status).toBe(409)
    expect(again.body.message).toContain('already exists')
  })

  test('a bad body is 400 with the seed messages and nothing is created', async () => {
    const before = (await server.ctx.db.read.select().from(users)).length
    const res = await server.call('POST', '/api/sign-up/facility', { body: facilitySignUp({ lastName: 'Lop3z', zipCode: '123', howDidYouHearAboutUs: 'OTHER' }) })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('Last Name must only contain letters')
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'lastName', message: 'Last Name must only contain letters' },
        { field: 'zipCode', message: 'Zip code must be a valid US zip code' },
      ]),
    )
    expect((await server.ctx.db.read.select().from(users)).length).toBe(before)
  })

  test('"Please specify" when the source is OTHER without an answer', async () => {
    const res = await server.call('POST', '/api/sign-up/facility', { body: facilitySignUp({ howDidYouHearAboutUs: 'OTHER' }) })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ message: 'Please specify', errors: [{ field: 'otherAnswer', message: 'Please specify' }] })
  })

  test('a ZIP code of another state is refused', async () => {
    const res = await server.call('POST', '/api/sign-up/facility', { body: facilitySignUp({ zipCode: '10001', state: 'TX' }) })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual([{ field: 'zipCode', message: 'Zip code is not in the selected state' }])
  })

  test('an unknown referral code is 422; a real one is applied', async () => {
    const bad = await server.call('POST', '/api/sign-up/facility', { body: facilitySignUp({ referralCode: 'NOPE-0000' }) })
    expect(bad.status).toBe(422)
    const referrer = await server.call('POST', '/api/sign-up/provider', { body: providerSignUp() })
    const code = (await server.ctx.db.read.select().from(providers).where(eq(providers.id, referrer.body.providerId)).get())!.ownReferralCode
    const good = await server.call('POST', '/api/sign-up/facility', { body: facilitySignUp({ referralCode: code.toLowerCase() }) })
    expect(good.status).toBe(201)
    const org = await server.ctx.db.read.select().from(organizations).where(eq(organizations.id, good.body.organizationId)).get()
    expect(org?.appliedReferralCode).toBe(code)
  })
})

describe('POST /api/sign-up/provider', () => {
  test('creates the provider, its user and an unverified license from the professional information', async () => {
    const body = providerSignUp({ professional: { providerTitle: 'TECHNICIAN', stateLicense: 'CA', licenseNumber: 'TCH 99812' } })
    const res = await server.call('POST', '/api/sign-up/provider', { body })
    expect(res.status).toBe(201)
    expect({ ...res.body }).toMatchObject({ providerId: expect.any(String), message: expect.any(String), token: expect.any(String) })
    const db = server.ctx.db.read
    const provider = await db.select().from(providers).where(eq(providers.id, res.body.providerId)).get()
    expect(provider).toMatchObject({ providerType: 'TECHNICIAN', zipCode: '78704', yearsOfExperience: 6, languages: ['English', 'Spanish'], softwares: ['PioneerRx'] })
    expect(provider!.latitude).toBeCloseTo(30.25, 0)
    const [license] = await db.select().from(licenses).where(eq(licenses.providerId, provider!.id))
    expect(license).toMatchObject({ state: 'CA', licenseNumber: 'TCH 99812', providerType: 'TECHNICIAN', isVerified: false, expirationDate: body.professionalInformation.licenseExpiration })
    const me = await server.call('GET', '/api/user', { token: res.body.token })
    expect(me.body).toMatchObject({ userType: 'PROVIDER', providerId: res.body.providerId, name: 'James Carter', role: null })
  })

  test('a PO Box home address is refused with the seed message', async () => {
    const res = await server.call('POST', '/api/sign-up/provider', { body: providerSignUp({ personal: { streetAddress: 'P.O. Box 1120' } }) })
    expect(res.status).toBe(400)
    expect(res.body.errors).toContainEqual({ field: 'personalInformation.streetAddress', message: 'PO Box addresses are not accepted' })
  })

  test('a license that has expired is refused', async () => {
    const res = await server.call('POST', '/api/sign-up/provider', { body: providerSignUp({ professional: { licenseExpiration: '2024-05-01' } }) })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('State expiration date must be a valid date')
  })

  test('podcast without an answer: "Please specify"', async () => {
    const res = await server.call('POST', '/api/sign-up/provider', { body: providerSignUp({ professional: { howDidYouHearAboutUs: 'PODCAST' } }) })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual([{ field: 'professionalInformation.otherAnswer', message: 'Please specify' }])
  })

  test('duplicate e-mail across account kinds is 409', async () => {
    const facility = facilitySignUp()
    await server.call('POST', '/api/sign-up/facility', { body: facility })
    const res = await server.call('POST', '/api/sign-up/provider', { body: providerSignUp({ email: facility.email }) })
    expect(res.status).toBe(409)
  })

  test('malformed JSON is a 400, not a 500', async () => {
    const res = await server.call('POST', '/api/sign-up/provider', { body: '{"email":', headers: { 'content-type': 'application/json' } })
    expect(res.status).toBe(400)
    expect(res.body.message).toBeString()
  })
})

describe('POST /api/provider/referral-code/validate', () => {
  test('says whether a code exists, case-insensitively', async () => {
    const created = await server.call('POST', '/api/sign-up/facility', { body: facilitySignUp({ facilityName: 'Oak Hill Drug' }) })
    const org = await server.ctx.db.read.select().from(organizations).where(eq(organizations.id, created.body.organizationId)).get()
    const ok = await server.call('POST', '/api/provider/referral-code/validate', { body: { referralCode: org!.ownReferralCode.toLowerCase() } })
    expect(ok.body).toMatchObject({ isValid: true, referrerName: 'Oak Hill Drug' })
    const nope = await server.call('POST', '/api/provider/referral-code/validate', { body: { referralCode: 'UNKNOWN-1' } })
    expect(nope.body.isValid).toBe(false)
  })
  test('1–50 characters with the seed messages', async () => {
    expect((await server.call('POST', '/api/provider/referral-code/validate', { body: { referralCode: '' } })).body.message).toBe('Referral code is required')
    expect((await server.call('POST', '/api/provider/referral-code/validate', { body: { referralCode: 'x'.repeat(51) } })).body.message).toBe('Referral code is too long')
  })
})

test('ability lists are stored as catalog names whether names or slugs were sent', async () => {
  const res = await server.call('POST', '/api/sign-up/provider', {
    body: providerSignUp({ extra: { softwares: ['qs-1', 'pioneerrx', 'PioneerRx'], specialties: ['retail-community'], languages: ['spanish'], skills: ['Our own system'] } }),
  })
  const provider = await server.ctx.db.read.select().from(providers).where(eq(providers.id, res.body.providerId)).get()
  expect(provider).toMatchObject({ softwares: ['QS/1', 'PioneerRx'], specialties: ['Retail/Community'], languages: ['Spanish'], skills: ['Our own system'] })
})
