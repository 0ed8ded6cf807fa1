import { describe, expect, test } from 'bun:test'
import { and, eq } from 'drizzle-orm'
import { TEAM_ROLES, type TeamRole } from '../../../../shared/enums'
import { auditEvents, bans, facilities, organizations, shiftGroups, shifts } from '../../../db/schema'
import { makeBan, makeCompletedShift, makeFacility, makeLicense, makeMember, makeShift, makeShiftGroup, setCredits, signUpOrganization, signUpProvider, teamToken } from '../../../test/factories'
import { startTestServer } from '../../../test/harness'
import { emailDeliveriesSettled } from '../../notifications'

const server = await startTestServer()
const tokens: Record<TeamRole, string> = { ADMIN: await teamToken(server, 'ADMIN'), OPERATIONS: await teamToken(server, 'OPERATIONS'), SUPPORT: await teamToken(server, 'SUPPORT') }
const admin = tokens.ADMIN
const call = (method: string, path: string, token: string, body?: unknown) => server.call(method, `/api/admin-panel${path}`, { token, body })
const letters = () => Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => String.fromCharCode(97 + (b % 26))).join('')
const eventsOn = (type: string, id: string) => server.ctx.db.read.select().from(auditEvents).where(and(eq(auditEvents.subjectType, type), eq(auditEvents.subjectId, id))).orderBy(auditEvents.occurredAt)

async function parent(name = `Parent ${letters()}`) {
  const res = await call('POST', '/parent-organizations', admin, { name })
  expect(res.status).toBe(201)
  return res.body as { parentOrganizationId: string; name: string }
}

describe('who may do what (the permission table, walked for every organization call)', () => {
  test('no token 401; users 403; every team role may look; ADMIN and OPERATIONS act; SUPPORT may not', async () => {
    const org = await signUpOrganization(server)
    const p = await parent()
    const provider = await signUpProvider(server)
    await makeCompletedShift(server, { facilityId: org.facilityId, providerId: provider.providerId })
    const other = await signUpOrganization(server)
    const calls: Record<string, [string, string, unknown?]> = {
      list: ['GET', '/organizations'],
      listCsv: ['GET', '/organizations/csv'],
      get: ['GET', `/organizations/${org.organizationId}`],
      create: ['POST', '/organizations', { name: `Chain ${letters()}` }],
      setParent: ['PATCH', `/organizations/${org.organizationId}`, { parentOrganizationId: p.parentOrganizationId }],
      parents: ['GET', '/parent-organizations'],
      parentsCsv: ['GET', '/parent-organizations/csv'],
      parent: ['GET', `/parent-organizations/${p.parentOrganizationId}`],
      createParent: ['POST', '/parent-organizations', { name: `Group ${letters()}` }],
      shadowBan: ['PUT', `/shadow-ban-organization/${other.organizationId}`],
      facility: ['GET', `/facilities/${org.facilityId}`],
      facilitiesCsv: ['GET', '/facilities/csv'],
      organizationFacilitiesCsv: ['GET', `/facilities/csv?organizationId=${org.organizationId}`],
      moveFacility: ['PUT', `/facilities/${org.facilityId}`, { organizationId: org.organizationId }],
      providersHired: ['GET', `/facilities/${org.facilityId}/providers-hired`],
      shiftsWorked: ['GET', `/facilities/${org.facilityId}/providers-hired/${provider.providerId}/shifts-worked`],
    }
    const writes = new Set(['create', 'setParent', 'createParent', 'shadowBan', 'moveFacility'])
    for (const role of TEAM_ROLES) {
      for (const [name, [method, path, body]] of Object.entries(calls)) {
        const res = await call(method, path, tokens[role], body)
        const expected = role === 'SUPPORT' && writes.has(name) ? 403 : method === 'POST' ? 201 : 200
        expect({ role, name, status: res.status }).toEqual({ role, name, status: expected })
      }
    }
    for (const token of ['', org.token, provider.token]) {
      for (const [name, [method, path, body]] of Object.entries(calls)) expect({ name, status: (await call(method, path, token, body)).status }).toEqual({ name, status: token ? 403 : 401 })
    }
  })

  test('unknown ids are 404', async () => {
    const org = await signUpOrganization(server)
    const provider = await signUpProvider(server)
    for (const id of ['nope', crypto.randomUUID()]) {
      expect(await call('GET', `/organizations/${id}`, admin)).toMatchObject({ status: 404, body: { message: 'Organization not found' } })
      expect(await call('GET', `/facilities/csv?organizationId=${id}`, admin)).toMatchObject({ status: 404, body: { message: 'Organization not found' } })
      expect((await call('PATCH', `/organizations/${id}`, admin, { parentOrganizationId: null })).status).toBe(404)
      expect(await call('PATCH', `/organizations/${org.organizationId}`, admin, { parentOrganizationId: id })).toMatchObject({ status: 404, body: { message: 'Parent organization not found' } })
      expect((await call('POST', '/organizations', admin, { name: 'Orphan Rx', parentOrganizationId: id })).status).toBe(404)
      expect((await call('GET', `/parent-organizations/${id}`, admin)).status).toBe(404)
      expect((await call('PUT', `/shadow-ban-organization/${id}`, admin)).status).toBe(404)
      expect(await call('GET', `/facilities/${id}`, admin)).toMatchObject({ status: 404, body: { message: 'Facility not found' } })
      expect((await call('PUT', `/facilities/${id}`, admin, { organizationId: org.organizationId })).status).toBe(404)
      expect((await call('PUT', `/facilities/${org.facilityId}`, admin, { organizationId: id })).status).toBe(404)
      expect((await call('GET', `/facilities/${id}/providers-hired`, admin)).status).toBe(404)
      expect((await call('GET', `/facilities/${id}/providers-hired/${provider.providerId}/shifts-worked`, admin)).status).toBe(404)
      expect(await call('GET', `/facilities/${org.facilityId}/providers-hired/${id}/shifts-worked`, admin)).toMatchObject({ status: 404, body: { message: 'Provider not found' } })
    }
  })
})

describe('organizations', () => {
  test("the admin view: fee, parent, shadow ban, credits, facilities and members", async () => {
    const org = await signUpOrganization(server)
    const second = await makeFacility(server, { organizationId: org.organizationId, name: 'Zeta Uptown Pharmacy' })
    const member = await makeMember(server, { organizationId: org.organizationId, role: 'MEMBER' })
    await setCredits(server, { organizationId: org.organizationId, creditsInCents: 12_345 })
    const res = await call('GET', `/organizations/${org.organizationId}`, tokens.SUPPORT)
    expect(res.status).toBe(200)
    const o = res.body
    expect(o).toMatchObject({ organizationId: org.organizationId, currentPercentageFee: 25, hasFreeJobPost: false, parentOrganizationId: null, parentOrganizationName: null, isShadowBanned: false, availableCreditsInCents: 12_345 })
    expect(o.facilities.map((f: { id: string }) => f.id).sort()).toEqual([org.facilityId, second.id].sort())
    expect(o.users).toEqual(expect.arrayContaining([
      { userId: org.userId, email: org.email, name: expect.any(String), role: 'OWNER' },
      expect.objectContaining({ userId: member.userId, email: member.email, role: 'MEMBER' }),
    ]))
  })

  test('create: name required, fee 0–100, parent optional; audited', async () => {
    const p = await parent()
    const name = `Riverside Health ${letters()}`
    const res = await call('POST', '/organizations', tokens.OPERATIONS, { name: `  ${name} `, percentageFee: 12.5, parentOrganizationId: p.parentOrganizationId })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ name, currentPercentageFee: 12.5, parentOrganizationId: p.parentOrganizationId, parentOrganizationName: p.name, isShadowBanned: false, availableCreditsInCents: 0, facilities: [], users: [] })
    expect((await eventsOn('organization', res.body.organizationId)).map((e) => e.action)).toEqual(['organization.create'])
    const plain = await call('POST', '/organizations', admin, { name: `Plain ${letters()}` })
    expect(plain.body).toMatchObject({ currentPercentageFee: 25, parentOrganizationId: null })

    for (const [body, message] of [
      [{}, 'Name is required'],
      [{ name: '' }, 'Name is required'],
      [{ name: '   ' }, 'Name is required'],
      [{ name: 'A', percentageFee: -1 }, 'Percentage fee must be between 0 and 100'],
      [{ name: 'A', percentageFee: 101 }, 'Percentage fee must be between 0 and 100'],
    ] as const) {
      const bad = await call('POST', '/organizations', admin, body)
      expect({ body, status: bad.status, message: bad.body.message }).toEqual({ body, status: 400, message })
    }
    expect((await call('POST', '/organizations', admin, { name: `Zero ${letters()}`, percentageFee: 0 })).body.currentPercentageFee).toBe(0)
    expect((await call('POST', '/organizations', admin, { name: `Full ${letters()}`, percentageFee: 100 })).body.currentPercentageFee).toBe(100)
  })

  test('an owner, when given, is made OWNER and invited by e-mail to choose a password', async () => {
    const email = `Owner-${letters()}@Chain.test`
    const name = `Lakeside Rx ${letters()}`
    const res = await call('POST', '/organizations', tokens.OPERATIONS, { name, owner: { email, firstName: 'Mara', lastName: 'Lind' } })
    expect(res.status).toBe(201)
    expect(res.body.users).toEqual([{ userId: expect.any(String), email: email.toLowerCase(), name: 'Mara Lind', role: 'OWNER' }])
    await emailDeliveriesSettled()
    const mail = ((await server.call('GET', `/api/testing/outbox?to=${encodeURIComponent(email.toLowerCase())}`)).body.data as { text: string; links: string[] }[])[0]!
    expect(mail.text).toContain(name)
    const link = mail.links.find((l) => l.includes('/accept-invitation?token='))!
    const accepted = await server.call('POST', '/api/auth/accept-invitation', { body: { token: new URL(link).searchParams.get('token'), password: 'Chosen-pass-2026' } })
    expect(accepted.status).toBe(200)
    const mine = await server.call('GET', '/api/organization', { token: accepted.body.token })
    expect(mine.status).toBe(200)
    expect((await server.call('GET', '/api/user', { token: accepted.body.token })).body).toMatchObject({ organizationId: res.body.organizationId, role: 'OWNER' })
    const [event] = await eventsOn('organization', res.body.organizationId)
    expect(JSON.parse(event!.after!)).toMatchObject({ ownerEmail: email.toLowerCase(), ownerUserId: res.body.users[0].userId })

    // An address that already has an account: 409, and no organization is made.
    const taken = await signUpProvider(server)
    const before = (await call('GET', '/organizations', admin)).body.pagination.totalItems
    expect(await call('POST', '/organizations', admin, { name: `Dup ${letters()}`, owner: { email: taken.email, firstName: 'Ann', lastName: 'Lee' } })).toMatchObject({ status: 409, body: { message: 'An account with this email already exists' } })
    expect((await call('GET', '/organizations', admin)).body.pagination.totalItems).toBe(before)
    expect((await call('POST', '/organizations', admin, { name: 'Bad owner', owner: { email: 'nope', firstName: 'Ann', lastName: 'Lee' } })).status).toBe(400)
  })

  test('PATCH sets and clears the parent; audited', async () => {
    const org = await signUpOrganization(server)
    const p = await parent()
    const set = await call('PATCH', `/organizations/${org.organizationId}`, admin, { parentOrganizationId: p.parentOrganizationId })
    expect(set.body).toMatchObject({ parentOrganizationId: p.parentOrganizationId, parentOrganizationName: p.name })
    const cleared = await call('PATCH', `/organizations/${org.organizationId}`, admin, { parentOrganizationId: null })
    expect(cleared.body).toMatchObject({ parentOrganizationId: null, parentOrganizationName: null })
    expect((await call('PATCH', `/organizations/${org.organizationId}`, admin, {})).status).toBe(400)
    const events = await eventsOn('organization', org.organizationId)
    expect(events.map((e) => [e.action, JSON.parse(e.after!).parentOrganizationId])).toEqual([
      ['organization.set-parent', p.parentOrganizationId],
      ['organization.set-parent', null],
    ])
  })

  test('the list: paged, 7 by default, searched by name or parent name', async () => {
    const family = letters()
    const p = await parent(`Holding ${family}`)
    const a = await call('POST', '/organizations', admin, { name: `Alpha ${family}` })
    const b = await call('POST', '/organizations', admin, { name: `Beta Rx`, parentOrganizationId: p.parentOrganizationId })
    const all = await call('GET', '/organizations', admin)
    expect(all.body.pagination).toMatchObject({ page: 1, pageSize: 7 })
    const found = await call('GET', `/organizations?searchTerm=${family.toUpperCase()}`, admin)
    expect(found.body.data.map((o: { organizationId: string }) => o.organizationId)).toEqual([a.body.organizationId, b.body.organizationId])
    expect(found.body.pagination).toEqual({ page: 1, pageSize: 7, totalItems: 2, totalPages: 1, hasNextPage: false })
    const paged = await call('GET', `/organizations?searchTerm=${family}&pageSize=1&page=2`, admin)
    expect(paged.body.data.map((o: { organizationId: string }) => o.organizationId)).toEqual([b.body.organizationId])
    expect((await call('GET', '/organizations?searchTerm=%25', admin)).status).toBe(200)
    expect(await call('GET', '/organizations?page=0', admin)).toMatchObject({ status: 400, body: { message: 'Page number must be greater than or equal to 1' } })
    expect(await call('GET', '/organizations?pageSize=0', admin)).toMatchObject({ status: 400, body: { message: 'Page size must be greater than or equal to 1' } })
    expect((await call('GET', '/organizations?pageSize=101', admin)).status).toBe(400)
  })
})

describe('parent organizations', () => {
  test('create (name required), list and one with its children', async () => {
    expect(await call('POST', '/parent-organizations', admin, { name: ' ' })).toMatchObject({ status: 400, body: { message: 'Name is required' } })
    expect(await call('POST', '/parent-organizations', admin, {})).toMatchObject({ status: 400, body: { message: 'Name is required' } })
    const family = letters()
    const p = await parent(`Group ${family}`)
    expect((await eventsOn('parent-organization', p.parentOrganizationId)).map((e) => e.action)).toEqual(['parent-organization.create'])
    const child = await call('POST', '/organizations', admin, { name: `Child ${family}`, parentOrganizationId: p.parentOrganizationId })
    const res = await call('GET', `/parent-organizations/${p.parentOrganizationId}`, tokens.SUPPORT)
    expect(res.body).toMatchObject({
      parentOrganizationId: p.parentOrganizationId,
      name: `Group ${family}`,
      childOrganizationsCount: 1,
      childOrganizations: [{ organizationId: child.body.organizationId, name: `Child ${family}`, currentPercentageFee: 25, isShadowBanned: false }],
    })
    const list = await call('GET', `/parent-organizations?searchTerm=${family}`, admin)
    expect(list.body.data).toEqual([res.body])
    expect((await call('GET', '/parent-organizations', admin)).body.pagination).toMatchObject({ page: 1, pageSize: 7 })
    expect((await call('GET', '/parent-organizations?page=0', admin)).body.message).toBe('Page number must be greater than or equal to 1')
  })
})

describe('shadow ban', () => {
  test("each call flips it; while on, the organization's shifts are hidden from providers' browse", async () => {
    const org = await signUpOrganization(server)
    const group = await makeShiftGroup(server, { facilityId: org.facilityId, daysFromNow: 6 })
    const provider = await signUpProvider(server)
    await makeLicense(server, { providerId: provider.providerId, state: 'TX' })
    const browse = async () => {
      const res = await server.call('GET', '/api/provider/shift/browse?take=100', { token: provider.token })
      expect(res.status).toBe(200)
      return (res.body.shifts as { shiftGroupId: string }[]).map((s) => s.shiftGroupId)
    }
    expect(await browse()).toContain(group.group.id)
    const on = await call('PUT', `/shadow-ban-organization/${org.organizationId}`, tokens.OPERATIONS)
    expect(on).toMatchObject({ status: 200, body: { organizationId: org.organizationId, isShadowBanned: true } })
    expect(await browse()).not.toContain(group.group.id)
    // The organization is not told: its own view is unchanged.
    expect((await server.call('GET', '/api/organization', { token: org.token })).status).toBe(200)
    const off = await call('PUT', `/shadow-ban-organization/${org.organizationId}`, admin)
    expect(off.body.isShadowBanned).toBe(false)
    expect(await browse()).toContain(group.group.id)
    expect((await eventsOn('organization', org.organizationId)).map((e) => e.action)).toEqual(['organization.shadow-ban', 'organization.lift-shadow-ban'])
  })
})

describe('facilities', () => {
  test('the admin view', async () => {
    const org = await signUpOrganization(server)
    const res = await call('GET', `/facilities/${org.facilityId}`, tokens.SUPPORT)
    const row = (await server.ctx.db.read.select().from(facilities).where(eq(facilities.id, org.facilityId)).get())!
    const name = (await server.ctx.db.read.select().from(organizations).where(eq(organizations.id, org.organizationId)).get())!.name
    expect(res.body).toEqual({ facilityId: org.facilityId, organizationId: org.organizationId, name: row.name, address: row.streetAddress, city: row.city, state: row.state, zipCode: row.zipCode, organizationName: name, timeZone: row.timeZone })
  })

  test('moving a facility takes its history and bans along; refused while it has work to come', async () => {
    const from = await signUpOrganization(server)
    const to = await signUpOrganization(server)
    const provider = await signUpProvider(server)
    const banned = await signUpProvider(server)
    const worked = await makeCompletedShift(server, { facilityId: from.facilityId, providerId: provider.providerId })
    await makeBan(server, { organizationId: from.organizationId, providerId: banned.providerId, facilityId: from.facilityId })
    const upcoming = await makeShiftGroup(server, { facilityId: from.facilityId, daysFromNow: 3 })
    const limited = await makeMember(server, { organizationId: from.organizationId, role: 'MEMBER', facilityIds: [from.facilityId] })
    const otherFacility = await makeFacility(server, { organizationId: from.organizationId, name: 'Old Town Pharmacy' })
    const move = () => call('PUT', `/facilities/${from.facilityId}`, tokens.OPERATIONS, { organizationId: to.organizationId })
    const refused = await move()
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe('This facility has shifts still to come or in progress. Cancel or finish them before moving it to another organization.')
    await server.ctx.db.write((tx) => tx.update(shiftGroups).set({ status: 'CANCELED' }).where(eq(shiftGroups.id, upcoming.group.id)))
    const moved = await move()
    expect(moved).toMatchObject({ status: 200, body: { facilityId: from.facilityId, organizationId: to.organizationId } })
    const db = server.ctx.db.read
    expect((await db.select().from(shiftGroups).where(eq(shiftGroups.id, worked.shiftGroupId)).get())!.organizationId).toBe(to.organizationId)
    expect((await db.select().from(shifts).where(eq(shifts.id, worked.shiftId)).get())!.organizationId).toBe(to.organizationId)
    expect((await db.select().from(bans).where(eq(bans.providerId, banned.providerId)).get())!.organizationId).toBe(to.organizationId)
    // The new organization sees it; the old one does not.
    expect((await server.call('GET', `/api/facility/${from.facilityId}`, { token: to.token })).status).toBe(200)
    expect((await server.call('GET', `/api/facility/${from.facilityId}`, { token: from.token })).status).toBe(404)
    // A MEMBER limited to the moved facility keeps the limit: they see neither it nor the old organization's other facilities.
    const seen = await server.call('GET', '/api/facility', { token: limited.token })
    expect(seen.status).toBe(200)
    expect(JSON.stringify(seen.body)).not.toContain(otherFacility.id)
    expect(JSON.stringify(seen.body)).not.toContain(from.facilityId)
    expect((await server.call('GET', `/api/facility/${otherFacility.id}`, { token: limited.token })).status).toBe(404)
    expect((await call('GET', `/organizations/${to.organizationId}`, admin)).body.facilities.map((f: { id: string }) => f.id)).toContain(from.facilityId)
    const events = await eventsOn('facility', from.facilityId)
    expect(events.map((e) => [e.action, JSON.parse(e.before!).organizationId, JSON.parse(e.after!).organizationId])).toEqual([['facility.move', from.organizationId, to.organizationId]])
    // Into the organization it is in: nothing changes.
    expect((await move()).status).toBe(200)
    expect(await eventsOn('facility', from.facilityId)).toHaveLength(1)
    expect(await call('PUT', `/facilities/${from.facilityId}`, admin, {})).toMatchObject({ status: 400, body: { message: 'Organization is required' } })
  })

  test('providers hired and the shifts each worked there', async () => {
    const org = await signUpOrganization(server)
    const first = await signUpProvider(server)
    const second = await signUpProvider(server)
    const HOUR = 3_600_000
    const now = server.clock.now().getTime()
    const older = await makeCompletedShift(server, { facilityId: org.facilityId, providerId: first.providerId, startsAt: new Date(now - 96 * HOUR), rateCents: 6_250, title: 'Weekend verification' })
    const newer = await makeCompletedShift(server, { facilityId: org.facilityId, providerId: first.providerId, rateCents: 7_000 })
    const booked = await makeShift(server, { facilityId: org.facilityId, providerId: second.providerId, daysFromNow: 4 })
    // An open seat and a seat at another facility do not count.
    await makeShiftGroup(server, { facilityId: org.facilityId, daysFromNow: 5 })
    const elsewhere = await signUpOrganization(server)
    await makeCompletedShift(server, { facilityId: elsewhere.facilityId, providerId: second.providerId })

    const hired = await call('GET', `/facilities/${org.facilityId}/providers-hired`, tokens.SUPPORT)
    expect(hired.status).toBe(200)
    expect(hired.body.pagination).toMatchObject({ page: 1, pageSize: 7, totalItems: 2 })
    expect(hired.body.data.map((p: { providerId: string; shiftsCount: number }) => [p.providerId, p.shiftsCount])).toEqual([
      [second.providerId, 1],
      [first.providerId, 2],
    ])
    expect(hired.body.data[1]).toMatchObject({ email: first.email, title: 'PHARMACIST' })

    const worked = await call('GET', `/facilities/${org.facilityId}/providers-hired/${first.providerId}/shifts-worked`, tokens.SUPPORT)
    expect(worked.status).toBe(200)
    expect(worked.body.data.map((s: { id: string }) => s.id)).toEqual([newer.shiftId, older.shiftId])
    const row = worked.body.data[1]
    expect(row).toMatchObject({ id: older.shiftId, title: 'Weekend verification', role: 'PHARMACIST', rate: 62.5, date: older.group.date, startTime: older.group.startTime, endTime: older.group.endTime, status: 'COMPLETED' })
    expect((await call('GET', `/facilities/${org.facilityId}/providers-hired/${second.providerId}/shifts-worked`, admin)).body.data.map((s: { id: string }) => s.id)).toEqual([booked.shiftId])
    // A provider who never worked there: an empty list.
    const stranger = await signUpProvider(server)
    expect((await call('GET', `/facilities/${org.facilityId}/providers-hired/${stranger.providerId}/shifts-worked`, admin)).body).toMatchObject({ data: [], pagination: { totalItems: 0 } })
    expect((await call('GET', `/facilities/${org.facilityId}/providers-hired?page=0`, admin)).body.message).toBe('Page number must be greater than or equal to 1')
  })
})
