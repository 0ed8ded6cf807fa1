/**
 * A request body read whole, but never more than `limit` bytes of it: the count runs as chunks
 * arrive, so a body sent in chunks, or one whose Content-Length lies, is refused (413 with
 * `message`) as soon as it passes the limit rather than after it has been buffered.
 */
import { PayloadTooLargeError } from '../errors'

export async function readAtMost(body: ReadableStream<Uint8Array<ArrayBuffer>> | null, limit: number, message: string): Promise<Uint8Array<ArrayBuffer>> {
  if (!body) return new Uint8Array()
  const reader = body.getReader()
  const chunks: Uint8Array<ArrayBuffer>[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      // Not awaited: a branch of a teed stream (a cloned request's body) settles its cancel only
      // once the other branch is cancelled too.
      reader.cancel().catch(() => {})
      throw new PayloadTooLargeError(message)
    }
    chunks.push(value)
  }
  if (chunks.length === 1) return chunks[0]!
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}
