import { describe, expect, test } from 'bun:test'
import { Elysia } from 'elysia'
import type { Caller } from '../callers'
import { facilitySignUp, providerSignUp } from '../test/factories'
import { startTestServer, TEST_ADMIN } from '../test/harness'
import { errorsPlugin } from './errors'
import { authPlugin, issueAgentToken } from './auth'
import { openapiPlugin } from './openapi'
import { requestLogPlugin } from './request-log'
import { silentLogger } from '../logger'

const server = await startTestServer()

/** Routes that declare nothing but their guard, beside the real app's plugins. */
const probe = new Elysia()
  .use(errorsPlugin(silentLogger))
  .use(requestLogPlugin(silentLogger))
  .use(openapiPlugin())
  .use(
    new Elysia({ prefix: '/api', detail: { tags: ['Platform'] } })
      .use(authPlugin(server.ctx))
      .get('/probe/provider', ({ caller }) => caller, { asProvider: true, detail: { summary: 'Probe' } })
      .get('/probe/facility', ({ caller }) => caller, { asFacility: true, detail: { summary: 'Probe' } })
      .get('/probe/agent', ({ caller }) => caller, { asFacilityOrAgent: true, detail: { summary: 'Probe' } })
      .get('/probe/user', ({ caller }) => caller, { asUser: true, detail: { summary: 'Probe' } })
      .get('/probe/team', ({ caller }) => caller, { asTeam: true, detail: { summary: 'Probe' } })
      .get('/probe/open', () => ({ ok: true }), { detail: { summary: 'Open probe' } }),
  )

async function call(path: string, token?: string, headers: Record<string, string> = {}) {
  const res = await probe.handle(new Request(`http://localhost${path}`, { headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } }))
  return { status: res.status, body: (await res.json()) as Caller & { message?: string } }
}

async function signUpFacility() {
  return (await server.call('POST', '/api/sign-up/facility', { body: facilitySignUp() })).body as { token: string; userId: string; organizationId: string }
}
async function signUpProvider() {
  return (await server.call('POST', '/api/sign-up/provider', { body: providerSignUp() })).body as { token: string; userId: string }
}
async function adminToken() {
  return (await server.call('POST', '/api/admin/login', { body: TEST_ADMIN })).body.token as string
}

describe('guards keep their answers', () => {
  test('no token 401, a bad token 401, the wrong kind 403, each with its message', async () => {
    const provider = await signUpProvider()
    const facility = await signUpFacility()
    const admin = await adminToken()
    expect(await call('/api/probe/provider')).toEqual({ status: 401, body: { message: 'Please sign in to continue' } as never })
    expect(await call('/api/probe/provider', 'not-a-token')).toEqual({ status: 401, body: { message: 'Your session has ended. Please sign in again.' } as never })
    expect(await call('/api/probe/provider', facility.token)).toEqual({ status: 403, body: { message: 'This is for providers' } as never })
    expect(await call('/api/probe/facility', provider.token)).toEqual({ status: 403, body: { message: 'This is for facility users' } as never })
    expect(await call('/api/probe/user', admin)).toEqual({ status: 403, body: { message: 'This is for providers and facility users' } as never })
    expect(await call('/api/probe/team', provider.token)).toEqual({ status: 403, body: { message: 'This is for the admin panel team' } as never })
    expect(await call('/api/probe/agent', provider.token)).toEqual({ status: 403, body: { message: 'This is for facility users' } as never })
    expect((await call('/api/probe/provider', provider.token)).status).toBe(200)
    expect((await call('/api/probe/team', admin)).body.kind).toBe('team')
  })

  test("the caller carries its request's id", async () => {
    const provider = await signUpProvider()
    expect((await call('/api/probe/provider', provider.token, { 'x-request-id': 'req-42' })).body.requestId).toBe('req-42')
    expect((await call('/api/probe/provider', provider.token)).body.requestId).toBeString()
  })
})

describe('the staffing agent acting for a facility user', () => {
  test("has the user's scope, marked as the agent, on routes open to it", async () => {
    const facility = await signUpFacility()
    const token = issueAgentToken(server.ctx.secret, 'staffing-agent', facility.token)
    const res = await call('/api/probe/agent', token)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ kind: 'facility', userId: facility.userId, organizationId: facility.organizationId, agent: { agentId: 'staffing-agent' } })
    // The user in person on the same route: no agent.
    const own = await call('/api/probe/agent', facility.token)
    expect(own.status).toBe(200)
    expect(own.body).not.toHaveProperty('agent')
  })

  test('is refused by every other guard with 403', async () => {
    const facility = await signUpFacility()
    const token = issueAgentToken(server.ctx.secret, 'staffing-agent', facility.token)
    for (const path of ['/api/probe/facility', '/api/probe/user', '/api/probe/provider', '/api/probe/team']) {
      expect({ path, ...(await call(path, token)) }).toEqual({ path, status: 403, body: { message: 'This is not open to the staffing agent' } as never })
    }
    // And by the real app's routes (GET /api/organization is asFacility).
    expect((await server.call('GET', '/api/organization', { token })).status).toBe(403)
  })

  test('a forged or re-pointed token, or one over an ended session, is 401', async () => {
    const facility = await signUpFacility()
    const other = await signUpFacility()
    const token = issueAgentToken(server.ctx.secret, 'staffing-agent', facility.token)
    const [, , , signature] = token.split('.')
    expect((await call('/api/probe/agent', `agent.other-agent.${facility.token}.${signature}`)).status).toBe(401)
    expect((await call('/api/probe/agent', `agent.staffing-agent.${other.token}.${signature}`)).status).toBe(401)
    expect((await call('/api/probe/agent', issueAgentToken('another-secret-of-at-least-32-characters', 'staffing-agent', facility.token))).status).toBe(401)
    expect((await call('/api/probe/agent', 'agent.staffing-agent')).status).toBe(401)
    expect((await server.call('POST', '/api/auth/logout', { token: facility.token })).status).toBe(204)
    expect(await call('/api/probe/agent', token)).toEqual({ status: 401, body: { message: 'Your session has ended. Please sign in again.' } as never })
  })

  test('acts only for facility users', async () => {
    const provider = await signUpProvider()
    expect((await call('/api/probe/agent', issueAgentToken(server.ctx.secret, 'staffing-agent', provider.token))).status).toBe(401)
  })
})

describe('guards document themselves in OpenAPI', () => {
  test('a guarded route gets the bearer requirement, 401 and 403 without declaring them; an open one does not', async () => {
    const doc = (await (await probe.handle(new Request('http://localhost/api/docs/json'))).json()) as any
    for (const path of ['/api/probe/provider', '/api/probe/facility', '/api/probe/agent', '/api/probe/user', '/api/probe/team']) {
      const op = doc.paths[path].get
      expect(op.security).toEqual([{ bearer: [] }])
      for (const status of ['401', '403']) {
        expect(op.responses[status].content['application/json'].schema).toMatchObject({ type: 'object', properties: { message: { type: 'string' } }, required: ['message'] })
      }
      expect(op.summary).toBe('Probe')
      expect(op.tags).toEqual(['Platform'])
    }
    expect(doc.paths['/api/probe/open'].get.security).toBeUndefined()
    expect(doc.paths['/api/probe/open'].get.responses?.['401']).toBeUndefined()
  })

  test("in the app's document every guarded route has them, once, and the open ones do not", async () => {
    const doc = (await server.call('GET', '/api/docs/json')).body
    let checked = 0
    for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, { security?: unknown; responses?: Record<string, unknown> }>>)) {
      for (const [method, op] of Object.entries(ops)) {
        if (!op.security) continue
        checked++
        expect({ route: `${method} ${path}`, security: op.security, has401: Boolean(op.responses?.['401']), has403: Boolean(op.responses?.['403']) }).toEqual({ route: `${method} ${path}`, security: [{ bearer: [] }], has401: true, has403: true })
      }
    }
    expect(checked).toBeGreaterThan(50)
    expect(doc.paths['/api/health'].get.security).toBeUndefined()
    expect(doc.paths['/api/auth/login'].post.security).toBeUndefined()
    // A route that declares neither, guarded: apply (its route lists no answers at all).
    expect(doc.paths['/api/provider/shift/{id}/apply'].post).toMatchObject({ security: [{ bearer: [] }], responses: { 401: expect.any(Object), 403: expect.any(Object) } })
  })
})
