/** Applying over a booked shift: the 409 names the shift in the way (issue 12 §9). */
import { describe, expect, test } from 'bun:test'
import { makeLicense, makeShift, makeShiftGroup, signUpOrganization, signUpProvider } from '../../../test/factories'
import { startTestServer } from '../../../test/harness'

const server = await startTestServer()

async function bookedProvider() {
  const org = await signUpOrganization(server, { facilityName: 'Riverside Community Pharmacy' })
  const other = await signUpOrganization(server, { facilityName: 'Eastside Family Pharmacy' })
  const me = await signUpProvider(server)
  await makeLicense(server, { providerId: me.providerId, state: 'TX' })
  // Booked 09:00–17:30 in Austin (America/Chicago), five days from now.
  const booked = await makeShift(server, { facilityId: org.facilityId, providerId: me.providerId, daysFromNow: 5, title: 'Staff pharmacist — Riverside', startTime: '09:00', endTime: '17:30' })
  const overlapping = await makeShiftGroup(server, { facilityId: other.facilityId, date: booked.group.date, startTime: '13:00', endTime: '21:00', title: 'Evening pharmacist — Eastside' })
  const free = await makeShiftGroup(server, { facilityId: other.facilityId, daysFromNow: 9, title: 'Relief pharmacist — Eastside' })
  return { me, booked, overlapping: overlapping.group, free: free.group }
}

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' })

describe('applying over a booked shift', () => {
  test('apply answers 409 naming the booked shift: its title, pharmacy, day and hours, and as `conflict`', async () => {
    const { me, booked, overlapping } = await bookedProvider()
    const res = await server.call('POST', `/api/provider/shift/${overlapping.id}/apply`, { token: me.token, body: {} })
    expect(res.status).toBe(409)
    expect(res.body.message).toStartWith('You are already booked for a shift at this time: ')
    expect(res.body.message).toContain('Staff pharmacist — Riverside at Riverside Community Pharmacy')
    expect(res.body.message).toContain(`${weekday(booked.group.date)}, 9:00 AM – 5:30 PM C`)
    expect(res.body.conflict).toEqual({
      shiftId: booked.shiftId,
      shiftGroupId: booked.shiftGroupId,
      title: 'Staff pharmacist — Riverside',
      facilityName: 'Riverside Community Pharmacy',
      date: booked.group.date,
      startTime: '09:00',
      endTime: '17:30',
      timeZone: 'America/Chicago',
    })
  })

  test('multi-apply names the chosen shift refused and the booked one, and applies to none', async () => {
    const { me, booked, overlapping, free } = await bookedProvider()
    const res = await server.call('POST', '/api/provider/shift/multi-apply', { token: me.token, body: { shiftGroupIds: [free.id, overlapping.id] } })
    expect(res.status).toBe(409)
    expect(res.body.shiftGroupId).toBe(overlapping.id)
    expect(res.body.conflict).toMatchObject({ shiftId: booked.shiftId, facilityName: 'Riverside Community Pharmacy' })
    expect(res.body.message).toStartWith(`Evening pharmacist — Eastside (${weekday(overlapping.date)}, 1:00 PM – 9:00 PM C`)
    expect(res.body.message).toContain('You are already booked for a shift at this time: Staff pharmacist — Riverside at Riverside Community Pharmacy')
    const applied = await server.call('GET', '/api/provider/shift/applied', { token: me.token })
    expect(applied.body.data).toEqual([])
  })

  test('multi-apply names the chosen shift for other refusals too', async () => {
    const { me, free } = await bookedProvider()
    const org = await signUpOrganization(server)
    const full = await makeShift(server, { facilityId: org.facilityId, providerId: (await signUpProvider(server)).providerId, daysFromNow: 11, title: 'Weekday pharmacist — full' })
    const res = await server.call('POST', '/api/provider/shift/multi-apply', { token: me.token, body: { shiftGroupIds: [free.id, full.shiftGroupId] } })
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ shiftGroupId: full.shiftGroupId, message: expect.stringMatching(/^Weekday pharmacist — full \(.+\): This shift has been filled$/) })
    expect(res.body.conflict).toBeUndefined()
  })

  test('a shift that does not overlap is applied to, and the unauthenticated are refused', async () => {
    const { me, free } = await bookedProvider()
    expect((await server.call('POST', `/api/provider/shift/${free.id}/apply`, { body: {} })).status).toBe(401)
    expect((await server.call('POST', `/api/provider/shift/${free.id}/apply`, { token: me.token, body: {} })).status).toBe(204)
  })
})
