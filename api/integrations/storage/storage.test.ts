import { describe, expect, test } from 'bun:test'
import { AwsV4Signer } from 'aws4fetch'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { uuidv7 } from 'uuidv7'
import type { AppContext } from '../../context'
import { acceptedTypesFor, DOCX_CONTENT_TYPE, normalizeContentType, RESUME_CONTENT_TYPES, sniffContentType } from './file-types'
import { isFileId, localFileStorage, storageRootFor, type FileStorage, type StoredFile } from './file-storage'
import { FAKE_S3_CREDENTIALS, fakeS3Config, sharedFakeS3 } from './s3-fake'
import { s3FileStorage } from './s3-storage'
import { cleanFilename } from './receive-upload'
import { serveDownload } from './serve-download'
import { signFileToken, signedDownloadUrl, verifyFileToken } from './signed-urls'
import { removeScratchDir, scratchDir } from '../../lib/scratch-dir'

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

/** The same contract, on the disk and on a bucket of the local S3 double. */
const fakeS3 = sharedFakeS3()
const stores: [string, () => FileStorage][] = [
  ['local', () => localFileStorage(scratchDir('storage-test-'))],
  ['S3', () => s3FileStorage(fakeS3Config())],
]

describe.each(stores)('%s storage', (_name, makeStore) => {
  const storage = makeStore()
  const file = (fileId = uuidv7()): StoredFile => ({
    fileId,
    ownerUserId: 'u1',
    purpose: 'license',
    contentType: 'application/pdf',
    size: 9,
    filename: 'Lizenz-Müller.pdf',
    uploadedAt: new Date().toISOString(),
  })
  async function* chunks(count: number, size: number, fail?: Error) {
    for (let i = 0; i < count; i++) yield new Uint8Array(size).fill(i + 1)
    if (fail) throw fail
  }

  test('put, find, read, open, rewrite, remove; a second put of one id is 409', async () => {
    const f = file()
    expect(await storage.put(f, encode('%PDF-1.4\n'))).toEqual(f)
    expect(await storage.find(f.fileId)).toEqual(f)
    expect(new TextDecoder().decode((await storage.read(f.fileId))!.bytes)).toBe('%PDF-1.4\n')
    expect(await new Response((await storage.open(f.fileId))!.stream()).text()).toBe('%PDF-1.4\n')
    await expect(storage.put(f, encode('%PDF-2'))).rejects.toMatchObject({ status: 409 })
    await storage.rewriteMetadata({ ...f, filename: 'renamed.pdf' })
    expect((await storage.find(f.fileId))!.filename).toBe('renamed.pdf')
    await storage.remove(f.fileId)
    expect(await storage.find(f.fileId)).toBeNull()
    expect(await storage.read(f.fileId)).toBeNull()
    expect(await storage.open(f.fileId)).toBeNull()
  })

  test('a streamed body is stored chunk by chunk, its size counted; one that fails leaves nothing', async () => {
    const f = file()
    // 12 MiB in 256 KiB chunks: on S3, a multipart upload of three parts.
    const stored = await storage.put(f, chunks(48, 262_144))
    expect(stored.size).toBe(48 * 262_144)
    const bytes = (await storage.read(f.fileId))!.bytes
    expect(bytes.byteLength).toBe(48 * 262_144)
    expect([bytes[0], bytes[262_144], bytes.at(-1)]).toEqual([1, 2, 48])
    const failed = file()
    await expect(storage.put(failed, chunks(30, 262_144, new Error('too large')))).rejects.toThrow('too large')
    expect(await storage.find(failed.fileId)).toBeNull()
    // The id was not used up: a good upload to the same URL still works.
    expect((await storage.put(failed, encode('%PDF-1.4\n'))).size).toBe(9)
  })

  test('lists complete files after an id, in id order, a page at a time', async () => {
    const ids = Array.from({ length: 5 }, () => uuidv7()).sort()
    for (const id of ids) await storage.put(file(id), encode('%PDF'))
    const all: string[] = []
    let after: string | null = null
    for (;;) {
      const page: StoredFile[] = await storage.listAfter(after, 2)
      if (!page.length) break
      all.push(...page.map((f) => f.fileId))
      after = page.at(-1)!.fileId
    }
    expect(all.filter((id) => ids.includes(id))).toEqual(ids)
    expect(all).toEqual([...all].sort())
  })

  test('only our ids reach the store', async () => {
    expect(isFileId(uuidv7())).toBe(true)
    expect(isFileId('../secret')).toBe(false)
    expect(await storage.find('../../etc/passwd')).toBeNull()
    await expect(storage.put({ ...file(), fileId: '../x' }, encode('%PDF'))).rejects.toThrow()
  })

  test('downloads send the real name in filename* and an ASCII stand-in', async () => {
    const f = file()
    const root = scratchDir('storage-test-')
    const ctx = { secret: 's'.repeat(32), clock: { now: () => new Date() }, config: { publicUrl: 'http://localhost' }, db: { directory: root, location: root } } as unknown as AppContext
    // storageFor(ctx) keeps files in `<directory>/files`.
    const local = localFileStorage(join(root, 'files'))
    await local.put(f, encode('%PDF-1.4\n'))
    const token = signFileToken(ctx, { kind: 'download', fileId: f.fileId, expiresAt: Date.now() + 60_000 })
    const res = await serveDownload({ ctx, token })
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="Lizenz-M_ller.pdf"; filename*=UTF-8''Lizenz-M%C3%BCller.pdf`)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await res.text()).toBe('%PDF-1.4\n')
    removeScratchDir(root)
  })

})

describe('where files live', () => {
  test('beside the database, in a temporary directory, or ./data/files', () => {
    expect(storageRootFor({ directory: '/srv/rx', location: '/srv/rx/marketplace.db' })).toBe('/srv/rx/files')
    const temporary = storageRootFor({ directory: null, location: ':memory:' })
    expect(temporary).toStartWith(tmpdir())
    expect(existsSync(temporary)).toBe(false) // created when the storage opens
    expect(storageRootFor({ directory: null, location: 'libsql://db.example.com' })).toBe(join(process.cwd(), 'data', 'files'))
  })
})

describe('the S3 double and the S3 store', () => {
  test('every call is signed: a wrong secret is refused, and the store says so', async () => {
    const config = fakeS3Config()
    const rejectedBefore = fakeS3.rejectedSignatures
    const forged = s3FileStorage({ ...config, secretAccessKey: 'not-the-secret' })
    await expect(forged.put({ fileId: uuidv7(), ownerUserId: 'u', purpose: 'license', contentType: 'application/pdf', size: 0, filename: 'a.pdf', uploadedAt: '' }, encode('%PDF'))).rejects.toThrow()
    expect(fakeS3.rejectedSignatures).toBeGreaterThan(rejectedBefore)
    const unsigned = await fetch(`${fakeS3.endpoint}/${config.bucket}/files/x.json`)
    expect(unsigned.status).toBe(403)
    expect(FAKE_S3_CREDENTIALS.accessKeyId).toBe(config.accessKeyId)
  })

  test('a streamed file goes up as a multipart upload under the prefix; a failed one is aborted', async () => {
    const config = fakeS3Config()
    const storage = s3FileStorage(config)
    const before = { ...fakeS3.calls }
    const id = uuidv7()
    async function* big() {
      for (let i = 0; i < 12; i++) yield new Uint8Array(1_048_576)
    }
    await storage.put({ fileId: id, ownerUserId: 'u', purpose: 'license', contentType: 'application/pdf', size: 0, filename: 'a.pdf', uploadedAt: '' }, big())
    const made = (op: string) => (fakeS3.calls[op] ?? 0) - (before[op] ?? 0)
    expect(made('CreateMultipartUpload')).toBe(1)
    expect(made('UploadPart')).toBeGreaterThanOrEqual(3)
    expect(made('CompleteMultipartUpload')).toBe(1)
    expect(await fakeS3.keys(config.bucket)).toEqual([`files/${id}.bin`, `files/${id}.json`])
    async function* failing() {
      for (let i = 0; i < 12; i++) yield new Uint8Array(1_048_576)
      throw new Error('File must be 25 MB or smaller')
    }
    await expect(storage.put({ fileId: uuidv7(), ownerUserId: 'u', purpose: 'license', contentType: 'application/pdf', size: 0, filename: 'a.pdf', uploadedAt: '' }, failing())).rejects.toThrow('25 MB')
    expect(made('AbortMultipartUpload')).toBe(1)
    expect(await fakeS3.keys(config.bucket)).toEqual([`files/${id}.bin`, `files/${id}.json`])
  })

  test('a body of declared length streams as one PUT: the bucket has bytes before the source is read to its end; its end checks still keep it out', async () => {
    const config = fakeS3Config()
    const storage = s3FileStorage(config)
    const before = { ...fakeS3.calls }
    const made = (op: string) => (fakeS3.calls[op] ?? 0) - (before[op] ?? 0)
    const MiB = 1_048_576
    const meta = (id: string) => ({ fileId: id, ownerUserId: 'u', purpose: 'license', contentType: 'application/pdf' as const, size: 0, filename: 'a.pdf', uploadedAt: '' })
    const id = uuidv7()
    let receivedAtLastPull = -1
    async function* big() {
      // 12 MiB in 256 KiB chunks; before the last one, what the bucket already has.
      for (let i = 0; i < 48; i++) {
        if (i === 47) receivedAtLastPull = fakeS3.receiving(config.bucket, `files/${id}.bin`)
        yield new Uint8Array(262_144).fill(i % 256)
      }
    }
    expect((await storage.put(meta(id), big(), 48 * 262_144)).size).toBe(48 * 262_144)
    expect(made('PutObject')).toBe(2) // the bytes and the metadata
    expect(made('CreateMultipartUpload')).toBe(0)
    // Streamed, not gathered (a gathered PUT would not have sent a byte yet): bytes had reached the
    // bucket while the last chunk was unread (6 MB in a quiet run); the rest was in the kernel's
    // socket buffers, which on loopback may hold most of it while the machine is busy.
    expect(receivedAtLastPull).toBeGreaterThan(0)
    const read = (await storage.read(id))!.bytes
    expect(read.byteLength).toBe(48 * 262_144)
    expect([read[0], read[262_144 * 20], read.at(-1)]).toEqual([0, 20, 47])

    // A check that fails at the source's end (a Word file without its entry) keeps the whole PUT out.
    async function* failsAtEnd() {
      for (let i = 0; i < 8; i++) yield new Uint8Array(MiB)
      throw new Error('Resume must be a PDF or Word (.docx) document')
    }
    const refused = uuidv7()
    await expect(storage.put(meta(refused), failsAtEnd(), 8 * MiB)).rejects.toThrow('Resume must be')
    // Shorter or longer than declared: refused, nothing kept.
    async function* mib(n: number) {
      for (let i = 0; i < n; i++) yield new Uint8Array(MiB)
    }
    const short = uuidv7()
    await expect(storage.put(meta(short), mib(3), 4 * MiB)).rejects.toMatchObject({ status: 400 })
    const long = uuidv7()
    await expect(storage.put(meta(long), mib(5), 4 * MiB)).rejects.toMatchObject({ status: 400 })
    expect(await fakeS3.keys(config.bucket)).toEqual([`files/${id}.bin`, `files/${id}.json`])
    // The double, as S3, refuses a signed PUT that does not say its length (chunked).
    const { accessKeyId, secretAccessKey, region } = FAKE_S3_CREDENTIALS
    const chunked = await new AwsV4Signer({ method: 'PUT', url: `${fakeS3.endpoint}/${config.bucket}/files/x.bin`, headers: { 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' }, accessKeyId, secretAccessKey, region, service: 's3' }).sign()
    const answer = await fetch(chunked.url, { method: 'PUT', headers: chunked.headers, body: new ReadableStream({ pull: (c) => (c.enqueue(new Uint8Array(4)), c.close()) }), duplex: 'half' } as RequestInit)
    expect(answer.status).toBe(411)
  })

  test('a streamed file is read one part at a time: the next part is not pulled while one is sent; a short one is a single put', async () => {
    const config = fakeS3Config()
    const storage = s3FileStorage(config)
    const before = { ...fakeS3.calls }
    const made = (op: string) => (fakeS3.calls[op] ?? 0) - (before[op] ?? 0)
    const MiB = 1_048_576
    let pulled = 0
    let mostAhead = 0
    async function* big() {
      // 13 MiB in 1 MiB chunks; before each pull, how far the reading is ahead of the parts sent.
      for (let i = 0; i < 13; i++) {
        mostAhead = Math.max(mostAhead, pulled - made('UploadPart') * 5 * MiB)
        pulled += MiB
        yield new Uint8Array(MiB).fill(i)
      }
    }
    const id = uuidv7()
    const stored = await storage.put({ fileId: id, ownerUserId: 'u', purpose: 'license', contentType: 'application/pdf', size: 0, filename: 'a.pdf', uploadedAt: '' }, big())
    expect(stored.size).toBe(13 * MiB)
    expect(made('UploadPart')).toBe(3)
    // Never more than one part's worth read and not yet sent.
    expect(mostAhead).toBeLessThanOrEqual(5 * MiB)
    const read = await storage.read(id)
    expect(read?.bytes.byteLength).toBe(13 * MiB)
    for (let i = 0; i < 13; i++) expect(read?.bytes[i * MiB + 12345]).toBe(i)
    async function* small() {
      yield new Uint8Array(MiB)
      yield new Uint8Array(MiB)
    }
    const putsBefore = made('PutObject')
    expect((await storage.put({ fileId: uuidv7(), ownerUserId: 'u', purpose: 'license', contentType: 'application/pdf', size: 0, filename: 'a.pdf', uploadedAt: '' }, small())).size).toBe(2 * MiB)
    expect(made('CreateMultipartUpload')).toBe(1)
    expect(made('PutObject') - putsBefore).toBe(2) // the bytes and the metadata
  })
})
