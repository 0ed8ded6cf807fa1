import { describe, expect, test } from 'bun:test'
import { and, eq, getTableName } from 'drizzle-orm'
import * as schema from '../../db/schema'
import { licenses } from '../../db/schema'
import { facilitySignUp, providerSignUp } from '../../test/factories'
import { startTestServer, TEST_ADMIN } from '../../test/harness'
import { TEARDOWN_KEPT, TEARDOWN_ORDER } from './teardown'

describe('with ENABLE_TESTING_ROUTES off', async () => {
  const server = await startTestServer({ enableTestingRoutes: false })
  test('the helpers answer 404', async () => {
    expect((await server.call('POST', '/api/testing/teardown')).status).toBe(404)
    expect((await server.call('PUT', '/api/testing/abc/licenses')).status).toBe(404)
  })
})

describe('with ENABLE_TESTING_ROUTES=1', async () => {
  const server = await startTestServer()

  test('teardown deletes everything but the bootstrap admin and its session', async () => {
    const admin = (await server.call('POST', '/api/admin/login', { body: TEST_ADMIN })).body.token
    const provider = await server.call('POST', '/api/sign-up/provider', { body: providerSignUp() })
    await server.call('POST', '/api/sign-up/facility', { body: facilitySignUp() })
    expect((await server.call('POST', '/api/testing/teardown')).status).toBe(204)
    expect(await server.ctx.db.read.select().from(schema.users)).toEqual([])
    expect(await server.ctx.db.read.select().from(schema.organizations)).toEqual([])
    expect((await server.call('GET', '/api/user', { token: provider.body.token })).status).toBe(401)
    expect((await server.call('GET', '/api/admin-panel/user', { token: admin })).status).toBe(200)
    expect((await server.call('POST', '/api/admin/login', { body: TEST_ADMIN })).status).toBe(200)
  })

  test('teardown knows every table', () => {
    const listed = new Set([...TEARDOWN_ORDER, ...TEARDOWN_KEPT].map((t) => getTableName(t)))
    const all = Object.values(schema).filter((v) => typeof v === 'object' && v !== null && Symbol.for('drizzle:IsDrizzleTable') in v)
    expect(all.length).toBeGreaterThan(10)
    for (const table of all) expect(listed.has(getTableName(table as never))).toBe(true)
  })

  test('licenses: verified and unexpired in every state, or the ones given', async () => {
    const p = await server.call('POST', '/api/sign-up/provider', { body: providerSignUp() })
    expect((await server.call('PUT', `/api/testing/${p.body.userId}/licenses`, { body: { states: ['CA', 'NY'] } })).status).toBe(204)
    let rows = await server.ctx.db.read.select().from(licenses).where(eq(licenses.providerId, p.body.providerId))
    expect(rows.filter((l) => l.isVerified).map((l) => l.state).sort()).toEqual(['CA', 'NY'])
    expect((await server.call('PUT', `/api/testing/${p.body.userId}/licenses`)).status).toBe(204)
    rows = await server.ctx.db.read.select().from(licenses).where(and(eq(licenses.providerId, p.body.providerId), eq(licenses.isVerified, true)))
    expect(rows).toHaveLength(51)
    const today = new Date().toISOString().slice(0, 10)
    expect(rows.every((l) => l.expirationDate > today && l.providerType === 'PHARMACIST')).toBe(true)
    expect((await server.call('PUT', '/api/testing/no-such-user/licenses')).status).toBe(404)
    expect((await server.call('PUT', `/api/testing/${p.body.userId}/licenses`, { body: { states: ['ZZ'] } })).status).toBe(400)
  })
})

describe('the outbox with ENABLE_TESTING_ROUTES off', async () => {
  const server = await startTestServer({ enableTestingRoutes: false })
  test('GET /testing/outbox answers 404', async () => {
    expect((await server.call('GET', '/api/testing/outbox?to=someone@example.test')).status).toBe(404)
  })
})
