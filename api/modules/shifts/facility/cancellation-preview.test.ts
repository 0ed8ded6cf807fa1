/**
 * The facility's cancellation as the facility sees it before and after: the preview quotes the
 * fee the cancel then charges (one rule), reposting is a choice and never after the start, and a
 * canceled group tells what it cost and where it was posted again.
 */
import { describe, expect, test } from 'bun:test'
import { and, eq, inArray } from 'drizzle-orm'
import { utcToZoned } from '../../../../shared/domain/zoned-time'
import { cancellationFees, shiftGroups, shifts } from '../../../db/schema'
import { facilitySignUp, providerSignUp } from '../../../test/factories'
import { startTestServer } from '../../../test/harness'
import { REPOST_AFTER_START_MESSAGE } from './cancellation-terms'

const server = await startTestServer()
const HOUR = 3_600_000
const TITLE = 'Community pharmacist — cancellation check'

/** A group `hoursAhead` from now (4 h long, $70/h), with `hires` providers hired on it. */
async function hiredGroup({ hoursAhead, seats = 1, hires = 1 }: { hoursAhead: number; seats?: number; hires?: number }) {
  const f = (await server.call('POST', '/api/sign-up/facility', { body: facilitySignUp() })).body
  const pm = (await server.call('POST', '/api/payment-method/attach-card', { token: f.token, body: { token: 'tok_visa', facilityId: f.id } })).body.paymentMethodId
  const now = server.clock.now().getTime()
  const start = utcToZoned(new Date(now + hoursAhead * HOUR), 'America/Chicago')
  const end = utcToZoned(new Date(now + (hoursAhead + 4) * HOUR), 'America/Chicago')
  const posted = await server.call('POST', '/api/facility/shift', {
    token: f.token,
    body: {
      facilityId: f.id,
      title: TITLE,
      description: 'Dispensing, counseling and immunizations at a busy retail pharmacy counter.',
      rate: 70,
      providerType: 'PHARMACIST',
      locationType: 'ON_SITE',
      software: ['Epic Willow'],
      specialties: ['Hospital Inpatient'],
      languages: ['English'],
      lunchBreakMinutes: 0,
      shiftDays: [{ date: start.date, timeSlots: [{ startTime: start.time, endTime: end.time, quantity: seats }] }],
    },
  })
  expect(posted.body.message).toBeUndefined()
  const groupId = posted.body.shiftGroups[0].shiftGroupId as string
  const providers: { providerId: string; token: string }[] = []
  for (let i = 0; i < hires; i++) {
    const p = (await server.call('POST', '/api/sign-up/provider', { body: providerSignUp() })).body
    await server.call('PUT', `/api/testing/${p.userId}/licenses`, { body: { states: ['TX'] } })
    expect((await server.call('POST', `/api/provider/shift/${groupId}/apply`, { token: p.token })).status).toBe(204)
    expect((await server.call('POST', `/api/facility/shift/${groupId}/hire`, { token: f.token, body: { applicantId: p.providerId, paymentMethodId: pm } })).status).toBe(201)
    providers.push(p)
  }
  return { f, groupId, providers }
}

const preview = (token: string, groupId: string) => server.call('GET', `/api/facility/shift/${groupId}/cancellation-preview`, { token })
const cancel = (token: string, groupId: string, body: Record<string, unknown>) =>
  server.call('PUT', `/api/facility/shift/${groupId}/cancel`, { token, body: { cancellationReason: 'The pharmacy is closed that day', ...body } })
const feesCharged = async (groupId: string) => {
  const seatIds = (await server.ctx.db.read.select({ id: shifts.id }).from(shifts).where(eq(shifts.shiftGroupId, groupId))).map((s) => s.id)
  return (await server.ctx.db.read.select().from(cancellationFees).where(inArray(cancellationFees.shiftId, seatIds))).reduce((n, f) => n + f.feeCents, 0)
}
const openCopies = (facilityId: string, groupId: string) =>
  server.ctx.db.read.select().from(shiftGroups).where(and(eq(shiftGroups.facilityId, facilityId), eq(shiftGroups.title, TITLE), eq(shiftGroups.status, 'OPEN'))).then((rows) => rows.filter((g) => g.id !== groupId))

describe('the cancellation preview quotes the fee the cancel charges', () => {
  test('outside the fee window: no fee quoted, none charged', async () => {
    const w = await hiredGroup({ hoursAhead: 72 })
    const quoted = await preview(w.f.token, w.groupId)
    expect(quoted.status).toBe(200)
    expect(quoted.body).toMatchObject({ feeInCents: 0, fee: 0, reason: 'OUTSIDE_FEE_WINDOW', hasStarted: false, canRepost: true, feeWindowHours: 24, feePercent: 50 })
    expect(quoted.body.hiredSeats).toEqual([expect.objectContaining({ providerId: w.providers[0]!.providerId, feeInCents: 0, reason: 'OUTSIDE_FEE_WINDOW' })])
    expect((await cancel(w.f.token, w.groupId, { hiredProviderId: w.providers[0]!.providerId })).status).toBe(204)
    expect(await feesCharged(w.groupId)).toBe(0)
  })

  test('inside the fee window: the exact fee quoted for one seat is the fee held for it', async () => {
    const w = await hiredGroup({ hoursAhead: 5 })
    const quoted = await preview(w.f.token, w.groupId)
    const seat = quoted.body.hiredSeats[0]
    expect(seat).toMatchObject({ providerId: w.providers[0]!.providerId, feeInCents: 14000, fee: 140, reason: 'INSIDE_FEE_WINDOW' }) // 4 h × $70 × 50%
    expect(quoted.body).toMatchObject({ canRepost: true, hasStarted: false })
    expect((await cancel(w.f.token, w.groupId, { hiredProviderId: w.providers[0]!.providerId })).status).toBe(204)
    expect(await feesCharged(w.groupId)).toBe(seat.feeInCents)
  })

  test('a whole group inside the window: the quote is the sum over its hired seats, and the canceled group reports it', async () => {
    const w = await hiredGroup({ hoursAhead: 5, seats: 3, hires: 2 })
    const quoted = await preview(w.f.token, w.groupId)
    expect(quoted.body).toMatchObject({ feeInCents: 28000, reason: 'INSIDE_FEE_WINDOW' })
    expect(quoted.body.hiredSeats.map((s: { feeInCents: number }) => s.feeInCents)).toEqual([14000, 14000])
    expect((await cancel(w.f.token, w.groupId, {})).status).toBe(204)
    expect(await feesCharged(w.groupId)).toBe(28000)
    const after = await server.call('GET', `/api/facility/shift/${w.groupId}/cancellation`, { token: w.f.token })
    expect(after.status).toBe(200)
    expect(after.body).toMatchObject({ shiftGroupId: w.groupId, feeInCents: 28000, fee: 280, repostedShiftGroupId: null, cancellationReason: 'The pharmacy is closed that day' })
  })

  test('a canceled group has nothing left to quote (409), a live one has no cancellation to read (404)', async () => {
    const w = await hiredGroup({ hoursAhead: 72 })
    expect((await server.call('GET', `/api/facility/shift/${w.groupId}/cancellation`, { token: w.f.token })).status).toBe(404)
    expect((await cancel(w.f.token, w.groupId, {})).status).toBe(204)
    const again = await preview(w.f.token, w.groupId)
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('This shift is already canceled')
  })
})

describe('reposting is a choice, and never after the start', () => {
  test('a group canceled without asking is not posted again', async () => {
    const w = await hiredGroup({ hoursAhead: 72 })
    expect((await cancel(w.f.token, w.groupId, {})).status).toBe(204)
    expect(await openCopies(w.f.id, w.groupId)).toEqual([])
    expect((await server.call('GET', `/api/facility/shift/${w.groupId}/cancellation`, { token: w.f.token })).body.repostedShiftGroupId).toBeNull()
  })

  test('asked to, a new open group with the same details, linked from the canceled one', async () => {
    const w = await hiredGroup({ hoursAhead: 72, seats: 2, hires: 1 })
    expect((await cancel(w.f.token, w.groupId, { shouldRepostShift: true })).status).toBe(204)
    const copies = await openCopies(w.f.id, w.groupId)
    expect(copies).toHaveLength(1)
    expect(copies[0]).toMatchObject({ quantity: 2, filledCount: 0, status: 'OPEN' })
    const after = await server.call('GET', `/api/facility/shift/${w.groupId}/cancellation`, { token: w.f.token })
    expect(after.body.repostedShiftGroupId).toBe(copies[0]!.id)
    const reposted = await server.call('GET', `/api/facility/shift/${copies[0]!.id}/preview`, { token: w.f.token })
    expect(reposted.body).toMatchObject({ status: 'OPEN', quantity: 2 })
  })

  test('a started shift: not offered, refused with 422 and nothing done; canceled without it, nothing is posted', async () => {
    const w = await hiredGroup({ hoursAhead: 1 })
    server.clock.advance(2 * HOUR)
    const quoted = await preview(w.f.token, w.groupId)
    expect(quoted.body).toMatchObject({ hasStarted: true, canRepost: false, reason: 'INSIDE_FEE_WINDOW', feeInCents: 14000 })
    const group = await cancel(w.f.token, w.groupId, { shouldRepostShift: true })
    expect(group.status).toBe(422)
    expect(group.body.message).toBe(REPOST_AFTER_START_MESSAGE)
    const seat = await cancel(w.f.token, w.groupId, { hiredProviderId: w.providers[0]!.providerId, shouldRepostShift: true })
    expect(seat.status).toBe(422)
    expect((await server.ctx.db.read.select().from(shiftGroups).where(eq(shiftGroups.id, w.groupId)).get())!.status).not.toBe('CANCELED')
    expect(await feesCharged(w.groupId)).toBe(0)
    expect((await cancel(w.f.token, w.groupId, { shouldRepostShift: false })).status).toBe(204)
    expect(await openCopies(w.f.id, w.groupId)).toEqual([])
    expect(await feesCharged(w.groupId)).toBe(quoted.body.feeInCents)
  })

  test('cancelling the last hired seat without reopening it cancels the group, rather than leaving an open group of no seats', async () => {
    const w = await hiredGroup({ hoursAhead: 72 })
    expect((await cancel(w.f.token, w.groupId, { hiredProviderId: w.providers[0]!.providerId })).status).toBe(204)
    expect((await server.ctx.db.read.select().from(shiftGroups).where(eq(shiftGroups.id, w.groupId)).get())!.status).toBe('CANCELED')
  })

  test('reopening a seat keeps the group open with the seat free', async () => {
    const w = await hiredGroup({ hoursAhead: 72 })
    expect((await cancel(w.f.token, w.groupId, { hiredProviderId: w.providers[0]!.providerId, shouldRepostShift: true })).status).toBe(204)
    const g = await server.call('GET', `/api/facility/shift/${w.groupId}/preview`, { token: w.f.token })
    expect(g.body).toMatchObject({ status: 'OPEN', quantity: 1 })
  })
})

describe('guards', () => {
  test('rejects unauthenticated and another organization (404), like the cancel', async () => {
    const w = await hiredGroup({ hoursAhead: 72 })
    const other = (await server.call('POST', '/api/sign-up/facility', { body: facilitySignUp() })).body
    expect((await preview('', w.groupId)).status).toBe(401)
    expect((await preview(other.token, w.groupId)).status).toBe(404)
    expect((await cancel(other.token, w.groupId, {})).status).toBe(404)
    expect((await cancel(w.f.token, w.groupId, { hiredProviderId: 'not-a-hired-provider' })).status).toBe(404)
    expect((await cancel(w.f.token, w.groupId, {})).status).toBe(204)
    expect((await server.call('GET', `/api/facility/shift/${w.groupId}/cancellation`, { token: other.token })).status).toBe(404)
  })
})
