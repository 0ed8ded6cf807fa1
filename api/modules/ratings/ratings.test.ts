import { describe, expect, test } from 'bun:test'
import { and, eq } from 'drizzle-orm'
import { FACILITY_RATING_CATEGORIES, PROVIDER_RATING_CATEGORIES } from '../../../shared/contracts/ratings'
import { providers, ratings, reputationEvents } from '../../db/schema'
import { startTestServer } from '../../test/harness'
import { addReputationPoints } from '../reputation'
import { facilityCurrentRating, facilityCurrentRatings, providerRatingSummary } from './rating-summary'
import { allCategories, makeCompletedShift, makeFacility, makeMember, makeShift, signUpOrganization, signUpProvider } from '../../test/factories'

const server = await startTestServer()
const HOUR = 3_600_000

const rateProvider = (token: string | undefined, facilityId: string, body: unknown) => server.call('POST', `/api/rate-provider/${facilityId}`, { token, body })
const rateFacility = (token: string | undefined, body: unknown) => server.call('POST', '/api/rate-facility', { token, body })
const points = async (providerId: string) => (await server.ctx.db.read.select().from(providers).where(eq(providers.id, providerId)).get())!.currentPoints

describe('POST /api/rate-provider/{facilityId}', () => {
  test('401 without a token; 403 for a provider or a team member', async () => {
    const org = await signUpOrganization(server)
    const p = await signUpProvider(server)
    const body = { shiftId: 'x', providerId: p.providerId, ratings: allCategories(PROVIDER_RATING_CATEGORIES, 5) }
    expect((await rateProvider(undefined, org.facilityId, body)).status).toBe(401)
    expect((await rateProvider(p.token, org.facilityId, body)).status).toBe(403)
    expect((await server.call('GET', '/api/get-providers-unrated', { token: p.token })).status).toBe(403)
  })

  test('rates a completed shift once; the second try is 409; the unrated list shrinks', async () => {
    const org = await signUpOrganization(server)
    const p = await signUpProvider(server)
    const a = await makeCompletedShift(server, { facilityId: org.facilityId, providerId: p.providerId })
    const b = await makeCompletedShift(server, { facilityId: org.facilityId, providerId: p.providerId, startsAt: new Date(server.clock.now().getTime() - 24 * HOUR), title: 'Staff pharmacist' })
    const before = await server.call('GET', '/api/get-providers-unrated', { token: org.token })
    expect(before.status).toBe(200)
    expect(before.body.pagination).toEqual({ page: 1, pageSize: 10, totalItems: 2, totalPages: 1, hasNextPage: false })
    // Most recently finished first.
    expect(before.body.data.map((s: { shiftId: string }) => s.shiftId)).toEqual([b.shiftId, a.shiftId])
    expect(before.body.data[0]).toMatchObject({
      shiftGroupId: b.shiftGroupId,
      title: 'Staff pharmacist',
      facility: { id: org.facilityId },
      provider: { id: p.providerId, name: 'James Carter', type: 'PHARMACIST', avatarUrl: null },
      completedAt: expect.any(String),
    })

    const body = { shiftId: a.shiftId, providerId: p.providerId, ratings: allCategories(PROVIDER_RATING_CATEGORIES, 4), comment: '  Reliable and kind.  ' }
    const res = await rateProvider(org.token, org.facilityId, body)
    expect(res.status).toBe(201)
    expect(res.body).toEqual({
      ratingId: expect.any(String),
      shiftId: a.shiftId,
      providerId: p.providerId,
      facilityId: org.facilityId,
      ratings: body.ratings,
      averageScore: 4,
      comment: 'Reliable and kind.',
      createdAt: expect.any(String),
    })
    const again = await rateProvider(org.token, org.facilityId, body)
    expect(again.status).toBe(409)
    const after = await server.call('GET', '/api/get-providers-unrated', { token: org.token })
    expect(after.body.data.map((s: { shiftId: string }) => s.shiftId)).toEqual([b.shiftId])
    // One category is enough.
    expect((await rateProvider(org.token, org.facilityId, { shiftId: b.shiftId, providerId: p.providerId, ratings: [{ category: 'ATTITUDE', score: 3 }] })).status).toBe(201)
    expect((await server.call('GET', '/api/get-providers-unrated', { token: org.token })).body.data).toEqual([])
  })

  test('another organization\'s facility and shift are 404; a MEMBER limited to facility A gets 404 on B', async () => {
    const org = await signUpOrganization(server)
    const other = await signUpOrganization(server)
    const p = await signUpProvider(server)
    const shift = await makeCompletedShift(server, { facilityId: org.facilityId, providerId: p.providerId })
    const body = { shiftId: shift.shiftId, providerId: p.providerId, ratings: allCategories(PROVIDER_RATING_CATEGORIES, 5) }
    expect((await rateProvider(other.token, org.facilityId, body)).status).toBe(404)
    // Their own facility, but the shift is not there.
    expect((await rateProvider(other.token, other.facilityId, body)).status).toBe(404)

    const facilityB = (await makeFacility(server, { organizationId: org.organizationId })).id
    const shiftB = await makeCompletedShift(server, { facilityId: facilityB, providerId: p.providerId })
    const member = (await makeMember(server, { organizationId: org.organizationId, role: 'MEMBER', facilityIds: [org.facilityId] })).token
    expect((await rateProvider(member, facilityB, { ...body, shiftId: shiftB.shiftId })).status).toBe(404)
    const listed = await server.call('GET', '/api/get-providers-unrated', { token: member })
    expect(listed.body.data.map((s: { shiftId: string }) => s.shiftId)).toEqual([shift.shiftId])
    expect((await server.call('GET', `/api/get-providers-unrated?facilityId=${facilityB}`, { token: member })).status).toBe(404)
    expect((await rateProvider(member, org.facilityId, body)).status).toBe(201)
    // The owner sees both facilities and can filter.
    const owner = await server.call('GET', `/api/get-providers-unrated?facilityId=${facilityB}`, { token: org.token })
    expect(owner.body.data.map((s: { shiftId: string }) => s.shiftId)).toEqual([shiftB.shiftId])
  })

  test('only a completed shift of that provider: 422 otherwise', async () => {
    const org = await signUpOrganization(server)
    const p = await signUpProvider(server)
    const q = await signUpProvider(server)
    const filled = await makeShift(server, { facilityId: org.facilityId, providerId: p.providerId, daysFromNow: -2 })
    const noShow = await makeShift(server, { facilityId: org.facilityId, providerId: p.providerId, seatStatus: 'CANCELED', attendanceStatus: 'NO_SHOW', daysFromNow: -2 })
    const done = await makeCompletedShift(server, { facilityId: org.facilityId, providerId: p.providerId })
    const rate = (shiftId: string, providerId = p.providerId) => rateProvider(org.token, org.facilityId, { shiftId, providerId, ratings: allCategories(PROVIDER_RATING_CATEGORIES, 5) })
    expect(await rate(filled.shiftId)).toMatchObject({ status: 422, body: { message: 'A shift can be rated once it is completed' } })
    expect((await rate(noShow.shiftId)).status).toBe(422)
    expect(await rate(done.shiftId, q.providerId)).toMatchObject({ status: 422, body: { message: 'This provider did not work this shift' } })
    expect((await rate('no-such-shift')).status).toBe(404)
  })

  test('validation messages', async () => {
    const org = await signUpOrganization(server)
    const base = { shiftId: 's', providerId: 'p', ratings: [{ category: 'ATTITUDE', score: 5 }] }
    const check = async (body: unknown, message: string) => {
      const res = await rateProvider(org.token, org.facilityId, body)
      expect(res.status).toBe(400)
      expect(res.body.message).toBe(message)
    }
    for (const score of [0, 6, 3.5, '4', null]) await check({ ...base, ratings: [{ category: 'ATTITUDE', score }] }, score === null ? 'Score is required' : 'Score must be a whole number from 1 to 5')
    await check({ ...base, ratings: [{ category: 'ATTITUDE' }] }, 'Score is required')
    await check({ ...base, ratings: [{ category: 'SAFETY', score: 4 }] }, `Category must be one of ${PROVIDER_RATING_CATEGORIES.join(', ')}`)
    await check({ ...base, ratings: [] }, 'Please rate at least one category')
    await check({ ...base, ratings: [{ category: 'ATTITUDE', score: 4 }, { category: 'ATTITUDE', score: 5 }] }, 'Each category can be rated only once')
    await check({ ...base, comment: 'x'.repeat(1001) }, 'Comment must be 1000 characters or less')
    await check({ ratings: base.ratings, providerId: 'p' }, 'Shift ID is required')
  })

  test('reputation: high (≥ 4.5) +5, low (≤ 2) −10, in between nothing', async () => {
    const org = await signUpOrganization(server)
    const p = await signUpProvider(server)
    const rate = async (scores: number[]) => {
      const { shiftId } = await makeCompletedShift(server, { facilityId: org.facilityId, providerId: p.providerId })
      const res = await rateProvider(org.token, org.facilityId, { shiftId, providerId: p.providerId, ratings: scores.map((score, i) => ({ category: PROVIDER_RATING_CATEGORIES[i], score })) })
      expect(res.status).toBe(201)
      return points(p.providerId)
    }
    expect(await points(p.providerId)).toBe(0)
    expect(await rate([5, 4])).toBe(5) // 4.5 is high
    expect(await rate([5, 4, 4])).toBe(5) // 4.33
    expect(await rate([3])).toBe(5)
    expect(await rate([2, 3])).toBe(5) // 2.5
    expect(await rate([2, 2])).toBe(-5) // 2 is low
    expect(await rate([1])).toBe(-15)
    const events = await server.ctx.db.read.select().from(reputationEvents).where(eq(reputationEvents.providerId, p.providerId))
    expect(events.map((e) => [e.reason, e.points])).toEqual([
      ['HIGH_RATING', 5],
      ['LOW_RATING', -10],
      ['LOW_RATING', -10],
    ])
    expect(events.every((e) => e.shiftId)).toBe(true)
  })
})

describe('rating summary', () => {
  test('averageRating over every score, currentRating over the last 10 shifts, shown from 3', async () => {
    const org = await signUpOrganization(server)
    const p = await signUpProvider(server)
    const rate = async (scores: number[]) => {
      const { shiftId } = await makeCompletedShift(server, { facilityId: org.facilityId, providerId: p.providerId })
      server.clock.advance(1000)
      const res = await rateProvider(org.token, org.facilityId, { shiftId, providerId: p.providerId, ratings: scores.map((score, i) => ({ category: PROVIDER_RATING_CATEGORIES[i], score })) })
      expect(res.status).toBe(201)
    }
    expect(await providerRatingSummary(server.ctx.db.read, p.providerId)).toMatchObject({ rating: null, currentRating: null, shouldShowRating: false, attendanceScore: 100, ratedShifts: 0 })

    await rate([1, 1]) // the oldest: falls out of the current window later
    await rate([2, 4])
    let summary = await providerRatingSummary(server.ctx.db.read, p.providerId)
    expect(summary).toMatchObject({ averageRating: 2, currentRating: 2, ratedShifts: 2, shouldShowRating: false, shiftsCompleted: 2 })
    await rate([3])
    summary = await providerRatingSummary(server.ctx.db.read, p.providerId)
    expect(summary.shouldShowRating).toBe(true)
    // Scores 1,1,2,4,3: the mean of all scores (2.2) differs from the mean of shift means (2.33).
    expect(summary.averageRating).toBe(2.2)
    expect(summary.rating).toBe(2.2)
    expect(summary.currentRating).toBe(2.33)

    for (let i = 0; i < 9; i++) await rate([5, 5])
    summary = await providerRatingSummary(server.ctx.db.read, p.providerId)
    // Shift means are 1, 3, 3, then 5 × 9: the last 10 are 3 + 5 × 9 = 48, over 10.
    expect(summary.currentRating).toBe(4.8)
    // All scores: 1+1+2+4+3 + 18 × 5 = 101 over 23 scores.
    expect(summary.averageRating).toBe(Math.round((101 / 23) * 100) / 100)
    expect(summary.ratedShifts).toBe(12)
    expect(summary.providerRatings).toEqual([
      { category: 'TIMELINESS_AND_RELIABILITY', score: Math.round(((1 + 2 + 3 + 45) / 12) * 100) / 100 },
      { category: 'PROFESSIONALISM', score: Math.round(((1 + 4 + 45) / 11) * 100) / 100 },
    ])
    expect(summary.ratingBreakdown).toEqual(summary.providerRatings)
  })

  test('attendanceScore: worked over concluded (completed, no-shows, cancellations under 24 h)', async () => {
    const org = await signUpOrganization(server)
    const p = await signUpProvider(server)
    for (let i = 0; i < 6; i++) await makeCompletedShift(server, { facilityId: org.facilityId, providerId: p.providerId })
    await makeShift(server, { facilityId: org.facilityId, providerId: p.providerId, seatStatus: 'CANCELED', attendanceStatus: 'NO_SHOW', daysFromNow: -2 })
    // Two cancellations: one with 10 h of notice (late), one with 3 days (not counted).
    const now = server.clock.now()
    const late = await makeShift(server, { facilityId: org.facilityId, startsAt: new Date(now.getTime() + 10 * HOUR) })
    const early = await makeShift(server, { facilityId: org.facilityId, startsAt: new Date(now.getTime() + 72 * HOUR) })
    await server.ctx.db.write(async (tx) => {
      await addReputationPoints({ tx, providerId: p.providerId, reason: 'CANCELLATION', hoursOfNotice: 10, shiftId: late.shiftId, now })
      await addReputationPoints({ tx, providerId: p.providerId, reason: 'CANCELLATION', hoursOfNotice: 72, shiftId: early.shiftId, now })
    })
    const summary = await providerRatingSummary(server.ctx.db.read, p.providerId)
    expect(summary.shiftsCompleted).toBe(6)
    expect(summary.attendanceScore).toBe(75) // 6 / (6 + 1 + 1)
  })
})

describe('POST /api/rate-facility and GET /api/get-facilities-unrated', () => {
  test('a provider rates the facility of their own completed shift, once', async () => {
    const org = await signUpOrganization(server)
    const p = await signUpProvider(server)
    const other = await signUpProvider(server)
    const a = await makeCompletedShift(server, { facilityId: org.facilityId, providerId: p.providerId })
    const b = await makeCompletedShift(server, { facilityId: org.facilityId, providerId: p.providerId, startsAt: new Date(server.clock.now().getTime() - 30 * HOUR) })
    const upcoming = await makeShift(server, { facilityId: org.facilityId, providerId: p.providerId, startsAt: new Date(server.clock.now().getTime() + 30 * HOUR) })
    expect((await rateFacility(undefined, { shiftId: a.shiftId, ratings: allCategories(FACILITY_RATING_CATEGORIES, 5) })).status).toBe(401)
    expect((await rateFacility(org.token, { shiftId: a.shiftId, ratings: allCategories(FACILITY_RATING_CATEGORIES, 5) })).status).toBe(403)

    const unrated = await server.call('GET', '/api/get-facilities-unrated', { token: p.token })
    expect(unrated.status).toBe(200)
    expect(unrated.body.data.map((s: { shiftId: string }) => s.shiftId)).toEqual([b.shiftId, a.shiftId])
    expect(unrated.body.data[0].facility).toMatchObject({ id: org.facilityId, name: 'Riverside Community Pharmacy', city: 'Austin', state: 'TX' })

    const body = { shiftId: a.shiftId, ratings: allCategories(FACILITY_RATING_CATEGORIES, 4) }
    expect((await rateFacility(other.token, body)).status).toBe(404)
    const res = await rateFacility(p.token, body)
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ shiftId: a.shiftId, facilityId: org.facilityId, providerId: p.providerId, averageScore: 4, comment: null })
    expect((await rateFacility(p.token, body)).status).toBe(409)
    expect((await rateFacility(p.token, { ...body, shiftId: upcoming.shiftId })).status).toBe(422)
    expect((await rateFacility(p.token, { ...body, ratings: [{ category: 'ATTITUDE', score: 5 }] })).status).toBe(400)
    const after = await server.call('GET', '/api/get-facilities-unrated', { token: p.token })
    expect(after.body.data.map((s: { shiftId: string }) => s.shiftId)).toEqual([b.shiftId])
    // A facility's rating of the provider is separate from the provider's rating of the facility.
    expect((await rateProvider(org.token, org.facilityId, { shiftId: a.shiftId, providerId: p.providerId, ratings: [{ category: 'ATTITUDE', score: 5 }] })).status).toBe(201)
    const rows = await server.ctx.db.read.select().from(ratings).where(eq(ratings.shiftId, a.shiftId))
    expect(rows.map((r) => r.raterKind).sort()).toEqual(['FACILITY', 'PROVIDER'])
    // Provider ratings do not move the provider's reputation… but the facility's 5 does.
    expect(await points(p.providerId)).toBe(5)
  })

  test('paging', async () => {
    const org = await signUpOrganization(server)
    const p = await signUpProvider(server)
    for (let i = 0; i < 3; i++) await makeCompletedShift(server, { facilityId: org.facilityId, providerId: p.providerId, startsAt: new Date(server.clock.now().getTime() - (50 + i) * HOUR) })
    const page2 = await server.call('GET', '/api/get-facilities-unrated?page=2&pageSize=2', { token: p.token })
    expect(page2.body.pagination).toEqual({ page: 2, pageSize: 2, totalItems: 3, totalPages: 2, hasNextPage: false })
    expect(page2.body.data).toHaveLength(1)
    expect((await server.call('GET', '/api/get-facilities-unrated?page=0', { token: p.token })).body.message).toBe('Page number must be greater than or equal to 1')
    expect((await server.call('GET', '/api/get-providers-unrated?pageSize=0', { token: org.token })).body.message).toBe('Page size must be greater than or equal to 1')
  })

  test("facilityCurrentRating: mean over the facility's last 10 rated shifts; null before any", async () => {
    const org = await signUpOrganization(server)
    const quiet = await signUpOrganization(server)
    const p = await signUpProvider(server)
    expect(await facilityCurrentRating(server.ctx.db.read, org.facilityId)).toBeNull()
    const scores = [1, 1, 5, 5, 5, 5, 5, 4, 4, 4, 4, 4]
    for (const score of scores) {
      const { shiftId } = await makeCompletedShift(server, { facilityId: org.facilityId, providerId: p.providerId })
      server.clock.advance(1000)
      expect((await rateFacility(p.token, { shiftId, ratings: [{ category: 'SAFETY', score }, { category: 'SUPPORT', score }] })).status).toBe(201)
    }
    // The two 1s are the oldest and fall outside the last 10.
    expect(await facilityCurrentRating(server.ctx.db.read, org.facilityId)).toBe(4.5)
    const many = await facilityCurrentRatings(server.ctx.db.read, [org.facilityId, quiet.facilityId])
    expect([...many]).toEqual([
      [org.facilityId, 4.5],
      [quiet.facilityId, null],
    ])
    const stored = await server.ctx.db.read.select().from(ratings).where(and(eq(ratings.facilityId, org.facilityId), eq(ratings.raterKind, 'PROVIDER')))
    expect(stored).toHaveLength(scores.length)
  })
})
