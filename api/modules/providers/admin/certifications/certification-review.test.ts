import { describe, expect, test } from 'bun:test'
import { and, eq } from 'drizzle-orm'
import { auditEvents, certifications, teamMembers } from '../../../../db/schema'
import { makeApplication, signUpOrganization, signUpProvider, teamToken, type TestProvider } from '../../../../test/factories'
import { startTestServer, TEST_ADMIN } from '../../../../test/harness'

const server = await startTestServer()
const HOUR = 3_600_000
const admin = await teamToken(server, 'ADMIN')
const operations = await teamToken(server, 'OPERATIONS')
const support = await teamToken(server, 'SUPPORT')
const adminId = (await server.ctx.db.read.select({ id: teamMembers.id }).from(teamMembers).where(eq(teamMembers.email, TEST_ADMIN.email)).get())!.id

const letters = () => Array.from(crypto.getRandomValues(new Uint8Array(10)), (b) => String.fromCharCode(97 + (b % 26))).join('')
const body = (overrides: Record<string, unknown> = {}) => ({ type: 'CPR_BLS', name: 'BLS Provider', number: 'BLS-7731', issuer: 'American Heart Association', issuedAt: '2024-01-02', expiresAt: '2028-01-02', ...overrides })

/** A provider under a last name no one else has, with one certification. */
async function providerWithCertification(lastName = `Q${letters()}`, overrides: Record<string, unknown> = {}) {
  const p = await signUpProvider(server, { personal: { firstName: 'Rosa', lastName } })
  const res = await server.call('POST', '/api/provider/certifications', { token: p.token, body: body(overrides) })
  expect(res.status).toBe(201)
  return { ...p, lastName, certificationId: res.body.certificationId as string }
}

const list = (token: string, query = '') => server.call('GET', `/api/admin-panel/certifications${query}`, { token })
const detail = (token: string, id: string) => server.call('GET', `/api/admin-panel/certifications/${id}`, { token })
const verify = (token: string, id: string, b?: unknown) => server.call('PUT', `/api/admin-panel/certifications/${id}/verify`, { token, body: b })
const reject = (token: string, id: string, b: unknown) => server.call('PUT', `/api/admin-panel/certifications/${id}/reject`, { token, body: b })
const mine = async (p: TestProvider & { certificationId: string }) =>
  ((await server.call('GET', '/api/provider/certifications', { token: p.token })).body as { certificationId: string }[]).find((c) => c.certificationId === p.certificationId) as Record<string, unknown>
const eventsOn = (id: string) => server.ctx.db.read.select().from(auditEvents).where(and(eq(auditEvents.subjectType, 'certification'), eq(auditEvents.subjectId, id))).orderBy(auditEvents.occurredAt)
const outbox = async (email: string) => (await server.call('GET', `/api/testing/outbox?to=${encodeURIComponent(email)}`)).body.data as { subject: string; text: string; links: string[] }[]
const ids = (res: { body: { data: { certificationId: string }[] } }) => res.body.data.map((c) => c.certificationId)

describe('who may do what (the permission table, walked for every certification call)', () => {
  test('no token 401; providers and facility users 403; every team role reads; ADMIN and OPERATIONS decide; SUPPORT 403', async () => {
    const p = await providerWithCertification()
    const org = await signUpOrganization(server)
    const calls = (token: string, id: string) => ({
      list: () => list(token, `?search=${p.lastName}`),
      get: () => detail(token, id),
      verify: () => verify(token, id),
      reject: () => reject(token, id, { reason: 'The document is unreadable' }),
    })
    for (const token of ['', p.token, org.token]) {
      for (const [call, send] of Object.entries(calls(token, p.certificationId))) expect({ call, status: (await send()).status }).toEqual({ call, status: token ? 403 : 401 })
    }
    for (const [call, send] of Object.entries(calls(support, p.certificationId))) {
      const res = await send()
      expect({ call, status: res.status }).toEqual({ call, status: call === 'list' || call === 'get' ? 200 : 403 })
      if (res.status === 403) expect(res.body.message).toBe('Your team role does not allow this')
    }
    expect(await eventsOn(p.certificationId)).toEqual([])
    // Each deciding role decides on a certification of its own (a decided one is 409).
    for (const token of [admin, operations]) {
      const q = await providerWithCertification()
      expect((await verify(token, q.certificationId)).status).toBe(200)
      const r = await providerWithCertification()
      expect((await reject(token, r.certificationId, { reason: 'Lapsed' })).status).toBe(200)
    }
  })

  test('unknown and deleted certifications are 404', async () => {
    const p = await providerWithCertification()
    for (const id of ['nope', crypto.randomUUID()]) {
      expect(await detail(admin, id)).toMatchObject({ status: 404, body: { message: 'Certification not found' } })
      expect((await verify(admin, id)).status).toBe(404)
      expect((await reject(admin, id, { reason: 'x' })).status).toBe(404)
    }
    expect((await server.call('DELETE', `/api/provider/certifications/${p.certificationId}`, { token: p.token })).status).toBe(204)
    expect((await detail(admin, p.certificationId)).status).toBe(404)
    expect((await verify(admin, p.certificationId)).status).toBe(404)
  })
})

describe('the queue', () => {
  test('pending ones the longest waiting first; decided ones leave it; a changed one joins at the back', async () => {
    const family = `Q${letters()}`
    const first = await providerWithCertification(family)
    server.clock.advance(HOUR)
    const second = await providerWithCertification(family)
    server.clock.advance(HOUR)
    const third = await providerWithCertification(family)
    expect(ids(await list(support, `?search=${family}`))).toEqual([first.certificationId, second.certificationId, third.certificationId])

    expect((await verify(admin, first.certificationId)).status).toBe(200)
    server.clock.advance(HOUR)
    expect((await reject(admin, second.certificationId, { reason: 'The name differs' })).status).toBe(200)
    expect(ids(await list(support, `?search=${family}`))).toEqual([third.certificationId])
    expect(ids(await list(support, `?search=${family}&status=VERIFIED`))).toEqual([first.certificationId])
    expect(ids(await list(support, `?search=${family}&status=REJECTED`))).toEqual([second.certificationId])

    // The provider edits the verified one: back to the queue, behind the one already waiting.
    server.clock.advance(HOUR)
    const edited = await server.call('PUT', `/api/provider/certifications/${first.certificationId}`, { token: first.token, body: body({ number: 'BLS-9000' }) })
    expect(edited.body).toMatchObject({ verificationStatus: 'PENDING', rejectionReason: null })
    expect(ids(await list(support, `?search=${family}`))).toEqual([third.certificationId, first.certificationId])
  })

  test('7 a page by default; search by name, e-mail, certification name or number; bad filters are 400', async () => {
    const family = `Q${letters()}`
    const people = []
    for (let i = 0; i < 8; i++) people.push(await providerWithCertification(family))
    const page1 = await list(admin, `?search=${family}`)
    expect(page1.body.data).toHaveLength(7)
    expect(page1.body.pagination).toEqual({ page: 1, pageSize: 7, totalItems: 8, totalPages: 2, hasNextPage: true })
    expect(ids(await list(admin, `?search=${family}&page=2`))).toEqual([people[7]!.certificationId])
    expect(ids(await list(admin, `?search=${encodeURIComponent(people[2]!.email.toUpperCase())}`))).toEqual([people[2]!.certificationId])
    const number = `BLS-${letters()}`
    const numbered = await providerWithCertification(undefined, { number, name: `Immunizer ${letters()}` })
    expect(ids(await list(admin, `?search=${number.slice(4)}`))).toEqual([numbered.certificationId])
    expect((await list(admin, `?search=${encodeURIComponent('%')}`)).body.data).toEqual([])
    for (const [query, message] of [
      ['?status=DONE', 'Status must be PENDING, VERIFIED or REJECTED'],
      ['?page=0', 'Page number must be greater than or equal to 1'],
      ['?pageSize=101', 'Page size must be at most 100'],
      [`?search=${'x'.repeat(101)}`, 'Search must be at most 100 characters'],
    ]) expect(await list(admin, query)).toMatchObject({ status: 400, body: { message } })
  })

  test('what staff see: the certification, its standing and the provider, no document yet', async () => {
    const p = await providerWithCertification()
    const res = await detail(support, p.certificationId)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      certificationId: p.certificationId,
      type: 'CPR_BLS',
      name: 'BLS Provider',
      number: 'BLS-7731',
      issuer: 'American Heart Association',
      standing: 'ACTIVE',
      status: 'PENDING',
      rejectionReason: null,
      reviewedAt: null,
      reviewedBy: null,
      document: null,
      decisions: [],
      provider: { providerId: p.providerId, firstName: 'Rosa', lastName: p.lastName, email: p.email, title: 'PHARMACIST' },
    })
  })
})

describe('deciding', () => {
  test('verifying records who and when, audits it, tells the provider; a second decision is 409', async () => {
    const p = await providerWithCertification()
    const res = await verify(admin, p.certificationId)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ status: 'VERIFIED', reviewedBy: { id: adminId }, decisions: [{ decision: 'VERIFIED', decidedBy: { id: adminId }, reason: null }] })
    const row = (await server.ctx.db.read.select().from(certifications).where(eq(certifications.id, p.certificationId)).get())!
    expect(row).toMatchObject({ reviewStatus: 'VERIFIED', reviewedByTeamMemberId: adminId, rejectionReason: null })
    expect(row.reviewedAt?.toISOString()).toBe(res.body.reviewedAt)
    const events = await eventsOn(p.certificationId)
    expect(events.map((e) => [e.action, e.actorKind, e.actorId])).toEqual([['certification.verify', 'team_member', adminId]])
    expect(JSON.parse(events[0]!.before!)).toMatchObject({ status: 'PENDING', providerId: p.providerId })
    expect(JSON.parse(events[0]!.after!)).toMatchObject({ status: 'VERIFIED', providerId: p.providerId })
    expect(await mine(p)).toMatchObject({ verificationStatus: 'VERIFIED', rejectionReason: null })
    expect((await outbox(p.email)).map((m) => m.subject)).toEqual(['Your BLS Provider certification is verified'])

    expect(await verify(operations, p.certificationId)).toMatchObject({ status: 409, body: { message: 'This certification is already verified' } })
    expect(await reject(operations, p.certificationId, { reason: 'Too late' })).toMatchObject({ status: 409, body: { message: 'This certification is already verified' } })
    expect(await eventsOn(p.certificationId)).toHaveLength(1)
    expect(await outbox(p.email)).toHaveLength(1)
  })

  test('rejecting needs a reason; the provider reads it and is e-mailed it; editing sends it back', async () => {
    const p = await providerWithCertification()
    for (const [b, message] of [
      [{}, 'Rejection reason is required'],
      [{ reason: '' }, 'Rejection reason is required'],
      [{ reason: '   ' }, 'Rejection reason is required'],
      [{ reason: 'x'.repeat(501) }, 'Rejection reason is too long'],
    ] as const) expect(await reject(admin, p.certificationId, b)).toMatchObject({ status: 400, body: { message } })
    const reason = 'The card on the document has expired. Upload your current card.'
    const res = await reject(operations, p.certificationId, { reason: `  ${reason} ` })
    expect(res.body).toMatchObject({ status: 'REJECTED', rejectionReason: reason, decisions: [{ decision: 'REJECTED', reason }] })
    expect(await mine(p)).toMatchObject({ verificationStatus: 'REJECTED', rejectionReason: reason })
    const [mail] = await outbox(p.email)
    expect(mail!.subject).toBe('We could not verify your BLS Provider certification')
    expect(mail!.text).toContain(reason)
    expect(mail!.links).toContain(`${server.ctx.config.publicUrl}/provider/profile/certifications`)
    expect(await reject(admin, p.certificationId, { reason: 'Again' })).toMatchObject({ status: 409, body: { message: 'This certification is already rejected' } })
    expect(JSON.parse((await eventsOn(p.certificationId))[0]!.after!)).toMatchObject({ status: 'REJECTED', rejectionReason: reason })

    // Saved unchanged after a rejection ("it is right, look again"): back to PENDING, the reason gone, the decision kept in the history.
    const resent = await server.call('PUT', `/api/provider/certifications/${p.certificationId}`, { token: p.token, body: body() })
    expect(resent.body).toMatchObject({ verificationStatus: 'PENDING', rejectionReason: null })
    expect((await detail(admin, p.certificationId)).body).toMatchObject({ status: 'PENDING', rejectionReason: null, decisions: [{ decision: 'REJECTED', reason }] })
    expect((await verify(admin, p.certificationId)).status).toBe(200)
    // A verified one saved unchanged stays verified.
    expect((await server.call('PUT', `/api/provider/certifications/${p.certificationId}`, { token: p.token, body: body() })).body.verificationStatus).toBe('VERIFIED')
  })

  test('a certification changed since staff opened it is refused (409)', async () => {
    const p = await providerWithCertification()
    const seen = (await detail(operations, p.certificationId)).body.updatedAt as string
    server.clock.advance(1000)
    await server.call('PUT', `/api/provider/certifications/${p.certificationId}`, { token: p.token, body: body({ name: 'BLS for Healthcare Providers' }) })
    const message = 'This certification changed after you opened it. Review it again before deciding.'
    expect(await verify(operations, p.certificationId, { updatedAt: seen })).toMatchObject({ status: 409, body: { message } })
    expect(await reject(operations, p.certificationId, { reason: 'No', updatedAt: seen })).toMatchObject({ status: 409, body: { message } })
    expect((await verify(operations, p.certificationId, { updatedAt: 'yesterday' })).body.message).toBe('updatedAt must be an ISO 8601 instant in UTC')
    const fresh = (await detail(operations, p.certificationId)).body.updatedAt
    expect((await verify(operations, p.certificationId, { updatedAt: fresh })).status).toBe(200)
  })

  test('a facility sees whether a certification is verified, never the reason', async () => {
    const p = await providerWithCertification()
    const org = await signUpOrganization(server)
    await makeApplication(server, { providerId: p.providerId, facilityId: org.facilityId })
    const profile = async () => (await server.call('GET', `/api/facility/provider/${p.providerId}/profile`, { token: org.token })).body
    expect((await profile()).certifications).toMatchObject([{ certificationId: p.certificationId, verificationStatus: 'PENDING' }])
    await reject(admin, p.certificationId, { reason: 'Private reason 4471' })
    const seen = await profile()
    expect(seen.certifications).toMatchObject([{ certificationId: p.certificationId, verificationStatus: 'REJECTED' }])
    expect(JSON.stringify(seen)).not.toContain('Private reason 4471')
    // The other provider sees none of it.
    const other = await signUpProvider(server)
    expect(JSON.stringify((await server.call('GET', '/api/provider/certifications', { token: other.token })).body)).not.toContain('Private reason 4471')
  })
})
