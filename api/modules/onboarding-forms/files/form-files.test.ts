import { describe, expect, test } from 'bun:test'
import { STORAGE_LIMITS } from '../../../integrations/storage/signed-urls'
import { makeFacility, makeMember, makeShift, signUpOrganization, signUpProvider } from '../../../test/factories'
import { startTestServer } from '../../../test/harness'

const server = await startTestServer()
const org = await signUpOrganization(server, { facilityName: 'Lakeside Community Pharmacy' })
const uptown = await makeFacility(server, { organizationId: org.organizationId, name: 'Lakeside Uptown Pharmacy' })
const memberOfUptown = await makeMember(server, { organizationId: org.organizationId, role: 'MEMBER', facilityIds: [uptown.id] })
const other = await signUpOrganization(server)
const provider = await signUpProvider(server)
const stranger = await signUpProvider(server)

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF')
const DOCUMENT_TYPES_MESSAGE = 'File must be a PDF, Word document, JPEG, PNG or HEIC image'

function upload(token: string | null, facilityId: string, body: BodyInit, headers: Record<string, string> = {}) {
  return server.app.handle(
    new Request(`http://localhost/api/facility/${facilityId}/ffm/files`, {
      method: 'POST',
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      body,
    }),
  )
}
function form(bytes: Uint8Array<ArrayBuffer>, name: string, type: string) {
  const data = new FormData()
  data.append('file', new File([bytes], name, { type }))
  return data
}
const uploadPdf = (token: string, facilityId: string, name = 'parking-map.pdf') => upload(token, facilityId, form(PDF, name, 'application/pdf'))

async function ffmOf(token: string, facilityId: string) {
  const list = await server.call('GET', '/api/facility/ffm/onboardings?pageSize=100', { token })
  const id = list.body.data.find((f: { facilityId: string }) => f.facilityId === facilityId).id as string
  return (await server.call('GET', `/api/facility/ffm/${id}`, { token })).body
}

describe('POST /api/facility/{facilityId}/ffm/files', () => {
  test('a PDF sent as multipart is stored as the facility document, listed on the form and readable by link', async () => {
    const res = await uploadPdf(org.token, org.facilityId)
    expect(res.status).toBe(201)
    const file = await res.json()
    expect(file).toMatchObject({ filename: 'parking-map.pdf', contentType: 'application/pdf', size: PDF.byteLength })
    const detail = await ffmOf(org.token, org.facilityId)
    expect(detail.files.map((f: { fileId: string }) => f.fileId)).toContain(file.fileId)

    const link = await server.call('POST', `/api/facility/${org.facilityId}/ffm/files/get-url`, { token: org.token, body: { fileId: file.fileId } })
    expect(link.status).toBe(200)
    expect(link.body.filename).toBe('parking-map.pdf')
    const download = await server.app.handle(new Request(`http://localhost${new URL(link.body.url).pathname}`))
    expect(download.status).toBe(200)
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF)
  })

  test('the type is read from the bytes: a text file labelled PDF, or an unnamed part, answers 400 with the message', async () => {
    const fake = await upload(org.token, org.facilityId, form(new TextEncoder().encode('#!/bin/sh\necho hi'), 'policy.pdf', 'application/pdf'))
    expect(fake.status).toBe(400)
    expect((await fake.json()).message).toBe(DOCUMENT_TYPES_MESSAGE)
    const zip = await upload(org.token, org.facilityId, form(new Uint8Array([0x50, 0x4b, 3, 4, ...new Array(40).fill(0)]), 'a.zip', 'application/zip'))
    expect(zip.status).toBe(400)
    expect((await zip.json()).message).toBe(DOCUMENT_TYPES_MESSAGE)
    // A client that labels every part octet-stream: the bytes say PDF, so it is a PDF.
    const unlabelled = await upload(org.token, org.facilityId, form(PDF, 'floor-plan', 'application/octet-stream'))
    expect(unlabelled.status).toBe(201)
    expect((await unlabelled.json()).contentType).toBe('application/pdf')
  })

  test('not multipart, no file part, or a broken body → 400, never 500', async () => {
    const json = await upload(org.token, org.facilityId, JSON.stringify({ file: 'x' }), { 'content-type': 'application/json' })
    expect(json.status).toBe(400)
    expect((await json.json()).message).toBe('Send the file as multipart/form-data with a "file" field')
    const data = new FormData()
    data.append('note', 'no file here')
    const missing = await upload(org.token, org.facilityId, data)
    expect(missing.status).toBe(400)
    expect((await missing.json()).message).toBe('File is required')
    const broken = await upload(org.token, org.facilityId, 'garbage without parts', { 'content-type': 'multipart/form-data; boundary=xyz' })
    expect(broken.status).toBe(400)
  })

  test('over 10 MB → 413, whether the length is declared or the body streams in chunks', async () => {
    const big = new Uint8Array(STORAGE_LIMITS.maxUploadBytes + 1024)
    big.set(PDF)
    const declared = await upload(org.token, org.facilityId, form(big, 'scan.pdf', 'application/pdf'))
    expect(declared.status).toBe(413)
    expect((await declared.json()).message).toBe('File must be 10 MB or smaller')

    // Chunked, no Content-Length: counted as it arrives.
    const encoded = new Response(form(big, 'scan.pdf', 'application/pdf'))
    const contentType = encoded.headers.get('content-type')!
    const bytes = new Uint8Array(await encoded.arrayBuffer())
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 1_048_576) controller.enqueue(bytes.subarray(i, i + 1_048_576))
        controller.close()
      },
    })
    const chunked = await server.app.handle(
      new Request(`http://localhost/api/facility/${org.facilityId}/ffm/files`, { method: 'POST', headers: { authorization: `Bearer ${org.token}`, 'content-type': contentType }, body: stream }),
    )
    expect(chunked.status).toBe(413)
  })

  test("another organization's facility, a facility a MEMBER does not see → 404; no token → 401; a provider → 403", async () => {
    expect((await uploadPdf(other.token, org.facilityId)).status).toBe(404)
    expect((await uploadPdf(memberOfUptown.token, org.facilityId)).status).toBe(404)
    expect((await uploadPdf(memberOfUptown.token, uptown.id)).status).toBe(201)
    expect((await upload(null, org.facilityId, form(PDF, 'a.pdf', 'application/pdf'))).status).toBe(401)
    expect((await uploadPdf(provider.token, org.facilityId)).status).toBe(403)
  })
})

describe('get-url and DELETE /api/facility/{facilityId}/ffm/files', () => {
  test("a file on another facility's form, or another organization's → 404; deleting removes it from the form and the store", async () => {
    const file = await (await uploadPdf(org.token, org.facilityId, 'policies.pdf')).json()
    // Same organization, other facility's form: not this form's file.
    expect((await server.call('POST', `/api/facility/${uptown.id}/ffm/files/get-url`, { token: org.token, body: { fileId: file.fileId } })).status).toBe(404)
    expect((await server.call('POST', `/api/facility/${org.facilityId}/ffm/files/get-url`, { token: other.token, body: { fileId: file.fileId } })).status).toBe(404)
    expect((await server.call('DELETE', `/api/facility/${org.facilityId}/ffm/files`, { token: other.token, body: { fileId: file.fileId } })).status).toBe(404)
    expect((await server.call('DELETE', `/api/facility/${org.facilityId}/ffm/files`, { token: memberOfUptown.token, body: { fileId: file.fileId } })).status).toBe(404)
    const missingId = await server.call('POST', `/api/facility/${org.facilityId}/ffm/files/get-url`, { token: org.token, body: {} })
    expect(missingId.status).toBe(400)
    expect(missingId.body.message).toBe('File ID is required')

    const removed = await server.call('DELETE', `/api/facility/${org.facilityId}/ffm/files`, { token: org.token, body: { fileId: file.fileId } })
    expect(removed.status).toBe(204)
    expect((await ffmOf(org.token, org.facilityId)).files.map((f: { fileId: string }) => f.fileId)).not.toContain(file.fileId)
    expect((await server.call('POST', `/api/facility/${org.facilityId}/ffm/files/get-url`, { token: org.token, body: { fileId: file.fileId } })).status).toBe(404)
    expect((await server.call('GET', `/api/download-url/${file.fileId}`, { token: org.token })).status).toBe(404)
    expect((await server.call('DELETE', `/api/facility/${org.facilityId}/ffm/files`, { token: org.token, body: { fileId: file.fileId } })).status).toBe(404)
  })

  test('at most 20 files a form (422)', async () => {
    const facility = await makeFacility(server, { organizationId: org.organizationId, name: 'Lakeside Clinic Pharmacy' })
    for (let i = 0; i < 20; i++) expect((await uploadPdf(org.token, facility.id, `page-${i}.pdf`)).status).toBe(201)
    const over = await uploadPdf(org.token, facility.id)
    expect(over.status).toBe(422)
    expect((await over.json()).message).toBe('An onboarding form can hold at most 20 files')
  })
})

describe("the hired provider's view", () => {
  test('lists the files, which the hired provider may open and another provider may not', async () => {
    const detail = await ffmOf(org.token, org.facilityId)
    const said = 'Ask for the manager'
    const submitted = await server.call('PUT', `/api/facility/${org.facilityId}/ffm/${detail.id}`, {
      token: org.token,
      body: {
        submit: true,
        operatingDays: [{ day: 'MONDAY', timeSlots: [{ startTime: '09:00', endTime: '17:00' }] }],
        ...Object.fromEntries(['phoneGreeting', 'pointOfContact', 'parkingLocation', 'belongings', 'openingProcedures', 'closingProcedures', 'software', 'specialties', 'pharmacistDuties', 'technicianDuties', 'attire', 'breakPolicy', 'ciiPolicies'].map((k) => [k, said])),
        hazardousHandling: 'No',
        otcAnswer: 'Yes',
      },
    })
    expect(submitted.status).toBe(200)
    const { teamToken } = await import('../../../test/factories')
    expect((await server.call('PUT', `/api/admin-panel/ffm/${detail.id}/approve`, { token: await teamToken(server, 'OPERATIONS') })).status).toBe(200)
    // Providers read the form and its files once the facility publishes the approved packet:
    // before, even the hired provider is told a file does not exist.
    const { shiftId } = await makeShift(server, { facilityId: org.facilityId, daysFromNow: 2, providerId: provider.providerId })
    const unpublished = (await ffmOf(org.token, org.facilityId)).files[0].fileId as string
    expect((await server.call('GET', `/api/download-url/${unpublished}`, { token: provider.token })).status).toBe(404)
    expect((await server.call('GET', `/api/download-url/${unpublished}`, { token: org.token })).status).toBe(200)
    expect((await server.call('PUT', `/api/facility/${org.facilityId}/ffm/${detail.id}/complete`, { token: org.token })).body.status).toBe('COMPLETED')
    const view = await server.call('GET', `/api/provider/shift/${shiftId}/onboarding`, { token: provider.token })
    expect(view.status).toBe(200)
    expect(view.body.files.length).toBeGreaterThan(0)
    const fileId = view.body.files[0].fileId
    expect((await server.call('GET', `/api/download-url/${fileId}`, { token: provider.token })).status).toBe(200)
    expect((await server.call('GET', `/api/download-url/${fileId}`, { token: stranger.token })).status).toBe(404)

    // The approved shift carries its "optional onboarding" only where the pharmacy has a packet.
    const { shiftId: draftFacilityShift } = await makeShift(server, { facilityId: uptown.id, daysFromNow: 3, providerId: provider.providerId })
    const approved = await server.call('GET', '/api/provider/shift/approved?pageSize=100', { token: provider.token })
    expect(approved.status).toBe(200)
    const byId = new Map(approved.body.data.map((s: { shiftId: string; onboarding: unknown }) => [s.shiftId, s.onboarding]))
    expect(byId.get(shiftId)).toEqual({ url: `/api/provider/shift/${shiftId}/onboarding` })
    expect(byId.get(draftFacilityShift)).toBeNull()
  })
})
