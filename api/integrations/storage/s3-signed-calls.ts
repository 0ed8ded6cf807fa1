/**
 * Object calls Bun's S3 client cannot make, signed with SigV4 by `aws4fetch`: the multipart
 * upload's calls (Bun's `presign` takes no `partNumber`/`uploadId` query) and a PUT whose body
 * is a stream of known length (Bun's client sends a stream as a multipart upload of its own and
 * keeps more than one part of it in memory).
 *
 * The object's address and signing region are taken from Bun's own presigned URL for the key,
 * so both clients address the same object (path- or virtual-hosted style, AWS region or
 * R2/MinIO endpoint) by construction.
 */
import { AwsV4Signer } from 'aws4fetch'
import type { S3Client } from 'bun'

export interface S3Target {
  /** Bun's client: its presigned URL gives the object's address and region; small bodies go up with it. */
  client: S3Client
  accessKeyId: string
  secretAccessKey: string
}

/** Attempts for a call whose body is in memory: S3 asks clients to retry a 500/503 (`SlowDown`) or a dropped connection. */
const ATTEMPTS = 3

export class S3CallError extends Error {
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

const errorCode = (body: string) => /<Code>([^<]*)<\/Code>/.exec(body)?.[1] ?? 'UnknownError'

/** The object's URL (no query) and the region Bun signs for, from Bun's presigned URL. */
function addressOf(client: S3Client, key: string): { url: string; region: string } {
  const presigned = new URL(client.presign(key, { method: 'PUT', expiresIn: 60 }))
  const credential = presigned.searchParams.get('X-Amz-Credential') ?? ''
  const region = credential.split('/')[2]
  if (!region) throw new Error('could not read the signing region from the S3 client')
  return { url: `${presigned.origin}${presigned.pathname}`, region }
}

export interface ObjectCalls {
  /** One call with its body in memory, retried on 5xx, 429 and dropped connections; the answer's XML. */
  call(operation: string, method: string, query: string, body?: Uint8Array<ArrayBuffer> | string, headers?: Record<string, string>): Promise<{ headers: Headers; text: string }>
  /**
   * One call whose body streams with the given length (`Content-Length`, payload declared
   * `UNSIGNED-PAYLOAD`): the bytes are pulled only as the connection takes them, and are gone
   * once sent, so it is not retried.
   */
  stream(operation: string, method: string, query: string, body: ReadableStream<Uint8Array>, length: number, headers?: Record<string, string>): Promise<{ headers: Headers; text: string }>
}

/** Signed calls on one object (`key`). */
export function objectCalls(target: S3Target, key: string): ObjectCalls {
  const { url, region } = addressOf(target.client, key)
  const signingKeys = new Map<string, ArrayBuffer>()

  async function signed(method: string, query: string, headers: Record<string, string>) {
    // Only the headers are signed (the payload by its hash, or as unsigned), and the body goes to
    // fetch as is: a Request built around it would copy it.
    return new AwsV4Signer({
      method,
      url: query ? `${url}?${query}` : url,
      headers,
      accessKeyId: target.accessKeyId,
      secretAccessKey: target.secretAccessKey,
      service: 's3',
      region,
      cache: signingKeys,
    }).sign()
  }

  async function answer(operation: string, response: Response): Promise<{ headers: Headers; text: string }> {
    const text = await response.text()
    // CompleteMultipartUpload may answer 200 with an error in its body.
    if (!response.ok || text.includes('<Error>')) throw new S3CallError(operation, response.ok ? 500 : response.status, errorCode(text))
    return { headers: response.headers, text }
  }

  return {
    async call(operation, method, query, body, headers = {}) {
      const hash = new Bun.CryptoHasher('sha256').update(body ?? '').digest('hex')
      let lastError: unknown
      for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        try {
          const request = await signed(method, query, { ...headers, 'x-amz-content-sha256': hash })
          return await answer(operation, await fetch(request.url, { method, headers: request.headers, ...(body === undefined ? {} : { body }) }))
        } catch (error) {
          lastError = error
          if (!retryable(error) || attempt === ATTEMPTS) break
          await Bun.sleep(100 * 2 ** (attempt - 1))
        }
      }
      throw lastError
    },
    async stream(operation, method, query, body, length, headers = {}) {
      const request = await signed(method, query, { ...headers, 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' })
      request.headers.set('content-length', String(length))
      return answer(operation, await fetch(request.url, { method, headers: request.headers, body, duplex: 'half' } as RequestInit))
    },
  }
}
