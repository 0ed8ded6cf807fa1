import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { facilities, organizations, parentOrganizations } from '../../../db/schema'
import { chunksOf, csvRecords, linesIn } from '../../../test/csv'
import { makeFacility, setCredits, signUpOrganization, signUpProvider, teamToken } from '../../../test/factories'
import { startTestServer } from '../../../test/harness'

const server = await startTestServer()
const admin = await teamToken(server, 'ADMIN')
const support = await teamToken(server, 'SUPPORT')
const letters = () => Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => String.fromCharCode(97 + (b % 26))).join('')
const get = (path: string, token = admin) => server.call('GET', `/api/admin-panel${path}`, { token })
/** Straight through the app, so the answer's stream comes back as the verb made it. */
const stream = (path: string, token = admin) => server.app.handle(new Request(`http://localhost/api/admin-panel${path}`, { headers: { authorization: `Bearer ${token}` } }))
const rename = (organizationId: string, name: string) => server.ctx.db.write((tx) => tx.update(organizations).set({ name }).where(eq(organizations.id, organizationId)))

describe('GET /admin-panel/organizations/csv', () => {
  test('the header, one line per organization of the search, cells escaped, money in dollars beside the cents', async () => {
    const tag = letters()
    const parent = (await server.call('POST', '/api/admin-panel/parent-organizations', { token: admin, body: { name: `Group ${tag}` } })).body
    const a = await signUpOrganization(server)
    const b = await signUpOrganization(server)
    await rename(a.organizationId, `=HYPERLINK("http://evil.test") ${tag}`)
    await rename(b.organizationId, `Ross, "Main"\nStreet ${tag}`)
    await server.call('PATCH', `/api/admin-panel/organizations/${b.organizationId}`, { token: admin, body: { parentOrganizationId: parent.parentOrganizationId } })
    await setCredits(server, { organizationId: a.organizationId, creditsInCents: 123_405 })
    const second = await makeFacility(server, { organizationId: a.organizationId, name: `Uptown ${tag}` })
    const outsider = await signUpOrganization(server)

    const res = await get(`/organizations/csv?searchTerm=${tag}`, support)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="organizations-\d{4}-\d{2}-\d{2}\.csv"$/)
    const { header, records } = csvRecords(res.text)
    expect(header).toEqual([
      'organizationId', 'name', 'parentOrganizationId', 'parentOrganizationName', 'currentPercentageFee', 'hasFreeJobPost', 'isShadowBanned',
      'availableCredits', 'availableCreditsInCents', 'facilitiesCount', 'facilities', 'users', 'createdAt',
    ])
    // By name, as the list: "=" sorts before "R".
    expect(records.map((r) => r.organizationId)).toEqual([a.organizationId, b.organizationId])
    expect(records.map((r) => r.organizationId)).not.toContain(outsider.organizationId)
    const [first, other] = records as [Record<string, string>, Record<string, string>]
    expect(first.name).toBe(`'=HYPERLINK("http://evil.test") ${tag}`)
    expect(res.text).toContain(`"'=HYPERLINK(""http://evil.test"") ${tag}"`)
    expect(other.name).toBe(`Ross, "Main"\nStreet ${tag}`)
    expect(first).toMatchObject({ availableCredits: '1234.05', availableCreditsInCents: '123405', facilitiesCount: '2', isShadowBanned: 'false', parentOrganizationId: '' })
    expect(first.facilities!.split('; ')).toContain(second.name)
    expect(first.users).toContain(`<${a.email}> (OWNER)`)
    expect(other).toMatchObject({ parentOrganizationId: parent.parentOrganizationId, parentOrganizationName: `Group ${tag}`, availableCredits: '0.00' })

    // The same rows as the list's search, the parent's name included.
    const list = await get(`/organizations?searchTerm=${tag}&pageSize=100`)
    expect(list.body.data.map((o: { organizationId: string }) => o.organizationId)).toEqual(records.map((r) => r.organizationId))
    const byParent = csvRecords((await get(`/organizations/csv?searchTerm=Group%20${tag}`)).text).records
    expect(byParent.map((r) => r.organizationId)).toEqual([b.organizationId])
    // The list's paging is not a filter of the export.
    expect(csvRecords((await get(`/organizations/csv?searchTerm=${tag}&page=2&pageSize=1`)).text).records).toHaveLength(2)
    expect((await get(`/organizations/csv?searchTerm=${'x'.repeat(101)}`)).body.message).toBe('Search must be at most 100 characters')
  })

  test('pages by name and id from where the last page stopped: ties on the name are neither lost nor repeated', async () => {
    const tag = letters()
    const made = []
    for (let i = 0; i < 5; i++) {
      const org = await signUpOrganization(server)
      await rename(org.organizationId, `Same ${tag}`)
      made.push(org.organizationId)
    }
    const { exportOrganizationsCsv } = await import('./export-organizations-csv')
    const caller = { kind: 'team' as const, sessionId: 's', teamMemberId: 't', role: 'SUPPORT' as const }
    const deps = { requireTeamPermission: () => {} } as never
    const chunks = await chunksOf(exportOrganizationsCsv({ ctx: server.ctx, caller, deps, query: { searchTerm: tag }, pageRows: 2 }))
    // The header, then one chunk a database page: 2, 2, 1.
    expect(chunks.map(linesIn)).toEqual([1, 2, 2, 1])
    expect(csvRecords(chunks.join('')).records.map((r) => r.organizationId)).toEqual([...made].sort())
  })
})

describe('GET /admin-panel/parent-organizations/csv', () => {
  test('by name with the child organizations; the search applies', async () => {
    const tag = letters()
    const p = (await server.call('POST', '/api/admin-panel/parent-organizations', { token: admin, body: { name: `+Chain ${tag}` } })).body
    await server.call('POST', '/api/admin-panel/parent-organizations', { token: admin, body: { name: `Other ${letters()}` } })
    const child = await signUpOrganization(server)
    await rename(child.organizationId, `Child, Rx ${tag}`)
    await server.call('PATCH', `/api/admin-panel/organizations/${child.organizationId}`, { token: admin, body: { parentOrganizationId: p.parentOrganizationId } })
    const res = await get(`/parent-organizations/csv?searchTerm=${tag}`, support)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toMatch(/filename="parent-organizations-/)
    const { header, records } = csvRecords(res.text)
    expect(header).toEqual(['parentOrganizationId', 'name', 'childOrganizationsCount', 'childOrganizations', 'createdAt'])
    expect(records).toEqual([{ parentOrganizationId: p.parentOrganizationId, name: `'+Chain ${tag}`, childOrganizationsCount: '1', childOrganizations: `Child, Rx ${tag}`, createdAt: p.createdAt }])
  })

  test('a large table streams a page (500 rows) at a time', async () => {
    const tag = letters()
    const now = server.clock.now()
    await server.ctx.db.write((tx) => tx.insert(parentOrganizations).values(Array.from({ length: 1_001 }, (_, i) => ({ name: `Bulk ${tag} ${String(i).padStart(4, '0')}`, createdAt: now }))))
    const res = await stream(`/parent-organizations/csv?searchTerm=${tag}`)
    expect(res.status).toBe(200)
    expect(res.body).toBeInstanceOf(ReadableStream)
    const chunks = await chunksOf(res)
    expect(chunks.map(linesIn)).toEqual([1, 500, 500, 1])
    const names = csvRecords(chunks.join('')).records.map((r) => r.name)
    expect(names).toHaveLength(1_001)
    expect(names).toEqual([...names].sort())
    expect(new Set(names).size).toBe(1_001)
  })
})

describe('GET /admin-panel/facilities/csv', () => {
  test("every live facility with its organization; one organization's; the search", async () => {
    const tag = letters()
    const org = await signUpOrganization(server)
    await rename(org.organizationId, `Chain ${tag}`)
    const austin = await makeFacility(server, { organizationId: org.organizationId, name: `@Austin, "North" ${letters()}`, zipCode: '78701', city: 'Round Rock' })
    const gone = await makeFacility(server, { organizationId: org.organizationId, name: `Closed ${tag}` })
    await server.ctx.db.write((tx) => tx.update(facilities).set({ deletedAt: server.clock.now() }).where(eq(facilities.id, gone.id)))
    const other = await signUpOrganization(server)
    const elsewhere = await makeFacility(server, { organizationId: other.organizationId, name: `Across ${tag}` })

    const res = await get(`/facilities/csv?organizationId=${org.organizationId}`, support)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(/filename="facilities-/)
    const { header, records } = csvRecords(res.text)
    expect(header).toEqual(['facilityId', 'name', 'organizationId', 'organizationName', 'address', 'city', 'state', 'zipCode', 'phone', 'timeZone', 'npi', 'createdAt'])
    // In the order they were added; the deleted one is not there.
    expect(records.map((r) => r.facilityId)).toEqual([org.facilityId, austin.id])
    expect(records[1]).toMatchObject({ name: `'${austin.name}`, organizationId: org.organizationId, organizationName: `Chain ${tag}`, city: 'Round Rock', zipCode: '78701', phone: '(214) 555-0148', npi: '' })
    expect(res.text).toContain(`"'@Austin, ""North""`)

    // The search: the organization's name, the facility's name, its city.
    const byTag = csvRecords((await get(`/facilities/csv?searchTerm=${tag}`)).text).records.map((r) => r.facilityId)
    expect(byTag.sort()).toEqual([org.facilityId, austin.id, elsewhere.id].sort())
    const inAustin = csvRecords((await get(`/facilities/csv?organizationId=${org.organizationId}&searchTerm=round%20ROCK`)).text).records
    expect(inAustin.map((r) => r.facilityId)).toEqual([austin.id])
    const all = csvRecords((await get('/facilities/csv')).text).records.map((r) => r.facilityId)
    expect(all).toEqual(expect.arrayContaining([org.facilityId, austin.id, elsewhere.id, other.facilityId]))
    expect(all).not.toContain(gone.id)
  })

  test('users and providers: 403; no token: 401; an unknown organization: 404', async () => {
    const org = await signUpOrganization(server)
    const provider = await signUpProvider(server)
    for (const path of ['/organizations/csv', '/parent-organizations/csv', '/facilities/csv']) {
      for (const token of [org.token, provider.token]) expect({ path, status: (await get(path, token)).status }).toEqual({ path, status: 403 })
      expect((await server.call('GET', `/api/admin-panel${path}`)).status).toBe(401)
    }
    expect(await get(`/facilities/csv?organizationId=${crypto.randomUUID()}`)).toMatchObject({ status: 404, body: { message: 'Organization not found' } })
  })
})
