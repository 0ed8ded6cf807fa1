import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { providers, users } from '../../../db/schema'
import { chunksOf, csvRecords, linesIn } from '../../../test/csv'
import { signUpOrganization, signUpProvider, teamToken } from '../../../test/factories'
import { startTestServer } from '../../../test/harness'
import { exportProvidersCsv } from './export-providers-csv'

const server = await startTestServer()
const admin = await teamToken(server, 'ADMIN')
const support = await teamToken(server, 'SUPPORT')
const letters = () => Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => String.fromCharCode(97 + (b % 26))).join('')
const get = (path: string, token = admin) => server.call('GET', `/api/admin-panel${path}`, { token })
const ids = (text: string) => csvRecords(text).records.map((r) => r.providerId)

describe('GET /admin-panel/providers/csv', () => {
  test('the header and the list row of each provider, escaped, the rate in dollars with two decimals', async () => {
    const family = `Q${letters()}`
    const p = await signUpProvider(server, { personal: { firstName: 'Rosa', lastName: family } })
    await server.ctx.db.write(async (tx) => {
      await tx.update(providers).set({ hourlyRateCents: 6_550, currentPoints: 35, city: 'Austin, TX "downtown"' }).where(eq(providers.id, p.providerId))
      await tx.update(users).set({ firstName: '-2+3' }).where(eq(users.id, p.userId))
    })
    const res = await get(`/providers/csv?searchString=${family}`, support)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="providers-\d{4}-\d{2}-\d{2}\.csv"$/)
    const { header, records } = csvRecords(res.text)
    expect(header).toEqual([
      'providerId', 'userId', 'firstName', 'lastName', 'title', 'email', 'phone', 'city', 'state', 'currentHourlyRate', 'paymentAccountId',
      'hasBackgroundCheckCovered', 'hasBackgroundCheckCleared', 'currentPoints', 'isShadowBanned', 'createdAt',
    ])
    const list = (await get(`/providers?searchString=${family}`)).body.data[0]
    expect(records).toEqual([
      {
        providerId: p.providerId,
        userId: p.userId,
        firstName: "'-2+3",
        lastName: family,
        title: list.title,
        email: p.email,
        phone: list.phone.startsWith('+') ? `'${list.phone}` : list.phone,
        city: 'Austin, TX "downtown"',
        state: list.state,
        currentHourlyRate: '65.50',
        paymentAccountId: '',
        hasBackgroundCheckCovered: 'false',
        hasBackgroundCheckCleared: 'false',
        currentPoints: '35',
        isShadowBanned: 'false',
        createdAt: list.createdAt,
      },
    ])
    expect(res.text).toContain('"Austin, TX ""downtown"""')
  })

  test("the list's filters: type and search, the newest first", async () => {
    const family = `Q${letters()}`
    const a = await signUpProvider(server, { personal: { firstName: 'Ada', lastName: family } })
    const b = await signUpProvider(server, { personal: { firstName: 'Ben', lastName: family } })
    await server.ctx.db.write((tx) => tx.update(providers).set({ providerType: 'TECHNICIAN' }).where(eq(providers.id, b.providerId)))
    const listed = (await get(`/providers?searchString=${family}`)).body.data.map((r: { providerId: string }) => r.providerId)
    expect(ids((await get(`/providers/csv?searchString=${family}`)).text)).toEqual(listed)
    expect(ids((await get(`/providers/csv?searchString=${family}&providerType=TECHNICIAN`)).text)).toEqual([b.providerId])
    expect(ids((await get(`/providers/csv?searchString=${encodeURIComponent(a.email.toUpperCase())}`)).text)).toEqual([a.providerId])
    expect(ids((await get(`/providers/csv?searchString=${family}&providerType=INTERN`)).text)).toEqual([])
    expect(await get('/providers/csv?providerType=DOCTOR')).toMatchObject({ status: 400, body: { message: 'Provider type must be a valid Provider Type' } })
    const deleted = await signUpProvider(server, { personal: { firstName: 'Gone', lastName: family } })
    await server.ctx.db.write((tx) => tx.update(users).set({ deletedAt: server.clock.now() }).where(eq(users.id, deleted.userId)))
    expect(ids((await get(`/providers/csv?searchString=${family}`)).text)).not.toContain(deleted.providerId)
  })

  test('a page of the database a chunk, from where the last one stopped: providers made at the same instant are neither lost nor repeated', async () => {
    const family = `Q${letters()}`
    const made: string[] = []
    for (let i = 0; i < 5; i++) made.push((await signUpProvider(server, { personal: { firstName: 'Kim', lastName: family } })).providerId)
    const at = server.clock.now()
    await server.ctx.db.write(async (tx) => {
      for (const id of made) await tx.update(providers).set({ createdAt: at }).where(eq(providers.id, id))
    })
    const caller = { kind: 'team' as const, sessionId: 's', teamMemberId: 't', role: 'SUPPORT' as const }
    const chunks = await chunksOf(exportProvidersCsv({ ctx: server.ctx, caller, query: { searchString: family }, pageRows: 2 }))
    expect(chunks.map(linesIn)).toEqual([1, 2, 2, 1])
    expect(ids(chunks.join(''))).toEqual([...made].sort().reverse())
  })

  test('users and providers: 403; no token: 401', async () => {
    const org = await signUpOrganization(server)
    const provider = await signUpProvider(server)
    for (const token of [org.token, provider.token]) expect(await get('/providers/csv', token)).toMatchObject({ status: 403 })
    expect((await server.call('GET', '/api/admin-panel/providers/csv')).status).toBe(401)
  })
})
