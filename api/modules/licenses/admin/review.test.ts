import { describe, expect, test } from 'bun:test'
import { and, eq } from 'drizzle-orm'
import { todayInUs } from '../../../../shared/validation/formats'
import { auditEvents, licenses, outboxMessages, teamMembers } from '../../../db/schema'
import { futureDate, signUpOrganization, signUpProvider, teamToken, type TestProvider } from '../../../test/factories'
import { startTestServer, TEST_ADMIN } from '../../../test/harness'
import { verifiedLicenseStates } from '../verified-license-states'

const server = await startTestServer()
const HOUR = 3_600_000
const admin = await teamToken(server, 'ADMIN')
const operations = await teamToken(server, 'OPERATIONS')
const support = await teamToken(server, 'SUPPORT')
const adminId = (await server.ctx.db.read.select({ id: teamMembers.id }).from(teamMembers).where(eq(teamMembers.email, TEST_ADMIN.email)).get())!.id

/** Letters only (names refuse digits), unique per call: a search that finds only this test's providers. */
function uniqueLetters(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(10)), (b) => String.fromCharCode(97 + (b % 26))).join('')
}

/** A provider signed up with a TX license (their sign-up license), under a last name no one else has. */
async function providerWithLicense(lastName = `Q${uniqueLetters()}`) {
  const p = await signUpProvider(server, { personal: { firstName: 'Rosa', lastName } })
  const [license] = (await server.call('GET', '/api/license', { token: p.token })).body as { licenseId: string }[]
  return { ...p, lastName, licenseId: license!.licenseId }
}

const list = (token: string, query = '') => server.call('GET', `/api/admin-panel/licenses${query}`, { token })
const detail = (token: string, licenseId: string) => server.call('GET', `/api/admin-panel/licenses/${licenseId}`, { token })
const verify = (token: string, licenseId: string, body?: unknown) => server.call('PUT', `/api/admin-panel/licenses/${licenseId}/verify`, { token, body })
const reject = (token: string, licenseId: string, body: unknown) => server.call('PUT', `/api/admin-panel/licenses/${licenseId}/reject`, { token, body })
const myLicense = async (p: TestProvider & { licenseId: string }) =>
  ((await server.call('GET', '/api/license', { token: p.token })).body as { licenseId: string }[]).find((l) => l.licenseId === p.licenseId) as Record<string, unknown>
const eventsOn = (licenseId: string) =>
  server.ctx.db.read.select().from(auditEvents).where(and(eq(auditEvents.subjectType, 'license'), eq(auditEvents.subjectId, licenseId))).orderBy(auditEvents.occurredAt)

describe('who may look and who may decide', () => {
  test('no token 401; providers and facility users 403; every team role may look; SUPPORT may not decide', async () => {
    const p = await providerWithLicense()
    const org = await signUpOrganization(server)
    for (const call of [() => list(''), () => detail('', p.licenseId)]) expect((await call()).status).toBe(401)
    expect((await server.call('PUT', `/api/admin-panel/licenses/${p.licenseId}/verify`)).status).toBe(401)
    for (const token of [p.token, org.token]) {
      expect((await list(token)).status).toBe(403)
      expect((await detail(token, p.licenseId)).status).toBe(403)
      expect((await verify(token, p.licenseId)).status).toBe(403)
      expect((await reject(token, p.licenseId, { reason: 'No' })).status).toBe(403)
    }
    for (const token of [admin, operations, support]) {
      expect((await list(token, `?search=${p.lastName}`)).status).toBe(200)
      expect((await detail(token, p.licenseId)).status).toBe(200)
    }
    const refusedVerify = await verify(support, p.licenseId)
    expect(refusedVerify.status).toBe(403)
    expect(refusedVerify.body.message).toBe('Your team role does not allow this')
    expect((await reject(support, p.licenseId, { reason: 'Not on the board' })).status).toBe(403)
    // Nothing was decided by the refused calls.
    expect((await myLicense(p)).status).toBe('PENDING')
    expect(await eventsOn(p.licenseId)).toEqual([])
  })

  test('unknown, deleted and malformed ids are 404', async () => {
    const p = await providerWithLicense()
    for (const id of ['nope', crypto.randomUUID(), '%00']) {
      expect((await detail(admin, id)).status).toBe(404)
      expect((await verify(admin, id)).status).toBe(404)
      expect((await reject(admin, id, { reason: 'x' })).status).toBe(404)
    }
    expect((await server.call('PUT', `/api/license/${p.licenseId}/delete`, { token: p.token })).status).toBe(204)
    const gone = await detail(admin, p.licenseId)
    expect(gone).toMatchObject({ status: 404, body: { message: 'License not found' } })
    expect((await verify(admin, p.licenseId)).status).toBe(404)
    expect((await list(admin, `?search=${p.lastName}`)).body.data).toEqual([])
  })
})

describe('the queue', () => {
  test('pending licenses, the longest waiting first; a license sent again after a rejection joins at the back', async () => {
    const family = `Q${uniqueLetters()}`
    const first = await providerWithLicense(family)
    server.clock.advance(HOUR)
    const second = await providerWithLicense(family)
    server.clock.advance(HOUR)
    const third = await providerWithLicense(family)
    const ids = async () => ((await list(admin, `?search=${family}`)).body.data as { licenseId: string }[]).map((l) => l.licenseId)
    expect(await ids()).toEqual([first.licenseId, second.licenseId, third.licenseId])

    expect((await reject(admin, first.licenseId, { reason: 'The number is not on the Texas board' })).status).toBe(200)
    expect(await ids()).toEqual([second.licenseId, third.licenseId])
    server.clock.advance(HOUR)
    const fixed = await server.call('PUT', `/api/license/${first.licenseId}`, { token: first.token, body: { licenseNumber: 'RPH 10001' } })
    expect(fixed.status).toBe(200)
    expect(await ids()).toEqual([second.licenseId, third.licenseId, first.licenseId])

    // Several statuses: waiting ones first, then decided ones, the latest decision first.
    expect((await verify(admin, second.licenseId)).status).toBe(200)
    server.clock.advance(HOUR)
    expect((await reject(admin, third.licenseId, { reason: 'Expired on the board' })).status).toBe(200)
    const all = await list(admin, `?search=${family}&status=VERIFIED|REJECTED|PENDING`)
    expect(all.body.data.map((l: { licenseId: string; status: string }) => [l.licenseId, l.status])).toEqual([
      [first.licenseId, 'PENDING'],
      [third.licenseId, 'REJECTED'],
      [second.licenseId, 'VERIFIED'],
    ])
    expect((await list(admin, `?search=${family}&status=REJECTED`)).body.data.map((l: { licenseId: string }) => l.licenseId)).toEqual([third.licenseId])
  })

  test('7 a page by default, paged like every admin list; search by name, e-mail or license number', async () => {
    const family = `Q${uniqueLetters()}`
    const people = []
    for (let i = 0; i < 8; i++) people.push(await providerWithLicense(family))
    const page1 = await list(support, `?search=${family}`)
    expect(page1.body.data).toHaveLength(7)
    expect(page1.body.pagination).toEqual({ page: 1, pageSize: 7, totalItems: 8, totalPages: 2, hasNextPage: true })
    const page2 = await list(support, `?search=${family}&page=2`)
    expect(page2.body.data.map((l: { licenseId: string }) => l.licenseId)).toEqual([people[7]!.licenseId])
    expect(page2.body.pagination.hasNextPage).toBe(false)
    expect((await list(support, `?search=${family}&pageSize=3&page=3`)).body.data).toHaveLength(2)

    const byEmail = await list(admin, `?search=${encodeURIComponent(people[3]!.email.toUpperCase())}`)
    expect(byEmail.body.data.map((l: { licenseId: string }) => l.licenseId)).toEqual([people[3]!.licenseId])
    const number = `RPH ${uniqueLetters()}`
    await server.call('PUT', `/api/license/${people[5]!.licenseId}`, { token: people[5]!.token, body: { licenseNumber: number } })
    expect((await list(admin, `?search=${encodeURIComponent(number.slice(2))}`)).body.data.map((l: { licenseId: string }) => l.licenseId)).toEqual([people[5]!.licenseId])
    // Wildcards match themselves only.
    expect((await list(admin, `?search=${encodeURIComponent('%')}`)).body.data).toEqual([])
    expect((await list(admin, `?search=${encodeURIComponent(`${family.slice(0, 3)}_`)}`)).body.data).toEqual([])
  })

  test('bad filters are 400 with a message', async () => {
    const cases: [string, string][] = [
      ['?status=DONE', 'Status must be PENDING, VERIFIED or REJECTED'],
      ['?status=PENDING|', 'Status must be PENDING, VERIFIED or REJECTED'],
      ['?page=0', 'Page number must be greater than or equal to 1'],
      ['?pageSize=0', 'Page size must be greater than or equal to 1'],
      ['?pageSize=101', 'Page size must be at most 100'],
      [`?search=${'x'.repeat(101)}`, 'Search must be at most 100 characters'],
    ]
    for (const [query, message] of cases) {
      const res = await list(admin, query)
      expect(res.status).toBe(400)
      expect(res.body.message).toBe(message)
    }
  })
})

describe('what staff see of a license', () => {
  test("the provider's details, the state board's lookup link, the document and the other licenses", async () => {
    const p = await providerWithLicense()
    const other = await server.call('POST', '/api/license', { token: p.token, body: { state: 'CA', licenseNumber: 'RPH 4410', expirationDate: futureDate(200) } })
    const res = await detail(support, p.licenseId)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      licenseId: p.licenseId,
      state: 'TX',
      providerType: 'PHARMACIST',
      status: 'PENDING',
      isExpired: false,
      filelink: null,
      decision: null,
      decisions: [],
      stateBoard: { name: 'Texas State Board of Pharmacy', lookupUrl: 'https://www.pharmacy.texas.gov/dbsearch/', isLicenseSearch: true },
      provider: { providerId: p.providerId, firstName: 'Rosa', lastName: p.lastName, title: 'PHARMACIST', email: p.email, city: 'Austin', state: 'TX', phoneNumber: expect.any(String) },
      otherLicenses: [{ licenseId: other.body.licenseId, state: 'CA', licenseNumber: 'RPH 4410', status: 'PENDING', isExpired: false, expirationDate: futureDate(200) }],
    })
    expect(Date.parse(res.body.submittedAt)).toBeGreaterThan(0)

    // Once a document is attached, staff get a signed link that opens it.
    const signed = (await server.call('PUT', '/api/license/upload-signed-url', { token: p.token })).body
    const upload = await server.app.handle(
      new Request(`http://localhost${new URL(signed.uploadUrl).pathname}`, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: PDF }),
    )
    expect(upload.status).toBe(200)
    expect((await server.call('PUT', '/api/license-image', { token: p.token, body: { fileId: signed.fileId, licenseId: p.licenseId } })).status).toBe(200)
    const withDocument = (await detail(admin, p.licenseId)).body
    expect(withDocument).toMatchObject({ filename: 'license.pdf', contentType: 'application/pdf' })
    const file = await server.app.handle(new Request(`http://localhost${new URL(withDocument.filelink).pathname}`))
    expect(file.status).toBe(200)
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF)
    // The list row carries the same links.
    const row = (await list(admin, `?search=${p.lastName}`)).body.data[0]
    expect(row).toMatchObject({ licenseId: p.licenseId, filename: 'license.pdf', stateBoard: { lookupUrl: 'https://www.pharmacy.texas.gov/dbsearch/' } })
    expect(row.filelink).toContain('/api/files/download/')
  })
})

describe('verifying', () => {
  test('records who and when, writes the audit event, and the provider may work in the state', async () => {
    const p = await providerWithLicense()
    const res = await verify(admin, p.licenseId)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      status: 'VERIFIED',
      decision: { status: 'VERIFIED', decidedBy: { id: adminId, name: expect.any(String) }, rejectionReason: null },
      decisions: [{ status: 'VERIFIED', decidedBy: { id: adminId } }],
    })
    const row = (await server.ctx.db.read.select().from(licenses).where(eq(licenses.id, p.licenseId)).get())!
    expect(row).toMatchObject({ isVerified: true, decidedByTeamMemberId: adminId, rejectionReason: null })
    expect(row.decidedAt?.toISOString()).toBe(res.body.decision.decidedAt)
    expect(row.verifiedAt).toBeInstanceOf(Date)

    const events = await eventsOn(p.licenseId)
    expect(events.map((e) => [e.action, e.actorKind, e.actorId])).toEqual([['license.verify', 'team_member', adminId]])
    expect(JSON.parse(events[0]!.before!)).toMatchObject({ status: 'PENDING', providerId: p.providerId, state: 'TX' })
    expect(JSON.parse(events[0]!.after!)).toMatchObject({ status: 'VERIFIED', providerId: p.providerId, state: 'TX' })

    expect(await myLicense(p)).toMatchObject({ status: 'VERIFIED', isVerified: true, rejectionReason: null })
    expect(await verifiedLicenseStates(server.ctx.db.read, p.providerId, 'PHARMACIST', todayInUs(server.clock.now()))).toEqual([{ state: 'TX', type: 'PHARMACIST' }])

    const again = await verify(operations, p.licenseId)
    expect(again).toMatchObject({ status: 409, body: { message: 'This license is already verified' } })
    expect(await eventsOn(p.licenseId)).toHaveLength(1)
  })

  test('a license that changed since staff opened it is refused (409), so nobody verifies a number they never looked up', async () => {
    const p = await providerWithLicense()
    const seen = (await detail(operations, p.licenseId)).body.updatedAt as string
    server.clock.advance(1000)
    await server.call('PUT', `/api/license/${p.licenseId}`, { token: p.token, body: { licenseNumber: 'RPH 20202' } })
    const stale = await verify(operations, p.licenseId, { updatedAt: seen })
    expect(stale).toMatchObject({ status: 409, body: { message: 'This license changed after you opened it. Review it again before deciding.' } })
    expect((await reject(operations, p.licenseId, { reason: 'Wrong', updatedAt: seen })).status).toBe(409)
    expect((await verify(operations, p.licenseId, { updatedAt: 'yesterday' })).body.message).toBe('updatedAt must be an ISO 8601 instant in UTC')
    const fresh = (await detail(operations, p.licenseId)).body.updatedAt
    expect((await verify(operations, p.licenseId, { updatedAt: fresh })).status).toBe(200)
  })

  test('an expired license cannot be verified (422), but can be rejected', async () => {
    const p = await providerWithLicense()
    await server.ctx.db.write((tx) => tx.update(licenses).set({ expirationDate: '2024-01-31' }).where(eq(licenses.id, p.licenseId)))
    expect((await detail(admin, p.licenseId)).body.isExpired).toBe(true)
    expect(await verify(admin, p.licenseId)).toMatchObject({ status: 422, body: { message: 'An expired license cannot be verified' } })
    expect((await reject(admin, p.licenseId, { reason: 'Expired: please renew it and update the date' })).status).toBe(200)
  })
})

describe('rejecting', () => {
  test('needs a reason, in the seed style', async () => {
    const p = await providerWithLicense()
    const cases: [unknown, string][] = [
      [{}, 'Rejection reason is required'],
      [{ reason: '' }, 'Rejection reason is required'],
      [{ reason: '   ' }, 'Rejection reason is required'],
      [{ reason: 42 }, 'Rejection reason is required'],
      [{ reason: 'x'.repeat(501) }, 'Rejection reason is too long'],
    ]
    for (const [body, message] of cases) {
      const res = await reject(admin, p.licenseId, body)
      expect(res.status).toBe(400)
      expect(res.body.message).toBe(message)
    }
    expect((await reject(admin, p.licenseId, { reason: 'x'.repeat(500) })).status).toBe(200)
  })

  test('the provider sees why; correcting it sends it back to be verified', async () => {
    const p = await providerWithLicense()
    const reason = 'The license number is not on the Texas board. Check it and correct it.'
    const res = await reject(operations, p.licenseId, { reason: `  ${reason} ` })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ status: 'REJECTED', decision: { status: 'REJECTED', rejectionReason: reason } })
    expect(await myLicense(p)).toMatchObject({ status: 'REJECTED', isVerified: false, rejectionReason: reason })
    const [event] = await eventsOn(p.licenseId)
    expect(event).toMatchObject({ action: 'license.reject', actorKind: 'team_member' })
    expect(JSON.parse(event!.after!)).toMatchObject({ status: 'REJECTED', rejectionReason: reason })
    expect((await reject(admin, p.licenseId, { reason: 'Again' })).body.message).toBe('This license is already rejected')

    // Saved as it is ("it is right, look again"): back to PENDING, the reason gone.
    const resent = await server.call('PUT', `/api/license/${p.licenseId}`, { token: p.token, body: {} })
    expect(resent.status).toBe(200)
    expect(resent.body).toMatchObject({ status: 'PENDING', rejectionReason: null, isVerified: false })
    expect((await detail(admin, p.licenseId)).body).toMatchObject({ status: 'PENDING', decision: null, decisions: [{ status: 'REJECTED', rejectionReason: reason }] })
  })

  test('a new document sends a rejected license back to be verified; on a verified one it changes nothing', async () => {
    const p = await providerWithLicense()
    const attach = async () => {
      const signed = (await server.call('PUT', '/api/license/upload-signed-url', { token: p.token })).body
      await server.app.handle(new Request(`http://localhost${new URL(signed.uploadUrl).pathname}`, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: PDF }))
      return server.call('PUT', '/api/license-image', { token: p.token, body: { fileId: signed.fileId, licenseId: p.licenseId } })
    }
    await reject(admin, p.licenseId, { reason: 'The document is unreadable' })
    expect((await attach()).body).toMatchObject({ status: 'PENDING', rejectionReason: null })
    await verify(admin, p.licenseId)
    expect((await attach()).body).toMatchObject({ status: 'VERIFIED' })
  })

  test('rejecting a verified license withdraws it: the provider no longer works in that state; it can be verified again', async () => {
    const p = await providerWithLicense()
    await verify(admin, p.licenseId)
    const withdrawn = await reject(admin, p.licenseId, { reason: 'The board shows this license as suspended' })
    expect(withdrawn.body.status).toBe('REJECTED')
    expect(await verifiedLicenseStates(server.ctx.db.read, p.providerId, 'PHARMACIST', todayInUs(server.clock.now()))).toEqual([])
    const overturned = await verify(operations, p.licenseId)
    expect(overturned.body.status).toBe('VERIFIED')
    expect(overturned.body.decisions.map((d: { status: string }) => d.status)).toEqual(['VERIFIED', 'REJECTED', 'VERIFIED'])
    expect((await eventsOn(p.licenseId)).map((e) => e.action)).toEqual(['license.verify', 'license.reject', 'license.verify'])
  })
})

describe('the provider is told by e-mail', () => {
  const outbox = async (email: string) => (await server.call('GET', `/api/testing/outbox?to=${encodeURIComponent(email)}`)).body.data as { channel: string; subject: string; text: string; links: string[] }[]

  test('of a verification and of a rejection with its reason and where to fix it; a refused decision sends nothing', async () => {
    const p = await providerWithLicense()
    expect(await outbox(p.email)).toEqual([])
    await reject(admin, p.licenseId, { reason: 'The number on the document differs from the one you entered.' })
    const [rejected] = await outbox(p.email)
    expect(rejected).toMatchObject({ channel: 'EMAIL', subject: 'We could not verify your Texas license' })
    expect(rejected!.text).toContain('Hello Rosa,')
    expect(rejected!.text).toContain('The number on the document differs from the one you entered.')
    expect(rejected!.links).toContain(`${server.ctx.config.publicUrl}/provider/profile`)

    // Refused decisions roll back with their e-mail.
    await reject(admin, p.licenseId, { reason: 'Twice' })
    await verify(support, p.licenseId)
    expect(await outbox(p.email)).toHaveLength(1)

    await server.call('PUT', `/api/license/${p.licenseId}`, { token: p.token, body: { licenseNumber: 'RPH 30303' } })
    await verify(operations, p.licenseId)
    const messages = await outbox(p.email)
    expect(messages.map((m) => m.subject)).toEqual(['Your Texas license is verified', 'We could not verify your Texas license'])
    expect(messages[0]!.text).toContain('Texas license RPH 30303')
    // Written to the outbox table itself, to the provider's address only.
    const rows = await server.ctx.db.read.select().from(outboxMessages).where(eq(outboxMessages.to, p.email.toLowerCase()))
    expect(rows.map((r) => r.subject).sort()).toEqual(['We could not verify your Texas license', 'Your Texas license is verified'])
  })
})

describe('tenant safety', () => {
  test("a provider never sees or touches another provider's license, its status or its reason", async () => {
    const owner = await providerWithLicense()
    const other = await providerWithLicense()
    await reject(admin, owner.licenseId, { reason: 'Name on the board differs' })
    const theirs = (await server.call('GET', '/api/license', { token: other.token })).body as { licenseId: string; rejectionReason: string | null }[]
    expect(theirs.map((l) => l.licenseId)).toEqual([other.licenseId])
    expect(JSON.stringify(theirs)).not.toContain('Name on the board differs')
    expect((await server.call('PUT', `/api/license/${owner.licenseId}`, { token: other.token, body: {} })).status).toBe(404)
    expect((await server.call('PUT', '/api/license-image', { token: other.token, body: { fileId: 'x', licenseId: owner.licenseId } })).status).toBe(404)
    expect(await myLicense(owner)).toMatchObject({ status: 'REJECTED' })
  })
})

/** A small but real PDF document. */
const PDF = new TextEncoder().encode(
  ['%PDF-1.4', '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj', '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj', 'trailer << /Root 1 0 R >>', '%%EOF'].join('\n'),
)
