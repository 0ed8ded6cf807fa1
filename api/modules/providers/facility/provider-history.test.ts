import { describe, expect, test } from 'bun:test'
import { addDays } from '../../../../shared/domain/zoned-time'
import { todayInUs } from '../../../../shared/validation/formats'
import { makeApplication, signUpOrganization, signUpProvider } from '../../../test/factories'
import { startTestServer } from '../../../test/harness'

const server = await startTestServer()

describe("GET /api/facility/provider/{providerId}/profile: the provider's history", () => {
  test('jobs, education and certifications with status; nothing private; unrelated facilities 404', async () => {
    const org = await signUpOrganization(server)
    const unrelated = await signUpOrganization(server)
    const p = await signUpProvider(server)
    const stranger = await signUpProvider(server)
    await makeApplication(server, { providerId: p.providerId, facilityId: org.facilityId })

    const profile = {
      personalInformation: { firstName: 'James', lastName: 'Carter', streetAddress: '1200 Barton Springs Rd', city: 'Austin', state: 'TX', zipCode: '78704' },
      professionalInformation: { yearsOfExperience: 6, hourlyRate: 81.25, phoneNumber: '2145550187' },
      abilities: { softwares: ['PioneerRx'], specialties: ['Retail/Community'], languages: ['English'] },
    }
    expect((await server.call('PUT', '/api/provider/profile', { token: p.token, body: profile })).status).toBe(200)
    const job = (await server.call('POST', '/api/provider/work-experience', {
      token: p.token,
      body: { company: 'Hill Country Pharmacy', jobTitle: 'Staff Pharmacist', startDate: '2019-03-01', isCurrent: true, jobDescription: 'Verification and immunizations.' },
    })).body
    const school = (await server.call('POST', '/api/provider/education', {
      token: p.token,
      body: { institution: 'University of Texas at Austin', major: 'Pharmacy', degreeType: 'PHARMD', graduationDate: '2018-05-19' },
    })).body
    const today = todayInUs(server.clock.now())
    const bls = (await server.call('POST', '/api/provider/certifications', {
      token: p.token,
      body: { type: 'CPR_BLS', name: 'BLS Provider', number: 'BLS-99120', issuer: 'American Heart Association', issuedAt: '2024-12-01', expiresAt: addDays(today, 10) },
    })).body
    expect(bls.status).toBe('EXPIRING')

    const res = await server.call('GET', `/api/facility/provider/${p.providerId}/profile`, { token: org.token })
    expect(res.status).toBe(200)
    expect(res.body.workExperience).toEqual([job])
    expect(res.body.education).toEqual([school])
    expect(res.body.certifications).toEqual([
      { certificationId: bls.certificationId, type: 'CPR_BLS', name: 'BLS Provider', issuer: 'American Heart Association', issuedAt: '2024-12-01', expiresAt: addDays(today, 10), status: 'EXPIRING', verificationStatus: 'PENDING' },
    ])
    // Private to the provider: the street, phone, e-mail, rate, certification numbers and documents.
    const text = res.text
    for (const secret of ['1200 Barton Springs', '2145550187', p.email, '81.25', 'BLS-99120', 'hourlyRate', 'streetAddress', 'phoneNumber', 'document']) expect(text).not.toContain(secret)

    // Status by the server's clock here too.
    server.clock.advance(11 * 86_400_000)
    const later = await server.call('GET', `/api/facility/provider/${p.providerId}/profile`, { token: (await server.call('POST', '/api/auth/login', { body: { email: org.email, password: org.password } })).body.token })
    server.clock.advance(-11 * 86_400_000)
    expect(later.body.certifications[0].status).toBe('EXPIRED')

    // The scoping is unchanged: a facility the provider never came to, or a stranger, is a 404.
    expect((await server.call('GET', `/api/facility/provider/${p.providerId}/profile`, { token: unrelated.token })).status).toBe(404)
    expect((await server.call('GET', `/api/facility/provider/${stranger.providerId}/profile`, { token: org.token })).status).toBe(404)
    expect((await server.call('GET', `/api/facility/provider/${p.providerId}/profile`, { token: p.token })).status).toBe(403)
    expect((await server.call('GET', `/api/facility/provider/${p.providerId}/profile`)).status).toBe(401)
  })

  test('a provider with no history answers empty lists', async () => {
    const org = await signUpOrganization(server)
    const p = await signUpProvider(server)
    await makeApplication(server, { providerId: p.providerId, facilityId: org.facilityId })
    const res = await server.call('GET', `/api/facility/provider/${p.providerId}/profile`, { token: org.token })
    expect(res.body).toMatchObject({ workExperience: [], education: [], certifications: [] })
  })
})
