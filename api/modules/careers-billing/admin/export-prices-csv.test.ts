import { describe, expect, test } from 'bun:test'
import { chunksOf, csvRecords, linesIn } from '../../../test/csv'
import { signUpOrganization, signUpProvider, teamToken } from '../../../test/factories'
import { startTestServer } from '../../../test/harness'
import { exportCareersPricesCsv } from './export-prices-csv'

const server = await startTestServer()
const admin = await teamToken(server, 'ADMIN')
const support = await teamToken(server, 'SUPPORT')
const get = (path: string, token = admin) => server.call('GET', `/api/admin-panel/careers/prices${path}`, { token })
const ids = (text: string) => csvRecords(text).records.map((r) => r.careersPriceId)
const listed = async (query: string) => (await get(`?pageSize=100${query}`)).body.data.map((p: { careersPriceId: string }) => p.careersPriceId)

describe('GET /admin-panel/careers/prices/csv', () => {
  test("the admin panel's prices, the newest first, then the defaults; money in dollars beside the cents; the list's filters", async () => {
    expect((await server.call('POST', '/api/admin-panel/careers/prices', { token: admin, body: { planType: 'ESSENTIAL', monthlyPriceInCents: 17_905, originalMonthlyPriceInCents: 19_900, annualPriceInCents: 150_000 } })).status).toBe(201)
    server.clock.advance(60_000)
    expect((await server.call('POST', '/api/admin-panel/careers/prices', { token: admin, body: { productType: 'JOB_POST_ADDON', planType: null, name: '-Extra post', monthlyPriceInCents: 2_500 } })).status).toBe(201)
    const res = await get('/csv', support)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="careers-prices-\d{4}-\d{2}-\d{2}\.csv"$/)
    const { header, records } = csvRecords(res.text)
    expect(header).toEqual(['careersPriceId', 'name', 'productType', 'planType', 'recurrence', 'price', 'priceInCents', 'originalPrice', 'originalPriceInCents', 'isActive', 'isDefault', 'effectiveFrom', 'effectiveTo'])
    expect(records.map((r) => r.careersPriceId)).toEqual(await listed(''))
    const monthly = records.find((r) => r.planType === 'ESSENTIAL' && r.recurrence === 'MONTHLY' && r.isDefault === 'false')!
    expect(monthly).toMatchObject({ productType: 'SUBSCRIPTION', price: '179.05', priceInCents: '17905', originalPrice: '199.00', originalPriceInCents: '19900', isActive: 'true', effectiveTo: '' })
    const addOn = records.find((r) => r.productType === 'JOB_POST_ADDON' && r.isDefault === 'false')!
    expect(addOn).toMatchObject({ planType: '', price: '25.00' })
    expect(addOn.name!.startsWith("'-")).toBe(true)
    // The defaults close the file; the one replaced by the admin panel's price is no longer in force.
    const defaults = records.filter((r) => r.isDefault === 'true')
    expect(records.slice(-defaults.length)).toEqual(defaults)
    expect(defaults.find((r) => r.careersPriceId === 'default-ESSENTIAL-MONTHLY')).toMatchObject({ isActive: 'false' })
    expect(defaults.find((r) => r.careersPriceId === 'default-BASIC-MONTHLY')).toMatchObject({ isActive: 'true', price: '49.00', priceInCents: '4900' })

    for (const filter of ['?planType=ESSENTIAL', '?productType=JOB_POST_ADDON', '?productType=SUBSCRIPTION&planType=BASIC']) {
      expect({ filter, ids: ids((await get(`/csv${filter}`)).text) }).toEqual({ filter, ids: await listed(`&${filter.slice(1)}`) })
    }
    expect(ids((await get('/csv?planType=BASIC')).text).every((id) => id!.startsWith('default-BASIC'))).toBe(true)
    expect((await get('/csv?planType=GOLD')).status).toBe(400)
  })

  test('a page of the database a chunk, then the defaults with the last one', async () => {
    const caller = { kind: 'team' as const, sessionId: 's', teamMemberId: 't', role: 'SUPPORT' as const }
    const chunks = await chunksOf(exportCareersPricesCsv({ ctx: server.ctx, caller, query: { planType: 'ESSENTIAL' }, pageRows: 1 }))
    const admins = (await listed('&planType=ESSENTIAL')).filter((id: string) => !id.startsWith('default-'))
    // The header; one price a page; the last page is empty of admin rows and brings the 3 defaults.
    expect(chunks.map(linesIn)).toEqual([1, ...admins.map(() => 1), 3])
    expect(ids(chunks.join(''))).toEqual(await listed('&planType=ESSENTIAL'))
  })

  test('users and providers: 403; no token: 401', async () => {
    const org = await signUpOrganization(server)
    const provider = await signUpProvider(server)
    for (const token of [org.token, provider.token]) expect((await get('/csv', token)).status).toBe(403)
    expect((await server.call('GET', '/api/admin-panel/careers/prices/csv')).status).toBe(401)
  })
})
