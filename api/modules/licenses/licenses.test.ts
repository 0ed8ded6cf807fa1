import { describe, expect, test } from 'bun:test'
import { and, eq } from 'drizzle-orm'
import { licenses } from '../../db/schema'
import { todayInUs } from '../../../shared/validation/formats'
import { futureDate, signUpOrganization, signUpProvider, teamToken } from '../../test/factories'
import { startTestServer } from '../../test/harness'
import { verifiedLicenseStates } from './verified-license-states'

const server = await startTestServer()
const DAY = 86_400_000
const dayFromNow = (days: number) => new Date(server.clock.now().getTime() + days * DAY).toISOString().slice(0, 10)
const valid = (overrides: Record<string, unknown> = {}) => ({ state: 'CA', licenseNumber: 'RPH 77120', expirationDate: futureDate(300), ...overrides })

async function createLicense(token: string, overrides: Record<string, unknown> = {}) {
  const res = await server.call('POST', '/api/license', { token, body: valid(overrides) })
  expect(res.status).toBe(201)
  return res.body
}

describe('license CRUD', () => {
  test('401 without a token, 403 for a facility user', async () => {
    const org = await signUpOrganization(server)
    expect((await server.call('GET', '/api/license')).status).toBe(401)
    expect((await server.call('POST', '/api/license', { body: valid() })).status).toBe(401)
    expect((await server.call('GET', '/api/license', { token: org.token })).status).toBe(403)
    expect((await server.call('POST', '/api/license', { token: org.token, body: valid() })).status).toBe(403)
  })

  test('create, list (with the sign-up license), unverified and without a document', async () => {
    const p = await signUpProvider(server)
    const created = await createLicense(p.token, { licenseNumber: '  RPH 77120 ' })
    expect(created).toEqual({
      licenseId: expect.any(String),
      filename: null,
      state: 'CA',
      licenseNumber: 'RPH 77120',
      expirationDate: valid().expirationDate,
      isPaymentPending: false,
      backgroundCheckId: null,
      filelink: null,
      isVerified: false,
      contentType: null,
      status: 'PENDING',
      rejectionReason: null,
    })
    const list = await server.call('GET', '/api/license', { token: p.token })
    expect(list.status).toBe(200)
    expect(list.body.map((l: { state: string }) => l.state)).toEqual(['CA', 'TX'])
    const row = await server.ctx.db.read.select().from(licenses).where(eq(licenses.id, created.licenseId)).get()
    expect(row?.providerType).toBe('PHARMACIST')
  })

  test('the seed messages', async () => {
    const p = await signUpProvider(server)
    const cases: [Record<string, unknown>, string, string][] = [
      [{ state: undefined }, 'state', 'State is required'],
      [{ state: '' }, 'state', 'State is required'],
      [{ state: 'ZZ' }, 'state', 'State must be a valid State'],
      [{ licenseNumber: undefined }, 'licenseNumber', 'License number is required'],
      [{ licenseNumber: '   ' }, 'licenseNumber', 'License number is required'],
      [{ licenseNumber: 'X'.repeat(31) }, 'licenseNumber', 'License number is too long'],
      [{ expirationDate: undefined }, 'expirationDate', 'License Expiration Date is required'],
      [{ expirationDate: '' }, 'expirationDate', 'License Expiration Date is required'],
      [{ expirationDate: '2020-01-01' }, 'expirationDate', 'License Expiration Date must be a future date'],
      [{ expirationDate: todayInUs() }, 'expirationDate', 'License Expiration Date must be a future date'],
      [{ expirationDate: '2031-02-30' }, 'expirationDate', 'License Expiration Date must be a future date'],
      [{ expirationDate: 'soon' }, 'expirationDate', 'License Expiration Date must be a future date'],
    ]
    for (const [overrides, field, message] of cases) {
      const body = valid(overrides)
      for (const key of Object.keys(overrides)) if (overrides[key] === undefined) delete (body as Record<string, unknown>)[key]
      const res = await server.call('POST', '/api/license', { token: p.token, body })
      expect(res.status).toBe(400)
      expect(res.body.message).toBe(message)
      expect(res.body.errors).toContainEqual({ field, message })
    }
    expect((await server.call('POST', '/api/license', { token: p.token, body: valid({ licenseNumber: 'X'.repeat(30) }) })).status).toBe(201)
  })

  test('the expiration is judged by the server clock', async () => {
    const p = await signUpProvider(server)
    const soon = dayFromNow(3)
    server.clock.advance(5 * DAY)
    try {
      const res = await server.call('POST', '/api/license', { token: p.token, body: valid({ state: 'NV', expirationDate: soon }) })
      expect(res.status).toBe(400)
      expect(res.body.message).toBe('License Expiration Date must be a future date')
    } finally {
      server.clock.advance(-5 * DAY)
    }
  })

  test('one live license per state: a second is 409, after deleting the first it is fine', async () => {
    const p = await signUpProvider(server)
    const first = await createLicense(p.token, { state: 'OR' })
    const again = await server.call('POST', '/api/license', { token: p.token, body: valid({ state: 'OR' }) })
    expect(again.status).toBe(409)
    expect((await server.call('PUT', `/api/license/${first.licenseId}/delete`, { token: p.token })).status).toBe(204)
    await createLicense(p.token, { state: 'OR' })
  })

  test('editing the state, number or expiration makes a verified license unverified; same values keep it', async () => {
    const p = await signUpProvider(server)
    const admin = await teamToken(server)
    const license = await createLicense(p.token, { state: 'WA' })
    const verify = () => server.call('PUT', `/api/admin-panel/licenses/${license.licenseId}/verify`, { token: admin })
    expect((await verify()).body.status).toBe('VERIFIED')

    const same = await server.call('PUT', `/api/license/${license.licenseId}`, { token: p.token, body: { state: 'WA', licenseNumber: license.licenseNumber } })
    expect(same.status).toBe(200)
    expect(same.body.isVerified).toBe(true)

    for (const change of [{ licenseNumber: 'RPH 99999' }, { state: 'ID' }, { expirationDate: futureDate(500) }]) {
      await verify()
      const res = await server.call('PUT', `/api/license/${license.licenseId}`, { token: p.token, body: change })
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({ ...change, isVerified: false, status: 'PENDING' })
    }
    const bad = await server.call('PUT', `/api/license/${license.licenseId}`, { token: p.token, body: { licenseNumber: '' } })
    expect(bad.body.message).toBe('License number is required')
    const past = await server.call('PUT', `/api/license/${license.licenseId}`, { token: p.token, body: { expirationDate: '2021-05-05' } })
    expect(past.body.message).toBe('License Expiration Date must be a future date')
    const clash = await server.call('PUT', `/api/license/${license.licenseId}`, { token: p.token, body: { state: 'TX' } })
    expect(clash.status).toBe(409)
  })

  test("another provider's license is 404 for edit, delete and image", async () => {
    const owner = await signUpProvider(server)
    const other = await signUpProvider(server)
    const license = await createLicense(owner.token, { state: 'AZ' })
    expect((await server.call('PUT', `/api/license/${license.licenseId}`, { token: other.token, body: { licenseNumber: 'X1' } })).status).toBe(404)
    expect((await server.call('PUT', `/api/license/${license.licenseId}/delete`, { token: other.token })).status).toBe(404)
    expect((await server.call('PUT', '/api/license/nope/delete', { token: owner.token })).status).toBe(404)
  })

  test('soft delete: gone from the list, kept in the table, a second delete is 404', async () => {
    const p = await signUpProvider(server)
    const license = await createLicense(p.token, { state: 'UT' })
    expect((await server.call('PUT', `/api/license/${license.licenseId}/delete`, { token: p.token })).status).toBe(204)
    const list = await server.call('GET', '/api/license', { token: p.token })
    expect(list.body.map((l: { licenseId: string }) => l.licenseId)).not.toContain(license.licenseId)
    const row = await server.ctx.db.read.select().from(licenses).where(eq(licenses.id, license.licenseId)).get()
    expect(row?.deletedAt).toBeInstanceOf(Date)
    expect((await server.call('PUT', `/api/license/${license.licenseId}/delete`, { token: p.token })).status).toBe(404)
  })
})

describe('where a provider may work', () => {
  test('verifiedLicenseStates: verified, live, unexpired (today counts), of the provider type', async () => {
    const p = await signUpProvider(server)
    const today = todayInUs(server.clock.now())
    const yesterday = new Date(Date.parse(today) - DAY).toISOString().slice(0, 10)
    await server.ctx.db.write(async (tx) => {
      const base = { providerId: p.providerId, licenseNumber: 'N-1', isVerified: true, providerType: 'PHARMACIST' as const }
      await tx.update(licenses).set({ isVerified: true }).where(and(eq(licenses.providerId, p.providerId), eq(licenses.state, 'TX')))
      await tx.insert(licenses).values([
        { ...base, state: 'CA', expirationDate: today },
        { ...base, state: 'NY', expirationDate: yesterday },
        { ...base, state: 'FL', expirationDate: futureDate(), deletedAt: new Date() },
        { ...base, state: 'GA', expirationDate: futureDate(), providerType: 'TECHNICIAN' },
        { ...base, state: 'OH', expirationDate: futureDate(), isVerified: false },
      ])
    })
    expect(await verifiedLicenseStates(server.ctx.db.read, p.providerId, 'PHARMACIST', today)).toEqual([
      { state: 'CA', type: 'PHARMACIST' },
      { state: 'TX', type: 'PHARMACIST' },
    ])
    expect(await verifiedLicenseStates(server.ctx.db.read, p.providerId, 'TECHNICIAN', today)).toEqual([{ state: 'GA', type: 'TECHNICIAN' }])
  })
})

/** A small but real PDF document. */
const PDF = new TextEncoder().encode(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj',
    'xref',
    '0 4',
    '0000000000 65535 f ',
    '0000000009 00000 n ',
    '0000000058 00000 n ',
    '0000000115 00000 n ',
    'trailer << /Size 4 /Root 1 0 R >>',
    'startxref',
    '186',
    '%%EOF',
  ].join('\n'),
)
const PNG_HEADER = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])

async function put(url: string, body: BodyInit, headers: Record<string, string> = {}) {
  const res = await server.app.handle(new Request(`http://localhost${new URL(url).pathname}`, { method: 'PUT', headers, body }))
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers }
}

async function get(url: string) {
  return server.app.handle(new Request(`http://localhost${new URL(url).pathname}`))
}

describe('license documents: signed upload, attach, signed download', () => {
  test('the whole flow with a real PDF', async () => {
    const p = await signUpProvider(server)
    const license = (await server.call('GET', '/api/license', { token: p.token })).body[0]
    const signed = await server.call('PUT', '/api/license/upload-signed-url', { token: p.token, body: { filename: 'tx-license.pdf', contentType: 'application/pdf' } })
    expect(signed.status).toBe(200)
    expect(signed.body).toEqual({ uploadUrl: expect.stringMatching(/^http:\/\/localhost:3000\/api\/files\/upload\/[\w-]+\.[\w-]+$/), fileId: expect.any(String), expiresAt: expect.any(String) })
    expect(Date.parse(signed.body.expiresAt) - server.clock.now().getTime()).toBeCloseTo(15 * 60_000, -4)

    const uploaded = await put(signed.body.uploadUrl, PDF, { 'content-type': 'application/pdf', 'content-length': String(PDF.byteLength) })
    expect(uploaded.status).toBe(200)
    expect(uploaded.body).toEqual({ fileId: signed.body.fileId, filename: 'tx-license.pdf', contentType: 'application/pdf', size: PDF.byteLength })

    const attached = await server.call('PUT', '/api/license-image', { token: p.token, body: { fileId: signed.body.fileId, licenseId: license.licenseId } })
    expect(attached.status).toBe(200)
    expect(attached.body).toMatchObject({ licenseId: license.licenseId, filename: 'tx-license.pdf', contentType: 'application/pdf', filelink: expect.stringContaining('/api/files/download/') })

    const listed = (await server.call('GET', '/api/license', { token: p.token })).body[0]
    const download = await get(listed.filelink)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    expect(download.headers.get('content-disposition')).toContain('tx-license.pdf')
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF)

    // The link expires after an hour.
    server.clock.advance(61 * 60_000)
    try {
      const late = await get(listed.filelink)
      expect(late.status).toBe(403)
      expect(((await late.json()) as { message: string }).message).toContain('expired')
    } finally {
      server.clock.advance(-61 * 60_000)
    }
  })

  test('an upload URL expires, cannot be altered and works once', async () => {
    const p = await signUpProvider(server)
    const first = (await server.call('PUT', '/api/license/upload-signed-url', { token: p.token })).body
    server.clock.advance(16 * 60_000)
    try {
      const late = await put(first.uploadUrl, PDF, { 'content-type': 'application/pdf' })
      expect(late.status).toBe(403)
      expect(late.body.message).toContain('expired')
    } finally {
      server.clock.advance(-16 * 60_000)
    }
    const fresh = (await server.call('PUT', '/api/license/upload-signed-url', { token: p.token })).body
    const [payload, signature] = new URL(fresh.uploadUrl).pathname.split('/').pop()!.split('.')
    const forged = JSON.parse(Buffer.from(payload!, 'base64url').toString())
    forged.expiresAt += 86_400_000
    const tampered = fresh.uploadUrl.replace(payload!, Buffer.from(JSON.stringify(forged)).toString('base64url'))
    expect((await put(tampered, PDF, { 'content-type': 'application/pdf' })).status).toBe(403)
    // Change the signature's first character (to one it is not).
    const altered = (signature![0] === 'x' ? 'y' : 'x') + signature!.slice(1)
    expect((await put(fresh.uploadUrl.replace(signature!, altered), PDF, { 'content-type': 'application/pdf' })).status).toBe(403)
    expect((await put(fresh.uploadUrl, PDF, { 'content-type': 'application/pdf' })).status).toBe(200)
    expect((await put(fresh.uploadUrl, PDF, { 'content-type': 'application/pdf' })).status).toBe(409)
    // A download link is not an upload link, and the other way round.
    expect((await get(fresh.uploadUrl.replace('/upload/', '/download/'))).status).toBe(403)
  })

  test('only PDF, JPEG, PNG or HEIC, and the bytes must match the declared type', async () => {
    const p = await signUpProvider(server)
    const url = async (body?: unknown) => (await server.call('PUT', '/api/license/upload-signed-url', { token: p.token, body })).body.uploadUrl as string
    const message = 'File must be a PDF, JPEG, PNG or HEIC image'
    const text = await put(await url(), 'hello', { 'content-type': 'text/plain' })
    expect(text).toMatchObject({ status: 400, body: { message } })
    const lying = await put(await url(), PNG_HEADER, { 'content-type': 'application/pdf' })
    expect(lying).toMatchObject({ status: 400, body: { message } })
    expect((await put(await url(), PNG_HEADER, { 'content-type': 'image/png' })).status).toBe(200)
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70])
    expect((await put(await url(), jpeg, { 'content-type': 'image/jpg' })).body).toMatchObject({ contentType: 'image/jpeg', filename: 'license.jpg' })
    const heic = new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode('ftypheic'), 0, 0, 0, 0])
    expect((await put(await url(), heic, { 'content-type': 'image/heic' })).status).toBe(200)
    const promisedPdf = await url({ contentType: 'application/pdf' })
    expect((await put(promisedPdf, PNG_HEADER, { 'content-type': 'image/png' })).status).toBe(400)
    expect((await put(await url(), new Uint8Array(), { 'content-type': 'application/pdf' })).body.message).toBe('The file is empty')
    const refused = await server.call('PUT', '/api/license/upload-signed-url', { token: p.token, body: { contentType: 'application/zip' } })
    expect(refused).toMatchObject({ status: 400, body: { message } })
  })

  test('a scan up to 25 MB and a photo up to 10 MB, past the 1 MB API limit; larger is 413 whether announced or streamed', async () => {
    const p = await signUpProvider(server)
    const url = async () => (await server.call('PUT', '/api/license/upload-signed-url', { token: p.token })).body.uploadUrl as string
    const big = new Uint8Array(2 * 1_048_576)
    big.set(PDF)
    const ok = await put(await url(), big, { 'content-type': 'application/pdf', 'content-length': String(big.byteLength) })
    expect(ok.status).toBe(200)
    expect(ok.body.size).toBe(big.byteLength)
    // Elsewhere the API limit still holds.
    const json = await server.call('POST', '/api/license', { token: p.token, body: 'x'.repeat(10), headers: { 'content-length': String(big.byteLength) } })
    expect(json.status).toBe(413)

    const tooBig = 25 * 1_048_576 + 1
    const announced = await put(await url(), PDF, { 'content-type': 'application/pdf', 'content-length': String(tooBig) })
    expect(announced).toMatchObject({ status: 413, body: { message: 'File must be 25 MB or smaller' } })
    // A photo is read whole to drop its location: 10 MB.
    const photo = await put(await url(), new Uint8Array([0xff, 0xd8, 0xff]), { 'content-type': 'image/jpeg', 'content-length': String(10 * 1_048_576 + 1) })
    expect(photo).toMatchObject({ status: 413, body: { message: 'File must be 10 MB or smaller' } })
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > 26) return controller.close()
        sent++
        // A new buffer each time, as a server's request body gives: the upload releases each chunk once stored.
        const chunk = new Uint8Array(1_048_576)
        chunk.set(PDF)
        controller.enqueue(chunk)
      },
    })
    const streamed = await server.app.handle(
      new Request(`http://localhost${new URL(await url()).pathname}`, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: stream, duplex: 'half' } as RequestInit),
    )
    expect(streamed.status).toBe(413)
    expect((await streamed.json()).message).toBe('File must be 25 MB or smaller')
  })

  test("attaching: only my own uploaded license file, to my own license", async () => {
    const owner = await signUpProvider(server)
    const other = await signUpProvider(server)
    const license = (await server.call('GET', '/api/license', { token: owner.token })).body[0]
    const signed = (await server.call('PUT', '/api/license/upload-signed-url', { token: owner.token })).body
    // Not uploaded yet.
    expect((await server.call('PUT', '/api/license-image', { token: owner.token, body: { fileId: signed.fileId, licenseId: license.licenseId } })).status).toBe(404)
    await put(signed.uploadUrl, PDF, { 'content-type': 'application/pdf' })
    const otherLicense = (await server.call('GET', '/api/license', { token: other.token })).body[0]
    expect((await server.call('PUT', '/api/license-image', { token: other.token, body: { fileId: signed.fileId, licenseId: otherLicense.licenseId } })).status).toBe(404)
    expect((await server.call('PUT', '/api/license-image', { token: other.token, body: { fileId: signed.fileId, licenseId: license.licenseId } })).status).toBe(404)
    const missing = await server.call('PUT', '/api/license-image', { token: owner.token, body: { licenseId: license.licenseId } })
    expect(missing.body.message).toBe('File ID is required')
    const ok = await server.call('PUT', '/api/license-image', { token: owner.token, body: { fileId: signed.fileId, licenseId: license.licenseId } })
    expect(ok.status).toBe(200)
    expect(ok.body.filename).toBe('license.pdf')
  })
})
