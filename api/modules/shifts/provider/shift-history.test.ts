/** `GET /provider/shifts/history`: only what is behind the provider (issue 12 §9). */
import { describe, expect, test } from 'bun:test'
import { makeLicense, makeShift, signUpOrganization, signUpProvider } from '../../../test/factories'
import { startTestServer } from '../../../test/harness'

const server = await startTestServer()
const HOUR = 3_600_000

async function historyOf(token: string, status = 'All') {
  const res = await server.call('GET', `/api/provider/shifts/history?status=${status}&pageSize=50`, { token })
  expect(res.status).toBe(200)
  return res.body.data.shifts as { id: string; status: string }[]
}

describe('shift history', () => {
  test('lists ended, completed and canceled seats, never a booked shift still to come or under way', async () => {
    const org = await signUpOrganization(server)
    const me = await signUpProvider(server)
    await makeLicense(server, { providerId: me.providerId, state: 'TX' })
    const now = server.clock.now().getTime()
    const booked = await makeShift(server, { facilityId: org.facilityId, providerId: me.providerId, daysFromNow: 3 })
    const underWay = await makeShift(server, { facilityId: org.facilityId, providerId: me.providerId, startsAt: new Date(now - 2 * HOUR), hours: 8 })
    const endedUnconfirmed = await makeShift(server, { facilityId: org.facilityId, providerId: me.providerId, startsAt: new Date(now - 30 * HOUR), hours: 8 })
    const completed = await makeShift(server, { facilityId: org.facilityId, providerId: me.providerId, startsAt: new Date(now - 60 * HOUR), hours: 8, seatStatus: 'COMPLETED' })
    const canceledAhead = await makeShift(server, { facilityId: org.facilityId, providerId: me.providerId, daysFromNow: 5, seatStatus: 'CANCELED' })

    const all = await historyOf(me.token)
    const ids = all.map((s) => s.id)
    expect(ids).not.toContain(booked.shiftId)
    expect(ids).not.toContain(underWay.shiftId)
    expect(ids.sort()).toEqual([endedUnconfirmed.shiftId, completed.shiftId, canceledAhead.shiftId].sort())
    expect(all.find((s) => s.id === endedUnconfirmed.shiftId)!.status).toBe('Filled')

    // The status filter narrows the same history: "Filled" is an ended seat awaiting confirmation.
    expect((await historyOf(me.token, 'Filled')).map((s) => s.id)).toEqual([endedUnconfirmed.shiftId])
    expect((await historyOf(me.token, 'Completed')).map((s) => s.id)).toEqual([completed.shiftId])
    expect((await historyOf(me.token, 'Canceled')).map((s) => s.id)).toEqual([canceledAhead.shiftId])
    const page = await server.call('GET', '/api/provider/shifts/history', { token: me.token })
    expect(page.body.data.pagination).toMatchObject({ totalItems: 3 })

    // The booked and the running shift are where a provider looks for what is ahead.
    const approved = await server.call('GET', '/api/provider/shift/approved', { token: me.token })
    expect(approved.body.data.map((s: { shiftId: string }) => s.shiftId)).toEqual(expect.arrayContaining([booked.shiftId, underWay.shiftId]))

    // Once the booked shift is over it moves into history.
    server.clock.advance(4 * 24 * HOUR)
    expect((await historyOf(me.token)).map((s) => s.id)).toContain(booked.shiftId)
    server.clock.advance(-4 * 24 * HOUR)
  })

  test('rejects an unauthenticated caller and shows no one else’s shifts', async () => {
    expect((await server.call('GET', '/api/provider/shifts/history')).status).toBe(401)
    const org = await signUpOrganization(server)
    const someone = await signUpProvider(server)
    const other = await signUpProvider(server)
    await makeShift(server, { facilityId: org.facilityId, providerId: someone.providerId, startsAt: new Date(server.clock.now().getTime() - 60 * HOUR), seatStatus: 'COMPLETED' })
    expect(await historyOf(other.token)).toEqual([])
  })
})
