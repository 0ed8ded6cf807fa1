import { describe, expect, test } from 'bun:test'
import { addDays } from '../../../../shared/domain/zoned-time'
import { todayInUs } from '../../../../shared/validation/formats'
import { signUpOrganization, signUpProvider } from '../../../test/factories'
import { startTestServer } from '../../../test/harness'

const server = await startTestServer()
const DAY = 86_400_000
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n')
const today = () => todayInUs(server.clock.now())

const cert = (overrides: Record<string, unknown> = {}) => ({
  type: 'IMMUNIZATION',
  name: 'APhA Pharmacy-Based Immunization Delivery',
  number: 'IMM-22817',
  issuer: 'American Pharmacists Association',
  issuedAt: '2022-04-12',
  expiresAt: addDays(today(), 400),
  ...overrides,
})

function without(body: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined))
}

/** A document uploaded through the signed URL of `path`, as `token`'s user. */
async function upload(token: string, path = '/api/provider/certifications/upload-signed-url') {
  const signed = await server.call('PUT', path, { token, body: { filename: 'bls-card.pdf', contentType: 'application/pdf' } })
  expect(signed.status).toBe(200)
  const res = await server.app.handle(new Request(`http://localhost${new URL(signed.body.uploadUrl).pathname}`, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: PDF }))
  expect(res.status).toBe(200)
  return signed.body.fileId as string
}

describe('/api/provider/certifications', () => {
  test('401 without a token, 403 for a facility user', async () => {
    const org = await signUpOrganization(server)
    for (const [method, path] of [
      ['GET', '/api/provider/certifications'],
      ['POST', '/api/provider/certifications'],
      ['PUT', '/api/provider/certifications/x'],
      ['DELETE', '/api/provider/certifications/x'],
      ['PUT', '/api/provider/certifications/upload-signed-url'],
    ] as const) {
      const body = method === 'POST' || path.endsWith('/x') && method === 'PUT' ? cert() : undefined
      expect((await server.call(method, path, { body })).status).toBe(401)
      expect((await server.call(method, path, { token: org.token, body })).status).toBe(403)
    }
  })

  test("add, list, edit, delete; another provider's certification is a 404", async () => {
    const p = await signUpProvider(server)
    const other = await signUpProvider(server)
    const created = await server.call('POST', '/api/provider/certifications', { token: p.token, body: cert({ number: '  IMM-22817 ', issuer: '' }) })
    expect(created.status).toBe(201)
    expect(created.body).toEqual({
      certificationId: expect.any(String),
      type: 'IMMUNIZATION',
      name: 'APhA Pharmacy-Based Immunization Delivery',
      number: 'IMM-22817',
      issuer: null,
      issuedAt: '2022-04-12',
      expiresAt: cert().expiresAt,
      status: 'ACTIVE',
      // Waiting for staff to check it (the admin panel's certification queue).
      verificationStatus: 'PENDING',
      rejectionReason: null,
      document: null,
    })
    const id = created.body.certificationId
    const never = await server.call('POST', '/api/provider/certifications', { token: p.token, body: without(cert({ type: 'PTCB', name: 'CPhT', issuedAt: '2023-01-09', expiresAt: undefined })) })
    expect(never.body).toMatchObject({ expiresAt: null, status: 'ACTIVE' })
    expect((await server.call('GET', '/api/provider/certifications', { token: p.token })).body).toEqual([never.body, created.body])
    expect((await server.call('GET', '/api/provider/certifications', { token: other.token })).body).toEqual([])

    const edited = await server.call('PUT', `/api/provider/certifications/${id}`, { token: p.token, body: cert({ type: 'CPR_BLS', name: 'BLS Provider', issuer: 'American Heart Association' }) })
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({ certificationId: id, type: 'CPR_BLS', name: 'BLS Provider', issuer: 'American Heart Association' })

    expect((await server.call('PUT', `/api/provider/certifications/${id}`, { token: other.token, body: cert() })).status).toBe(404)
    expect((await server.call('DELETE', `/api/provider/certifications/${id}`, { token: other.token })).status).toBe(404)
    expect((await server.call('DELETE', `/api/provider/certifications/${id}`, { token: p.token })).status).toBe(204)
    expect((await server.call('PUT', `/api/provider/certifications/${id}`, { token: p.token, body: cert() })).status).toBe(404)
    expect((await server.call('GET', '/api/provider/certifications', { token: p.token })).body).toEqual([never.body])
  })

  test('every rule answers 400 with its message', async () => {
    const p = await signUpProvider(server)
    const cases: [Record<string, unknown>, string, string][] = [
      [{ type: undefined }, 'type', 'Certification type is required'],
      [{ type: 'CPHT' }, 'type', 'Certification type must be a valid Certification Type'],
      [{ name: undefined }, 'name', 'Certification name is required'],
      [{ name: ' ' }, 'name', 'Certification name is required'],
      [{ name: 'x'.repeat(101) }, 'name', 'Certification name is too long'],
      [{ number: 'x'.repeat(51) }, 'number', 'Certification number is too long'],
      [{ issuer: 'x'.repeat(101) }, 'issuer', 'Issuer is too long'],
      [{ issuedAt: undefined }, 'issuedAt', 'Issue date is required'],
      [{ issuedAt: '2022-13-01' }, 'issuedAt', 'Issue date must be a valid date'],
      [{ expiresAt: 'never' }, 'expiresAt', 'Expiration date must be a valid date'],
      [{ expiresAt: '2022-04-12' }, 'expiresAt', 'Expiration date must be after the issue date'],
      [{ expiresAt: '2021-04-12' }, 'expiresAt', 'Expiration date must be after the issue date'],
    ]
    for (const [overrides, field, message] of cases) {
      const res = await server.call('POST', '/api/provider/certifications', { token: p.token, body: without(cert(overrides)) })
      expect({ field, status: res.status, message: res.body?.message }).toEqual({ field, status: 400, message })
      expect(res.body.errors).toContainEqual({ field, message })
    }
    for (const type of ['IMMUNIZATION', 'CPR_BLS', 'PTCB', 'EXCPT', 'MTM', 'DEA', 'OTHER']) {
      expect((await server.call('POST', '/api/provider/certifications', { token: p.token, body: cert({ type }) })).status).toBe(201)
    }
  })

  test('status by the server clock: ACTIVE, EXPIRING within 30 days (its last day included), EXPIRED after', async () => {
    const p = await signUpProvider(server)
    const add = async (expiresInDays: number) =>
      (await server.call('POST', '/api/provider/certifications', { token: p.token, body: cert({ name: `in ${expiresInDays}`, issuedAt: '2020-01-01', expiresAt: addDays(today(), expiresInDays) }) })).body
    // A month on, the session has lapsed: sign in again to look.
    const signIn = async () => (await server.call('POST', '/api/auth/login', { body: { email: p.email, password: p.password } })).body.token as string
    const statuses = async () =>
      Object.fromEntries(((await server.call('GET', '/api/provider/certifications', { token: await signIn() })).body as { name: string; status: string }[]).map((c) => [c.name, c.status]))
    expect(await add(31)).toMatchObject({ status: 'ACTIVE' })
    expect(await add(30)).toMatchObject({ status: 'EXPIRING' })
    expect(await add(0)).toMatchObject({ status: 'EXPIRING' })
    expect(await add(-1)).toMatchObject({ status: 'EXPIRED' })
    server.clock.advance(DAY)
    expect(await statuses()).toEqual({ 'in 31': 'EXPIRING', 'in 30': 'EXPIRING', 'in 0': 'EXPIRED', 'in -1': 'EXPIRED' })
    server.clock.advance(30 * DAY)
    expect(await statuses()).toEqual({ 'in 31': 'EXPIRING', 'in 30': 'EXPIRED', 'in 0': 'EXPIRED', 'in -1': 'EXPIRED' })
    server.clock.advance(-31 * DAY)
  })

  test("a document: the caller's own upload for a certification, kept on edit unless removed", async () => {
    const p = await signUpProvider(server)
    const other = await signUpProvider(server)
    const fileId = await upload(p.token)
    const created = await server.call('POST', '/api/provider/certifications', { token: p.token, body: cert({ fileId }) })
    expect(created.status).toBe(201)
    expect(created.body.document).toEqual({ fileId, filename: 'bls-card.pdf', contentType: 'application/pdf', fileLink: expect.stringContaining('/api/files/download/') })
    const download = await server.app.handle(new Request(`http://localhost${new URL(created.body.document.fileLink).pathname}`))
    expect(download.status).toBe(200)
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF)

    const id = created.body.certificationId
    const kept = await server.call('PUT', `/api/provider/certifications/${id}`, { token: p.token, body: cert({ name: 'Renamed' }) })
    expect(kept.body.document?.fileId).toBe(fileId)
    const removed = await server.call('PUT', `/api/provider/certifications/${id}`, { token: p.token, body: cert({ fileId: null }) })
    expect(removed.body.document).toBeNull()

    // Someone else's upload, a license scan, an id never uploaded: "not found", and nothing saved.
    const theirs = await upload(other.token)
    const licenseScan = await upload(p.token, '/api/license/upload-signed-url')
    for (const wrong of [theirs, licenseScan, crypto.randomUUID(), 'not-a-file']) {
      const res = await server.call('PUT', `/api/provider/certifications/${id}`, { token: p.token, body: cert({ fileId: wrong }) })
      expect(res).toMatchObject({ status: 404, body: { message: 'File not found' } })
      expect((await server.call('POST', '/api/provider/certifications', { token: p.token, body: cert({ fileId: wrong }) })).status).toBe(404)
    }
    expect((await server.call('GET', '/api/provider/certifications', { token: p.token })).body).toHaveLength(1)
  })
})
