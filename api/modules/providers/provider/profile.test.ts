import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { providers, users } from '../../../db/schema'
import { signUpOrganization, signUpProvider } from '../../../test/factories'
import { startTestServer } from '../../../test/harness'

const server = await startTestServer()

const validBody = (overrides: { personal?: Record<string, unknown>; professional?: Record<string, unknown>; abilities?: Record<string, unknown> } = {}) => ({
  personalInformation: {
    firstName: 'Jamie',
    lastName: "O'Neil",
    streetAddress: '500 W 2nd St',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    aboutMe: 'Twelve years in retail and long-term care.',
    malpracticeInsurance: true,
    ...overrides.personal,
  },
  professionalInformation: { yearsOfExperience: 12, hourlyRate: 72.5, phoneNumber: '5125550199', ...overrides.professional },
  abilities: { softwares: ['pioneerrx'], specialties: ['Retail/Community'], skills: ['Immunizations'], languages: ['english', 'Spanish'], ...overrides.abilities },
})

describe('GET/PUT /api/provider/profile', () => {
  test('401 without a token, 403 for a facility user', async () => {
    const org = await signUpOrganization(server)
    expect((await server.call('GET', '/api/provider/profile')).status).toBe(401)
    expect((await server.call('PUT', '/api/provider/profile', { body: validBody() })).status).toBe(401)
    expect((await server.call('GET', '/api/provider/profile', { token: org.token })).status).toBe(403)
    expect((await server.call('PUT', '/api/provider/profile', { token: org.token, body: validBody() })).status).toBe(403)
  })

  test('reads what sign-up stored', async () => {
    const p = await signUpProvider(server)
    const res = await server.call('GET', '/api/provider/profile', { token: p.token })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      providerId: p.providerId,
      personalInformation: {
        firstName: 'James',
        lastName: 'Carter',
        email: p.email,
        streetAddress: '1200 Barton Springs Rd',
        city: 'Austin',
        state: 'TX',
        zipCode: '78704',
        aboutMe: 'Community pharmacist with immunization certification.',
        malpracticeInsurance: false,
      },
      professionalInformation: { providerTitle: 'PHARMACIST', yearsOfExperience: 6, experienceBand: 'FIVE_TO_TEN', hourlyRate: null, phoneNumber: '2145550187' },
      abilities: { softwares: ['PioneerRx'], specialties: ['Retail/Community'], skills: ['Immunizations'], languages: ['English', 'Spanish'] },
    })
  })

  test('replaces the profile: catalog spellings, rate in cents, new location, title read-only', async () => {
    const p = await signUpProvider(server)
    const before = (await server.ctx.db.read.select().from(providers).where(eq(providers.id, p.providerId)).get())!
    const body = validBody({ professional: { providerTitle: 'TECHNICIAN' } })
    const res = await server.call('PUT', '/api/provider/profile', { token: p.token, body })
    expect(res.status).toBe(200)
    expect(res.body.personalInformation).toMatchObject({ firstName: 'Jamie', lastName: "O'Neil", streetAddress: '500 W 2nd St', zipCode: '78701', malpracticeInsurance: true })
    expect(res.body.professionalInformation).toEqual({ providerTitle: 'PHARMACIST', yearsOfExperience: 12, experienceBand: 'TEN_PLUS', hourlyRate: 72.5, phoneNumber: '5125550199' })
    expect(res.body.abilities).toEqual({ softwares: ['PioneerRx'], specialties: ['Retail/Community'], skills: ['Immunizations'], languages: ['English', 'Spanish'] })
    expect((await server.call('GET', '/api/provider/profile', { token: p.token })).body).toEqual(res.body)
    const row = (await server.ctx.db.read.select().from(providers).where(eq(providers.id, p.providerId)).get())!
    expect(row.hourlyRateCents).toBe(7250)
    expect(row.providerType).toBe('PHARMACIST')
    expect(row.latitude).not.toBe(before.latitude)
    const user = (await server.ctx.db.read.select().from(users).where(eq(users.id, p.userId)).get())!
    expect(user).toMatchObject({ firstName: 'Jamie', lastName: "O'Neil", personalPhone: '5125550199' })

    // The rate and skills are optional; a blank "about me" is none.
    const cleared = await server.call('PUT', '/api/provider/profile', {
      token: p.token,
      body: validBody({ personal: { aboutMe: '  ' }, professional: { hourlyRate: null }, abilities: { skills: undefined } }),
    })
    expect(cleared.status).toBe(200)
    expect(cleared.body.personalInformation.aboutMe).toBeNull()
    expect(cleared.body.professionalInformation.hourlyRate).toBeNull()
    expect(cleared.body.abilities.skills).toEqual([])
  })

  test('experience bands follow the years', async () => {
    const p = await signUpProvider(server)
    const bands: [number, string][] = [[0, 'UNDER_1'], [1, 'ONE_TO_TWO'], [2, 'ONE_TO_TWO'], [3, 'THREE_TO_FIVE'], [5, 'THREE_TO_FIVE'], [6, 'FIVE_TO_TEN'], [9, 'FIVE_TO_TEN'], [10, 'TEN_PLUS']]
    for (const [years, band] of bands) {
      const res = await server.call('PUT', '/api/provider/profile', { token: p.token, body: validBody({ professional: { yearsOfExperience: years } }) })
      expect(res.body.professionalInformation).toMatchObject({ yearsOfExperience: years, experienceBand: band })
    }
  })

  test('every rule answers 400 with its message', async () => {
    const p = await signUpProvider(server)
    const cases: [ReturnType<typeof validBody>, string, string][] = [
      [validBody({ personal: { aboutMe: 'x'.repeat(1001) } }), 'personalInformation.aboutMe', 'About me is too long'],
      [validBody({ personal: { firstName: '' } }), 'personalInformation.firstName', 'First Name is required'],
      [validBody({ personal: { lastName: 'C4rter' } }), 'personalInformation.lastName', 'Last Name must only contain letters'],
      [validBody({ personal: { streetAddress: 'PO Box 12' } }), 'personalInformation.streetAddress', 'PO Box addresses are not accepted'],
      [validBody({ personal: { zipCode: '7870' } }), 'personalInformation.zipCode', 'Zip code must be a valid US zip code'],
      [validBody({ personal: { zipCode: '10001' } }), 'personalInformation.zipCode', 'Zip code is not in the selected state'],
      [validBody({ personal: { state: 'ZZ' } }), 'personalInformation.state', 'State must be a valid State'],
      [validBody({ professional: { yearsOfExperience: undefined } }), 'professionalInformation.yearsOfExperience', 'Years of experience is required'],
      [validBody({ professional: { yearsOfExperience: null } }), 'professionalInformation.yearsOfExperience', 'Years of experience is required'],
      [validBody({ professional: { yearsOfExperience: 2.5 } }), 'professionalInformation.yearsOfExperience', 'Years of experience must be a whole number from 0 to 70'],
      [validBody({ professional: { hourlyRate: 'fifty' } }), 'professionalInformation.hourlyRate', 'Hourly rate must be a number'],
      [validBody({ professional: { hourlyRate: -1 } }), 'professionalInformation.hourlyRate', 'Hourly rate cannot be negative'],
      [validBody({ professional: { phoneNumber: undefined } }), 'professionalInformation.phoneNumber', 'Phone number is required'],
      [validBody({ professional: { phoneNumber: '1111111111' } }), 'professionalInformation.phoneNumber', 'Phone number must be a valid US phone number'],
      [validBody({ abilities: { softwares: [] } }), 'abilities.softwares', 'At least one software must be specified'],
      [validBody({ abilities: { softwares: undefined } }), 'abilities.softwares', 'At least one software must be specified'],
      [validBody({ abilities: { softwares: ['  '] } }), 'abilities.softwares', 'At least one software must be specified'],
      [validBody({ abilities: { specialties: [] } }), 'abilities.specialties', 'At least one specialty must be specified'],
      [validBody({ abilities: { languages: [] } }), 'abilities.languages', 'At least one language must be specified'],
    ]
    for (const [body, field, message] of cases) {
      const res = await server.call('PUT', '/api/provider/profile', { token: p.token, body })
      expect({ field, status: res.status, message: res.body?.message }).toEqual({ field, status: 400, message })
      expect(res.body.errors).toContainEqual({ field, message })
    }
    expect((await server.call('PUT', '/api/provider/profile', { token: p.token, body: validBody({ personal: { aboutMe: 'x'.repeat(1000) } }) })).status).toBe(200)
    // Nothing of the refused bodies was kept.
    const after = await server.call('GET', '/api/provider/profile', { token: p.token })
    expect(after.body.abilities.softwares).toEqual(['PioneerRx'])
  })
})
