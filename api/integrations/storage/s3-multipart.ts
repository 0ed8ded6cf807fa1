/**
 * A streamed upload into an S3-compatible bucket with exactly one part in memory.
 *
 * Bun's S3 client (1.4.5) streams a body as a multipart upload too, but keeps more than one part
 * of it: a 20 MB upload grew the server by 31–34 MB. Here the incoming chunks are copied into a
 * single 5 MiB part buffer (S3's smallest part); when it is full it is sent with `UploadPart` and
 * nothing more is read until the bucket has taken it, so a slow bucket slows the upload down
 * (back-pressure) instead of filling memory. The buffer is reused for the next part. A body that
 * ends before the first part is full is sent as one `PutObject`; otherwise the last, shorter part
 * follows and `CompleteMultipartUpload` makes the object. On any error the multipart upload is
 * aborted, so its parts are not left (and billed) in the bucket.
 *
 * Bun's client cannot sign these calls (its `presign` takes no `partNumber`/`uploadId` query),
 * so they are signed with SigV4 by `aws4fetch`. The object's address and signing region are
 * taken from Bun's own presigned URL for the key, so both clients address the same object
 * (path- or virtual-hosted style, AWS region or R2/MinIO endpoint) by construction.
 */
import { AwsV4Signer } from 'aws4fetch'
import type { S3Client } from 'bun'

/** S3's smallest part (every part but the last must be at least this). */
export const PART_BYTES = 5 * 1_048_576

/** Attempts for each call: S3 asks clients to retry a 500/503 (`SlowDown`) or a dropped connection. */
const ATTEMPTS = 3

export interface MultipartTarget {
  /** Bun's client: its presigned URL gives the object's address and region; small bodies go up with it. */
  client: S3Client
  accessKeyId: string
  secretAccessKey: string
}

class S3CallError extends Error {
  constructor(
    readonly operation: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(`S3 ${operation} failed: ${status} ${code}`)
    this.name = 'S3CallError'
  }
}

const retryable = (error: unknown) => !(error instanceof S3CallError) || error.status >= 500 || error.status === 429

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const errorCode = (body: string) => /<Code>([^<]*)<\/Code>/.exec(body)?.[1] ?? 'UnknownError'

/** The object's URL (no query) and the region Bun signs for, from Bun's presigned URL. */
function addressOf(client: S3Client, key: string): { url: string; region: string } {
  const presigned = new URL(client.presign(key, { method: 'PUT', expiresIn: 60 }))
  const credential = presigned.searchParams.get('X-Amz-Credential') ?? ''
  const region = credential.split('/')[2]
  if (!region) throw new Error('could not read the signing region from the S3 client')
  return { url: `${presigned.origin}${presigned.pathname}`, region }
}

/**
 * Writes `chunks` to `key`, holding at most one part of them; returns the byte count. Reads
 * nothing more while a part is being sent. Rejects (after aborting the upload) if `chunks`
 * throws or a call fails.
 */
export async function writeMultipart(target: MultipartTarget, key: string, type: string, chunks: AsyncIterable<Uint8Array>): Promise<number> {
  const { url, region } = addressOf(target.client, key)
  const signingKeys = new Map<string, ArrayBuffer>()

  /** One signed call; the answer's body is read (XML) or discarded. Retried on 5xx, 429 and dropped connections. */
  async function call(operation: string, method: string, query: string, body?: Uint8Array<ArrayBuffer> | string, headers: Record<string, string> = {}): Promise<{ headers: Headers; text: string }> {
    const hash = new Bun.CryptoHasher('sha256').update(body ?? '').digest('hex')
    let lastError: unknown
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      try {
        // Only the headers are signed here (the payload by its hash), and the part goes to fetch as
        // is: a Request built around it would copy the 5 MiB again.
        const signed = await new AwsV4Signer({
          method,
          url: `${url}?${query}`,
          headers: { ...headers, 'x-amz-content-sha256': hash },
          accessKeyId: target.accessKeyId,
          secretAccessKey: target.secretAccessKey,
          service: 's3',
          region,
          cache: signingKeys,
        }).sign()
        const response = await fetch(signed.url, { method, headers: signed.headers, ...(body === undefined ? {} : { body }) })
        const text = await response.text()
        // CompleteMultipartUpload may answer 200 with an error in its body.
        if (!response.ok || text.includes('<Error>')) throw new S3CallError(operation, response.ok ? 500 : response.status, errorCode(text))
        return { headers: response.headers, text }
      } catch (error) {
        lastError = error
        if (!retryable(error) || attempt === ATTEMPTS) break
        await Bun.sleep(100 * 2 ** (attempt - 1))
      }
    }
    throw lastError
  }

  const part = new Uint8Array(PART_BYTES)
  let filled = 0
  let size = 0
  let uploadId: string | null = null
  const etags: string[] = []

  async function sendPart(bytes: Uint8Array<ArrayBuffer>): Promise<void> {
    if (uploadId === null) {
      const created = await call('CreateMultipartUpload', 'POST', 'uploads', undefined, { 'content-type': type })
      uploadId = /<UploadId>([^<]+)<\/UploadId>/.exec(created.text)?.[1] ?? null
      if (uploadId === null) throw new S3CallError('CreateMultipartUpload', 500, 'NoUploadId')
    }
    const number = etags.length + 1
    const sent = await call('UploadPart', 'PUT', `partNumber=${number}&uploadId=${encodeURIComponent(uploadId)}`, bytes)
    const etag = sent.headers.get('etag')
    if (!etag) throw new S3CallError('UploadPart', 500, 'NoETag')
    etags.push(etag)
  }

  try {
    for await (const chunk of chunks) {
      size += chunk.byteLength
      let offset = 0
      while (offset < chunk.byteLength) {
        const take = Math.min(PART_BYTES - filled, chunk.byteLength - offset)
        part.set(chunk.subarray(offset, offset + take), filled)
        filled += take
        offset += take
        if (filled === PART_BYTES) {
          // Awaited before the next chunk is pulled: the request is read no faster than the bucket takes it.
          await sendPart(part)
          filled = 0
        }
      }
    }
    if (uploadId === null) {
      await target.client.write(key, part.subarray(0, filled), { type })
      return size
    }
    if (filled > 0) await sendPart(part.subarray(0, filled))
    const manifest = etags.map((etag, i) => `<Part><PartNumber>${i + 1}</PartNumber><ETag>${escapeXml(etag)}</ETag></Part>`).join('')
    await call('CompleteMultipartUpload', 'POST', `uploadId=${encodeURIComponent(uploadId)}`, `<CompleteMultipartUpload>${manifest}</CompleteMultipartUpload>`, {
      'content-type': 'application/xml',
    })
    return size
  } catch (error) {
    if (uploadId !== null) {
      const id: string = uploadId
      await call('AbortMultipartUpload', 'DELETE', `uploadId=${encodeURIComponent(id)}`).catch(() => {})
    }
    throw error
  }
}
