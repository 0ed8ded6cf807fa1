import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { sessions } from './db/schema'
import { runScheduledWork, SWEEPS } from './scheduler'
import { settings } from './settings'
import { facilitySignUp } from './test/factories'
import { startTestServer } from './test/harness'

const server = await startTestServer()
const DAY = 86_400_000

describe('the session sweep', () => {
  test('removes sessions past their expiry and keeps the live ones', async () => {
    const idle = (await server.call('POST', '/api/sign-up/facility', { body: facilitySignUp() })).body
    server.clock.advance((settings.sessionIdleDays - 1) * DAY)
    const active = (await server.call('POST', '/api/sign-up/facility', { body: facilitySignUp() })).body
    const sessionsOf = (userId: string) => server.ctx.db.read.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId)).all()
    expect(await sessionsOf(idle.userId)).toHaveLength(1)

    server.clock.advance(2 * DAY)
    // Expired, refused, but still a row until the sweep runs.
    expect((await server.call('GET', '/api/user', { token: idle.token })).status).toBe(401)
    expect(await sessionsOf(idle.userId)).toHaveLength(1)
    await runScheduledWork(server.ctx)

    expect(await sessionsOf(idle.userId)).toEqual([])
    expect(await sessionsOf(active.userId)).toHaveLength(1)
    expect((await server.call('GET', '/api/user', { token: active.token })).status).toBe(200)
  })

  test('runs at most once an hour', async () => {
    await runScheduledWork(server.ctx)
    const user = (await server.call('POST', '/api/sign-up/facility', { body: facilitySignUp() })).body
    const sessionsOf = () => server.ctx.db.read.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.userId)).all()
    await server.ctx.db.write((tx) => tx.update(sessions).set({ expiresAt: new Date(server.clock.now().getTime() - 1) }).where(eq(sessions.userId, user.userId)))
    server.clock.advance(59 * 60_000)
    await runScheduledWork(server.ctx)
    expect(await sessionsOf()).toHaveLength(1)
    server.clock.advance(60_000)
    await runScheduledWork(server.ctx)
    expect(await sessionsOf()).toEqual([])
  })

  test('is one of the sweeps, each acting as the scheduler under its own name', () => {
    expect(SWEEPS.map((sweep) => sweep.name)).toContain('delete expired sessions')
    expect(new Set(SWEEPS.map((sweep) => sweep.name)).size).toBe(SWEEPS.length)
  })
})
