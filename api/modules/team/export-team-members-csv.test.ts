import { describe, expect, test } from 'bun:test'
import { teamMembers } from '../../db/schema'
import { chunksOf, csvRecords, linesIn } from '../../test/csv'
import { signUpOrganization, signUpProvider, teamToken } from '../../test/factories'
import { startTestServer } from '../../test/harness'
import { exportTeamMembersCsv } from './export-team-members-csv'

const server = await startTestServer()
const admin = await teamToken(server, 'ADMIN')
const operations = await teamToken(server, 'OPERATIONS')
const letters = () => Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => String.fromCharCode(97 + (b % 26))).join('')
const get = (path: string, token = admin) => server.call('GET', `/api/admin-panel/administration/users${path}`, { token })

/** Members straight into the table, at one instant (ties on the export's order). */
async function members(rows: { firstName: string; role: 'ADMIN' | 'OPERATIONS' | 'SUPPORT'; isDisabled?: boolean }[]) {
  const now = server.clock.now()
  const tag = letters()
  const made = await server.ctx.db.write((tx) =>
    tx
      .insert(teamMembers)
      .values(rows.map((r, i) => ({ email: `${tag}-${i}@team.test`, passwordHash: 'x', firstName: r.firstName, lastName: `L${tag}`, role: r.role, isDisabled: r.isDisabled ?? false, createdAt: now, updatedAt: now })))
      .returning(),
  )
  return made
}

describe('GET /admin-panel/administration/users/csv', () => {
  test('the header, every member, escaped; the same rows as the list with its role and status', async () => {
    const [formula, quoted] = await members([
      { firstName: '@SUM(1+1)', role: 'SUPPORT', isDisabled: true },
      { firstName: 'Ann "Jo", Jr', role: 'SUPPORT' },
    ])
    const res = await get('/csv', operations)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="team-\d{4}-\d{2}-\d{2}\.csv"$/)
    const { header, records } = csvRecords(res.text)
    expect(header).toEqual(['id', 'firstName', 'lastName', 'email', 'role', 'isDisabled', 'createdAt'])
    const byId = new Map(records.map((r) => [r.id, r]))
    expect(byId.get(formula!.id)).toEqual({ id: formula!.id, firstName: "'@SUM(1+1)", lastName: formula!.lastName, email: formula!.email, role: 'SUPPORT', isDisabled: 'true', createdAt: formula!.createdAt.toISOString() })
    expect(byId.get(quoted!.id)!.firstName).toBe('Ann "Jo", Jr')
    expect(res.text).toContain('"Ann ""Jo"", Jr"')

    // The export has every member; the list's filters keep the same ones (the list's default order: the newest first).
    const list = await get('?pageSize=100')
    expect(records.map((r) => r.id)).toEqual(list.body.data.map((m: { id: string }) => m.id))
    for (const filter of ['?role=SUPPORT', '?status=DISABLED', '?role=SUPPORT&status=ENABLED', '?role=ADMIN']) {
      const listed = (await get(`${filter}&pageSize=100`)).body.data.map((m: { id: string }) => m.id)
      expect({ filter, ids: csvRecords((await get(`/csv${filter}`)).text).records.map((r) => r.id) }).toEqual({ filter, ids: listed })
    }
    const disabled = csvRecords((await get('/csv?status=DISABLED')).text).records
    expect(disabled.map((r) => r.id)).toContain(formula!.id)
    expect(disabled.every((r) => r.isDisabled === 'true')).toBe(true)
    expect(await get('/csv?role=OWNER')).toMatchObject({ status: 400, body: { message: 'Invalid role' } })
    expect(await get('/csv?status=GONE')).toMatchObject({ status: 400, body: { message: 'Status must be ENABLED or DISABLED' } })
  })

  test('a page of the database a chunk, from where the last stopped: members added at one instant are neither lost nor repeated; the filters hold across pages', async () => {
    const made = await members(Array.from({ length: 5 }, (_, i) => ({ firstName: `Pat${'abcde'[i]}`, role: 'OPERATIONS' as const, isDisabled: true })))
    const caller = { kind: 'team' as const, sessionId: 's', teamMemberId: 't', role: 'SUPPORT' as const }
    const chunks = await chunksOf(exportTeamMembersCsv({ ctx: server.ctx, caller, query: { role: 'OPERATIONS', status: 'DISABLED' }, pageRows: 2 }))
    expect(chunks.map(linesIn)).toEqual([1, 2, 2, 1])
    expect(csvRecords(chunks.join('')).records.map((r) => r.id)).toEqual(made.map((m) => m.id).sort().reverse())
  })

  test('users and providers: 403; no token: 401', async () => {
    const org = await signUpOrganization(server)
    const provider = await signUpProvider(server)
    for (const token of [org.token, provider.token]) expect((await get('/csv', token)).status).toBe(403)
    expect((await server.call('GET', '/api/admin-panel/administration/users/csv')).status).toBe(401)
  })
})
