import { describe, expect, test } from 'bun:test'
import { startTestServer } from '../../test/harness'
import { hireOnSeat, makeFacility, makeMember, makeShiftGroup, setCredits, signUpOrganization, signUpProvider } from '../../test/factories'
import { allocateBlockedCredits } from './blocked-credits'

const server = await startTestServer()
const org = await signUpOrganization(server, { facilityName: 'Riverside Community Pharmacy' })
const uptown = await makeFacility(server, { organizationId: org.organizationId, name: 'Alamo Heights Pharmacy', zipCode: '78209', city: 'San Antonio' })
const member = await makeMember(server, { organizationId: org.organizationId, role: 'MEMBER', facilityIds: [uptown.id] })
const other = await signUpOrganization(server)
const provider = await signUpProvider(server)
// A second database, so the credits arithmetic sees only its own posts.
const creditsServer = await startTestServer()

describe('GET /api/organization', () => {
  test('answers the organization with its members, facilities and credits', async () => {
    await setCredits(server, { organizationId: org.organizationId, creditsInCents: 12_345 })
    const res = await server.call('GET', '/api/organization', { token: org.token })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      organizationId: org.organizationId,
      name: 'Riverside Community Pharmacy',
      platformInterest: 'MARKETPLACE',
      appliedReferralCode: null,
      ownReferralCode: expect.any(String),
      organizationCustomerId: null,
      creditsBalance: 12_345,
      creditsBalanceInCents: 12_345,
    })
    // Facilities by name; the address is one line.
    expect(res.body.facilities).toEqual([
      { facilityId: uptown.id, name: 'Alamo Heights Pharmacy', address: '2100 Ross Ave, San Antonio, TX 78209', phone: '(214) 555-0148', city: 'San Antonio', state: 'TX', zipCode: '78209', timeZone: 'America/Chicago' },
      { facilityId: org.facilityId, name: 'Riverside Community Pharmacy', address: '401 Congress Ave, Austin, TX 78701', phone: '(512) 555-0147', city: 'Austin', state: 'TX', zipCode: '78701', timeZone: 'America/Chicago' },
    ])
    // The OWNER first, with every facility; the MEMBER with its own.
    expect(res.body.users).toHaveLength(2)
    expect(res.body.users[0]).toMatchObject({ userId: org.userId, name: 'Maria Lopez', role: 'OWNER', image: null })
    expect(res.body.users[0].facilities.map((f: { facilityId: string }) => f.facilityId)).toEqual([uptown.id, org.facilityId])
    expect(res.body.users[1]).toEqual({ userId: member.userId, name: 'Dana Whitfield', email: member.email, image: null, role: 'MEMBER', facilities: [{ facilityId: uptown.id, name: 'Alamo Heights Pharmacy' }] })
  })

  test('blocked credits: the balance spent on unfilled seats of open, future groups, oldest post first', async () => {
    const s = creditsServer
    const o = await signUpOrganization(s)
    const now = s.clock.now()
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000)
    await setCredits(s, { organizationId: o.organizationId, creditsInCents: 100_000 })
    // Post A: two groups with one unfilled seat each at $40.00 × 4 h = $160 + 25% = $200.00.
    const a1 = await makeShiftGroup(s, { facilityId: o.facilityId, postId: 'post-a', rateCents: 4000, startTime: '09:00', endTime: '13:00', quantity: 2, createdAt: hoursAgo(3) })
    await hireOnSeat(s, { seatId: a1.seatIds[0]!, providerId: (await signUpProvider(s)).providerId })
    await makeShiftGroup(s, { facilityId: o.facilityId, postId: 'post-a', rateCents: 4000, startTime: '09:00', endTime: '13:00', daysFromNow: 4, createdAt: hoursAgo(3) })
    // Neither a started group, a closed one nor a canceled one can still be hired.
    await makeShiftGroup(s, { facilityId: o.facilityId, postId: 'post-a', rateCents: 4000, daysFromNow: -2, createdAt: hoursAgo(3) })
    await makeShiftGroup(s, { facilityId: o.facilityId, postId: 'post-a', rateCents: 4000, status: 'CLOSED', createdAt: hoursAgo(3) })
    await makeShiftGroup(s, { facilityId: o.facilityId, postId: 'post-a', rateCents: 4000, status: 'CANCELED', createdAt: hoursAgo(3) })
    // Post B: three seats at $41.17 × 7.5 h (paid lunch) = $308.78 (308.775 rounds up) + $77.20 = $385.98 each.
    await makeShiftGroup(s, { facilityId: o.facilityId, postId: 'post-b', rateCents: 4117, startTime: '09:00', endTime: '16:30', lunchBreakMinutes: 30, isLunchBreakPaid: true, quantity: 3, createdAt: hoursAgo(2) })
    // Post C: nothing left for it.
    await makeShiftGroup(s, { facilityId: o.facilityId, postId: 'post-c', createdAt: hoursAgo(1) })

    const res = await s.call('GET', '/api/organization', { token: o.token })
    expect(res.status).toBe(200)
    expect(res.body.creditsBalanceInCents).toBe(100_000)
    expect(res.body.blockedCreditsByShiftPost).toEqual([
      { postId: 'post-a', createdAt: hoursAgo(3).toISOString(), credits: 40_000, creditsInCents: 40_000 },
      { postId: 'post-b', createdAt: hoursAgo(2).toISOString(), credits: 60_000, creditsInCents: 60_000 },
    ])
  })

  test('a MEMBER sees only its facilities', async () => {
    const res = await server.call('GET', '/api/organization', { token: member.token })
    expect(res.status).toBe(200)
    expect(res.body.facilities.map((f: { facilityId: string }) => f.facilityId)).toEqual([uptown.id])
    expect(res.body.users.find((u: { role: string }) => u.role === 'OWNER').facilities).toEqual([{ facilityId: uptown.id, name: 'Alamo Heights Pharmacy' }])
  })

  test('401 without a token, 403 for a provider', async () => {
    expect((await server.call('GET', '/api/organization')).status).toBe(401)
    expect((await server.call('GET', '/api/organization', { token: provider.token })).status).toBe(403)
  })
})

describe('allocateBlockedCredits', () => {
  const post = (postId: string, minutesAgo: number, demandCents: number) => ({ postId, createdAt: new Date(Date.UTC(2026, 0, 1) - minutesAgo * 60_000), demandCents, facilityIds: ['f'] })
  test('spends the balance oldest post first and never more than it holds', () => {
    expect(allocateBlockedCredits(25_000, [post('new', 1, 30_000), post('old', 10, 20_000)]).map((p) => [p.postId, p.creditsCents])).toEqual([
      ['old', 20_000],
      ['new', 5_000],
    ])
    expect(allocateBlockedCredits(0, [post('old', 10, 20_000)])).toEqual([])
    expect(allocateBlockedCredits(50_000, [post('old', 10, 0), post('new', 1, 1)]).map((p) => p.creditsCents)).toEqual([1])
  })
})

describe('GET /api/facility and /api/facility/{facilityId}', () => {
  test('lists the caller’s facilities with coordinates and time zone', async () => {
    const res = await server.call('GET', '/api/facility', { token: org.token })
    expect(res.status).toBe(200)
    expect(res.body.map((f: { id: string }) => f.id)).toEqual([uptown.id, org.facilityId])
    const riverside = res.body[1]
    expect(riverside).toMatchObject({
      facilityId: org.facilityId,
      id: org.facilityId,
      name: 'Riverside Community Pharmacy',
      address: '401 Congress Ave, Austin, TX 78701',
      streetAddress: '401 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      phone: '(512) 555-0147',
      timeZone: 'America/Chicago',
      organizationId: org.organizationId,
    })
    expect(riverside.latitude).toBeCloseTo(30.27, 1)
    expect(riverside.longitude).toBeCloseTo(-97.74, 1)
    const one = await server.call('GET', `/api/facility/${org.facilityId}`, { token: org.token })
    expect(one.status).toBe(200)
    expect(one.body).toEqual(riverside)
  })

  test('a MEMBER sees its facilities only; others answer 404', async () => {
    const list = await server.call('GET', '/api/facility', { token: member.token })
    expect(list.body.map((f: { id: string }) => f.id)).toEqual([uptown.id])
    expect((await server.call('GET', `/api/facility/${uptown.id}`, { token: member.token })).status).toBe(200)
    const hidden = await server.call('GET', `/api/facility/${org.facilityId}`, { token: member.token })
    expect(hidden.status).toBe(404)
    expect(hidden.body.message).toBe('Facility not found')
  })

  test('another organization’s facility answers 404; no token 401; a provider 403', async () => {
    expect((await server.call('GET', `/api/facility/${other.facilityId}`, { token: org.token })).status).toBe(404)
    expect((await server.call('GET', `/api/facility/${org.facilityId}`, { token: other.token })).status).toBe(404)
    expect((await server.call('GET', '/api/facility')).status).toBe(401)
    expect((await server.call('GET', '/api/facility', { token: provider.token })).status).toBe(403)
    expect((await server.call('GET', `/api/facility/${org.facilityId}`, { token: provider.token })).status).toBe(403)
  })
})
