import { describe, expect, test } from 'bun:test'
import { startTestServer } from '../../../test/harness'
import {
  hireOnSeat,
  makeApplication,
  makeBan,
  makeCharge,
  makeFacility,
  makeMember,
  makePreferredProvider,
  makeShiftGroup,
  shadowBanProvider,
  signUpOrganization,
  signUpProvider,
} from '../../../test/factories'

const server = await startTestServer()
const now = () => server.clock.now()
const hoursAgo = (h: number) => new Date(now().getTime() - h * 3_600_000)
const ids = (body: { data: Record<string, unknown>[] }, key = 'shiftGroupId') => body.data.map((d) => d[key])

const provider = await signUpProvider(server)
const other = await signUpOrganization(server)
const otherGroup = await makeShiftGroup(server, { facilityId: other.facilityId, quantity: 1 })

describe('guards', () => {
  const paths = [
    '/api/facility/shifts/pending',
    '/api/facility/shifts/in-progress',
    '/api/facility/shift/applications',
    '/api/facility/shifts/applicants',
    `/api/facility/shift/${otherGroup.group.id}/applicants`,
    `/api/facility/shift/${otherGroup.seatIds[0]}/hired-provider`,
    `/api/facility/shift/${otherGroup.group.id}/provider/${provider.providerId}`,
    `/api/facility/shift/${otherGroup.group.id}/preview`,
    '/api/shifts/facility-owner',
  ]
  test('401 without a token and 403 for a provider, on every call', async () => {
    for (const path of paths) {
      expect([path, (await server.call('GET', path)).status]).toEqual([path, 401])
      expect([path, (await server.call('GET', path, { token: provider.token })).status]).toEqual([path, 403])
    }
  })

  test('another organization’s group, seat and facility answer 404', async () => {
    const org = await signUpOrganization(server)
    await makeApplication(server, { shiftGroupId: otherGroup.group.id, providerId: provider.providerId })
    await hireOnSeat(server, { seatId: otherGroup.seatIds[0]!, providerId: provider.providerId })
    for (const path of [
      `/api/facility/shift/${otherGroup.group.id}/applicants`,
      `/api/facility/shift/${otherGroup.seatIds[0]}/hired-provider`,
      `/api/facility/shift/${otherGroup.group.id}/provider/${provider.providerId}`,
      `/api/facility/shift/${otherGroup.group.id}/preview`,
      `/api/facility/shift/applications?shiftGroupId=${otherGroup.group.id}`,
      `/api/facility/shifts/pending?facilityId=${other.facilityId}`,
      `/api/facility/shifts/in-progress?facilityId=${other.facilityId}`,
      `/api/facility/shifts/applicants?facilityId=${other.facilityId}`,
    ]) {
      expect([path, (await server.call('GET', path, { token: org.token })).status]).toEqual([path, 404])
    }
    // The owner's own token reaches them.
    expect((await server.call('GET', `/api/facility/shift/${otherGroup.seatIds[0]}/hired-provider`, { token: other.token })).status).toBe(200)
  })
})

describe('through the posting and applying calls', () => {
  test('a posted shift and a real application show up on the facility side', async () => {
    const org = await signUpOrganization(server)
    const rph = await signUpProvider(server)
    expect((await server.call('PUT', `/api/testing/${rph.userId}/licenses`, { token: org.token, body: { states: ['TX'] } })).status).toBe(204)
    const date = new Date(now().getTime() + 4 * 86_400_000).toISOString().slice(0, 10)
    const posted = await server.call('POST', '/api/facility/shift', {
      token: org.token,
      body: {
        facilityId: org.facilityId,
        title: 'Weekend staff pharmacist',
        description: 'Fill prescriptions, counsel patients and give immunizations at a busy neighborhood store downtown.',
        rate: 62.5,
        providerType: 'PHARMACIST',
        locationType: 'ON_SITE',
        software: ['PioneerRx'],
        specialties: ['Retail/Community'],
        languages: ['English'],
        lunchBreakMinutes: 30,
        shiftDays: [{ date, timeSlots: [{ startTime: '08:00', endTime: '16:30', quantity: 2 }] }],
      },
    })
    expect(posted.status).toBe(201)
    const shiftGroupId = posted.body.shiftGroups[0].shiftGroupId
    expect((await server.call('POST', `/api/provider/shift/${shiftGroupId}/apply`, { token: rph.token, body: { message: 'Glad to cover.' } })).status).toBeLessThan(300)

    const pending = await server.call('GET', '/api/facility/shifts/pending', { token: org.token })
    // $62.50 × 8 paid hours = $500 + 25% = $625 a seat, $1,250 for both.
    expect(pending.body.data).toEqual([expect.objectContaining({ shiftGroupId, date, time: '08:00 - 16:30', rate: 62.5, total: 1250, totalAmountInCents: 125_000, totalAmountOfShifts: 2, totalAmountOfFilledShifts: 0, applicationsCount: 1, newApplicationsCount: 1 })])
    const applicants = await server.call('GET', `/api/facility/shift/${shiftGroupId}/applicants`, { token: org.token })
    expect(applicants.body.data).toEqual([expect.objectContaining({ applicationMessage: 'Glad to cover.', meetsAllRequirements: true, isHired: false })])
    const preview = await server.call('GET', `/api/facility/shift/${shiftGroupId}/preview`, { token: org.token })
    expect(preview.body).toMatchObject({ quantityOfHours: 8.5, effectiveWorkingHours: 8, totalPaymentInCents: 62_500, totalForAllSeatsInCents: 125_000 })
  })
})

describe('GET /api/facility/shifts/pending', () => {
  test('open and closed groups starting later with a free seat, soonest first, priced to the cent', async () => {
    const org = await signUpOrganization(server)
    const dallas = await makeFacility(server, { organizationId: org.organizationId, name: 'Uptown Dallas Pharmacy' })
    const base = { facilityId: org.facilityId }
    // $41.17 × 7.5 h (lunch paid) = $308.78 (308.775 rounds up) + 25% $77.20 = $385.98 a seat; 3 seats $1,157.94.
    const g1 = await makeShiftGroup(server, { ...base, daysFromNow: 3, quantity: 3, rateCents: 4117, startTime: '09:00', endTime: '16:30', lunchBreakMinutes: 30, isLunchBreakPaid: true, title: 'Weekday staff pharmacist' })
    const g2 = await makeShiftGroup(server, { facilityId: dallas.id, daysFromNow: 1 })
    const closed = await makeShiftGroup(server, { ...base, daysFromNow: 5, status: 'CLOSED' })
    const full = await makeShiftGroup(server, { ...base, daysFromNow: 2 })
    await makeShiftGroup(server, { ...base, daysFromNow: -1 })
    await makeShiftGroup(server, { ...base, daysFromNow: 4, status: 'CANCELED' })
    const people = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => signUpProvider(server)))
    await hireOnSeat(server, { seatId: g1.seatIds[0]!, providerId: people[0]!.providerId })
    await hireOnSeat(server, { seatId: full.seatIds[0]!, providerId: people[0]!.providerId })
    // Two awaiting a decision (one new); expired, canceled, hired, banned and shadow-banned ones do not count.
    await makeApplication(server, { shiftGroupId: g1.group.id, providerId: people[1]!.providerId, createdAt: hoursAgo(30) })
    await makeApplication(server, { shiftGroupId: g1.group.id, providerId: people[2]!.providerId, createdAt: hoursAgo(2), expiresAt: new Date(now().getTime() + 3_600_000) })
    await makeApplication(server, { shiftGroupId: g1.group.id, providerId: people[3]!.providerId, createdAt: hoursAgo(3), expiresAt: hoursAgo(1) })
    await makeApplication(server, { shiftGroupId: g1.group.id, providerId: people[4]!.providerId, status: 'CANCELED' })
    await makeApplication(server, { shiftGroupId: g1.group.id, providerId: people[0]!.providerId, isHired: true })
    await makeApplication(server, { shiftGroupId: g1.group.id, providerId: people[5]!.providerId })
    await makeBan(server, { organizationId: org.organizationId, providerId: people[5]!.providerId, facilityId: org.facilityId })
    await makeApplication(server, { shiftGroupId: g1.group.id, providerId: people[6]!.providerId })
    await shadowBanProvider(server, { providerId: people[6]!.providerId })

    const res = await server.call('GET', '/api/facility/shifts/pending', { token: org.token })
    expect(res.status).toBe(200)
    expect(ids(res.body)).toEqual([g2.group.id, g1.group.id, closed.group.id])
    expect(res.body.pagination).toEqual({ page: 1, pageSize: 10, totalItems: 3, totalPages: 1, hasNextPage: false })
    expect(res.body.data[1]).toEqual({
      shiftGroupId: g1.group.id,
      status: 'OPEN',
      date: g1.group.date,
      time: '09:00 - 16:30',
      startTime: '09:00',
      endTime: '16:30',
      rate: 41.17,
      total: 1157.94,
      percentageFee: 25,
      totalAmountInCents: 115_794,
      providerType: 'PHARMACIST',
      quantityOfHours: 7.5,
      bypassCancellationFee: false,
      totalAmountOfShifts: 3,
      totalAmountOfFilledShifts: 1,
      shiftTitle: 'Weekday staff pharmacist',
      isAutoHireEnabled: false,
      applicationsCount: 2,
      newApplicationsCount: 1,
      facility: { id: org.facilityId, name: 'Riverside Community Pharmacy', state: 'TX', city: 'Austin', timeZone: 'America/Chicago' },
    })
    expect(res.body.data[2].status).toBe('CLOSED')

    const paged = await server.call('GET', '/api/facility/shifts/pending?page=2&pageSize=1', { token: org.token })
    expect(ids(paged.body)).toEqual([g1.group.id])
    expect(paged.body.pagination).toEqual({ page: 2, pageSize: 1, totalItems: 3, totalPages: 3, hasNextPage: true })
    const atDallas = await server.call('GET', `/api/facility/shifts/pending?facilityId=${dallas.id}`, { token: org.token })
    expect(ids(atDallas.body)).toEqual([g2.group.id])

    // A MEMBER of Dallas sees Dallas only, and Austin's facility and groups answer 404.
    const member = await makeMember(server, { organizationId: org.organizationId, role: 'MEMBER', facilityIds: [dallas.id] })
    expect(ids((await server.call('GET', '/api/facility/shifts/pending', { token: member.token })).body)).toEqual([g2.group.id])
    expect((await server.call('GET', `/api/facility/shifts/pending?facilityId=${org.facilityId}`, { token: member.token })).status).toBe(404)
    expect((await server.call('GET', `/api/facility/shift/${g1.group.id}/preview`, { token: member.token })).status).toBe(404)
    expect((await server.call('GET', `/api/facility/shift/${g1.group.id}/applicants`, { token: member.token })).status).toBe(404)
    expect((await server.call('GET', `/api/facility/shift/${g1.seatIds[0]}/hired-provider`, { token: member.token })).status).toBe(404)
    expect((await server.call('GET', `/api/facility/shift/${g2.group.id}/preview`, { token: member.token })).status).toBe(200)
    // An ADMIN works across the organization.
    const admin = await makeMember(server, { organizationId: org.organizationId, role: 'ADMIN' })
    expect(ids((await server.call('GET', '/api/facility/shifts/pending', { token: admin.token })).body)).toEqual([g2.group.id, g1.group.id, closed.group.id])
  })

  test('paging is checked with the seed messages', async () => {
    const org = await signUpOrganization(server)
    const bad = await server.call('GET', '/api/facility/shifts/pending?page=0', { token: org.token })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('Page number must be greater than or equal to 1')
    expect((await server.call('GET', '/api/facility/shifts/pending?pageSize=0', { token: org.token })).body.message).toBe('Page size must be greater than or equal to 1')
  })
})

describe('GET /api/facility/shifts/in-progress', () => {
  test('hired seats upcoming, under way and awaiting attendance, soonest first, with payment state', async () => {
    const org = await signUpOrganization(server)
    const base = { facilityId: org.facilityId }
    const [rph, tech] = await Promise.all([signUpProvider(server), signUpProvider(server, { personal: { firstName: 'Ana', lastName: 'Ruiz' } })])
    // Upcoming, two seats: one charged, one whose charge is still with the processor.
    const upcoming = await makeShiftGroup(server, { ...base, daysFromNow: 2, quantity: 3, rateCents: 5525, startTime: '08:00', endTime: '16:00', lunchBreakMinutes: 30, overrides: { isParkingFree: true, parkingDetails: 'Lot behind the store', parkingOptions: ['ParkingLot'], dailyAverageScriptCount: 350, staffOnHandHelp: 'Two technicians' } })
    await hireOnSeat(server, { seatId: upcoming.seatIds[0]!, providerId: rph.providerId, providerWillAttendShift: true })
    const paid = await makeCharge(server, { shiftId: upcoming.seatIds[0]!, status: 'SUCCEEDED', amountCents: 51_798, paymentMethodId: 'pm-visa' })
    await hireOnSeat(server, { seatId: upcoming.seatIds[1]!, providerId: tech.providerId })
    await makeCharge(server, { shiftId: upcoming.seatIds[1]!, status: 'PENDING', amountCents: 51_798 })
    // Under way: started an hour ago.
    const startedAt = new Date(now().getTime() - 3_600_000)
    const underWay = await makeShiftGroup(server, { ...base, startsAt: startedAt, endTime: '23:59' })
    await hireOnSeat(server, { seatId: underWay.seatIds[0]!, providerId: rph.providerId })
    // Ended yesterday, attendance not yet given; its charge failed.
    const ended = await makeShiftGroup(server, { ...base, daysFromNow: -1 })
    await hireOnSeat(server, { seatId: ended.seatIds[0]!, providerId: tech.providerId })
    await makeCharge(server, { shiftId: ended.seatIds[0]!, status: 'FAILED', amountCents: 63_750 })
    // Completed and canceled seats are history, not in progress.
    const done = await makeShiftGroup(server, { ...base, daysFromNow: -3, quantity: 2 })
    await hireOnSeat(server, { seatId: done.seatIds[0]!, providerId: rph.providerId, status: 'COMPLETED' })
    await hireOnSeat(server, { seatId: done.seatIds[1]!, providerId: tech.providerId, status: 'CANCELED' })

    const res = await server.call('GET', '/api/facility/shifts/in-progress', { token: org.token })
    expect(res.status).toBe(200)
    expect(ids(res.body, 'shiftId')).toEqual([ended.seatIds[0], underWay.seatIds[0], ...[upcoming.seatIds[0], upcoming.seatIds[1]].sort()])
    expect(res.body.pagination.totalItems).toBe(4)
    const first = res.body.data.find((d: { shiftId: string }) => d.shiftId === upcoming.seatIds[0])
    // $55.25 × 7.5 h = $414.38 (414.375 rounds up) + 25% $103.60 (103.595 rounds up) = $517.98.
    expect(first).toEqual({
      shiftId: upcoming.seatIds[0],
      shiftGroupId: upcoming.group.id,
      title: 'Staff pharmacist, weekday',
      date: upcoming.group.date,
      startTime: '08:00',
      endTime: '16:00',
      shiftStartTime: upcoming.group.startsAt.toISOString(),
      shiftEndTime: upcoming.group.endsAt.toISOString(),
      provider: { id: rph.providerId, name: 'James Carter', type: 'PHARMACIST', avatarUrl: null },
      isAttendanceConfirmed: false,
      providerWillAttendShift: true,
      attendanceStatus: 'PENDING',
      payment: { id: paid.id, selectedPaymentMethodId: 'pm-visa', isWaitingPaymentConfirmation: false, isFailedPaymentIntent: false, status: 'SUCCEEDED' },
      isParkingFree: true,
      parkingDetails: 'Lot behind the store',
      parkingOptions: ['ParkingLot'],
      dailyAverageScriptCount: 350,
      staffOnHandHelp: 'Two technicians',
      isLunchBreakPaid: false,
      lunchBreakMinutes: 30,
      rate: 55.25,
      totalInCents: 51_798,
      facility: { id: org.facilityId, name: 'Riverside Community Pharmacy', state: 'TX', city: 'Austin', timeZone: 'America/Chicago' },
    })
    const waiting = res.body.data.find((d: { shiftId: string }) => d.shiftId === upcoming.seatIds[1])
    expect(waiting.payment).toMatchObject({ isWaitingPaymentConfirmation: true, isFailedPaymentIntent: false, status: 'PENDING' })
    expect(waiting.provider.name).toBe('Ana Ruiz')
    expect(res.body.data[0].payment).toMatchObject({ isFailedPaymentIntent: true, status: 'FAILED' })
    expect(res.body.data[1].payment).toEqual({ id: null, selectedPaymentMethodId: null, isWaitingPaymentConfirmation: false, isFailedPaymentIntent: false, status: 'NOT_CHARGED' })

    const paged = await server.call('GET', '/api/facility/shifts/in-progress?pageSize=2&page=2', { token: org.token })
    expect(paged.body.pagination).toEqual({ page: 2, pageSize: 2, totalItems: 4, totalPages: 2, hasNextPage: false })
    expect(paged.body.data).toHaveLength(2)
  })

  test('the count is of the seats listed, for a facility, the organization and a MEMBER of one facility', async () => {
    // The count reads the seats by their own organization and facility; the page walks the groups.
    const org = await signUpOrganization(server)
    const second = await makeFacility(server, { organizationId: org.organizationId })
    const member = await makeMember(server, { organizationId: org.organizationId, role: 'MEMBER', facilityIds: [second.id] })
    const hire = async (facilityId: string, daysFromNow: number, status?: 'OPEN' | 'CLOSED' | 'CANCELED') => {
      const made = await makeShiftGroup(server, { facilityId, daysFromNow, quantity: 2, ...(status ? { status } : {}) })
      await hireOnSeat(server, { seatId: made.seatIds[0]!, providerId: provider.providerId })
      return made.seatIds[0]
    }
    const here = [await hire(org.facilityId, 2), await hire(org.facilityId, -1, 'CLOSED')]
    const there = [await hire(second.id, 3)]
    // A hired seat of a canceled group is not in progress.
    await hire(second.id, 4, 'CANCELED')
    const listed = async (path: string, token = org.token) => {
      const res = await server.call('GET', path, { token })
      expect(res.status).toBe(200)
      return { ids: ids(res.body, 'shiftId').sort(), total: res.body.pagination.totalItems }
    }
    expect(await listed('/api/facility/shifts/in-progress')).toEqual({ ids: [...here, ...there].sort(), total: 3 })
    expect(await listed(`/api/facility/shifts/in-progress?facilityId=${org.facilityId}`)).toEqual({ ids: [...here].sort(), total: 2 })
    expect(await listed('/api/facility/shifts/in-progress', member.token)).toEqual({ ids: there, total: 1 })
    expect(await listed(`/api/facility/shifts/in-progress?facilityId=${second.id}`, member.token)).toEqual({ ids: there, total: 1 })
  })
})

describe('GET /api/facility/shift/applications', () => {
  test('pending applications of groups that can still hire, newest first', async () => {
    const org = await signUpOrganization(server)
    const dallas = await makeFacility(server, { organizationId: org.organizationId })
    const austinGroup = await makeShiftGroup(server, { facilityId: org.facilityId, daysFromNow: 2, quantity: 2 })
    const dallasGroup = await makeShiftGroup(server, { facilityId: dallas.id, daysFromNow: 6, rateCents: 3250, providerType: 'TECHNICIAN' })
    const pastGroup = await makeShiftGroup(server, { facilityId: org.facilityId, daysFromNow: -2 })
    const p = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => signUpProvider(server)))
    const fiveHoursAgo = hoursAgo(5)
    const a1 = await makeApplication(server, { shiftGroupId: austinGroup.group.id, providerId: p[0]!.providerId, createdAt: fiveHoursAgo, message: 'Available all day.' })
    const a2 = await makeApplication(server, { shiftGroupId: dallasGroup.group.id, providerId: p[1]!.providerId, createdAt: hoursAgo(1) })
    const a3 = await makeApplication(server, { shiftGroupId: austinGroup.group.id, providerId: p[2]!.providerId, createdAt: hoursAgo(3), expiresAt: new Date(now().getTime() + 86_400_000) })
    await makeApplication(server, { shiftGroupId: austinGroup.group.id, providerId: p[3]!.providerId, expiresAt: hoursAgo(1) })
    await makeApplication(server, { shiftGroupId: austinGroup.group.id, providerId: p[4]!.providerId, status: 'REJECTED' })
    await makeApplication(server, { shiftGroupId: pastGroup.group.id, providerId: p[5]!.providerId })
    await makeApplication(server, { shiftGroupId: austinGroup.group.id, providerId: p[6]!.providerId })
    await makeBan(server, { organizationId: org.organizationId, providerId: p[6]!.providerId })

    const res = await server.call('GET', '/api/facility/shift/applications', { token: org.token })
    expect(res.status).toBe(200)
    expect(ids(res.body, 'applicationId')).toEqual([a2.id, a3.id, a1.id])
    expect(res.body.data[2]).toEqual({
      applicationId: a1.id,
      applicationMessage: 'Available all day.',
      appliedAt: fiveHoursAgo.toISOString(),
      expiresAt: null,
      isRecommendedProvider: false,
      provider: { id: p[0]!.providerId, name: 'James Carter', type: 'PHARMACIST', avatarUrl: null, yearsExperience: 6, currentRating: null, averageRating: null },
      shiftGroup: {
        shiftGroupId: austinGroup.group.id,
        title: 'Staff pharmacist, weekday',
        date: austinGroup.group.date,
        startTime: '09:00',
        endTime: '17:30',
        providerType: 'PHARMACIST',
        rate: 60,
        totalAmountOfShifts: 2,
        totalAmountOfFilledShifts: 0,
        facility: { id: org.facilityId, name: 'Riverside Community Pharmacy', state: 'TX', city: 'Austin', timeZone: 'America/Chicago' },
      },
    })
    expect(ids((await server.call('GET', `/api/facility/shift/applications?facilityId=${dallas.id}`, { token: org.token })).body, 'applicationId')).toEqual([a2.id])
    expect(ids((await server.call('GET', `/api/facility/shift/applications?shiftGroupId=${austinGroup.group.id}`, { token: org.token })).body, 'applicationId')).toEqual([a3.id, a1.id])
    const paged = await server.call('GET', '/api/facility/shift/applications?pageSize=2', { token: org.token })
    expect(paged.body.pagination).toEqual({ page: 1, pageSize: 2, totalItems: 3, totalPages: 2, hasNextPage: true })
  })
})

describe('GET /api/facility/shifts/applicants (tabs)', () => {
  test('each group in exactly one tab', async () => {
    const org = await signUpOrganization(server)
    const base = { facilityId: org.facilityId }
    const people = await Promise.all([1, 2, 3].map(() => signUpProvider(server)))
    const pid = (i: number) => people[i]!.providerId
    // not-filled: open, later, a seat free (one seat already hired).
    const partly = await makeShiftGroup(server, { ...base, daysFromNow: 2, quantity: 2 })
    await hireOnSeat(server, { seatId: partly.seatIds[0]!, providerId: pid(0) })
    const empty = await makeShiftGroup(server, { ...base, daysFromNow: 1 })
    // filled: every seat taken; closed with a hire; started with a hire and a seat left.
    const full = await makeShiftGroup(server, { ...base, daysFromNow: 3 })
    await hireOnSeat(server, { seatId: full.seatIds[0]!, providerId: pid(1) })
    const closed = await makeShiftGroup(server, { ...base, daysFromNow: 4, quantity: 2, status: 'CLOSED' })
    await hireOnSeat(server, { seatId: closed.seatIds[0]!, providerId: pid(1) })
    const started = await makeShiftGroup(server, { ...base, daysFromNow: -1, quantity: 2 })
    await hireOnSeat(server, { seatId: started.seatIds[0]!, providerId: pid(2) })
    // completed: every hired seat completed, even with a seat never filled.
    const done = await makeShiftGroup(server, { ...base, daysFromNow: -5, quantity: 2 })
    await hireOnSeat(server, { seatId: done.seatIds[0]!, providerId: pid(0), status: 'COMPLETED' })
    await hireOnSeat(server, { seatId: done.seatIds[1]!, providerId: pid(1), status: 'COMPLETED' })
    const halfDone = await makeShiftGroup(server, { ...base, daysFromNow: -3, quantity: 2 })
    await hireOnSeat(server, { seatId: halfDone.seatIds[0]!, providerId: pid(2), status: 'COMPLETED' })
    // In no tab: canceled, and past with nobody hired.
    const canceled = await makeShiftGroup(server, { ...base, daysFromNow: 2, status: 'CANCELED' })
    await hireOnSeat(server, { seatId: canceled.seatIds[0]!, providerId: pid(2), status: 'CANCELED' })
    await makeShiftGroup(server, { ...base, daysFromNow: -2 })

    const tab = async (status?: string) => {
      const res = await server.call('GET', `/api/facility/shifts/applicants${status ? `?status=${status}` : ''}`, { token: org.token })
      expect(res.status).toBe(200)
      // The total is counted by another query than the page's: both must agree.
      expect(res.body.pagination.totalItems).toBe(res.body.data.length)
      return ids(res.body)
    }
    expect(await tab('not-filled')).toEqual([empty.group.id, partly.group.id])
    expect(await tab()).toEqual([empty.group.id, partly.group.id])
    expect(await tab('filled')).toEqual([started.group.id, full.group.id, closed.group.id])
    expect(await tab('completed')).toEqual([halfDone.group.id, done.group.id])

    const bad = await server.call('GET', '/api/facility/shifts/applicants?status=open', { token: org.token })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('Status must be one of not-filled, filled or completed')
  })

  test('each group shows its first five applicants in list order and their count', async () => {
    const org = await signUpOrganization(server)
    const group = await makeShiftGroup(server, { facilityId: org.facilityId, daysFromNow: 2, quantity: 2, title: 'Saturday technician cover', providerType: 'TECHNICIAN' })
    const people = await Promise.all([0, 1, 2, 3, 4, 5, 6].map(() => signUpProvider(server)))
    const apps = []
    for (const [i, p] of people.entries()) apps.push(await makeApplication(server, { shiftGroupId: group.group.id, providerId: p.providerId, createdAt: hoursAgo(10 - i) }))
    // A preferred provider who applied last is listed first.
    await makePreferredProvider(server, { facilityId: org.facilityId, providerId: people[6]!.providerId })
    await hireOnSeat(server, { seatId: group.seatIds[0]!, providerId: people[0]!.providerId, applicationId: apps[0]!.id })

    const res = await server.call('GET', '/api/facility/shifts/applicants?status=not-filled', { token: org.token })
    expect(res.status).toBe(200)
    expect(res.body.data).toHaveLength(1)
    const row = res.body.data[0]
    expect(row).toMatchObject({
      shiftGroupId: group.group.id,
      shiftTitle: 'Saturday technician cover',
      date: group.group.date,
      startTime: '09:00',
      endTime: '17:30',
      providerType: 'TECHNICIAN',
      totalAmountOfShifts: 2,
      totalAmountOfFilledShifts: 1,
      applicantsCount: 7,
    })
    expect(row.applicants.map((a: { id: string }) => a.id)).toEqual([apps[6]!.id, apps[0]!.id, apps[1]!.id, apps[2]!.id, apps[3]!.id])
    expect(Object.keys(row.applicants[0]).sort()).toEqual(['applicationMessage', 'appliedAt', 'expiresAt', 'id', 'provider', 'shiftDate'])
  })
})

describe('GET /api/facility/shift/{shiftId}/hired-provider', () => {
  test('who holds the seat; a free seat answers 404', async () => {
    const org = await signUpOrganization(server)
    const rph = await signUpProvider(server, { personal: { firstName: 'Priya', lastName: 'Natarajan' }, professional: { phoneNumber: '5125550199' } })
    const group = await makeShiftGroup(server, { facilityId: org.facilityId, quantity: 2 })
    await hireOnSeat(server, { seatId: group.seatIds[0]!, providerId: rph.providerId, providerWillAttendShift: true })
    const res = await server.call('GET', `/api/facility/shift/${group.seatIds[0]}/hired-provider`, { token: org.token })
    expect(res.status).toBe(200)
    const user = await server.call('GET', '/api/user', { token: rph.token })
    expect(res.body).toEqual({
      shiftId: group.seatIds[0],
      shiftGroupId: group.group.id,
      provider: { id: rph.providerId, name: 'Priya Natarajan', type: 'PHARMACIST', phone: '5125550199', email: user.body.email, avatarUrl: null, currentRating: null },
      hiredAt: expect.any(String),
      providerWillAttendShift: true,
      attendanceStatus: 'PENDING',
    })
    const free = await server.call('GET', `/api/facility/shift/${group.seatIds[1]}/hired-provider`, { token: org.token })
    expect(free.status).toBe(404)
    expect(free.body.message).toBe('No provider is hired for this shift')
    expect((await server.call('GET', `/api/facility/shift/${group.group.id}/hired-provider`, { token: org.token })).status).toBe(404)
  })
})

describe('GET /api/facility/shift/{shiftGroupId}/provider/{providerId}', () => {
  test('an applicant’s application, a hired provider’s seat, and 404 for anyone else', async () => {
    const org = await signUpOrganization(server)
    const group = await makeShiftGroup(server, { facilityId: org.facilityId, quantity: 2 })
    const [applicant, hired, stranger, hidden] = await Promise.all([1, 2, 3, 4].map(() => signUpProvider(server)))
    const appliedAt = hoursAgo(4)
    const app = await makeApplication(server, { shiftGroupId: group.group.id, providerId: applicant!.providerId, message: 'I know PioneerRx well.', createdAt: appliedAt })
    const hiredApp = await makeApplication(server, { shiftGroupId: group.group.id, providerId: hired!.providerId })
    await hireOnSeat(server, { seatId: group.seatIds[0]!, providerId: hired!.providerId, applicationId: hiredApp.id })
    await makeApplication(server, { shiftGroupId: group.group.id, providerId: hidden!.providerId })
    await shadowBanProvider(server, { providerId: hidden!.providerId })

    const res = await server.call('GET', `/api/facility/shift/${group.group.id}/provider/${applicant!.providerId}`, { token: org.token })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      provider: { id: applicant!.providerId, name: 'James Carter', type: 'PHARMACIST', license: { state: 'TX', licenseNumber: 'RPH-48213', isVerified: false } },
      application: { applicationId: app.id, status: 'PENDING', isHired: false, message: 'I know PioneerRx well.', appliedAt: appliedAt.toISOString(), expiresAt: null, isExpired: false },
      shift: null,
      isRecommendedProvider: false,
      // The sign-up license is not verified yet, and the group needs a license in Texas.
      meetsAllRequirements: false,
      requirementDetails: { license: { required: true, met: false, state: 'TX' } },
    })
    const hiredRes = await server.call('GET', `/api/facility/shift/${group.group.id}/provider/${hired!.providerId}`, { token: org.token })
    expect(hiredRes.body.shift).toEqual({ shiftId: group.seatIds[0], status: 'FILLED', attendanceStatus: 'PENDING' })
    expect(hiredRes.body.application.isHired).toBe(true)
    expect((await server.call('GET', `/api/facility/shift/${group.group.id}/provider/${stranger!.providerId}`, { token: org.token })).status).toBe(404)
    expect((await server.call('GET', `/api/facility/shift/${group.group.id}/provider/${hidden!.providerId}`, { token: org.token })).status).toBe(404)
    expect((await server.call('GET', `/api/facility/shift/${group.group.id}/provider/no-such-provider`, { token: org.token })).status).toBe(404)
  })
})

describe('GET /api/facility/shift/{shiftGroupId}/preview', () => {
  test('what providers see, with the price per seat and for every seat', async () => {
    const org = await signUpOrganization(server)
    const group = await makeShiftGroup(server, {
      facilityId: org.facilityId,
      quantity: 2,
      rateCents: 4117,
      startTime: '09:00',
      endTime: '17:00',
      lunchBreakMinutes: 30,
      overrides: { drugScreenRequired: true, skills: ['Immunizations'], isAutoHireEnabled: true, paymentMethodId: 'pm-visa' },
    })
    const res = await server.call('GET', `/api/facility/shift/${group.group.id}/preview`, { token: org.token })
    expect(res.status).toBe(200)
    // $41.17 × 7.5 paid hours = $308.78 (308.775 rounds up); fee 25% = $77.20 (77.195 rounds up); $385.98 a seat.
    expect(res.body).toMatchObject({
      shiftGroupId: group.group.id,
      status: 'OPEN',
      title: 'Staff pharmacist, weekday',
      providerType: 'PHARMACIST',
      locationType: 'ON_SITE',
      isRemote: false,
      date: group.group.date,
      startTime: '09:00',
      endTime: '17:00',
      shiftStartTime: group.group.startsAt.toISOString(),
      shiftEndTime: group.group.endsAt.toISOString(),
      quantityOfHours: 8,
      effectiveWorkingHours: 7.5,
      rate: 41.17,
      facilityRate: 51.46,
      percentageFee: 25,
      providerEarnings: 308.78,
      shiftFee: 77.2,
      totalPayment: 385.98,
      rateInCents: 4117,
      facilityRateInCents: 5146,
      providerEarningsInCents: 30_878,
      shiftFeeInCents: 7_720,
      totalPaymentInCents: 38_598,
      quantity: 2,
      totalForAllSeatsInCents: 77_196,
      requirements: { recentDrugScreen: true, softwareExperience: false, malpracticeInsurance: false, licenseInShiftState: true },
      preferences: { specialties: ['Retail/Community'], softwares: ['PioneerRx'], languages: ['English'], skills: ['Immunizations'] },
      isParkingFree: false,
      parkingDetails: null,
      parkingOptions: [],
      isLunchBreakPaid: false,
      lunchBreakMinutes: 30,
      isAutoHireEnabled: true,
      facility: { id: org.facilityId, name: 'Riverside Community Pharmacy', address: '401 Congress Ave, Austin, TX 78701', city: 'Austin', state: 'TX', zipCode: '78701', timeZone: 'America/Chicago' },
    })
  })
})
