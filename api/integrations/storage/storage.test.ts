import { afterAll, describe, expect, test } from 'bun:test'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { uuidv7 } from 'uuidv7'
import type { AppContext } from '../../context'
import { acceptedTypesFor, DOCX_CONTENT_TYPE, normalizeContentType, RESUME_CONTENT_TYPES, sniffContentType } from './file-types'
import { isFileId, localFileStorage, storageRootFor, type StoredFile } from './file-storage'
import { cleanFilename } from './receive-upload'
import { serveDownload } from './serve-download'
import { signFileToken, signedDownloadUrl, verifyFileToken } from './signed-urls'

const encode = (s: string) => new TextEncoder().encode(s)

describe('file types', () => {
  test('content types are normalised and limited to documents and photos', () => {
    expect(normalizeContentType('Application/PDF; charset=binary')).toBe('application/pdf')
    expect(normalizeContentType('image/jpg')).toBe('image/jpeg')
    expect(normalizeContentType('image/heif')).toBe('image/heif')
    expect(normalizeContentType('text/html')).toBeNull()
    expect(normalizeContentType(null)).toBeNull()
  })

  test('a résumé is PDF or DOCX; a DOCX is a ZIP holding word/document.xml', () => {
    expect(acceptedTypesFor('resume').types).toEqual(RESUME_CONTENT_TYPES)
    expect(acceptedTypesFor('license').types).not.toContain(DOCX_CONTENT_TYPE)
    expect(normalizeContentType(DOCX_CONTENT_TYPE)).toBeNull()
    expect(normalizeContentType(DOCX_CONTENT_TYPE.toUpperCase(), RESUME_CONTENT_TYPES)).toBe(DOCX_CONTENT_TYPE)
    expect(normalizeContentType('image/jpeg', RESUME_CONTENT_TYPES)).toBeNull()
    const zip = (entry: string) => new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Array(26).fill(0), ...encode(entry)])
    expect(sniffContentType(zip('word/document.xml'))).toBe(DOCX_CONTENT_TYPE)
    expect(sniffContentType(zip('xl/workbook.xml'))).toBeNull()
  })

  test('the bytes say what they are', () => {
    expect(sniffContentType(encode('%PDF-1.7\n'))).toBe('application/pdf')
    expect(sniffContentType(new Uint8Array([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg')
    expect(sniffContentType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png')
    expect(sniffContentType(new Uint8Array([0, 0, 0, 24, ...encode('ftypmif1')]))).toBe('image/heic')
    expect(sniffContentType(new Uint8Array([0, 0, 0, 24, ...encode('ftypisom')]))).toBeNull() // an MP4
    expect(sniffContentType(encode('MZ\x90\x00'))).toBeNull()
    expect(sniffContentType(new Uint8Array())).toBeNull()
  })

  test('file names are made safe to show and to send in a header', () => {
    expect(cleanFilename('../../etc/passwd', 'x.pdf')).toBe('passwd')
    expect(cleanFilename('C:\\scans\\lic "TX".pdf', 'x.pdf')).toBe('lic TX.pdf')
    expect(cleanFilename('  ', 'license.pdf')).toBe('license.pdf')
    expect(cleanFilename(undefined, 'license.pdf')).toBe('license.pdf')
  })
})

describe('signed tokens', () => {
  let now = Date.parse('2026-11-22T10:00:00Z')
  const ctx = { secret: 'a-secret-of-at-least-thirty-two-characters', clock: { now: () => new Date(now) }, config: { publicUrl: 'https://rx.example.com' } } as unknown as AppContext

  test('round trip, expiry by the clock, kind and signature checked', () => {
    const token = signFileToken(ctx, { kind: 'download', fileId: 'f1', expiresAt: now + 1000 })
    expect(verifyFileToken(ctx, token, 'download')).toMatchObject({ fileId: 'f1' })
    expect(() => verifyFileToken(ctx, token, 'upload')).toThrow('not valid')
    expect(() => verifyFileToken({ ...ctx, secret: 'another-secret-of-thirty-two-characters' }, token, 'download')).toThrow('not valid')
    expect(() => verifyFileToken(ctx, `${token}x`, 'download')).toThrow('not valid')
    expect(() => verifyFileToken(ctx, 'garbage', 'download')).toThrow('not valid')
    now += 1000
    expect(() => verifyFileToken(ctx, token, 'download')).toThrow('expired')
  })

  test('download links live on the public address', () => {
    expect(signedDownloadUrl(ctx, 'f2')).toStartWith('https://rx.example.com/api/files/download/')
  })
})

describe('local storage', () => {
  const root = mkdtempSync(join(tmpdir(), 'storage-test-'))
  const storage = localFileStorage(root)
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  const file = (fileId = uuidv7()): StoredFile => ({
    fileId,
    ownerUserId: 'u1',
    purpose: 'license',
    contentType: 'application/pdf',
    size: 9,
    filename: 'Lizenz-Müller.pdf',
    uploadedAt: new Date().toISOString(),
  })

  test('put, find, read, remove; a second put of one id is 409', async () => {
    const before = readdirSync(root).length
    const f = file()
    await storage.put(f, encode('%PDF-1.4\n'))
    expect(await storage.find(f.fileId)).toEqual(f)
    expect(new TextDecoder().decode((await storage.read(f.fileId))!.bytes)).toBe('%PDF-1.4\n')
    await expect(storage.put(f, encode('%PDF-2'))).rejects.toMatchObject({ status: 409 })
    await storage.remove(f.fileId)
    expect(await storage.find(f.fileId)).toBeNull()
    expect(readdirSync(root)).toHaveLength(before)
  })

  test('only our ids reach the disk', async () => {
    expect(isFileId(uuidv7())).toBe(true)
    expect(isFileId('../secret')).toBe(false)
    expect(await storage.find('../../etc/passwd')).toBeNull()
    await expect(storage.put({ ...file(), fileId: '../x' }, encode('%PDF'))).rejects.toThrow()
  })

  test('downloads send the real name in filename* and an ASCII stand-in', async () => {
    const f = file()
    const ctx = { secret: 's'.repeat(32), clock: { now: () => new Date() }, config: { publicUrl: 'http://localhost' }, db: { directory: root, location: root } } as unknown as AppContext
    // storageFor(ctx) keeps files in `<directory>/files`.
    const local = localFileStorage(join(root, 'files'))
    await local.put(f, encode('%PDF-1.4\n'))
    const token = signFileToken(ctx, { kind: 'download', fileId: f.fileId, expiresAt: Date.now() + 60_000 })
    const res = await serveDownload({ ctx, token })
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="Lizenz-M_ller.pdf"; filename*=UTF-8''Lizenz-M%C3%BCller.pdf`)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await res.text()).toBe('%PDF-1.4\n')
  })

  test('where files live: beside the database, in a temporary directory, or ./data/files', () => {
    expect(storageRootFor({ directory: '/srv/rx', location: '/srv/rx/marketplace.db' })).toBe('/srv/rx/files')
    const temporary = storageRootFor({ directory: null, location: ':memory:' })
    expect(temporary).toStartWith(tmpdir())
    expect(existsSync(temporary)).toBe(false) // created when the storage opens
    expect(storageRootFor({ directory: null, location: 'libsql://db.example.com' })).toBe(join(process.cwd(), 'data', 'files'))
  })
})
