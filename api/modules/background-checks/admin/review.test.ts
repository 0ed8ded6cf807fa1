import { describe, expect, test } from 'bun:test'
import { and, eq } from 'drizzle-orm'
import { auditEvents, backgroundChecks, teamMembers } from '../../../db/schema'
import { signVendorPayload } from '../../../integrations/background-checks'
import { sandboxVendorSecret } from '../../../integrations/background-checks/signature'
import { signUpOrganization, signUpProvider, teamToken } from '../../../test/factories'
import { startTestServer, TEST_ADMIN } from '../../../test/harness'

const server = await startTestServer()
const admin = await teamToken(server, 'ADMIN')
const operations = await teamToken(server, 'OPERATIONS')
const support = await teamToken(server, 'SUPPORT')
const adminId = (await server.ctx.db.read.select({ id: teamMembers.id }).from(teamMembers).where(eq(teamMembers.email, TEST_ADMIN.email)).get())!.id
const list = (token: string, query = '') => server.call('GET', `/api/admin-panel/background-checks${query}`, { token })
const detail = (token: string, id: string) => server.call('GET', `/api/admin-panel/background-checks/${id}`, { token })
const clear = (token: string, id: string, body?: unknown) => server.call('PUT', `/api/admin-panel/background-checks/${id}/clear`, { token, body })
const reject = (token: string, id: string, body: unknown) => server.call('PUT', `/api/admin-panel/background-checks/${id}/reject`, { token, body })
const eventsOn = (id: string) => server.ctx.db.read.select().from(auditEvents).where(and(eq(auditEvents.subjectType, 'background-check'), eq(auditEvents.subjectId, id))).orderBy(auditEvents.occurredAt)
const outbox = async (email: string) => (await server.call('GET', `/api/testing/outbox?to=${encodeURIComponent(email)}`)).body.data as { subject: string; text: string }[]
/** What the provider's own account and the admin provider list say of their checks. */
const flags = async (p: { token: string; providerId: string; lastName: string }) => {
  const me = (await server.call('GET', '/api/user', { token: p.token })).body
  const row = (await server.call('GET', `/api/admin-panel/providers?searchString=${p.lastName}`, { token: admin })).body.data.find((r: { providerId: string }) => r.providerId === p.providerId)
  const own = (await server.call('GET', '/api/background-check', { token: p.token })).body
  return { account: me.hasBackgroundCheckCleared, adminList: row.hasBackgroundCheckCleared, covered: row.hasBackgroundCheckCovered, own: own.hasBackgroundCheckCleared }
}
const letters = () => Array.from(crypto.getRandomValues(new Uint8Array(10)), (b) => String.fromCharCode(97 + (b % 26))).join('')
async function providerNamed() {
  const lastName = `Q${letters()}`
  return { ...(await signUpProvider(server, { personal: { firstName: 'Rosa', lastName } })), lastName }
}

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
    expect(res.body.data.map((c: { needsReview: boolean; review: unknown }) => [c.needsReview, c.review])).toEqual([[true, null], [true, null]])
  })

  test('staff only; paging and filter messages', async () => {
    const org = await signUpOrganization(server)
    const p = await signUpProvider(server)
    expect((await list('')).status).toBe(401)
    expect((await list(org.token)).status).toBe(403)
    expect((await list(p.token)).status).toBe(403)
    expect(await list(admin, '?page=0')).toMatchObject({ status: 400, body: { message: 'Page number must be greater than or equal to 1' } })
    expect(await list(admin, '?pageSize=0')).toMatchObject({ status: 400, body: { message: 'Page size must be greater than or equal to 1' } })
    expect(await list(admin, '?review=maybe')).toMatchObject({ status: 400, body: { message: 'review must be needs-review, cleared, not-cleared, in-progress or all' } })
  })
})

describe("staff's decision on a check that needs review (issue 16 §3)", () => {
  test('who may do what: no token 401, providers and facility users 403, every team role reads, SUPPORT may not decide', async () => {
    const p = await providerNamed()
    const org = await signUpOrganization(server)
    const id = await check(p.providerId, { status: 'Complete', result: 'Adverse Action' }, 1)
    const calls = (token: string) => ({
      list: () => list(token),
      get: () => detail(token, id),
      clear: () => clear(token, id),
      reject: () => reject(token, id, { reason: 'The report shows a disqualifying record' }),
    })
    for (const token of ['', p.token, org.token]) for (const [call, send] of Object.entries(calls(token))) expect({ call, status: (await send()).status }).toEqual({ call, status: token ? 403 : 401 })
    for (const [call, send] of Object.entries(calls(support))) {
      const res = await send()
      expect({ call, status: res.status }).toEqual({ call, status: call === 'list' || call === 'get' ? 200 : 403 })
    }
    expect(await eventsOn(id)).toEqual([])
    expect((await clear(operations, id)).status).toBe(200)
    const another = await check(p.providerId, { status: 'Blocked' }, 1)
    expect((await reject(admin, another, { reason: 'Blocked: identity could not be confirmed' })).status).toBe(200)
  })

  test('unknown ids 404; a check that is cleared or still running 409; deciding twice 409; a reason is required', async () => {
    const p = await providerNamed()
    for (const id of ['nope', crypto.randomUUID()]) {
      expect(await detail(admin, id)).toMatchObject({ status: 404, body: { message: 'Background check not found' } })
      expect((await clear(admin, id)).status).toBe(404)
      expect((await reject(admin, id, { reason: 'x' })).status).toBe(404)
    }
    const running = await check(p.providerId, { status: 'Pending' }, 1)
    const vendorCleared = await check(p.providerId, { status: 'Complete', result: 'Placed', cleared: true }, 1)
    const nothing = 'This background check does not need a decision: it is cleared or still running'
    for (const id of [running, vendorCleared]) {
      expect(await clear(admin, id)).toMatchObject({ status: 409, body: { message: nothing } })
      expect(await reject(admin, id, { reason: 'No' })).toMatchObject({ status: 409, body: { message: nothing } })
    }
    const blocked = await check(p.providerId, { status: 'Blocked' }, 1)
    for (const [body, message] of [
      [{}, 'Rejection reason is required'],
      [{ reason: '  ' }, 'Rejection reason is required'],
      [{ reason: 'x'.repeat(501) }, 'Rejection reason is too long'],
    ] as const) expect(await reject(admin, blocked, body)).toMatchObject({ status: 400, body: { message } })
    expect((await reject(admin, blocked, { reason: 'Identity not confirmed' })).status).toBe(200)
    const twice = 'This background check has already been decided'
    expect(await reject(operations, blocked, { reason: 'Again' })).toMatchObject({ status: 409, body: { message: twice } })
    expect(await clear(operations, blocked)).toMatchObject({ status: 409, body: { message: twice } })
    expect(await eventsOn(blocked)).toHaveLength(1)
  })

  test('clearing: recorded and audited, the provider told, and every cleared flag says so; it leaves the queue', async () => {
    const p = await providerNamed()
    const id = await check(p.providerId, { status: 'Complete', result: 'Pre-Adverse Action' }, 1)
    expect(await flags(p)).toEqual({ account: false, adminList: false, covered: true, own: false })
    expect((await list(admin)).body.data.map((c: { backgroundCheckId: string }) => c.backgroundCheckId)).toContain(id)
    const res = await clear(admin, id)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ cleared: true, needsReview: false, review: { decision: 'CLEARED', reason: null, reviewedBy: { id: adminId } }, decisions: [{ decision: 'CLEARED', decidedBy: { id: adminId } }] })
    expect(await flags(p)).toEqual({ account: true, adminList: true, covered: true, own: true })
    const [event] = await eventsOn(id)
    expect(event).toMatchObject({ action: 'background-check.clear', actorKind: 'team_member', actorId: adminId })
    expect(JSON.parse(event!.after!)).toMatchObject({ cleared: true, decision: 'CLEARED', providerId: p.providerId })
    expect((await outbox(p.email)).map((m) => m.subject)).toEqual(['Your background check is cleared'])
    expect((await list(admin)).body.data.map((c: { backgroundCheckId: string }) => c.backgroundCheckId)).not.toContain(id)
    expect((await list(admin, '?review=cleared')).body.data.map((c: { backgroundCheckId: string }) => c.backgroundCheckId)).toContain(id)
  })

  test('not clearing: the reason recorded and e-mailed; the provider stays not cleared, even when the vendor reports again', async () => {
    const p = await providerNamed()
    const caseId = `case_${letters()}`
    const id = await check(p.providerId, { status: 'Complete', result: 'Adverse Action', caseId }, 1)
    const seen = (await detail(operations, id)).body.updatedAt
    const reason = 'The report lists a disqualifying record for pharmacy work.'
    const res = await reject(operations, id, { reason: ` ${reason} `, updatedAt: seen })
    expect(res.body).toMatchObject({ cleared: false, needsReview: false, review: { decision: 'NOT_CLEARED', reason } })
    const [mail] = await outbox(p.email)
    expect(mail!.subject).toBe('Your background check did not clear')
    expect(mail!.text).toContain(reason)
    expect(await flags(p)).toMatchObject({ account: false, adminList: false, own: false })
    expect((await list(admin, '?review=not-cleared')).body.data.map((c: { backgroundCheckId: string }) => c.backgroundCheckId)).toContain(id)

    // The vendor later reports the case as Placed: the case is updated, staff's decision stands.
    const raw = JSON.stringify({ messageId: `m-${letters()}`, type: 'case.statuschange', object: { id: caseId, status: 'Adjudicated', result: 'Placed' } })
    const hook = await server.call('POST', '/api/background-check/webhook', { body: raw, headers: { 'x-checkr-signature': signVendorPayload(raw, sandboxVendorSecret(server.ctx.secret)) } })
    expect(hook.status).toBe(200)
    expect((await detail(admin, id)).body).toMatchObject({ status: 'Adjudicated', result: 'Placed', cleared: false, review: { decision: 'NOT_CLEARED' } })
    expect(await flags(p)).toMatchObject({ account: false, adminList: false, own: false })
  })

  test('a check the vendor moved since staff opened it is refused (409)', async () => {
    const p = await providerNamed()
    const id = await check(p.providerId, { status: 'Blocked' }, 5)
    const seen = (await detail(admin, id)).body.updatedAt
    await server.ctx.db.write((tx) => tx.update(backgroundChecks).set({ status: 'Complete', result: 'Adverse Action', updatedAt: server.clock.now() }).where(eq(backgroundChecks.id, id)))
    const message = 'This background check changed after you opened it. Review it again before deciding.'
    expect(await clear(admin, id, { updatedAt: seen })).toMatchObject({ status: 409, body: { message } })
    expect(await reject(admin, id, { reason: 'x', updatedAt: seen })).toMatchObject({ status: 409, body: { message } })
  })
})
