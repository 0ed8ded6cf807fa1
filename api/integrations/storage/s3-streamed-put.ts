/**
 * A body of known length (the upload's `Content-Length`) streamed into a bucket as one
 * `PutObject`: each chunk of the request goes on to the bucket as it arrives, and the next is
 * pulled only when the connection to the bucket has room, so the server holds a chunk or two of
 * the file, never a part of it, and a slow bucket slows the upload down instead of filling memory.
 *
 * The source's own checks at its end (a Word file's document entry; no byte beyond the declared
 * length) run before the last bytes are handed over: if one fails, the PUT never reaches its
 * length and the bucket keeps nothing. A request that ends short does the same. Bodies of unknown
 * length go up as a multipart upload from one part buffer instead (s3-multipart.ts).
 */
import { ValidationError } from '../../errors'
import { objectCalls, type S3Target } from './s3-signed-calls'

/** Bun's direct stream (its constructor overload is hidden by the DOM typings the project also loads). */
const DirectStream = ReadableStream as unknown as new (source: Bun.DirectUnderlyingSource) => ReadableStream<Uint8Array>

const NOT_ITS_LENGTH = 'The file is not the length its upload declared'

/** Writes `chunks`, exactly `length` bytes of them, to `key`; returns the byte count. Rejects with the source's own error if it throws. */
export async function putStreamed(target: S3Target, key: string, type: string, chunks: AsyncIterable<Uint8Array>, length: number): Promise<number> {
  const source = chunks[Symbol.asyncIterator]()
  let sourceError: unknown = null

  // A direct stream: `write` copies each piece into the connection's buffer at once (the source
  // may then release its chunk) and its promise waits while that buffer is full (back-pressure).
  const direct: Bun.DirectUnderlyingSource = {
    type: 'direct',
    async pull(controller: ReadableStreamDirectController) {
      try {
        let remaining = length
        while (remaining > 0) {
          const next = await source.next()
          if (next.done) throw ValidationError.field('file', NOT_ITS_LENGTH)
          const chunk = next.value
          if (chunk.byteLength > remaining) throw ValidationError.field('file', NOT_ITS_LENGTH)
          remaining -= chunk.byteLength
          // The source's end checks run before the last bytes go, while the bucket still waits for them.
          if (remaining === 0) {
            // Asking for the end releases the chunk (receive-upload.ts): the last one is copied first.
            const copy = chunk.slice()
            if (!(await source.next()).done) throw ValidationError.field('file', NOT_ITS_LENGTH)
            await controller.write(copy)
            break
          }
          await controller.write(chunk)
        }
        controller.close()
      } catch (error) {
        sourceError = error
        controller.close(error instanceof Error ? error : new Error(String(error)))
      }
    },
    cancel() {
      void source.return?.()
    },
  }
  const body = new DirectStream(direct)

  try {
    await objectCalls(target, key).stream('PutObject', 'PUT', '', body, length, { 'content-type': type })
  } catch (error) {
    // Stop reading the request (its reader is released by the source's own cleanup).
    await source.return?.().catch(() => {})
    throw sourceError ?? error
  }
  return length
}
