import { describe, expect, test } from 'bun:test'
import { backgroundChecks } from '../../../db/schema'
import { signUpOrganization, signUpProvider, teamToken } from '../../../test/factories'
import { startTestServer } from '../../../test/harness'

const server = await startTestServer()
const admin = await teamToken(server, 'ADMIN')
const support = await teamToken(server, 'SUPPORT')
const list = (token: string, query = '') => server.call('GET', `/api/admin-panel/background-checks${query}`, { token })

async function check(providerId: string, values: Partial<typeof backgroundChecks.$inferInsert>, minutesAgo: number) {
  const at = new Date(server.clock.now().getTime() - minutesAgo * 60_000)
  const [row] = await server.ctx.db.write((tx) =>
    tx.insert(backgroundChecks).values({ providerId, vendor: 'sandbox', source: 'web', feeCents: 3_500, paidAt: at, createdAt: at, updatedAt: at, ...values }).returning({ id: backgroundChecks.id }),
  )
  return row!.id
}

describe('background checks to review', () => {
  test('needs review by default (blocked, or finished without clearing), the latest change first; the other filters', async () => {
    const p = await signUpProvider(server)
    const blocked = await check(p.providerId, { status: 'Blocked' }, 30)
    const adverse = await check(p.providerId, { status: 'Complete', result: 'Adverse Action', adverseActionSteps: [{ step: 'pre_adverse_action', at: '2026-11-01T00:00:00.000Z' }] }, 10)
    const clear = await check(p.providerId, { status: 'Complete', result: 'Placed', cleared: true }, 20)
    const pending = await check(p.providerId, { status: 'Pending' }, 5)

    const res = await list(support)
    expect(res.status).toBe(200)
    expect(res.body.data.map((c: { backgroundCheckId: string }) => c.backgroundCheckId)).toEqual([adverse, blocked])
    expect(res.body.pagination).toEqual({ page: 1, pageSize: 7, totalItems: 2, totalPages: 1, hasNextPage: false })
    expect(res.body.data[0]).toMatchObject({ providerId: p.providerId, email: p.email, status: 'Complete', result: 'Adverse Action', cleared: false, adverseActionSteps: [{ step: 'pre_adverse_action' }] })
    expect((await list(admin, '?review=cleared')).body.data.map((c: { backgroundCheckId: string }) => c.backgroundCheckId)).toEqual([clear])
    expect((await list(admin, '?review=in-progress')).body.data.map((c: { backgroundCheckId: string }) => c.backgroundCheckId)).toEqual([pending])
    expect((await list(admin, '?review=all')).body.pagination.totalItems).toBe(4)
  })

  test('staff only; paging and filter messages', async () => {
    const org = await signUpOrganization(server)
    const p = await signUpProvider(server)
    expect((await list('')).status).toBe(401)
    expect((await list(org.token)).status).toBe(403)
    expect((await list(p.token)).status).toBe(403)
    expect(await list(admin, '?page=0')).toMatchObject({ status: 400, body: { message: 'Page number must be greater than or equal to 1' } })
    expect(await list(admin, '?pageSize=0')).toMatchObject({ status: 400, body: { message: 'Page size must be greater than or equal to 1' } })
    expect((await list(admin, '?review=maybe')).status).toBe(400)
  })
})
