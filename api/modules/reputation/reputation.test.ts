import { describe, expect, test } from 'bun:test'
import { asc, eq } from 'drizzle-orm'
import { providers, reputationEvents } from '../../db/schema'
import { startTestServer } from '../../test/harness'
import { signUpOrganization, signUpProvider, teamToken } from '../../test/factories'
import { addReputationPoints, DEFAULT_POINTS } from './add-reputation-points'
import { cancellationPenalty } from './cancellation-penalty'

const server = await startTestServer()

const pointsOf = async (providerId: string) => (await server.ctx.db.read.select().from(providers).where(eq(providers.id, providerId)).get())!.currentPoints
const eventsOf = (providerId: string) => server.ctx.db.read.select().from(reputationEvents).where(eq(reputationEvents.providerId, providerId)).orderBy(asc(reputationEvents.id))

describe('cancellationPenalty', () => {
  test('domain table, with each bound falling in the band above it', () => {
    const WEEK = 24 * 7
    const cases: [number, number][] = [
      [0, -40],
      [11.99, -40],
      [12, -30],
      [23.99, -30],
      [24, -20],
      [47.99, -20],
      [48, -15],
      [71.99, -15],
      [72, -10],
      [WEEK - 0.01, -10],
      [WEEK, -5],
      [2 * WEEK - 0.01, -5],
      [2 * WEEK, 0],
      [1000, 0],
    ]
    for (const [hours, points] of cases) expect([hours, cancellationPenalty(hours)]).toEqual([hours, points])
  })
})

describe('addReputationPoints', () => {
  test('records the event and keeps the running total; defaults per reason; may go negative', async () => {
    const p = await signUpProvider(server)
    const now = server.clock.now()
    const results = await server.ctx.db.write(async (tx) => [
      await addReputationPoints({ tx, providerId: p.providerId, reason: 'SHIFT_COMPLETED', shiftId: 'shift-1', now }),
      await addReputationPoints({ tx, providerId: p.providerId, reason: 'REPEAT_PROVIDER', now }),
      await addReputationPoints({ tx, providerId: p.providerId, reason: 'NO_SHOW', note: 'Did not arrive', now }),
      await addReputationPoints({ tx, providerId: p.providerId, reason: 'CANCELLATION', hoursOfNotice: 30, now }),
      await addReputationPoints({ tx, providerId: p.providerId, reason: 'CANCELLATION', hoursOfNotice: 400, now }),
      await addReputationPoints({ tx, providerId: p.providerId, reason: 'ADMIN_ADJUSTMENT', points: 7, now }),
    ])
    expect(results.map((r) => r.points)).toEqual([10, 3, -50, -20, 0, 7])
    expect(results.map((r) => r.currentPoints)).toEqual([10, 13, -37, -57, -57, -50])
    expect(await pointsOf(p.providerId)).toBe(-50)
    const events = await eventsOf(p.providerId)
    expect(events.map((e) => e.reason)).toEqual(['SHIFT_COMPLETED', 'REPEAT_PROVIDER', 'NO_SHOW', 'CANCELLATION', 'CANCELLATION', 'ADMIN_ADJUSTMENT'])
    expect(events[0]).toMatchObject({ shiftId: 'shift-1', createdAt: now })
    expect(events[2]!.note).toBe('Did not arrive')
    expect(DEFAULT_POINTS).toMatchObject({ HIGH_RATING: 5, LOW_RATING: -10, PREFERRED_PROVIDER: 5, ONBOARDING_COMPLETED: 5, ONBOARDING_NOT_COMPLETE: -5, LEAVING_EARLY: -10 })
  })

  test('CANCELLATION and ADMIN_ADJUSTMENT need their points; an unknown provider is 404; nothing half-written', async () => {
    const p = await signUpProvider(server)
    await expect(server.ctx.db.write((tx) => addReputationPoints({ tx, providerId: p.providerId, reason: 'CANCELLATION' }))).rejects.toThrow('explicit points')
    await expect(server.ctx.db.write((tx) => addReputationPoints({ tx, providerId: p.providerId, reason: 'ADMIN_ADJUSTMENT' }))).rejects.toThrow('explicit points')
    await expect(server.ctx.db.write((tx) => addReputationPoints({ tx, providerId: 'nobody', reason: 'HIGH_RATING' }))).rejects.toMatchObject({ status: 404 })
    expect(await eventsOf(p.providerId)).toEqual([])
  })
})

describe('POST /api/points/add-points-to-provider', () => {
  const path = '/api/points/add-points-to-provider'

  test('admin-panel staff with providers.manage only', async () => {
    const p = await signUpProvider(server)
    const org = await signUpOrganization(server)
    const body = { providerId: p.providerId, points: 20, reason: 'Covered an emergency shift' }
    expect((await server.call('POST', path, { body })).status).toBe(401)
    expect((await server.call('POST', path, { token: p.token, body })).status).toBe(403)
    expect((await server.call('POST', path, { token: org.token, body })).status).toBe(403)
    expect((await server.call('POST', path, { token: await teamToken(server, 'SUPPORT'), body })).status).toBe(403)
    const res = await server.call('POST', path, { token: await teamToken(server, 'OPERATIONS'), body })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ providerId: p.providerId, currentPoints: 20 })
    const down = await server.call('POST', path, { token: await teamToken(server), body: { ...body, points: -35 } })
    expect(down.body.currentPoints).toBe(-15)
    const events = await eventsOf(p.providerId)
    expect(events.map((e) => [e.reason, e.points, e.note])).toEqual([
      ['ADMIN_ADJUSTMENT', 20, 'Covered an emergency shift'],
      ['ADMIN_ADJUSTMENT', -35, 'Covered an emergency shift'],
    ])
  })

  test('a reason naming a reputation reason is recorded as that reason', async () => {
    const p = await signUpProvider(server)
    const res = await server.call('POST', path, { token: await teamToken(server), body: { providerId: p.providerId, points: 5, reason: 'ONBOARDING_COMPLETED' } })
    expect(res.body.currentPoints).toBe(5)
    expect((await eventsOf(p.providerId))[0]?.reason).toBe('ONBOARDING_COMPLETED')
  })

  test('validation and unknown provider', async () => {
    const admin = await teamToken(server)
    const p = await signUpProvider(server)
    const check = async (body: Record<string, unknown>, status: number, message?: string) => {
      const res = await server.call('POST', path, { token: admin, body })
      expect(res.status).toBe(status)
      if (message) expect(res.body.message).toBe(message)
    }
    await check({ providerId: p.providerId, points: 0, reason: 'x' }, 400, 'Points must not be 0')
    await check({ providerId: p.providerId, points: 2.5, reason: 'x' }, 400, 'Points must be a whole number from -1000 to 1000')
    await check({ providerId: p.providerId, points: 1001, reason: 'x' }, 400, 'Points must be a whole number from -1000 to 1000')
    await check({ providerId: p.providerId, points: 5 }, 400, 'Reason is required')
    await check({ providerId: p.providerId, points: 5, reason: '   ' }, 400, 'Reason is required')
    await check({ points: 5, reason: 'x' }, 400, 'Provider ID is required')
    await check({ providerId: 'no-such-provider', points: 5, reason: 'x' }, 404)
  })
})
