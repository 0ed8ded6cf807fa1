import { describe, expect, test } from 'bun:test'
import { and, eq } from 'drizzle-orm'
import { PROVIDER_RATING_CATEGORIES } from '../../../../shared/contracts/ratings'
import { utcToZoned } from '../../../../shared/domain/zoned-time'
import { applications, providers, reputationEvents } from '../../../db/schema'
import { startTestServer } from '../../../test/harness'
import { allCategories, makeApplication, makeCompletedShift, makeFacility, makeMember, makeShift, signUpOrganization, signUpProvider } from '../../../test/factories'
import { bannedFacilityIdsFor, isProviderBanned } from '../bans'

const server = await startTestServer()
const HOUR = 3_600_000

const pointsOf = async (providerId: string) => (await server.ctx.db.read.select().from(providers).where(eq(providers.id, providerId)).get())!.currentPoints
const statusOf = async (applicationId: string) => (await server.ctx.db.read.select().from(applications).where(eq(applications.id, applicationId)).get())!.status

describe('preferred providers', () => {
  test('401 without a token, 403 for a provider', async () => {
    const p = await signUpProvider(server)
    expect((await server.call('GET', '/api/facility/providers/preferred')).status).toBe(401)
    expect((await server.call('GET', '/api/facility/providers/preferred', { token: p.token })).status).toBe(403)
    expect((await server.call('POST', '/api/facility/providers/preferred', { token: p.token, body: { facilityId: 'f', providerId: 'p' } })).status).toBe(403)
  })

  test('add (+5 the first time per facility), list, 409 twice, remove by body or query, no second reward', async () => {
    const org = await signUpOrganization(server)
    const p = await signUpProvider(server)
    await makeCompletedShift(server, { facilityId: org.facilityId, providerId: p.providerId })
    const body = { facilityId: org.facilityId, providerId: p.providerId }
    const added = await server.call('POST', '/api/facility/providers/preferred', { token: org.token, body })
    expect(added.status).toBe(201)
    expect(added.body).toMatchObject({ providerId: p.providerId, facilityId: org.facilityId, name: 'James Carter', type: 'PHARMACIST', city: 'Austin', state: 'TX' })
    expect(added.body.ratingSummary).toMatchObject({ shiftsCompleted: 1, shouldShowRating: false })
    expect(await pointsOf(p.providerId)).toBe(5)
    expect((await server.call('POST', '/api/facility/providers/preferred', { token: org.token, body })).status).toBe(409)

    const list = await server.call('GET', `/api/facility/providers/preferred?facilityId=${org.facilityId}`, { token: org.token })
    expect(list.status).toBe(200)
    expect(list.body.pagination).toEqual({ page: 1, pageSize: 10, totalItems: 1, totalPages: 1, hasNextPage: false })
    expect(list.body.data[0]).toMatchObject({ providerId: p.providerId, facilityName: 'Riverside Community Pharmacy', addedAt: expect.any(String) })

    expect((await server.call('DELETE', '/api/facility/providers/preferred', { token: org.token, body })).status).toBe(204)
    expect((await server.call('DELETE', '/api/facility/providers/preferred', { token: org.token, body })).status).toBe(404)
    expect((await server.call('POST', '/api/facility/providers/preferred', { token: org.token, body })).status).toBe(201)
    expect(await pointsOf(p.providerId)).toBe(5)
    const del = await server.call('DELETE', `/api/facility/providers/preferred?facilityId=${org.facilityId}&providerId=${p.providerId}`, { token: org.token })
    expect(del.status).toBe(204)
    expect((await server.call('GET', '/api/facility/providers/preferred', { token: org.token })).body.data).toEqual([])
    const missing = await server.call('DELETE', '/api/facility/providers/preferred', { token: org.token, body: { facilityId: org.facilityId } })
    expect(missing).toMatchObject({ status: 400, body: { message: 'Provider ID is required' } })

    // Another facility of the organization rewards once more.
    const second = (await makeFacility(server, { organizationId: org.organizationId })).id
    expect((await server.call('POST', '/api/facility/providers/preferred', { token: org.token, body: { facilityId: second, providerId: p.providerId } })).status).toBe(201)
    expect(await pointsOf(p.providerId)).toBe(10)
    const events = await server.ctx.db.read.select().from(reputationEvents).where(and(eq(reputationEvents.providerId, p.providerId), eq(reputationEvents.reason, 'PREFERRED_PROVIDER')))
    expect(events).toHaveLength(2)
  })

  test('only providers who came to the facility; other organizations and facilities out of scope are 404', async () => {
    const org = await signUpOrganization(server)
    const other = await signUpOrganization(server)
    const stranger = await signUpProvider(server)
    const applicant = await signUpProvider(server)
    await makeApplication(server, { facilityId: org.facilityId, providerId: applicant.providerId })
    const add = (token: string, facilityId: string, providerId: string) => server.call('POST', '/api/facility/providers/preferred', { token, body: { facilityId, providerId } })
    expect((await add(org.token, org.facilityId, stranger.providerId)).status).toBe(404)
    expect((await add(org.token, org.facilityId, 'no-such-provider')).status).toBe(404)
    expect((await add(other.token, org.facilityId, applicant.providerId)).status).toBe(404)
    expect((await add(other.token, other.facilityId, applicant.providerId)).status).toBe(404)
    expect((await server.call('GET', `/api/facility/providers/preferred?facilityId=${org.facilityId}`, { token: other.token })).status).toBe(404)

    const facilityB = (await makeFacility(server, { organizationId: org.organizationId })).id
    const member = (await makeMember(server, { organizationId: org.organizationId, role: 'MEMBER', facilityIds: [org.facilityId] })).token
    expect((await add(member, facilityB, applicant.providerId)).status).toBe(404)
    expect((await add(member, org.facilityId, applicant.providerId)).status).toBe(201)
    expect((await add(org.token, facilityB, applicant.providerId)).status).toBe(201)
    // The member's list covers only their facility.
    const memberList = await server.call('GET', '/api/facility/providers/preferred', { token: member })
    expect(memberList.body.data.map((r: { facilityId: string }) => r.facilityId)).toEqual([org.facilityId])
    expect((await server.call('GET', '/api/facility/providers/preferred', { token: org.token })).body.pagination.totalItems).toBe(2)
  })
})

describe('GET /api/facility/providers/workers', () => {
  test('providers who completed shifts, with counts, last date, summary and flags; paged and searchable', async () => {
    const org = await signUpOrganization(server)
    const other = await signUpOrganization(server)
    const ana = await signUpProvider(server, { personal: { firstName: 'Ana', lastName: 'Silva' } })
    const ben = await signUpProvider(server, { personal: { firstName: 'Ben', lastName: 'Okafor' } })
    const cal = await signUpProvider(server, { personal: { firstName: 'Cal', lastName: 'Diaz' } })
    const now = server.clock.now().getTime()
    await makeCompletedShift(server, { facilityId: org.facilityId, providerId: ana.providerId, startsAt: new Date(now - 200 * HOUR) })
    const anaLast = await makeCompletedShift(server, { facilityId: org.facilityId, providerId: ana.providerId, startsAt: new Date(now - 100 * HOUR) })
    await makeCompletedShift(server, { facilityId: org.facilityId, providerId: ben.providerId, startsAt: new Date(now - 50 * HOUR) })
    await makeShift(server, { facilityId: org.facilityId, providerId: cal.providerId, startsAt: new Date(now + 50 * HOUR) })
    await makeCompletedShift(server, { facilityId: other.facilityId, providerId: cal.providerId })
    await rate(org.token, org.facilityId, anaLast.shiftId, ana.providerId)
    await server.call('POST', '/api/facility/providers/preferred', { token: org.token, body: { facilityId: org.facilityId, providerId: ana.providerId } })
    await server.call('POST', `/api/facility/providers/${ben.providerId}/ban`, { token: org.token, body: { banType: 'HARD_BAN' } })

    const res = await server.call('GET', '/api/facility/providers/workers', { token: org.token })
    expect(res.status).toBe(200)
    expect(res.body.pagination.totalItems).toBe(2)
    expect(res.body.data.map((w: { name: string }) => w.name)).toEqual(['Ben Okafor', 'Ana Silva'])
    const [benRow, anaRow] = res.body.data
    expect(anaRow).toMatchObject({ providerId: ana.providerId, shiftsWorked: 2, lastWorkedDate: utcToZoned(new Date(now - 100 * HOUR), 'America/Chicago').date, isPreferred: true, isBanned: false })
    expect(anaRow.ratingSummary).toMatchObject({ averageRating: 5, ratedShifts: 1, shiftsCompleted: 2 })
    expect(benRow).toMatchObject({ shiftsWorked: 1, isPreferred: false, isBanned: true })

    const page = await server.call('GET', '/api/facility/providers/workers?page=2&pageSize=1', { token: org.token })
    expect(page.body).toMatchObject({ data: [{ name: 'Ana Silva' }], pagination: { page: 2, pageSize: 1, totalItems: 2, totalPages: 2, hasNextPage: false } })
    const search = await server.call('GET', '/api/facility/providers/workers?search=silva', { token: org.token })
    expect(search.body.data.map((w: { name: string }) => w.name)).toEqual(['Ana Silva'])
    expect((await server.call('GET', '/api/facility/providers/workers?page=0', { token: org.token })).body.message).toBe('Page number must be greater than or equal to 1')
    expect((await server.call('GET', '/api/facility/providers/workers?pageSize=0', { token: org.token })).body.message).toBe('Page size must be greater than or equal to 1')
    expect((await server.call('GET', `/api/facility/providers/workers?facilityId=${org.facilityId}`, { token: other.token })).status).toBe(404)
    const otherWorkers = await server.call('GET', '/api/facility/providers/workers', { token: other.token })
    expect(otherWorkers.body.data.map((w: { name: string }) => w.name)).toEqual(['Cal Diaz'])
  })
})

async function rate(token: string, facilityId: string, shiftId: string, providerId: string) {
  const res = await server.call('POST', `/api/rate-provider/${facilityId}`, { token, body: { shiftId, providerId, ratings: allCategories(PROVIDER_RATING_CATEGORIES, 5) } })
  expect(res.status).toBe(201)
}

describe('bans', () => {
  const ban = (token: string, providerId: string, body: unknown) => server.call('POST', `/api/facility/providers/${providerId}/ban`, { token, body })
  const unban = (token: string, providerId: string, body?: unknown, qs = '') => server.call('DELETE', `/api/facility/providers/${providerId}/ban${qs}`, { token, body })

  test('the seed messages, for ban and unban', async () => {
    const org = await signUpOrganization(server)
    const p = await signUpProvider(server)
    const check = async (res: Awaited<ReturnType<typeof ban>>, message: string) => {
      expect(res.status).toBe(400)
      expect(res.body.message).toBe(message)
    }
    await check(await ban(org.token, p.providerId, { banType: 'BAN', facilityId: org.facilityId, reason: 'x'.repeat(1001) }), 'Reason must be 1000 characters or less')
    await check(await ban(org.token, p.providerId, { banType: 'BAN' }), 'Facility ID is required for regular ban')
    await check(await ban(org.token, p.providerId, { banType: 'BAN', facilityId: '' }), 'Facility ID is required for regular ban')
    await check(await ban(org.token, p.providerId, { banType: 'HARD_BAN', facilityId: org.facilityId }), 'Facility ID should not be provided for hard ban')
    await check(await ban(org.token, p.providerId, { banType: 'SOFT' }), 'Ban type must be BAN or HARD_BAN')
    await check(await unban(org.token, p.providerId, { banType: 'BAN' }), 'Facility ID is required for regular ban')
    await check(await unban(org.token, p.providerId, { banType: 'HARD_BAN', facilityId: org.facilityId }), 'Facility ID should not be provided for hard ban')
    await check(await unban(org.token, p.providerId, undefined, `?banType=HARD_BAN&facilityId=${org.facilityId}`), 'Facility ID should not be provided for hard ban')
    await check(await unban(org.token, p.providerId), 'Ban type is required')
  })

  test('a regular ban withdraws pending applications at that facility only; GET shows it; unban restores visibility, not applications', async () => {
    const org = await signUpOrganization(server)
    const facilityB = (await makeFacility(server, { organizationId: org.organizationId })).id
    const p = await signUpProvider(server)
    const atA = await makeApplication(server, { facilityId: org.facilityId, providerId: p.providerId })
    const savedAtA = await makeApplication(server, { facilityId: org.facilityId, providerId: p.providerId, status: 'SAVE_FOR_LATER' })
    const atB = await makeApplication(server, { facilityId: facilityB, providerId: p.providerId })
    const hired = await makeShift(server, { facilityId: org.facilityId, providerId: p.providerId, startsAt: new Date(server.clock.now().getTime() + 40 * HOUR) })
    const hiredApplication = (await makeApplication(server, { shiftGroupId: hired.shiftGroupId, providerId: p.providerId, isHired: true })).id

    expect((await server.call('GET', `/api/facility/${org.facilityId}/banned-providers/${p.providerId}`, { token: org.token })).status).toBe(404)
    const res = await ban(org.token, p.providerId, { banType: 'BAN', facilityId: org.facilityId, reason: ' Repeated lateness ' })
    expect(res.status).toBe(201)
    expect(res.body).toEqual({
      id: expect.any(String),
      provider: { id: p.providerId, name: 'James Carter', type: 'PHARMACIST' },
      isHardBanned: false,
      bannedAt: expect.any(String),
      facilityId: org.facilityId,
      reason: 'Repeated lateness',
      withdrawnApplications: 2,
    })
    expect(await statusOf(atA.id)).toBe('CANCELED')
    expect(await statusOf(savedAtA.id)).toBe('CANCELED')
    expect(await statusOf(atB.id)).toBe('PENDING')
    expect(await statusOf(hiredApplication)).toBe('PENDING')
    expect((await ban(org.token, p.providerId, { banType: 'BAN', facilityId: org.facilityId })).status).toBe(409)

    const shown = await server.call('GET', `/api/facility/${org.facilityId}/banned-providers/${p.providerId}`, { token: org.token })
    expect(shown.status).toBe(200)
    expect(shown.body).toMatchObject({ id: res.body.id, isHardBanned: false, provider: { id: p.providerId } })
    expect((await server.call('GET', `/api/facility/${facilityB}/banned-providers/${p.providerId}`, { token: org.token })).status).toBe(404)
    expect(await isProviderBanned(server.ctx.db.read, p.providerId, org.facilityId)).toBe(true)
    expect(await isProviderBanned(server.ctx.db.read, p.providerId, facilityB)).toBe(false)
    expect(await bannedFacilityIdsFor(server.ctx.db.read, p.providerId)).toEqual([org.facilityId])

    expect((await unban(org.token, p.providerId, undefined, `?banType=BAN&facilityId=${org.facilityId}`)).status).toBe(204)
    expect((await unban(org.token, p.providerId, { banType: 'BAN', facilityId: org.facilityId })).status).toBe(404)
    expect(await isProviderBanned(server.ctx.db.read, p.providerId, org.facilityId)).toBe(false)
    expect(await statusOf(atA.id)).toBe('CANCELED')
  })

  test('a hard ban needs OWNER or ADMIN, covers every facility and withdraws applications across the organization', async () => {
    const org = await signUpOrganization(server)
    const facilityB = (await makeFacility(server, { organizationId: org.organizationId })).id
    const p = await signUpProvider(server)
    const atA = await makeApplication(server, { facilityId: org.facilityId, providerId: p.providerId })
    const atB = await makeApplication(server, { facilityId: facilityB, providerId: p.providerId })
    const member = (await makeMember(server, { organizationId: org.organizationId, role: 'MEMBER' })).token
    const admin = (await makeMember(server, { organizationId: org.organizationId, role: 'ADMIN' })).token
    expect((await ban(member, p.providerId, { banType: 'HARD_BAN' })).status).toBe(403)
    const res = await ban(admin, p.providerId, { banType: 'HARD_BAN' })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ isHardBanned: true, facilityId: null, reason: null, withdrawnApplications: 2 })
    expect(await statusOf(atA.id)).toBe('CANCELED')
    expect(await statusOf(atB.id)).toBe('CANCELED')
    expect((await ban(org.token, p.providerId, { banType: 'HARD_BAN' })).status).toBe(409)
    // A regular ban on top is its own record.
    expect((await ban(member, p.providerId, { banType: 'BAN', facilityId: facilityB })).status).toBe(201)
    for (const facilityId of [org.facilityId, facilityB]) {
      const shown = await server.call('GET', `/api/facility/${facilityId}/banned-providers/${p.providerId}`, { token: member })
      expect(shown.body).toMatchObject({ isHardBanned: true, facilityId: null })
      expect(await isProviderBanned(server.ctx.db.read, p.providerId, facilityId)).toBe(true)
    }
    expect((await bannedFacilityIdsFor(server.ctx.db.read, p.providerId)).sort()).toEqual([org.facilityId, facilityB].sort())
    expect((await unban(member, p.providerId, { banType: 'HARD_BAN' })).status).toBe(403)
    expect((await unban(org.token, p.providerId, { banType: 'HARD_BAN' })).status).toBe(204)
    expect(await isProviderBanned(server.ctx.db.read, p.providerId, org.facilityId)).toBe(false)
    expect(await isProviderBanned(server.ctx.db.read, p.providerId, facilityB)).toBe(true)
  })

  test('out of scope: another organization, a MEMBER limited to facility A, unknown providers', async () => {
    const org = await signUpOrganization(server)
    const other = await signUpOrganization(server)
    const facilityB = (await makeFacility(server, { organizationId: org.organizationId })).id
    const p = await signUpProvider(server)
    const stranger = await signUpProvider(server)
    await makeApplication(server, { facilityId: org.facilityId, providerId: p.providerId })
    await makeApplication(server, { facilityId: facilityB, providerId: p.providerId })
    const member = (await makeMember(server, { organizationId: org.organizationId, role: 'MEMBER', facilityIds: [org.facilityId] })).token
    expect((await ban(other.token, p.providerId, { banType: 'BAN', facilityId: org.facilityId })).status).toBe(404)
    // Their own facility, but the provider never came to them.
    expect((await ban(other.token, p.providerId, { banType: 'BAN', facilityId: other.facilityId })).status).toBe(404)
    expect((await ban(org.token, stranger.providerId, { banType: 'BAN', facilityId: org.facilityId })).status).toBe(404)
    expect((await ban(member, p.providerId, { banType: 'BAN', facilityId: facilityB })).status).toBe(404)
    expect((await server.call('GET', `/api/facility/${facilityB}/banned-providers/${p.providerId}`, { token: member })).status).toBe(404)
    expect((await server.call('GET', `/api/facility/${org.facilityId}/banned-providers/${p.providerId}`, { token: other.token })).status).toBe(404)
    expect((await ban(member, p.providerId, { banType: 'BAN', facilityId: org.facilityId })).status).toBe(201)
    expect((await unban(member, p.providerId, { banType: 'BAN', facilityId: facilityB })).status).toBe(404)
  })
})

describe('GET /api/facility/provider/{providerId}/profile', () => {
  test('a provider who applied: profile with licenses, summary, flags; strangers and other organizations 404', async () => {
    const org = await signUpOrganization(server)
    const other = await signUpOrganization(server)
    const p = await signUpProvider(server)
    const stranger = await signUpProvider(server)
    await makeApplication(server, { facilityId: org.facilityId, providerId: p.providerId })
    await makeCompletedShift(server, { facilityId: org.facilityId, providerId: p.providerId })
    await makeCompletedShift(server, { facilityId: other.facilityId, providerId: stranger.providerId })

    expect((await server.call('GET', `/api/facility/provider/${p.providerId}/profile`)).status).toBe(401)
    expect((await server.call('GET', `/api/facility/provider/${p.providerId}/profile`, { token: p.token })).status).toBe(403)
    const res = await server.call('GET', `/api/facility/provider/${p.providerId}/profile`, { token: org.token })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      providerId: p.providerId,
      name: 'James Carter',
      avatarUrl: null,
      type: 'PHARMACIST',
      aboutMe: 'Community pharmacist with immunization certification.',
      yearsExperience: 6,
      software: ['PioneerRx'],
      specialties: ['Retail/Community'],
      languages: ['English', 'Spanish'],
      skills: ['Immunizations'],
      hasMalpracticeInsurance: false,
      licenses: [{ state: 'TX', isVerified: false, expirationDate: expect.any(String) }],
      city: 'Austin',
      state: 'TX',
      isPreferred: false,
      isBanned: false,
      shiftsWorkedAtYourFacilities: 1,
    })
    expect(res.body.licenses[0]).not.toHaveProperty('licenseNumber')
    expect(res.body.ratingSummary).toMatchObject({ shiftsCompleted: 1, attendanceScore: 100 })

    expect((await server.call('GET', `/api/facility/provider/${stranger.providerId}/profile`, { token: org.token })).status).toBe(404)
    expect((await server.call('GET', `/api/facility/provider/${p.providerId}/profile`, { token: other.token })).status).toBe(404)
    expect((await server.call('GET', '/api/facility/provider/nobody/profile', { token: org.token })).status).toBe(404)
    const facilityB = (await makeFacility(server, { organizationId: org.organizationId })).id
    const memberB = (await makeMember(server, { organizationId: org.organizationId, role: 'MEMBER', facilityIds: [facilityB] })).token
    expect((await server.call('GET', `/api/facility/provider/${p.providerId}/profile`, { token: memberB })).status).toBe(404)

    await server.call('POST', '/api/facility/providers/preferred', { token: org.token, body: { facilityId: org.facilityId, providerId: p.providerId } })
    await server.call('POST', `/api/facility/providers/${p.providerId}/ban`, { token: org.token, body: { banType: 'HARD_BAN' } })
    const after = await server.call('GET', `/api/facility/provider/${p.providerId}/profile`, { token: org.token })
    expect(after.body).toMatchObject({ isPreferred: true, isBanned: true })
  })

  test("a shadow-banned provider's applications do not make them visible; shifts worked do", async () => {
    const org = await signUpOrganization(server)
    const p = await signUpProvider(server)
    await makeApplication(server, { facilityId: org.facilityId, providerId: p.providerId })
    await server.ctx.db.write((tx) => tx.update(providers).set({ isShadowBanned: true }).where(eq(providers.id, p.providerId)))
    expect((await server.call('GET', `/api/facility/provider/${p.providerId}/profile`, { token: org.token })).status).toBe(404)
    await makeCompletedShift(server, { facilityId: org.facilityId, providerId: p.providerId })
    expect((await server.call('GET', `/api/facility/provider/${p.providerId}/profile`, { token: org.token })).status).toBe(200)
  })
})
