/**
 * Uploaded files in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, …) through Bun's
 * built-in S3 client (SigV4 signing included); a streamed upload's multipart calls are our own
 * (s3-multipart.ts), signed with `aws4fetch`.
 *
 * The same layout as the local store (file-storage.ts), under a key prefix: `<prefix><id>.bin`
 * holds the bytes, `<prefix><id>.json` the owner, purpose, type, size and name, written last, so
 * a file exists only once its bytes are complete. Bytes are streamed, the request read no faster
 * than the bucket takes them: an upload of declared length as one PUT, chunk by chunk
 * (s3-streamed-put.ts); one of unknown length (chunked) as a multipart upload of 5 MiB parts
 * from a single part buffer (s3-multipart.ts). The server never holds the whole file.
 *
 * Single use of an upload URL: S3 has no portable exclusive create (`If-None-Match: *` is not
 * offered by every S3-compatible service, nor by Bun's client), so a put first asks whether the
 * id is taken (409). Two PUTs racing on one URL within the same instant may both write; both
 * come from the holder of that one URL, for the same owner and purpose, so the loser's bytes
 * are simply replaced (docs/decisions.md "S3-compatible file store").
 */
import { S3Client } from 'bun'
import { ConflictError } from '../../errors'
import { writeMultipart } from './s3-multipart'
import { putStreamed } from './s3-streamed-put'
import { isFileId, type FileBody, type FileStorage, type StoredFile } from './stored-file'

export interface S3StorageConfig {
  kind: 's3'
  bucket: string
  /** The service's address (`https://<account>.r2.cloudflarestorage.com`, `http://minio:9000`); absent: AWS S3 in `region`. */
  endpoint?: string | undefined
  region?: string | undefined
  accessKeyId: string
  secretAccessKey: string
  /** Key prefix for this server's files, e.g. `files/` (several deployments may share a bucket). */
  prefix: string
  /** `https://<bucket>.<endpoint>` instead of `https://<endpoint>/<bucket>`. */
  virtualHostedStyle?: boolean | undefined
}

function isMissing(error: unknown): boolean {
  const code = (error as { code?: string; name?: string } | null)?.code
  return code === 'NoSuchKey' || code === 'ERR_S3_FILE_NOT_FOUND' || (error as { status?: number })?.status === 404
}

export function s3FileStorage(config: S3StorageConfig): FileStorage {
  const client = new S3Client({
    bucket: config.bucket,
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.region ? { region: config.region } : {}),
    ...(config.virtualHostedStyle ? { virtualHostedStyle: true } : {}),
  })
  const bin = (id: string) => `${config.prefix}${id}.bin`
  const meta = (id: string) => `${config.prefix}${id}.json`

  async function find(fileId: string): Promise<StoredFile | null> {
    if (!isFileId(fileId)) return null
    try {
      return JSON.parse(await client.file(meta(fileId)).text()) as StoredFile
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
  }

  async function writeMetadata(file: StoredFile): Promise<void> {
    await client.write(meta(file.fileId), JSON.stringify(file), { type: 'application/json' })
  }

  async function writeStream(key: string, type: string, chunks: AsyncIterable<Uint8Array>, length: number | undefined): Promise<number> {
    const target = { client, accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
    try {
      // Of known length: one streamed PUT, no part held; else parts from one buffer.
      return length !== undefined && length > 0 ? await putStreamed(target, key, type, chunks, length) : await writeMultipart(target, key, type, chunks)
    } catch (error) {
      // The multipart upload was aborted; a single PUT that failed never completed.
      await client.unlink(key).catch(() => {})
      throw error
    }
  }

  return {
    root: `s3://${config.bucket}/${config.prefix}`,
    async put(file, body: FileBody, length?: number) {
      if (!isFileId(file.fileId)) throw new Error(`not a file id: ${file.fileId}`)
      if ((await find(file.fileId)) || (await client.exists(bin(file.fileId)))) throw new ConflictError('This file has already been uploaded')
      let size: number
      if (body instanceof Uint8Array) {
        await client.write(bin(file.fileId), body, { type: file.contentType })
        size = body.byteLength
      } else {
        size = await writeStream(bin(file.fileId), file.contentType, body, length)
      }
      const stored = { ...file, size }
      await writeMetadata(stored)
      return stored
    },
    find,
    async read(fileId) {
      const file = await find(fileId)
      if (!file) return null
      return { file, bytes: await client.file(bin(fileId)).bytes() }
    },
    async open(fileId) {
      const file = await find(fileId)
      if (!file) return null
      return { file, stream: () => client.file(bin(fileId)).stream() as ReadableStream<Uint8Array<ArrayBuffer>> }
    },
    async listAfter(after, limit) {
      // Keys list in byte order and `<id>.bin` sorts before `<id>.json`: the metadata entries
      // after `after`'s are the complete files in id order.
      const ids: string[] = []
      let continuationToken: string | undefined
      do {
        const page = await client.list({
          prefix: config.prefix,
          maxKeys: 1000,
          ...(continuationToken ? { continuationToken } : after !== null ? { startAfter: meta(after) } : {}),
        })
        for (const entry of page.contents ?? []) {
          if (!entry.key.endsWith('.json')) continue
          const id = entry.key.slice(config.prefix.length, -'.json'.length)
          if (isFileId(id) && (after === null || id > after)) ids.push(id)
          if (ids.length === limit) break
        }
        continuationToken = page.isTruncated && ids.length < limit ? page.nextContinuationToken : undefined
      } while (continuationToken)
      const files = await Promise.all(ids.map(find))
      return files.filter((f): f is StoredFile => f !== null)
    },
    async rewriteMetadata(file) {
      if (!(await find(file.fileId))) throw new Error(`no such file: ${file.fileId}`)
      await writeMetadata(file)
    },
    async remove(fileId) {
      if (!isFileId(fileId)) return
      await client.unlink(meta(fileId))
      await client.unlink(bin(fileId))
    },
  }
}
