/** The shared file calls (spec 000 §7 "Files"): who reads what, names, deletes, photos, containers, facility files. */
import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { facilities } from '../../db/schema'
import { storageFor } from '../../integrations/storage/file-storage'
import { makeApplication, makeMember, signUpOrganization, signUpProvider } from '../../test/factories'
import { startTestServer } from '../../test/harness'
import { sweepUnusedFiles, UNUSED_FILE_SWEEP } from './sweep-unused-files'
import { PROFILE_IMAGE_MESSAGES } from './validate-profile-image'

const server = await startTestServer()

/** A PNG that says it is `width` × `height` (what image readers look at), optionally with an eXIf chunk. */
function png(width: number, height: number, { exif = false } = {}): Uint8Array<ArrayBuffer> {
  const chunk = (type: string, data: number[]) => {
    const length = data.length
    return [(length >>> 24) & 255, (length >>> 16) & 255, (length >>> 8) & 255, length & 255, ...[...type].map((c) => c.charCodeAt(0)), ...data, 0, 0, 0, 0]
  }
  const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]
  return new Uint8Array([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
    ...chunk('IHDR', [...be32(width), ...be32(height), 8, 2, 0, 0, 0]),
    ...(exif ? chunk('eXIf', [...'MM\0*GPS 29.4241N 98.4936W'].map((c) => c.charCodeAt(0))) : []),
    ...chunk('IDAT', [0x78, 0x9c, 0x63, 0, 0, 0, 1, 0, 1]),
    ...chunk('IEND', []),
  ])
}

/** A JPEG of `width` × `height` whose EXIF block (APP1) holds a GPS position. */
function jpegWithLocation(width: number, height: number): Uint8Array<ArrayBuffer> {
  const segment = (marker: number, data: number[]) => [0xff, marker, ((data.length + 2) >> 8) & 255, (data.length + 2) & 255, ...data]
  const text = (s: string) => [...s].map((c) => c.charCodeAt(0))
  return new Uint8Array([
    0xff, 0xd8,
    ...segment(0xe0, [...text('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...segment(0xe1, [...text('Exif'), 0, 0, ...text('GPSLatitude 29.4241 GPSLongitude -98.4936')]),
    ...segment(0xc0, [8, (height >> 8) & 255, height & 255, (width >> 8) & 255, width & 255, 1, 1, 0x11, 0]),
    ...segment(0xda, [1, 1, 0, 0, 63, 0]),
    0x12, 0x34, 0xff, 0xd9,
  ])
}

async function upload(url: string, bytes: Uint8Array<ArrayBuffer>, contentType: string) {
  const res = await server.app.handle(new Request(url, { method: 'PUT', body: bytes, headers: { 'content-type': contentType } }))
  expect(res.status).toBe(200)
  return (await res.json()) as { fileId: string }
}

async function profilePhoto(provider: { token: string }, bytes: Uint8Array<ArrayBuffer>, contentType = 'image/png') {
  const res = await server.call('POST', '/api/upload-signed-url', { token: provider.token, body: { purpose: 'profile-image', filename: 'me.png' } })
  expect(res.status).toBe(200)
  return (await upload(res.body.uploadUrl, bytes, contentType)).fileId
}

const validate = (token: string, fileId: string) => server.call('POST', '/api/provider/validate-profile-image', { token, body: { fileId } })

describe('a profile photo', () => {
  test('a good photo becomes the profile photo, served at a stable address', async () => {
    const p = await signUpProvider(server)
    const fileId = await profilePhoto(p, png(600, 800))
    const res = await validate(p.token, fileId)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ isValid: true, message: null, width: 600, height: 800 })
    expect((await server.call('GET', '/api/user', { token: p.token })).body.image).toBe(res.body.imageUrl)
    const served = await server.app.handle(new Request(res.body.imageUrl))
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('cache-control')).toContain('public')
  })

  test('too small or too narrow says why and keeps the photo the profile had', async () => {
    const p = await signUpProvider(server)
    const small = await validate(p.token, await profilePhoto(p, png(120, 120)))
    expect(small.body).toMatchObject({ isValid: false, message: PROFILE_IMAGE_MESSAGES.tooSmall, width: 120, height: 120, imageUrl: null })
    const banner = await validate(p.token, await profilePhoto(p, png(1600, 300)))
    expect(banner.body).toMatchObject({ isValid: false, message: PROFILE_IMAGE_MESSAGES.tooNarrow })
    expect((await server.call('GET', '/api/user', { token: p.token })).body.image).toBeNull()
  })

  test("someone else's photo, or a file that is not a photo upload, is not found", async () => {
    const owner = await signUpProvider(server)
    const other = await signUpProvider(server)
    const fileId = await profilePhoto(owner, png(400, 400))
    expect((await validate(other.token, fileId)).status).toBe(404)
    expect((await validate(owner.token, '')).body.message).toBe('File ID is required')
  })

  test('a PDF is refused as a photo upload', async () => {
    const p = await signUpProvider(server)
    const res = await server.call('POST', '/api/upload-signed-url', { token: p.token, body: { purpose: 'profile-image' } })
    const put = await server.app.handle(new Request(res.body.uploadUrl, { method: 'PUT', body: new TextEncoder().encode('%PDF-1.7\n'), headers: { 'content-type': 'application/pdf' } }))
    expect(put.status).toBe(400)
    expect(((await put.json()) as { message: string }).message).toBe('Image must be a JPEG, PNG or HEIC photo')
  })

  test('photos lose their location metadata when stored; the picture itself is kept', async () => {
    const p = await signUpProvider(server)
    const jpeg = jpegWithLocation(500, 500)
    const jpegId = await profilePhoto(p, jpeg, 'image/jpeg')
    const stored = (await storageFor(server.ctx).read(jpegId))!.bytes
    const latin = (b: Uint8Array) => Buffer.from(b).toString('latin1')
    expect(latin(jpeg)).toContain('GPSLatitude')
    expect(latin(stored)).not.toContain('GPSLatitude')
    expect(latin(stored)).toContain('JFIF')
    expect([...stored.subarray(stored.length - 4)]).toEqual([...jpeg.subarray(jpeg.length - 4)])
    expect((await validate(p.token, jpegId)).body).toMatchObject({ isValid: true, width: 500, height: 500 })

    const pngId = await profilePhoto(p, png(300, 300, { exif: true }))
    const storedPng = latin((await storageFor(server.ctx).read(pngId))!.bytes)
    expect(storedPng).not.toContain('eXIf')
    expect(storedPng).toContain('IHDR')
  })
})

describe('download links', () => {
  test('the owner, and a facility the provider applied to, get a link; anyone else 404', async () => {
    const p = await signUpProvider(server)
    const fileId = await profilePhoto(p, png(400, 400))
    const own = await server.call('GET', `/api/download-url/${fileId}`, { token: p.token })
    expect(own.status).toBe(200)
    expect(own.body).toMatchObject({ fileId, contentType: 'image/png', filename: 'me.png' })
    expect((await server.app.handle(new Request(own.body.url))).status).toBe(200)

    const applied = await signUpOrganization(server)
    const stranger = await signUpOrganization(server)
    const otherProvider = await signUpProvider(server)
    await makeApplication(server, { providerId: p.providerId, facilityId: applied.facilityId })
    expect((await server.call('GET', `/api/download-url/${fileId}`, { token: applied.token })).status).toBe(200)
    expect((await server.call('GET', `/api/download-url/${fileId}`, { token: stranger.token })).status).toBe(404)
    expect((await server.call('GET', `/api/download-url/${fileId}`, { token: otherProvider.token })).status).toBe(404)
    expect((await server.call('GET', '/api/download-url/not-a-file', { token: p.token })).status).toBe(404)
    expect((await server.call('GET', `/api/download-url/${fileId}`)).status).toBe(401)
  })
})

describe("a file's name and deleting it", () => {
  test('the owner renames a file; others get 404; an empty name is refused', async () => {
    const p = await signUpProvider(server)
    const other = await signUpProvider(server)
    const fileId = await profilePhoto(p, png(400, 400))
    const renamed = await server.call('POST', `/api/files/${fileId}/metadata`, { token: p.token, body: { filename: 'Headshot 2026.png' } })
    expect(renamed.status).toBe(200)
    expect(renamed.body).toMatchObject({ fileId, filename: 'Headshot 2026.png', purpose: 'profile-image', contentType: 'image/png' })
    expect((await server.call('GET', `/api/download-url/${fileId}`, { token: p.token })).body.filename).toBe('Headshot 2026.png')
    expect((await server.call('POST', `/api/files/${fileId}/metadata`, { token: other.token, body: { filename: 'x.png' } })).status).toBe(404)
    const empty = await server.call('POST', `/api/files/${fileId}/metadata`, { token: p.token, body: { filename: '' } })
    expect(empty.status).toBe(400)
    expect(empty.body.message).toBe('File name is required')
  })

  test('a photo in use cannot be deleted; an unused file can, once', async () => {
    const p = await signUpProvider(server)
    const inUse = await profilePhoto(p, png(400, 400))
    await validate(p.token, inUse)
    const refused = await server.call('DELETE', `/api/files/${inUse}`, { token: p.token })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe('This file is still used by your profile as your photo. Replace or remove it there first.')

    const spare = await profilePhoto(p, png(400, 400))
    const other = await signUpProvider(server)
    expect((await server.call('DELETE', `/api/files/${spare}`, { token: other.token })).status).toBe(404)
    expect((await server.call('DELETE', `/api/files/${spare}`, { token: p.token })).status).toBe(204)
    expect((await server.call('DELETE', `/api/files/${spare}`, { token: p.token })).status).toBe(404)
    expect(await storageFor(server.ctx).find(spare)).toBeNull()
  })
})

describe('container upload tokens', () => {
  test('the container name is required; each side writes only its own containers', async () => {
    const p = await signUpProvider(server)
    const missing = await server.call('POST', '/api/internal/sas-token', { token: p.token, body: {} })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toBe('Container name is required.')
    expect((await server.call('POST', '/api/internal/sas-token', { token: p.token, body: { containerName: '' } })).body.message).toBe('Container name is required.')
    const foreign = await server.call('POST', '/api/internal/sas-token', { token: p.token, body: { containerName: 'facility-documents' } })
    expect(foreign.status).toBe(400)

    const granted = await server.call('POST', '/api/internal/sas-token', { token: p.token, body: { containerName: 'licenses' } })
    expect(granted.status).toBe(200)
    expect(granted.body).toMatchObject({ containerName: 'licenses', expiresIn: 900 })
    expect(granted.body.uploadUrl).toContain(granted.body.token)
    const stored = await upload(granted.body.uploadUrl, new TextEncoder().encode('%PDF-1.7\nlicense'), 'application/pdf')
    expect(stored.fileId).toBe(granted.body.fileId)
    expect((await storageFor(server.ctx).find(stored.fileId))!.purpose).toBe('license')
  })
})

describe("a facility's picture and documents", () => {
  test('a picture uploaded for a facility becomes its image; another organization cannot use the facility', async () => {
    const org = await signUpOrganization(server)
    const other = await signUpOrganization(server)
    const signed = await server.call('PUT', '/api/facility/upload-signed-url', { token: org.token, body: { facilityId: org.facilityId, filename: 'storefront.png' } })
    expect(signed.status).toBe(200)
    const { fileId } = await upload(signed.body.uploadUrl, png(800, 600), 'image/png')
    expect((await server.call('PUT', `/api/facility/${org.facilityId}/image`, { token: other.token, body: { fileId } })).status).toBe(404)
    const set = await server.call('PUT', `/api/facility/${org.facilityId}/image`, { token: org.token, body: { fileId } })
    expect(set.status).toBe(200)
    expect(set.body.image).toEndWith(`/api/files/images/${fileId}`)
    const row = await server.ctx.db.read.select({ image: facilities.image }).from(facilities).where(eq(facilities.id, org.facilityId)).get()
    expect(row!.image).toBe(set.body.image)
    expect((await server.call('PUT', '/api/facility/upload-signed-url', { token: other.token, body: { facilityId: org.facilityId } })).status).toBe(404)
    expect((await server.call('PUT', '/api/facility/upload-signed-url', { token: org.token, body: {} })).body.message).toBe('Facility Id is required')
  })

  test("a facility's document opens for its people and for a provider who applied there, nobody else", async () => {
    const org = await signUpOrganization(server)
    const signed = await server.call('PUT', '/api/facility/document-upload-signed-url', { token: org.token, body: { facilityId: org.facilityId, filename: 'Parking and entry.pdf' } })
    const { fileId } = await upload(signed.body.uploadUrl, new TextEncoder().encode('%PDF-1.7\nparking'), 'application/pdf')
    const applicant = await signUpProvider(server)
    const stranger = await signUpProvider(server)
    await makeApplication(server, { providerId: applicant.providerId, facilityId: org.facilityId })
    expect((await server.call('GET', `/api/download-url/${fileId}`, { token: org.token })).status).toBe(200)
    expect((await server.call('GET', `/api/download-url/${fileId}`, { token: applicant.token })).body.filename).toBe('Parking and entry.pdf')
    expect((await server.call('GET', `/api/download-url/${fileId}`, { token: stranger.token })).status).toBe(404)
    // Documents are never served at the pictures' public address.
    expect((await server.call('GET', `/api/files/images/${fileId}`)).status).toBe(404)
  })
})

describe('DELETE /testing/buckets', () => {
  test("removes the listed files of that container only", async () => {
    const p = await signUpProvider(server)
    const photo = await profilePhoto(p, png(400, 400))
    expect((await server.call('DELETE', '/api/testing/buckets', { body: { bucketName: 'licenses', keys: [photo] } })).status).toBe(204)
    expect(await storageFor(server.ctx).find(photo)).not.toBeNull()
    expect((await server.call('DELETE', '/api/testing/buckets', { body: { bucketName: 'profile-images', keys: [photo] } })).status).toBe(204)
    expect(await storageFor(server.ctx).find(photo)).toBeNull()
  })
})

describe('files nobody uses', () => {
  test('are removed a day after upload; used files, young files and facility documents stay', async () => {
    const p = await signUpProvider(server)
    const org = await signUpOrganization(server)
    const used = await profilePhoto(p, png(400, 400))
    await validate(p.token, used)
    const unused = await profilePhoto(p, png(90, 90))
    const signed = await server.call('PUT', '/api/facility/document-upload-signed-url', { token: org.token, body: { facilityId: org.facilityId } })
    const document = (await upload(signed.body.uploadUrl, new TextEncoder().encode('%PDF-1.7\npolicy'), 'application/pdf')).fileId

    const early = await sweepAll()
    expect(early).not.toContain(unused)
    server.clock.advance(UNUSED_FILE_SWEEP.graceMs + 60_000)
    const young = await profilePhoto(p, png(90, 90))
    const removed = await sweepAll()
    expect(removed).toContain(unused)
    expect(removed).not.toContain(used)
    expect(removed).not.toContain(document)
    expect(removed).not.toContain(young)
    expect(await storageFor(server.ctx).find(unused)).toBeNull()
    expect(await storageFor(server.ctx).find(used)).not.toBeNull()
  })

  test("a facility user deletes their facility's document, even one a colleague uploaded", async () => {
    const org = await signUpOrganization(server)
    const colleague = await makeMember(server, { organizationId: org.organizationId, role: 'ADMIN' })
    const other = await signUpOrganization(server)
    const signed = await server.call('PUT', '/api/facility/document-upload-signed-url', { token: colleague.token, body: { facilityId: org.facilityId } })
    const { fileId } = await upload(signed.body.uploadUrl, new TextEncoder().encode('%PDF-1.7\nold policy'), 'application/pdf')
    expect((await server.call('DELETE', `/api/files/${fileId}`, { token: other.token })).status).toBe(404)
    expect((await server.call('DELETE', `/api/files/${fileId}`, { token: org.token })).status).toBe(204)
  })
})

/** Every page of the store, as passes of the sweep would take them. */
async function sweepAll(): Promise<string[]> {
  const removed: string[] = []
  for (;;) {
    const pass = await sweepUnusedFiles(server.ctx, { force: true })
    removed.push(...pass.removed)
    if (pass.looked < UNUSED_FILE_SWEEP.batch) return removed
  }
}
