/**
 * Test support: a local S3-compatible server with exactly the object calls the S3 store
 * (s3-storage.ts) makes through Bun's S3 client — PutObject, GetObject (with Range), HeadObject,
 * DeleteObject, ListObjectsV2, and the multipart upload of a streamed write (Create, UploadPart,
 * Complete, Abort) — on a random port, path-style (`/{bucket}/{key}`).
 *
 * Every request must carry a valid AWS Signature Version 4 for the double's one key pair: the
 * signature is recomputed from the canonical request (method, path, sorted query, the signed
 * headers, the payload hash the client declared) and compared, so an unsigned or wrongly signed
 * call is answered 403 `SignatureDoesNotMatch` as S3 would. Objects and parts are kept in a
 * temporary directory, not in memory, so a test measuring the server's memory during a large
 * upload does not count the double's copy.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { appendFile, open, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { S3StorageConfig } from './s3-storage'
import { removeScratchDir, scratchDir } from '../../lib/scratch-dir'

export const FAKE_S3_CREDENTIALS = { accessKeyId: 'AKIALOCALDOUBLE00001', secretAccessKey: 'local-double-secret-key-not-a-real-one', region: 'us-east-1' }

export interface FakeS3 {
  endpoint: string
  /** Calls received, by S3 operation name, for tests that check which calls were made. */
  calls: Record<string, number>
  /** Requests refused for a bad or missing signature. */
  rejectedSignatures: number
  /** Object keys in a bucket, sorted. */
  keys(bucket: string): Promise<string[]>
  /** Bytes already received of a PUT to `key` still under way (0 when none is). */
  receiving(bucket: string, key: string): number
  stop(): Promise<void>
}

interface Upload {
  bucket: string
  key: string
  type: string
  parts: Map<number, string>
}

const xml = (body: string, status = 200) => new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`, { status, headers: { 'content-type': 'application/xml' } })
const s3Error = (status: number, code: string, message: string) => xml(`<Error><Code>${code}</Code><Message>${message}</Message></Error>`, status)
const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** RFC 3986 encoding, as SigV4 canonicalizes query names and values. */
const uriEncode = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest()

/** Whether `request` carries a valid SigV4 `Authorization` for the double's credentials. */
export function verifySignatureV4(request: Request, rawUrl: string, secretAccessKey = FAKE_S3_CREDENTIALS.secretAccessKey, accessKeyId = FAKE_S3_CREDENTIALS.accessKeyId): boolean {
  const auth = request.headers.get('authorization') ?? ''
  const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(auth)
  if (!match) return false
  const [, keyId, date, region, signedHeaders, signature] = match as unknown as [string, string, string, string, string, string]
  if (keyId !== accessKeyId) return false
  const amzDate = request.headers.get('x-amz-date')
  const payloadHash = request.headers.get('x-amz-content-sha256')
  if (!amzDate || !amzDate.startsWith(date) || !payloadHash) return false
  const url = new URL(rawUrl)
  const rawPath = rawUrl.slice(rawUrl.indexOf('/', rawUrl.indexOf('//') + 2)).split('?')[0]!
  const query = url.search
    .slice(1)
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [k, v = ''] = pair.split('=') as [string, string?]
      return [uriEncode(decodeURIComponent(k)), uriEncode(decodeURIComponent(v ?? ''))] as const
    })
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&')
  const headerNames = signedHeaders.split(';')
  if (!headerNames.includes('host') || !headerNames.includes('x-amz-date')) return false
  const canonicalHeaders = headerNames.map((name) => `${name}:${(request.headers.get(name) ?? '').trim().replace(/\s+/g, ' ')}\n`).join('')
  const canonical = [request.method, rawPath, query, canonicalHeaders, signedHeaders, payloadHash].join('\n')
  const scope = `${date}/${region}/s3/aws4_request`
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, createHash('sha256').update(canonical).digest('hex')].join('\n')
  const key = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), 's3'), 'aws4_request')
  const expected = Buffer.from(hmac(key, toSign).toString('hex'))
  return expected.length === signature.length && timingSafeEqual(expected, Buffer.from(signature))
}

export function startFakeS3(): FakeS3 {
  const dir = scratchDir('fake-s3-')
  const uploads = new Map<string, Upload>()
  const calls: Record<string, number> = {}
  let rejectedSignatures = 0
  // Keys may hold slashes; each object is one file named by its encoded bucket and key.
  const objectPath = (bucket: string, key: string) => join(dir, `${encodeURIComponent(bucket)}~${encodeURIComponent(key)}`)
  const typePath = (bucket: string, key: string) => `${objectPath(bucket, key)}.type`
  const count = (op: string) => (calls[op] = (calls[op] ?? 0) + 1)
  /** Bytes of each PUT still arriving, by `bucket/key`. */
  const receiving = new Map<string, number>()

  async function keys(bucket: string): Promise<string[]> {
    const prefix = `${encodeURIComponent(bucket)}~`
    return (await readdir(dir))
      .filter((name) => name.startsWith(prefix) && !name.endsWith('.type') && !name.includes('.part'))
      .map((name) => decodeURIComponent(name.slice(prefix.length)))
      .sort()
  }

  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    maxRequestBodySize: 64 * 1_048_576,
    async fetch(request) {
      const url = new URL(request.url)
      if (!verifySignatureV4(request, request.url)) {
        rejectedSignatures++
        return s3Error(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.')
      }
      const [, bucket = '', ...rest] = url.pathname.split('/')
      const key = decodeURIComponent(rest.join('/'))
      const q = url.searchParams
      const method = request.method

      if (!key && method === 'GET' && q.get('list-type') === '2') {
        count('ListObjectsV2')
        const prefix = q.get('prefix') ?? ''
        const after = q.get('continuation-token') ?? q.get('start-after') ?? ''
        const max = Math.min(Number(q.get('max-keys') ?? 1000), 1000)
        const matching = (await keys(bucket)).filter((k) => k.startsWith(prefix) && k > after)
        const page = matching.slice(0, max)
        const truncated = matching.length > page.length
        const contents = await Promise.all(
          page.map(async (k) => `<Contents><Key>${escapeXml(k)}</Key><Size>${(await stat(objectPath(bucket, k))).size}</Size><StorageClass>STANDARD</StorageClass></Contents>`),
        )
        return xml(
          `<ListBucketResult><Name>${bucket}</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${max}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${
            truncated ? `<NextContinuationToken>${escapeXml(page.at(-1)!)}</NextContinuationToken>` : ''
          }${contents.join('')}</ListBucketResult>`,
        )
      }
      if (!key) return s3Error(400, 'InvalidRequest', 'No object key')

      if (method === 'POST' && q.has('uploads')) {
        count('CreateMultipartUpload')
        const uploadId = crypto.randomUUID()
        uploads.set(uploadId, { bucket, key, type: request.headers.get('content-type') ?? 'application/octet-stream', parts: new Map() })
        return xml(`<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${escapeXml(key)}</Key><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`)
      }
      if (method === 'PUT' && q.has('uploadId')) {
        count('UploadPart')
        const upload = uploads.get(q.get('uploadId')!)
        if (!upload) return s3Error(404, 'NoSuchUpload', 'The specified upload does not exist.')
        const partPath = `${objectPath(bucket, key)}.part${q.get('partNumber')}.${q.get('uploadId')}`
        await Bun.write(partPath, request)
        upload.parts.set(Number(q.get('partNumber')), partPath)
        return new Response(null, { headers: { etag: `"${q.get('partNumber')}"` } })
      }
      if (method === 'POST' && q.has('uploadId')) {
        count('CompleteMultipartUpload')
        const upload = uploads.get(q.get('uploadId')!)
        if (!upload) return s3Error(404, 'NoSuchUpload', 'The specified upload does not exist.')
        await request.text()
        const target = objectPath(bucket, key)
        await writeFile(target, new Uint8Array())
        for (const number of [...upload.parts.keys()].sort((a, b) => a - b)) {
          const part = upload.parts.get(number)!
          // Part by part, so a large object never sits whole in this process.
          await appendFile(target, new Uint8Array(await Bun.file(part).arrayBuffer()))
          await rm(part, { force: true })
        }
        await writeFile(typePath(bucket, key), upload.type)
        uploads.delete(q.get('uploadId')!)
        return xml(`<CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${escapeXml(key)}</Key><ETag>"done"</ETag></CompleteMultipartUploadResult>`)
      }
      if (method === 'DELETE' && q.has('uploadId')) {
        count('AbortMultipartUpload')
        const upload = uploads.get(q.get('uploadId')!)
        for (const part of upload?.parts.values() ?? []) await rm(part, { force: true })
        uploads.delete(q.get('uploadId')!)
        return new Response(null, { status: 204 })
      }
      if (method === 'PUT') {
        count('PutObject')
        // As S3: a PUT must say its length (a chunked body is refused); the bytes are taken as they come.
        const length = request.headers.get('content-length')
        if (length === null || !/^\d+$/.test(length)) return s3Error(411, 'MissingContentLength', 'You must provide the Content-Length HTTP header.')
        const progressKey = `${bucket}/${key}`
        receiving.set(progressKey, 0)
        const sink = await open(objectPath(bucket, key), 'w')
        try {
          const reader = request.body?.getReader()
          for (let read = await reader?.read(); read && !read.done; read = await reader!.read()) {
            await sink.write(read.value)
            receiving.set(progressKey, (receiving.get(progressKey) ?? 0) + read.value.byteLength)
          }
        } finally {
          await sink.close()
          receiving.delete(progressKey)
        }
        if ((await stat(objectPath(bucket, key))).size !== Number(length)) {
          await rm(objectPath(bucket, key), { force: true })
          return s3Error(400, 'IncompleteBody', 'You did not provide the number of bytes specified by the Content-Length HTTP header.')
        }
        await writeFile(typePath(bucket, key), request.headers.get('content-type') ?? 'application/octet-stream')
        return new Response(null, { headers: { etag: '"1"' } })
      }
      if (method === 'DELETE') {
        count('DeleteObject')
        await rm(objectPath(bucket, key), { force: true })
        await rm(typePath(bucket, key), { force: true })
        return new Response(null, { status: 204 })
      }
      if (method === 'GET' || method === 'HEAD') {
        count(method === 'GET' ? 'GetObject' : 'HeadObject')
        const file = Bun.file(objectPath(bucket, key))
        if (!(await file.exists())) return method === 'HEAD' ? new Response(null, { status: 404 }) : s3Error(404, 'NoSuchKey', 'The specified key does not exist.')
        const type = await Bun.file(typePath(bucket, key)).text().catch(() => 'application/octet-stream')
        const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers.get('range') ?? '')
        const headers = { 'content-type': type, etag: '"1"', 'last-modified': new Date().toUTCString(), 'accept-ranges': 'bytes' }
        if (method === 'HEAD') return new Response(null, { headers: { ...headers, 'content-length': String(file.size) } })
        if (range) {
          const start = Number(range[1])
          const end = range[2] ? Math.min(Number(range[2]), file.size - 1) : file.size - 1
          return new Response(file.slice(start, end + 1), { status: 206, headers: { ...headers, 'content-range': `bytes ${start}-${end}/${file.size}` } })
        }
        return new Response(file, { headers })
      }
      return s3Error(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.')
    },
  })

  return {
    endpoint: `http://127.0.0.1:${server.port}`,
    calls,
    get rejectedSignatures() {
      return rejectedSignatures
    },
    keys,
    receiving: (bucket, key) => receiving.get(`${bucket}/${key}`) ?? 0,
    async stop() {
      await server.stop(true)
      removeScratchDir(dir)
    },
  }
}

let shared: FakeS3 | undefined
let buckets = 0

/** One double for the whole test process, stopped when it exits. */
export function sharedFakeS3(): FakeS3 {
  if (!shared) {
    const fake = startFakeS3()
    shared = fake
    process.once('beforeExit', () => void fake.stop())
  }
  return shared
}

/** S3 settings pointing at the shared double; each call gets its own bucket, as each test server has its own directory. */
export function fakeS3Config(): S3StorageConfig {
  const fake = sharedFakeS3()
  return { kind: 's3', bucket: `test-bucket-${process.pid}-${++buckets}`, endpoint: fake.endpoint, prefix: 'files/', virtualHostedStyle: false, ...FAKE_S3_CREDENTIALS }
}
