import { describe, expect, test } from 'bun:test'
import { chunksOf, csvRecords, linesIn } from '../../../test/csv'
import { signUpOrganization, signUpProvider, teamToken } from '../../../test/factories'
import { startTestServer } from '../../../test/harness'
import { exportBenefitsCsv } from './export-benefits-csv'

const server = await startTestServer()
const admin = await teamToken(server, 'ADMIN')
const support = await teamToken(server, 'SUPPORT')
const letters = () => Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => String.fromCharCode(97 + (b % 26))).join('')
const get = (path: string, token = admin) => server.call('GET', `/api/admin-panel/benefits${path}`, { token })

async function benefit(body: Record<string, unknown>) {
  const res = await server.call('POST', '/api/admin-panel/benefits', { token: admin, body: { type: 'CREDITS', creditAmountInCents: 2_500, ...body } })
  expect(res.status).toBe(201)
  return res.body as { organizationBenefitId: string; code: string; createdAt: string }
}

describe('GET /admin-panel/benefits/csv', () => {
  test('the header, each benefit escaped, credits in dollars beside the cents; the search of the list', async () => {
    const tag = letters()
    const credits = await benefit({ name: `Welcome ${tag}`, code: `W${tag}`, description: '=cmd|" /C calc"!A0, then\nmore', freeShifts: 2 })
    const fee = await benefit({ name: `Fee ${tag}`, code: `F${tag}`, type: 'MARKETPLACE_PERCENTAGE_FEE', percentageFee: 12, creditAmountInCents: undefined })
    await benefit({ name: `Other ${letters()}`, code: `O${letters()}` })
    const res = await get(`/csv?searchTerm=${tag}`, support)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="benefits-\d{4}-\d{2}-\d{2}\.csv"$/)
    const { header, records } = csvRecords(res.text)
    expect(header).toEqual(['organizationBenefitId', 'name', 'code', 'type', 'description', 'actionTrigger', 'percentageFee', 'discountPercentage', 'creditAmount', 'creditAmountInCents', 'freeShifts', 'createdAt'])
    const list = (await get(`?searchTerm=${tag}`)).body.data.map((b: { organizationBenefitId: string }) => b.organizationBenefitId)
    expect(records.map((r) => r.organizationBenefitId)).toEqual(list)
    expect(list.sort()).toEqual([credits.organizationBenefitId, fee.organizationBenefitId].sort())
    expect(records.find((r) => r.organizationBenefitId === credits.organizationBenefitId)).toEqual({
      organizationBenefitId: credits.organizationBenefitId,
      name: `Welcome ${tag}`,
      code: credits.code,
      type: 'CREDITS',
      description: `'=cmd|" /C calc"!A0, then\nmore`,
      actionTrigger: '',
      percentageFee: '',
      discountPercentage: '',
      creditAmount: '25.00',
      creditAmountInCents: '2500',
      freeShifts: '2',
      createdAt: credits.createdAt,
    })
    expect(records.find((r) => r.organizationBenefitId === fee.organizationBenefitId)).toMatchObject({ type: 'MARKETPLACE_PERCENTAGE_FEE', percentageFee: '12', creditAmount: '' })
    // By code too, any case.
    expect(csvRecords((await get(`/csv?searchTerm=f${tag}`)).text).records.map((r) => r.organizationBenefitId)).toEqual([fee.organizationBenefitId])
  })

  test('a page of the database a chunk, the newest first, from where the last page stopped', async () => {
    const tag = letters()
    const made: string[] = []
    for (let i = 0; i < 5; i++) made.push((await benefit({ name: `Bulk ${tag} ${i}`, code: `B${i}${tag}` })).organizationBenefitId)
    const caller = { kind: 'team' as const, sessionId: 's', teamMemberId: 't', role: 'SUPPORT' as const }
    const chunks = await chunksOf(exportBenefitsCsv({ ctx: server.ctx, caller, query: { searchTerm: `Bulk ${tag}` }, pageRows: 2 }))
    expect(chunks.map(linesIn)).toEqual([1, 2, 2, 1])
    const listed = (await get(`?searchTerm=Bulk%20${tag}`)).body.data.map((b: { organizationBenefitId: string }) => b.organizationBenefitId)
    expect(csvRecords(chunks.join('')).records.map((r) => r.organizationBenefitId)).toEqual(listed)
    expect([...listed].sort()).toEqual([...made].sort())
  })

  test('users and providers: 403; no token: 401', async () => {
    const org = await signUpOrganization(server)
    const provider = await signUpProvider(server)
    for (const token of [org.token, provider.token]) expect((await get('/csv', token)).status).toBe(403)
    expect((await server.call('GET', '/api/admin-panel/benefits/csv')).status).toBe(401)
    expect((await get('/csv', await teamToken(server, 'OPERATIONS'))).status).toBe(200)
  })
})
