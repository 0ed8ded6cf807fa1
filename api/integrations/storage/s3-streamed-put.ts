/**
 * A body of known length (the upload's `Content-Length`) streamed into a bucket as one
 * `PutObject`: each chunk of the request goes on to the bucket as it arrives and is pulled only
 * when the connection to the bucket takes it, so the server holds a chunk or two of the file,
 * never a part of it, and a slow bucket slows the upload down instead of filling memory.
 *
 * The source's own checks at its end (a Word file's document entry; no byte beyond the declared
 * length) run before the last bytes are handed over: if one fails, the PUT never reaches its
 * length and the bucket keeps nothing. A request that ends short does the same. Bodies of unknown
 * length go up as a multipart upload from one part buffer instead (s3-multipart.ts).
 */
import { ValidationError } from '../../errors'
import { objectCalls, type S3Target } from './s3-signed-calls'

const NOT_ITS_LENGTH = 'The file is not the length its upload declared'

/** Writes `chunks`, exactly `length` bytes of them, to `key`; returns the byte count. Rejects with the source's own error if it throws. */
export async function putStreamed(target: S3Target, key: string, type: string, chunks: AsyncIterable<Uint8Array>, length: number): Promise<number> {
  const source = chunks[Symbol.asyncIterator]()
  let pending: Uint8Array | null = null
  let remaining = length
  let sourceError: unknown = null

  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          if (!pending) {
            const next = await source.next()
            if (next.done) throw ValidationError.field('file', NOT_ITS_LENGTH)
            pending = next.value
          }
          const take = Math.min(pending.byteLength, remaining)
          const piece: Uint8Array = take === pending.byteLength ? pending : pending.subarray(0, take)
          pending = take === pending.byteLength ? null : pending.subarray(take)
          remaining -= take
          if (remaining === 0) {
            if (pending && pending.byteLength > 0) throw ValidationError.field('file', NOT_ITS_LENGTH)
            // The source's end checks run now, while the bucket still waits for its last bytes.
            if (!(await source.next()).done) throw ValidationError.field('file', NOT_ITS_LENGTH)
            controller.enqueue(piece)
            controller.close()
            return
          }
          controller.enqueue(piece)
        } catch (error) {
          sourceError = error
          controller.error(error)
        }
      },
      cancel() {
        void source.return?.()
      },
    },
    { highWaterMark: 0 },
  )

  try {
    await objectCalls(target, key).stream('PutObject', 'PUT', '', body, length, { 'content-type': type })
  } catch (error) {
    // Stop reading the request (its reader is released by the source's own cleanup).
    await source.return?.().catch(() => {})
    throw sourceError ?? error
  }
  return length
}
