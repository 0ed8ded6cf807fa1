import { describe, expect, test } from 'bun:test'
import { and, eq } from 'drizzle-orm'
import { TEAM_ROLES, type TeamRole } from '../../../shared/enums'
import { auditEvents, teamMembers } from '../../db/schema'
import { signUpOrganization, signUpProvider, teamToken } from '../../test/factories'
import { startTestServer, TEST_ADMIN } from '../../test/harness'
import { emailDeliveriesSettled } from '../notifications'

const server = await startTestServer()
const admin = await teamToken(server, 'ADMIN')
const operations = await teamToken(server, 'OPERATIONS')
const support = await teamToken(server, 'SUPPORT')
const adminId = (await server.ctx.db.read.select({ id: teamMembers.id }).from(teamMembers).where(eq(teamMembers.email, TEST_ADMIN.email)).get())!.id

let n = 0
const letters = () => Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => String.fromCharCode(97 + (b % 26))).join('')
const newMember = (overrides: Record<string, unknown> = {}) => ({ email: `member-${Date.now()}-${n++}@team.test`, firstName: 'Dana', lastName: 'Reyes', role: 'SUPPORT', ...overrides })
const create = (token: string, body: unknown) => server.call('POST', '/api/admin-panel/administration/users', { token, body })
const list = (token: string, query = '') => server.call('GET', `/api/admin-panel/administration/users${query}`, { token })
const one = (token: string, id: string) => server.call('GET', `/api/admin-panel/administration/users/${id}`, { token })
const idOf = async (token: string) => (await server.call('GET', '/api/admin-panel/user', { token })).body.id as string
const eventsOn = (id: string) => server.ctx.db.read.select().from(auditEvents).where(and(eq(auditEvents.subjectType, 'team-member'), eq(auditEvents.subjectId, id))).orderBy(auditEvents.occurredAt)

async function made(role: TeamRole = 'SUPPORT', overrides: Record<string, unknown> = {}) {
  const res = await create(admin, newMember({ role, ...overrides }))
  expect(res.status).toBe(201)
  return res.body as { id: string; email: string; firstName: string; lastName: string; role: TeamRole; isDisabled: boolean; createdAt: string }
}

describe('who may do what (the permission table, walked for every team call)', () => {
  test('no token 401; providers and facility users 403; ADMIN everything; OPERATIONS and SUPPORT may only look', async () => {
    const target = await made('SUPPORT')
    const provider = await signUpProvider(server)
    const org = await signUpOrganization(server)
    const calls = (token: string) => ({
      list: () => list(token),
      listCsv: () => list(token, '/csv'),
      get: () => one(token, target.id),
      create: () => create(token, newMember()),
      update: () => server.call('PUT', `/api/admin-panel/administration/users/${target.id}`, { token, body: { firstName: 'Dana' } }),
      role: () => server.call('PATCH', `/api/admin-panel/administration/users/${target.id}/role`, { token, body: { role: 'SUPPORT' } }),
      enable: () => server.call('PATCH', `/api/admin-panel/administration/users/${target.id}/enable`, { token }),
      disable: () => server.call('PATCH', `/api/admin-panel/administration/users/${target.id}/disable`, { token }),
    })
    const reads = new Set(['list', 'listCsv', 'get'])
    const expected: Record<TeamRole, (call: string) => number> = {
      ADMIN: (call) => (call === 'create' ? 201 : 200),
      OPERATIONS: (call) => (reads.has(call) ? 200 : 403),
      SUPPORT: (call) => (reads.has(call) ? 200 : 403),
    }
    const tokens: Record<TeamRole, string> = { ADMIN: admin, OPERATIONS: operations, SUPPORT: support }
    for (const role of TEAM_ROLES) {
      // Disable last, so the other calls act on an enabled member; enable puts it back.
      for (const [call, send] of Object.entries(calls(tokens[role]))) {
        const res = await send()
        expect({ role, call, status: res.status }).toEqual({ role, call, status: expected[role](call) })
        if (res.status === 403) expect(res.body.message).toBe('Your team role does not allow this')
      }
      if (role === 'ADMIN') await calls(admin).enable()
    }
    for (const [call, send] of Object.entries(calls(''))) expect({ call, status: (await send()).status }).toEqual({ call, status: 401 })
    for (const token of [provider.token, org.token]) for (const [call, send] of Object.entries(calls(token))) expect({ call, status: (await send()).status }).toEqual({ call, status: 403 })
  })

  test('unknown ids are 404', async () => {
    for (const id of ['nope', crypto.randomUUID()]) {
      expect(await one(admin, id)).toMatchObject({ status: 404, body: { message: 'Team member not found' } })
      expect((await server.call('PUT', `/api/admin-panel/administration/users/${id}`, { token: admin, body: { firstName: 'Al' } })).status).toBe(404)
      expect((await server.call('PATCH', `/api/admin-panel/administration/users/${id}/role`, { token: admin, body: { role: 'ADMIN' } })).status).toBe(404)
      expect((await server.call('PATCH', `/api/admin-panel/administration/users/${id}/enable`, { token: admin })).status).toBe(404)
      expect((await server.call('PATCH', `/api/admin-panel/administration/users/${id}/disable`, { token: admin })).status).toBe(404)
    }
  })
})

describe('adding a member', () => {
  test('names are trimmed; the member is listed, enabled, and the addition audited', async () => {
    const email = `Trim-${letters()}@Team.test`
    const res = await create(admin, { email, firstName: '  Ana Maria ', lastName: " O'Neil  ", role: 'OPERATIONS' })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ firstName: 'Ana Maria', lastName: "O'Neil", email: email.toLowerCase(), role: 'OPERATIONS', isDisabled: false })
    expect(Object.keys(res.body).sort()).toEqual(['createdAt', 'email', 'firstName', 'id', 'isDisabled', 'lastName', 'role'])
    expect((await one(support, res.body.id)).body).toEqual(res.body)
    const events = await eventsOn(res.body.id)
    expect(events.map((e) => [e.action, e.actorId])).toEqual([['team-member.create', adminId]])
  })

  test('the new member is e-mailed an invitation; its link sets their password and signs them in', async () => {
    const m = await made('OPERATIONS', { firstName: 'Noor' })
    // Not signed in to before the invitation is accepted.
    expect((await server.call('POST', '/api/admin/login', { body: { email: m.email, password: 'Chosen-pass-2026' } })).status).toBe(401)
    await emailDeliveriesSettled()
    const outbox = await server.call('GET', `/api/testing/outbox?to=${encodeURIComponent(m.email)}`)
    const mail = (outbox.body.data as { subject: string; text: string; links: string[] }[])[0]!
    expect(mail.text).toContain('Noor')
    const link = mail.links.find((l) => l.includes('/accept-invitation?token='))!
    expect(link).toBeDefined()
    const accepted = await server.call('POST', '/api/auth/accept-invitation', { body: { token: new URL(link).searchParams.get('token'), password: 'Chosen-pass-2026' } })
    expect(accepted.status).toBe(200)
    expect((await server.call('GET', '/api/admin-panel/user', { token: accepted.body.token })).body).toMatchObject({ id: m.id, role: 'OPERATIONS' })
    expect((await server.call('POST', '/api/admin/login', { body: { email: m.email, password: 'Chosen-pass-2026' } })).status).toBe(200)
  })

  test("the seed's messages", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: 'not-an-email' }, 'email', 'Invalid email'],
      [{ email: undefined }, 'email', 'Invalid email'],
      [{ firstName: 'Ana2' }, 'firstName', 'First name cannot contain numbers'],
      [{ lastName: 'R3yes' }, 'lastName', 'Last name cannot contain numbers'],
      [{ firstName: '' }, 'firstName', 'First name is required'],
      [{ firstName: '   ' }, 'firstName', 'First name is required'],
      [{ firstName: undefined }, 'firstName', 'First name is required'],
      [{ lastName: '' }, 'lastName', 'Last name is required'],
      [{ lastName: '  ' }, 'lastName', 'Last name is required'],
      [{ role: 'OWNER' }, 'role', 'Invalid role'],
      [{ role: undefined }, 'role', 'Invalid role'],
    ]
    for (const [change, field, message] of cases) {
      const res = await create(admin, newMember(change))
      expect({ change, status: res.status, body: res.body }).toEqual({ change, status: 400, body: { message, errors: [{ field, message }] } })
    }
  })

  test('an e-mail already on the team is 409, whatever its case', async () => {
    const first = await made()
    const again = await create(admin, newMember({ email: first.email.toUpperCase() }))
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('A team member with this email already exists')
    // A marketplace account's e-mail too: one account an address.
    const provider = await signUpProvider(server)
    expect(await create(admin, newMember({ email: provider.email }))).toMatchObject({ status: 409, body: { message: 'An account with this email already exists' } })
  })
})

describe('the list', () => {
  test('7 a page by default, filtered by role and status, ordered as asked', async () => {
    const family = letters()
    const a = await made('OPERATIONS', { firstName: 'Aaron', lastName: family })
    const b = await made('SUPPORT', { firstName: 'Zoe', lastName: family })
    await server.call('PATCH', `/api/admin-panel/administration/users/${b.id}/disable`, { token: admin })

    const first = await list(admin)
    expect(first.status).toBe(200)
    expect(first.body.pagination).toMatchObject({ page: 1, pageSize: 7 })
    expect(first.body.pagination.totalItems).toBeGreaterThanOrEqual(5)
    // The newest first by default.
    expect(first.body.data[0].id).toBe(b.id)

    const disabled = (await list(admin, '?status=DISABLED&pageSize=100')).body.data as { id: string; isDisabled: boolean }[]
    expect(disabled.map((m) => m.id)).toContain(b.id)
    expect(disabled.every((m) => m.isDisabled)).toBe(true)
    const enabled = (await list(admin, '?status=ENABLED&pageSize=100')).body.data as { id: string; isDisabled: boolean }[]
    expect(enabled.map((m) => m.id)).toContain(a.id)
    expect(enabled.some((m) => m.id === b.id)).toBe(false)
    const ops = (await list(admin, '?role=OPERATIONS&pageSize=100')).body.data as { role: string }[]
    expect(ops.length).toBeGreaterThan(0)
    expect(ops.every((m) => m.role === 'OPERATIONS')).toBe(true)

    const byName = (await list(admin, '?orderBy=firstName:asc&pageSize=100')).body.data as { firstName: string }[]
    expect(byName.map((m) => m.firstName.toLowerCase())).toEqual(byName.map((m) => m.firstName.toLowerCase()).sort())
    const oldest = (await list(admin, '?orderBy=createdAt:asc&pageSize=1')).body
    expect(oldest.data[0].email).toBe(TEST_ADMIN.email)
    expect(oldest.pagination.hasNextPage).toBe(true)
    expect((await list(admin, '?orderBy=-email&pageSize=100')).status).toBe(200)
    const byNameDesc = (await list(admin, '?orderBy=firstName&order=desc&pageSize=100')).body.data as { firstName: string }[]
    expect(byNameDesc.map((m) => m.firstName.toLowerCase())).toEqual(byNameDesc.map((m) => m.firstName.toLowerCase()).sort().reverse())
    expect((await list(admin, '?order=asc&pageSize=1')).body.data[0].email).toBe(TEST_ADMIN.email)
  })

  test('paging and filter messages', async () => {
    expect(await list(admin, '?page=0')).toMatchObject({ status: 400, body: { message: 'Page number must be greater than or equal to 1' } })
    expect(await list(admin, '?pageSize=0')).toMatchObject({ status: 400, body: { message: 'Page size must be greater than or equal to 1' } })
    expect((await list(admin, '?pageSize=101')).status).toBe(400)
    expect(await list(admin, '?role=OWNER')).toMatchObject({ status: 400, body: { message: 'Invalid role' } })
    expect((await list(admin, '?status=ACTIVE')).status).toBe(400)
    expect((await list(admin, '?orderBy=password')).status).toBe(400)
    expect(await list(admin, '?order=up')).toMatchObject({ status: 400, body: { message: 'Order must be asc or desc' } })
  })
})

describe('editing, roles, enabling and disabling', () => {
  test('PUT edits the details with the same name rules; an e-mail another member has is 409', async () => {
    const m = await made()
    const other = await made()
    const put = (body: unknown) => server.call('PUT', `/api/admin-panel/administration/users/${m.id}`, { token: admin, body })
    const res = await put({ firstName: '  Lena ', lastName: 'Park' })
    expect(res).toMatchObject({ status: 200, body: { id: m.id, firstName: 'Lena', lastName: 'Park', email: m.email } })
    expect(await put({ firstName: 'L3na' })).toMatchObject({ status: 400, body: { message: 'First name cannot contain numbers' } })
    expect(await put({ lastName: ' ' })).toMatchObject({ status: 400, body: { message: 'Last name is required' } })
    expect(await put({ email: 'nope' })).toMatchObject({ status: 400, body: { message: 'Invalid email' } })
    expect((await put({ email: other.email })).status).toBe(409)
    const events = await eventsOn(m.id)
    expect(events.at(-1)).toMatchObject({ action: 'team-member.update', actorId: adminId })
    expect(JSON.parse(events.at(-1)!.before!)).toMatchObject({ firstName: 'Dana' })
    expect(JSON.parse(events.at(-1)!.after!)).toMatchObject({ firstName: 'Lena' })
  })

  test('a role change takes effect on the next call', async () => {
    const token = await teamToken(server, 'SUPPORT')
    const id = await idOf(token)
    expect((await create(token, newMember())).status).toBe(403)
    const res = await server.call('PATCH', `/api/admin-panel/administration/users/${id}/role`, { token: admin, body: { role: 'ADMIN' } })
    expect(res).toMatchObject({ status: 200, body: { role: 'ADMIN' } })
    expect((await create(token, newMember())).status).toBe(201)
    expect((await server.call('PATCH', `/api/admin-panel/administration/users/${id}/role`, { token: admin, body: { role: 'MANAGER' } })).body.message).toBe('Invalid role')
    expect((await eventsOn(id)).map((e) => e.action)).toEqual(['team-member.change-role'])
  })

  test("disabling ends the member's sessions at once; they cannot sign in until enabled", async () => {
    const token = await teamToken(server, 'OPERATIONS')
    const id = await idOf(token)
    const member = (await one(admin, id)).body
    expect((await server.call('GET', '/api/admin-panel/user', { token })).status).toBe(200)
    const res = await server.call('PATCH', `/api/admin-panel/administration/users/${id}/disable`, { token: admin })
    expect(res).toMatchObject({ status: 200, body: { id, isDisabled: true } })
    expect((await server.call('GET', '/api/admin-panel/user', { token })).status).toBe(401)
    expect((await list(token)).status).toBe(401)
    const login = () => server.call('POST', '/api/admin/login', { body: { email: member.email, password: 'Str0ng-pass' } })
    expect((await login()).status).toBe(401)
    // Disabling again changes nothing.
    expect((await server.call('PATCH', `/api/admin-panel/administration/users/${id}/disable`, { token: admin })).status).toBe(200)
    const enabled = await server.call('PATCH', `/api/admin-panel/administration/users/${id}/enable`, { token: admin })
    expect(enabled).toMatchObject({ status: 200, body: { isDisabled: false } })
    const again = await login()
    expect(again.status).toBe(200)
    expect((await server.call('GET', '/api/admin-panel/user', { token: again.body.token })).status).toBe(200)
    expect((await eventsOn(id)).map((e) => e.action)).toEqual(['team-member.disable', 'team-member.enable'])
  })

  test('nobody disables themselves; the last enabled ADMIN keeps the role', async () => {
    const self = await server.call('PATCH', `/api/admin-panel/administration/users/${adminId}/disable`, { token: admin })
    expect(self).toMatchObject({ status: 409, body: { message: 'You cannot disable yourself' } })
    // Every other ADMIN disabled: the bootstrap ADMIN is the last one.
    const admins = (await list(admin, '?role=ADMIN&status=ENABLED&pageSize=100')).body.data as { id: string }[]
    for (const a of admins) if (a.id !== adminId) expect((await server.call('PATCH', `/api/admin-panel/administration/users/${a.id}/disable`, { token: admin })).status).toBe(200)
    const demote = await server.call('PATCH', `/api/admin-panel/administration/users/${adminId}/role`, { token: admin, body: { role: 'OPERATIONS' } })
    expect(demote).toMatchObject({ status: 409, body: { message: 'The last enabled ADMIN cannot be disabled or given another role' } })
    // With a second ADMIN, the first may step down.
    const second = await made('ADMIN')
    expect((await server.call('PATCH', `/api/admin-panel/administration/users/${second.id}/role`, { token: admin, body: { role: 'ADMIN' } })).status).toBe(200)
    expect((await one(admin, adminId)).body.role).toBe('ADMIN')
  })
})
