import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { providers } from '../../../db/schema'
import { distanceInMeters } from '../../../integrations/geo/zip-codes'
import { startTestServer } from '../../../test/harness'
import {
  hireOnSeat,
  makeApplication,
  makeBan,
  makeFacility,
  makeLicense,
  makeMember,
  makePreferredProvider,
  makeProviderRating,
  makeShiftGroup,
  shadowBanProvider,
  signUpOrganization,
  signUpProvider,
} from '../../../test/factories'

const server = await startTestServer()
const now = server.clock.now()
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000)

const org = await signUpOrganization(server)
const dallas = await makeFacility(server, { organizationId: org.organizationId, name: 'Uptown Dallas Pharmacy' })
const group = await makeShiftGroup(server, {
  facilityId: org.facilityId,
  daysFromNow: 3,
  quantity: 2,
  overrides: { skills: ['Immunizations', 'Compounding'], languages: ['English'] },
})

const signUp = (firstName: string, extra: Parameters<typeof signUpProvider>[1] = {}) => signUpProvider(server, { ...extra, personal: { firstName, ...extra.personal } })
const [ana, bea, cal, dev, eve, fay, gus, hal, ivy, jon, kim] = await Promise.all([
  signUp('Ana'),
  signUp('Bea'),
  signUp('Cal'),
  signUp('Dev'),
  signUp('Eve'),
  signUp('Fay'),
  signUp('Gus'),
  signUp('Hal'),
  signUp('Ivy'),
  signUp('Jon'),
  signUp('Kim', { professional: { stateLicense: 'CA', licenseNumber: 'CA-77120' } }),
])

// Listed: Bea (preferred here), then by application time: Kim, Ana, Cal (rejected), Dev (hired), Jon.
const apps = {
  kim: await makeApplication(server, { shiftGroupId: group.group.id, providerId: kim!.providerId, createdAt: hoursAgo(6) }),
  ana: await makeApplication(server, { shiftGroupId: group.group.id, providerId: ana!.providerId, createdAt: hoursAgo(5), message: 'Eight years in community pharmacy.', expiresAt: new Date(now.getTime() + 86_400_000) }),
  bea: await makeApplication(server, { shiftGroupId: group.group.id, providerId: bea!.providerId, createdAt: hoursAgo(4) }),
  cal: await makeApplication(server, { shiftGroupId: group.group.id, providerId: cal!.providerId, createdAt: hoursAgo(3), status: 'REJECTED' }),
  dev: await makeApplication(server, { shiftGroupId: group.group.id, providerId: dev!.providerId, createdAt: hoursAgo(2) }),
  jon: await makeApplication(server, { shiftGroupId: group.group.id, providerId: jon!.providerId, createdAt: hoursAgo(1) }),
}
await makePreferredProvider(server, { facilityId: org.facilityId, providerId: bea!.providerId })
// Preferred at another facility only: not recommended here.
await makePreferredProvider(server, { facilityId: dallas.id, providerId: kim!.providerId })
await hireOnSeat(server, { seatId: group.seatIds[0]!, providerId: dev!.providerId, applicationId: apps.dev.id })
// Left out: expired, canceled, banned here, hard-banned by the organization, shadow-banned.
await makeApplication(server, { shiftGroupId: group.group.id, providerId: eve!.providerId, createdAt: hoursAgo(7), expiresAt: hoursAgo(1) })
await makeApplication(server, { shiftGroupId: group.group.id, providerId: fay!.providerId, createdAt: hoursAgo(7), status: 'CANCELED' })
await makeApplication(server, { shiftGroupId: group.group.id, providerId: gus!.providerId, createdAt: hoursAgo(7) })
await makeBan(server, { organizationId: org.organizationId, providerId: gus!.providerId, facilityId: org.facilityId })
await makeApplication(server, { shiftGroupId: group.group.id, providerId: hal!.providerId, createdAt: hoursAgo(7) })
await makeBan(server, { organizationId: org.organizationId, providerId: hal!.providerId })
await makeApplication(server, { shiftGroupId: group.group.id, providerId: ivy!.providerId, createdAt: hoursAgo(7) })
await shadowBanProvider(server, { providerId: ivy!.providerId })
// A ban at another facility does not hide Jon here.
await makeBan(server, { organizationId: org.organizationId, providerId: jon!.providerId, facilityId: dallas.id })

// Ana: a verified Texas license and twelve rated shifts (the two oldest poor).
await makeLicense(server, { providerId: ana!.providerId, state: 'TX' })
const history = await makeShiftGroup(server, { facilityId: org.facilityId, daysFromNow: -20, quantity: 12 })
for (const [i, seatId] of history.seatIds.entries()) {
  const professionalism = i < 2 ? 1 : 5
  await makeProviderRating(server, { shiftId: seatId, providerId: ana!.providerId, facilityId: org.facilityId, scores: [{ category: 'PROFESSIONALISM', score: professionalism }, { category: 'CLINICAL_SKILLS', score: 4 }], createdAt: hoursAgo(100 - i) })
}

const list = (query = '', token = org.token) => server.call('GET', `/api/facility/shift/${group.group.id}/applicants${query}`, { token })

describe('GET /api/facility/shift/{shiftGroupId}/applicants', () => {
  test('preferred providers first, then earliest application; hidden applications left out', async () => {
    const res = await list()
    expect(res.status).toBe(200)
    expect(res.body.data.map((a: { id: string }) => a.id)).toEqual([apps.bea.id, apps.kim.id, apps.ana.id, apps.cal.id, apps.dev.id, apps.jon.id])
    expect(res.body.pagination).toEqual({ page: 1, pageSize: 10, totalItems: 6, totalPages: 1, hasNextPage: false })
    const flags = res.body.data.map((a: { isRecommendedProvider: boolean; isHired: boolean; isRejectedByFacility: boolean }) => [a.isRecommendedProvider, a.isHired, a.isRejectedByFacility])
    expect(flags).toEqual([
      [true, false, false],
      [false, false, false],
      [false, false, false],
      [false, false, true],
      [false, true, false],
      [false, false, false],
    ])
  })

  test('the extended applicant form: profile, distance, license, ratings and requirements', async () => {
    const res = await list()
    const row = res.body.data.find((a: { id: string }) => a.id === apps.ana.id)
    const home = (await server.ctx.db.read.select().from(providers).where(eq(providers.id, ana!.providerId)).get())!
    expect(row).toEqual({
      id: apps.ana.id,
      provider: {
        id: ana!.providerId,
        avatarUrl: null,
        name: 'Ana Carter',
        type: 'PHARMACIST',
        distanceToFacility: distanceInMeters({ latitude: home.latitude!, longitude: home.longitude! }, { latitude: group.group.latitude, longitude: group.group.longitude }),
        software: ['PioneerRx'],
        specialties: ['Retail/Community'],
        languages: ['English', 'Spanish'],
        skills: ['Immunizations'],
        hasMalpracticeInsurance: false,
        yearsExperience: 6,
        // Twelve ratings: (2 × 2.5 + 10 × 4.5) / 12 = 4.17 overall; the last ten all 4.5.
        currentRating: 4.5,
        averageRating: 4.17,
        // In the categories' canonical order.
        ratingBreakdown: [
          { category: 'PROFESSIONALISM', score: 4.33 },
          { category: 'CLINICAL_SKILLS', score: 4 },
        ],
        // The verified license outranks the unverified one from sign-up.
        license: { state: 'TX', licenseNumber: expect.stringMatching(/^TX-/), expirationDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), isVerified: true, status: 'ACTIVE' },
        certifications: [],
      },
      shiftDate: group.group.date,
      applicationMessage: 'Eight years in community pharmacy.',
      appliedAt: hoursAgo(5).toISOString(),
      expiresAt: new Date(now.getTime() + 86_400_000).toISOString(),
      status: 'PENDING',
      isRecommendedProvider: false,
      isHired: false,
      isRejectedByFacility: false,
      meetsAllRequirements: true,
      requirementDetails: {
        license: { required: true, met: true, state: 'TX' },
        malpracticeInsurance: { required: false, met: false },
        drugScreen: { required: false, met: false },
        softwareExperience: { required: false, met: true },
      },
      missingRequirements: { languages: [], skills: ['Compounding'], softwares: [], specialties: [] },
    })
    expect(row.provider.distanceToFacility).toBeGreaterThan(1000)
    expect(row.provider.distanceToFacility).toBeLessThan(10_000)

    // Kim holds only a California license: none shown for Texas, and the requirement is not met.
    const kimRow = res.body.data.find((a: { id: string }) => a.id === apps.kim.id)
    expect(kimRow.provider.license).toBeNull()
    expect(kimRow.meetsAllRequirements).toBe(false)
    expect(kimRow.requirementDetails.license).toEqual({ required: true, met: false, state: 'TX' })
    expect(kimRow.provider).toMatchObject({ currentRating: null, averageRating: null, ratingBreakdown: [] })
  })

  test('pages through the list', async () => {
    const res = await list('?page=2&pageSize=2')
    expect(res.body.data.map((a: { id: string }) => a.id)).toEqual([apps.ana.id, apps.cal.id])
    expect(res.body.pagination).toEqual({ page: 2, pageSize: 2, totalItems: 6, totalPages: 3, hasNextPage: true })
  })

  test('a MEMBER of another facility gets 404', async () => {
    const member = await makeMember(server, { organizationId: org.organizationId, role: 'MEMBER', facilityIds: [dallas.id] })
    expect((await list('', member.token)).status).toBe(404)
    const here = await makeMember(server, { organizationId: org.organizationId, role: 'MEMBER', facilityIds: [org.facilityId] })
    expect((await list('', here.token)).status).toBe(200)
  })

  test('hidden applicants count nowhere: pending counts and tab previews agree', async () => {
    const pending = await server.call('GET', '/api/facility/shifts/pending', { token: org.token })
    // Awaiting a decision: Bea, Kim, Ana, Jon (Cal is rejected, Dev hired).
    expect(pending.body.data.find((g: { shiftGroupId: string }) => g.shiftGroupId === group.group.id).applicationsCount).toBe(4)
    const tab = await server.call('GET', '/api/facility/shifts/applicants?status=not-filled', { token: org.token })
    const row = tab.body.data.find((g: { shiftGroupId: string }) => g.shiftGroupId === group.group.id)
    expect(row.applicantsCount).toBe(6)
    expect(row.applicants.map((a: { id: string }) => a.id)).toEqual([apps.bea.id, apps.kim.id, apps.ana.id, apps.cal.id, apps.dev.id])
    const applications = await server.call('GET', `/api/facility/shift/applications?shiftGroupId=${group.group.id}`, { token: org.token })
    expect(applications.body.data.map((a: { applicationId: string }) => a.applicationId)).toEqual([apps.jon.id, apps.bea.id, apps.ana.id, apps.kim.id])
    expect(applications.body.data.find((a: { applicationId: string }) => a.applicationId === apps.bea.id).isRecommendedProvider).toBe(true)
  })
})
