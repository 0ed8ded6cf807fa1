/**
 * A provider keeps an uploaded résumé as theirs (`PUT /provider/resume`) and reads it back with a
 * fresh link (`GET /files/user/get-resume`); nobody keeps or reads another's file.
 */
import { describe, expect, test } from 'bun:test'
import { generateResume } from '../../../scripts/resumes/generate'
import { signUpOrganization, signUpProvider, type TestProvider } from '../../test/factories'
import { startTestServer, type TestServer } from '../../test/harness'

async function uploadResume(server: TestServer, provider: TestProvider, purpose = 'resume'): Promise<{ fileId: string; downloadUrl: string }> {
  const pdf = await generateResume('pdf-single-column', 7)
  const signed = await server.call('POST', '/api/upload-signed-url', { token: provider.token, body: { purpose, filename: 'cv' } })
  expect(signed.status).toBe(200)
  const put = await server.app.handle(new Request(signed.body.uploadUrl, { method: 'PUT', headers: { 'content-type': pdf.contentType }, body: pdf.bytes }))
  expect(put.status).toBe(200)
  return { fileId: signed.body.fileId, downloadUrl: signed.body.downloadUrl }
}

describe('keeping and reading my résumé', async () => {
  const server = await startTestServer()
  const provider = await signUpProvider(server)

  test('none yet: 404 with a message', async () => {
    const res = await server.call('GET', '/api/files/user/get-resume', { token: provider.token })
    expect(res).toMatchObject({ status: 404, body: { message: 'No résumé has been uploaded yet' } })
  })

  test('kept, then read back with a link signed at reading time that serves the file', async () => {
    const { fileId } = await uploadResume(server, provider)
    const kept = await server.call('PUT', '/api/provider/resume', { token: provider.token, body: { fileId, originalFilename: 'Jane Doe CV.pdf' } })
    expect(kept.status).toBe(200)
    expect(kept.body).toMatchObject({ fileId, fileType: 'pdf', originalFilename: 'Jane Doe CV.pdf', mimeType: 'application/pdf' })
    server.clock.advance(2 * 3_600_000)
    const read = await server.call('GET', '/api/files/user/get-resume', { token: provider.token })
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({ fileId, originalFilename: 'Jane Doe CV.pdf' })
    // The link kept two hours ago has expired; the one just read works.
    expect((await server.app.handle(new Request(kept.body.url))).status).toBe(403)
    const file = await server.app.handle(new Request(read.body.url))
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toContain('application/pdf')
  })

  test("another provider's file, an unknown id or a malformed one: 404, and nothing is kept", async () => {
    const other = await signUpProvider(server)
    const { fileId } = await uploadResume(server, other)
    for (const id of [fileId, '0196a1b2-0000-7000-8000-000000000000', '../../etc/passwd']) {
      const res = await server.call('PUT', '/api/provider/resume', { token: provider.token, body: { fileId: id } })
      expect(res.status).toBe(404)
    }
    expect((await server.call('GET', '/api/files/user/get-resume', { token: other.token })).status).toBe(404)
  })

  test('rejects unauthenticated and facility callers', async () => {
    const organization = await signUpOrganization(server)
    expect((await server.call('GET', '/api/files/user/get-resume')).status).toBe(401)
    expect((await server.call('GET', '/api/files/user/get-resume', { token: organization.token })).status).toBe(403)
    expect((await server.call('PUT', '/api/provider/resume', { token: organization.token, body: { fileId: 'x' } })).status).toBe(403)
  })

  test('a missing fileId is a 400 with a message', async () => {
    const res = await server.call('PUT', '/api/provider/resume', { token: provider.token, body: {} })
    expect(res.status).toBe(400)
    expect(res.body.message).toBeTruthy()
  })
})
