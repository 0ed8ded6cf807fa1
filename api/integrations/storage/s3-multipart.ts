/**
 * A streamed upload of unknown length into an S3-compatible bucket with exactly one part in memory.
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
 * A body whose length is known (an upload with `Content-Length`, the usual case) needs no part
 * buffer: it streams as one PUT (s3-streamed-put.ts).
 */
import { objectCalls, S3CallError, type S3Target } from './s3-signed-calls'

/** S3's smallest part (every part but the last must be at least this). */
export const PART_BYTES = 5 * 1_048_576

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * Writes `chunks` to `key`, holding at most one part of them; returns the byte count. Reads
 * nothing more while a part is being sent. Rejects (after aborting the upload) if `chunks`
 * throws or a call fails.
 */
export async function writeMultipart(target: S3Target, key: string, type: string, chunks: AsyncIterable<Uint8Array>): Promise<number> {
  const { call } = objectCalls(target, key)

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
