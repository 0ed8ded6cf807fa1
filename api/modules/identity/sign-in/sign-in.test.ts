import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { organizationMemberFacilities, organizationMembers, teamMembers, users } from '../../../db/schema'
import { signUpOrganization, signUpProvider } from '../../../test/factories'
import { startTestServer, TEST_ADMIN } from '../../../test/harness'
import { hashPassword } from '../passwords'

const server = await startTestServer()

describe('POST /api/auth/login', () => {
  test('answers a token and the user, whatever the e-mail case', async () => {
    const p = await signUpProvider(server)
    const res = await server.call('POST', '/api/auth/login', { body: { email: p.email.toUpperCase(), password: p.password } })
    expect(res.status).toBe(200)
    expect(res.body.token).toBeString()
    expect(res.body.user).toMatchObject({ userId: p.userId, userType: 'PROVIDER', providerId: p.providerId, email: p.email })
    expect((await server.call('GET', '/api/user', { token: res.body.token })).status).toBe(200)
  })

  test('wrong password or unknown e-mail: 401 with the same message', async () => {
    const p = await signUpProvider(server)
    const wrong = await server.call('POST', '/api/auth/login', { body: { email: p.email, password: 'not-the-password' } })
    const unknown = await server.call('POST', '/api/auth/login', { body: { email: 'nobody@nowhere.test', password: 'whatever1' } })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(wrong.body.message).toBe(unknown.body.message)
  })

  test('team members cannot sign in here', async () => {
    const res = await server.call('POST', '/api/auth/login', { body: TEST_ADMIN })
    expect(res.status).toBe(401)
  })

  test('missing fields: 400 with messages', async () => {
    const res = await server.call('POST', '/api/auth/login', { body: { email: '' } })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual([
      { field: 'email', message: 'Email is required' },
      { field: 'password', message: 'Password is required' },
    ])
  })

  test('repeated failures for one e-mail lock it with 429 for a while, even with the right password', async () => {
    const p = await signUpProvider(server)
    for (let i = 0; i < 5; i++) expect((await server.call('POST', '/api/auth/login', { body: { email: p.email, password: `wrong-${i}-pass` } })).status).toBe(401)
    const locked = await server.call('POST', '/api/auth/login', { body: { email: p.email, password: p.password } })
    expect(locked.status).toBe(429)
    expect(locked.body.message).toContain('Too many failed sign-in attempts')
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0)
    server.clock.advance(16 * 60_000)
    expect((await server.call('POST', '/api/auth/login', { body: { email: p.email, password: p.password } })).status).toBe(200)
  })

  test('a disabled user cannot sign in, and their sessions end', async () => {
    const p = await signUpProvider(server)
    await server.ctx.db.write((tx) => tx.update(users).set({ isDisabled: true }).where(eq(users.id, p.userId)))
    expect((await server.call('GET', '/api/user', { token: p.token })).status).toBe(401)
    expect((await server.call('POST', '/api/auth/login', { body: { email: p.email, password: p.password } })).status).toBe(401)
  })

  test('logout ends the session', async () => {
    const p = await signUpProvider(server)
    expect((await server.call('POST', '/api/auth/logout', { token: p.token })).status).toBe(204)
    expect((await server.call('GET', '/api/user', { token: p.token })).status).toBe(401)
  })
})

describe('POST /api/admin/login', () => {
  test('the bootstrap admin signs in and reads itself', async () => {
    const res = await server.call('POST', '/api/admin/login', { body: TEST_ADMIN })
    expect(res.status).toBe(200)
    expect(Object.keys(res.body)).toEqual(['token'])
    const me = await server.call('GET', '/api/admin-panel/user', { token: res.body.token, headers: { 'x-app-source': 'admin-panel' } })
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({ email: TEST_ADMIN.email, role: 'ADMIN', isDisabled: false })
    expect(me.body.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/)
  })

  test("a provider's or facility user's credentials are refused with 401", async () => {
    const p = await signUpProvider(server)
    const f = await signUpOrganization(server)
    expect((await server.call('POST', '/api/admin/login', { body: { email: p.email, password: p.password } })).status).toBe(401)
    expect((await server.call('POST', '/api/admin/login', { body: { email: f.email, password: f.password } })).status).toBe(401)
  })

  test('a disabled team member is refused and its sessions end', async () => {
    const now = new Date()
    await server.ctx.db.write((tx) =>
      tx.insert(teamMembers).values({ email: 'ops@marketplace.test', passwordHash: '', firstName: 'Olivia', lastName: 'Ops', role: 'OPERATIONS', createdAt: now, updatedAt: now }),
    )
    const hash = await hashPassword('Ops-pass-2026')
    await server.ctx.db.write((tx) => tx.update(teamMembers).set({ passwordHash: hash }).where(eq(teamMembers.email, 'ops@marketplace.test')))
    const login = await server.call('POST', '/api/admin/login', { body: { email: 'ops@marketplace.test', password: 'Ops-pass-2026' } })
    expect(login.status).toBe(200)
    await server.ctx.db.write((tx) => tx.update(teamMembers).set({ isDisabled: true }).where(eq(teamMembers.email, 'ops@marketplace.test')))
    expect((await server.call('GET', '/api/admin-panel/user', { token: login.body.token })).status).toBe(401)
    expect((await server.call('POST', '/api/admin/login', { body: { email: 'ops@marketplace.test', password: 'Ops-pass-2026' } })).status).toBe(401)
  })
})

describe('guards', () => {
  test('no token or a bad token: 401', async () => {
    expect((await server.call('GET', '/api/user')).status).toBe(401)
    expect((await server.call('GET', '/api/user', { token: 'forged-token' })).status).toBe(401)
    expect((await server.call('GET', '/api/admin-panel/user', { headers: { authorization: 'Basic abc' } })).status).toBe(401)
  })

  test('a valid token of the wrong kind: 403', async () => {
    const p = await signUpProvider(server)
    const admin = await server.call('POST', '/api/admin/login', { body: TEST_ADMIN })
    expect((await server.call('GET', '/api/admin-panel/user', { token: p.token })).status).toBe(403)
    expect((await server.call('GET', '/api/user', { token: admin.body.token })).status).toBe(403)
  })

  test('a MEMBER limited to facilities carries its facilityIds; OWNER sees all', async () => {
    const owner = await signUpOrganization(server)
    const member = await signUpOrganization(server)
    // Move the second user into the first organization as a MEMBER of its one facility.
    await server.ctx.db.write(async (tx) => {
      const row = await tx.select().from(organizationMembers).where(eq(organizationMembers.userId, member.userId)).get()
      await tx.update(organizationMembers).set({ organizationId: owner.organizationId, role: 'MEMBER' }).where(eq(organizationMembers.id, row!.id))
      await tx.insert(organizationMemberFacilities).values({ memberId: row!.id, facilityId: owner.facilityId })
    })
    const me = await server.call('GET', '/api/user', { token: member.token })
    expect(me.body).toMatchObject({ role: 'MEMBER', organizationId: owner.organizationId, facilityIds: [owner.facilityId] })
    expect((await server.call('GET', '/api/user', { token: owner.token })).body.facilityIds).toBeNull()
  })
})

test('no token is 401 and the wrong kind 403 even when the body is invalid', async () => {
  expect((await server.call('POST', '/api/facility/shift', { body: {} })).status).toBe(401)
  expect((await server.call('PUT', '/api/account', { body: { firstName: '' } })).status).toBe(401)
  const p = await signUpProvider(server)
  expect((await server.call('POST', '/api/facility/shift', { token: p.token, body: {} })).status).toBe(403)
})

describe('a team member on the user sign-in form', () => {
  test('their own password: 401 pointing to the admin sign-in, and no session', async () => {
    const res = await server.call('POST', '/api/auth/login', { body: { email: TEST_ADMIN.email.toUpperCase(), password: TEST_ADMIN.password } })
    expect(res.status).toBe(401)
    expect(res.body.message).toBe('This is an admin-panel account. Sign in at /admin/sign-in')
    expect(res.body.token).toBeUndefined()
  })

  test('a wrong password: the usual answer, so the e-mail alone never tells who is staff', async () => {
    const res = await server.call('POST', '/api/auth/login', { body: { email: TEST_ADMIN.email, password: 'not-the-admin-pass' } })
    expect(res.status).toBe(401)
    expect(res.body.message).toBe('The e-mail or password is incorrect')
  })

  test('being pointed to the admin sign-in is not a failure: ten times in a row never locks the e-mail', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await server.call('POST', '/api/auth/login', { body: { email: TEST_ADMIN.email, password: TEST_ADMIN.password }, address: '192.0.2.77' })
      expect(res.body.message).toBe('This is an admin-panel account. Sign in at /admin/sign-in')
    }
  })
})
