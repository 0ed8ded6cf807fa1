/**
 * Résumé upload and extraction through app.handle: who may call, what counts as a valid résumé
 * URL (one message for every bad one, nothing about other people's files), the file types, and
 * the fields read from a PDF and a DOCX résumé of the generator.
 */
import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { generateResume } from '../../../scripts/resumes/generate'
import { RESUME_URL_MESSAGE } from '../../../shared/contracts/resumes'
import { providers } from '../../db/schema'
import { declaredUnpackedSize } from './read-resume-text'
import { signUpOrganization, signUpProvider, type TestProvider } from '../../test/factories'
import { startTestServer, type TestServer } from '../../test/harness'

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

/** Asks for a résumé upload URL and PUTs the bytes; answers the download link. */
async function upload(server: TestServer, provider: TestProvider, bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<string> {
  const signed = await server.call('POST', '/api/upload-signed-url', { token: provider.token, body: { purpose: 'resume', filename: 'resume' } })
  expect(signed.status).toBe(200)
  const put = await server.app.handle(new Request(signed.body.uploadUrl, { method: 'PUT', headers: { 'content-type': contentType }, body: bytes }))
  expect(put.status).toBe(200)
  return signed.body.downloadUrl
}

function extract(server: TestServer, token: string | undefined, body: unknown) {
  return server.call('POST', '/api/resume-extraction/user/profile', { token, body })
}

describe('POST /resume-extraction/user/profile', async () => {
  const server = await startTestServer()
  const provider = await signUpProvider(server)
  const pdf = await generateResume('pdf-single-column', 11)
  const pdfUrl = await upload(server, provider, pdf.bytes, pdf.contentType)

  test('rejects unauthenticated', async () => {
    expect((await extract(server, undefined, { resumeUrl: pdfUrl, originalFilename: 'cv.pdf' })).status).toBe(401)
  })

  test('rejects a facility caller', async () => {
    const organization = await signUpOrganization(server)
    expect((await extract(server, organization.token, { resumeUrl: pdfUrl, originalFilename: 'cv.pdf' })).status).toBe(403)
  })

  test("another provider's résumé is a 400 with the same message, and nothing of it", async () => {
    const other = await signUpProvider(server)
    const res = await extract(server, other.token, { resumeUrl: pdfUrl, originalFilename: 'cv.pdf' })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(RESUME_URL_MESSAGE)
    expect(res.text).not.toContain(pdf.sample.lastName)
  })

  test('a bad URL or missing or empty fields: 400 with the exact message', async () => {
    const path = new URL(pdfUrl).pathname
    const token = path.split('/').pop()!
    const bad = [
      { resumeUrl: 'https://evil.example.com' + path, originalFilename: 'cv.pdf' },
      { resumeUrl: '//evil.example.com' + path, originalFilename: 'cv.pdf' },
      { resumeUrl: 'not a url', originalFilename: 'cv.pdf' },
      { resumeUrl: '/api/files/download/' + token.slice(0, -2) + 'xx', originalFilename: 'cv.pdf' },
      { resumeUrl: '/api/files/upload/' + token, originalFilename: 'cv.pdf' },
      { resumeUrl: 'file:///etc/passwd', originalFilename: 'cv.pdf' },
      { resumeUrl: '', originalFilename: 'cv.pdf' },
      { resumeUrl: pdfUrl, originalFilename: '' },
      { resumeUrl: pdfUrl },
      { originalFilename: 'cv.pdf' },
      { resumeUrl: 42, originalFilename: 'cv.pdf' },
      {},
      null,
      undefined,
    ]
    for (const body of bad) {
      const res = await extract(server, provider.token, body)
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status: 400, message: RESUME_URL_MESSAGE })
    }
  })

  test('an expired link is a 400 too', async () => {
    const url = await upload(server, provider, pdf.bytes, pdf.contentType)
    server.clock.advance(61 * 60_000)
    try {
      const res = await extract(server, provider.token, { resumeUrl: url, originalFilename: 'cv.pdf' })
      expect([res.status, res.body.message]).toEqual([400, RESUME_URL_MESSAGE])
    } finally {
      server.clock.advance(-61 * 60_000)
    }
  })

  test('a PDF résumé (absolute or relative link): its fields', async () => {
    for (const resumeUrl of [pdfUrl, new URL(pdfUrl).pathname]) {
      const res = await extract(server, provider.token, { resumeUrl, originalFilename: pdf.filename })
      expect(res.status).toBe(200)
      const { profile } = res.body.data
      const s = pdf.sample
      expect(profile.personalInfo).toMatchObject({ firstName: s.firstName, lastName: s.lastName, email: s.email, phone: s.phone, streetAddress: s.streetAddress, city: s.city, state: s.state, zipCode: s.zipCode })
      expect(profile.professionalInfo.title).toBe(s.title)
      expect(profile.professionalInfo.licenses).toEqual(s.licenses.map((l) => ({ state: l.state, licenseNumber: l.licenseNumber })))
      expect(profile.abilities.softwares).toEqual(expect.arrayContaining(s.softwares))
      expect(profile.abilities.languages.sort()).toEqual([...s.languages].sort())
      expect(profile.workExperience.map((j: any) => [j.company, j.jobTitle, j.startDate, j.endDate])).toEqual(s.jobs.map((j) => [j.company, j.jobTitle, j.startDate, j.endDate]))
      expect(profile.education.map((e: any) => [e.institution, e.degreeType, e.graduationDate])).toEqual(s.education.map((e) => [e.institution, e.degreeType, e.graduationDate]))
    }
  })

  test('a DOCX résumé: its fields', async () => {
    const docx = await generateResume('docx-table', 12)
    const url = await upload(server, provider, docx.bytes, DOCX)
    const res = await extract(server, provider.token, { resumeUrl: url, originalFilename: docx.filename })
    expect(res.status).toBe(200)
    const { profile } = res.body.data
    expect(profile.personalInfo).toMatchObject({ firstName: docx.sample.firstName, lastName: docx.sample.lastName, email: docx.sample.email, zipCode: docx.sample.zipCode })
    expect(profile.abilities.skills).toEqual(expect.arrayContaining(docx.sample.skills))
    expect(profile.workExperience).toHaveLength(docx.sample.jobs.length)
    expect(profile.education.map((e: any) => e.degreeType)).toEqual(docx.sample.education.map((e) => e.degreeType))
  })

  test('a file of another type (a license photo) is a 415', async () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xdb, ...new Array(64).fill(0)])
    const signed = await server.call('PUT', '/api/license/upload-signed-url', { token: provider.token, body: { contentType: 'image/jpeg' } })
    const put = await server.app.handle(new Request(signed.body.uploadUrl, { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body: jpeg }))
    expect(put.status).toBe(200)
    const photoUrl = `/api/files/download/${await downloadTokenFor(server, signed.body.fileId)}`
    const res = await extract(server, provider.token, { resumeUrl: photoUrl, originalFilename: 'photo.jpg' })
    expect(res.status).toBe(415)
    expect(res.body.message).toContain('PDF or Word')
  })

  test('a PDF without text (a scan) is a 422', async () => {
    const { PDFDocument } = await import('pdf-lib')
    const doc = await PDFDocument.create()
    doc.addPage()
    const url = await upload(server, provider, new Uint8Array(await doc.save()), 'application/pdf')
    const res = await extract(server, provider.token, { resumeUrl: url, originalFilename: 'scan.pdf' })
    expect(res.status).toBe(422)
    expect(res.body.message).toContain('text')
  })
})

describe('limits', async () => {
  const server = await startTestServer()
  const provider = await signUpProvider(server)

  test('a PDF of more than 20 pages is a 422', async () => {
    const { PDFDocument, StandardFonts } = await import('pdf-lib')
    const doc = await PDFDocument.create()
    const font = await doc.embedFont(StandardFonts.Helvetica)
    for (let i = 0; i < 21; i++) doc.addPage().drawText(`Page ${i + 1} of a very long curriculum vitae with enough letters`, { x: 50, y: 700, font, size: 12 })
    const url = await upload(server, provider, new Uint8Array(await doc.save()), 'application/pdf')
    const res = await extract(server, provider.token, { resumeUrl: url, originalFilename: 'long.pdf' })
    expect([res.status, res.body.message]).toEqual([422, 'Resume is too long: please upload at most 20 pages'])
  })

  test('a DOCX declares its unpacked size; a bomb or an unreadable directory is refused before unpacking', async () => {
    const docx = await generateResume('docx-headings', 5)
    const size = declaredUnpackedSize(docx.bytes)
    expect(size).toBeGreaterThan(docx.bytes.length)
    expect(size).toBeLessThan(1_048_576)
    expect(declaredUnpackedSize(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toBe(Infinity)
    // The same file with its first entry claiming 4 GB unpacked.
    const bomb = new Uint8Array(docx.bytes)
    const view = new DataView(bomb.buffer)
    const end = bomb.length - 22
    expect(view.getUint32(end, true)).toBe(0x06054b50)
    view.setUint32(view.getUint32(end + 16, true) + 24, 0xfffffff0, true)
    expect(declaredUnpackedSize(bomb)).toBeGreaterThan(50 * 1_048_576)
  })

  test('30 extractions an hour per provider, then 429', async () => {
    const pdf = await generateResume('pdf-two-column', 21)
    const busy = await signUpProvider(server)
    const url = await upload(server, busy, pdf.bytes, pdf.contentType)
    const statuses: number[] = []
    for (let i = 0; i < 31; i++) statuses.push((await extract(server, busy.token, { resumeUrl: url, originalFilename: 'cv.pdf' })).status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(30)
    expect(statuses[30]).toBe(429)
    // Another provider has a window of their own.
    const otherUrl = await upload(server, provider, pdf.bytes, pdf.contentType)
    expect((await extract(server, provider.token, { resumeUrl: otherUrl, originalFilename: 'cv.pdf' })).status).toBe(200)
  })
})

/** A download token for a stored file, as the license list would sign it. */
async function downloadTokenFor(server: TestServer, fileId: string): Promise<string> {
  const { signedDownloadUrl } = await import('../../integrations/storage/signed-urls')
  return signedDownloadUrl(server.ctx, fileId).split('/').pop()!
}

describe('résumé uploads', async () => {
  const server = await startTestServer()
  const provider = await signUpProvider(server)

  test('a résumé upload takes PDF and DOCX, checked from the bytes; a photo or a plain ZIP is refused', async () => {
    const ask = () => server.call('POST', '/api/upload-signed-url', { token: provider.token, body: { purpose: 'resume' } })
    const put = async (bytes: Uint8Array<ArrayBuffer>, type: string) => {
      const signed = await ask()
      return server.app.handle(new Request(signed.body.uploadUrl, { method: 'PUT', headers: { 'content-type': type }, body: bytes }))
    }
    const docx = await generateResume('docx-headings', 3)
    expect((await put(docx.bytes, DOCX)).status).toBe(200)
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xdb, 1, 2, 3])
    const refused = await put(jpeg, 'image/jpeg')
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { message: string }).message).toBe('Resume must be a PDF or Word (.docx) document')
    // A ZIP that is not a Word document, declared as one.
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new TextEncoder().encode('xl/workbook.xml'), ...new Array(40).fill(0)])
    expect((await put(zip, DOCX)).status).toBe(400)
    // Asking for a type a résumé cannot be.
    const wrongType = await server.call('POST', '/api/upload-signed-url', { token: provider.token, body: { purpose: 'resume', contentType: 'image/png' } })
    expect(wrongType.status).toBe(400)
    expect((await server.call('POST', '/api/upload-signed-url', { token: provider.token, body: { purpose: 'avatar' } })).status).toBe(400)
    expect((await server.call('POST', '/api/upload-signed-url', { body: { purpose: 'resume' } })).status).toBe(401)
  })

  test('a license upload still refuses a Word document', async () => {
    const docx = await generateResume('docx-headings', 4)
    const signed = await server.call('PUT', '/api/license/upload-signed-url', { token: provider.token })
    const res = await server.app.handle(new Request(signed.body.uploadUrl, { method: 'PUT', headers: { 'content-type': DOCX }, body: docx.bytes }))
    expect(res.status).toBe(400)
  })
})

describe('POST /testing/provider/{providerUserId}/resume', async () => {
  const server = await startTestServer()

  test("stores a generated PDF as the provider's résumé, records it, and it extracts", async () => {
    const provider = await signUpProvider(server)
    const res = await server.call('POST', `/api/testing/provider/${provider.userId}/resume`)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ fileType: 'pdf', mimeType: 'application/pdf' })
    expect(res.body.originalFilename).toEndWith('.pdf')
    const row = await server.ctx.db.read.select({ resumeFile: providers.resumeFile }).from(providers).where(eq(providers.userId, provider.userId)).get()
    expect(row?.resumeFile).toEqual(res.body)
    const extracted = await extract(server, provider.token, { resumeUrl: res.body.url, originalFilename: res.body.originalFilename })
    expect(extracted.status).toBe(200)
    expect(extracted.body.data.profile.personalInfo.email).toBe(provider.email.toLowerCase())
    expect((await server.call('POST', '/api/testing/provider/no-such-user/resume')).status).toBe(404)
  })
})
