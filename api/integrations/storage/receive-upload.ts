/**
 * `PUT /files/upload/{token}`: the bytes of a file, sent to the signed URL handed out earlier.
 * The only API call whose body may exceed the 1 MB limit (request-bounds lets this path
 * through, and its route parses nothing: `parse: 'none'`); its own limits (uploadLimitFor) are
 * enforced while streaming, so a client that lies about or omits Content-Length cannot make the
 * server buffer more.
 *
 * Documents (PDF, HEIC, Word) stream: the first 64 KB are held to check the type from the bytes,
 * then each chunk goes to the store as it arrives (a file on disk, or a bucket: one streamed PUT
 * when the request declares its length, else a multipart upload), so a 20 MB scan never sits whole in memory (scripts/bench/upload-memory.ts). A Word
 * file's `word/document.xml` entry is looked for as the bytes pass; without it the stored bytes
 * are dropped before the file exists. JPEG and PNG photos are read whole (at most 10 MB) to drop
 * their location metadata.
 */
import type { AppContext } from '../../context'
import { PayloadTooLargeError, ValidationError } from '../../errors'
import { acceptedTypesFor, DOCX_CONTENT_TYPE, FACILITY_DOCUMENT_PURPOSE, extensionFor, normalizeContentType, RESUME_FILE_PURPOSE, sameFamily, sniffContentType, type StoredContentType } from './file-types'
import { storageFor } from './file-storage'
import { readAtMost } from '../../lib/read-at-most'
import { stripLocationMetadata } from './strip-location'
import { STORAGE_LIMITS, verifyFileToken } from './signed-urls'

const tooLarge = (limit: number) => `File must be ${limit / 1_048_576} MB or smaller`
const EMPTY = 'The file is empty'

/** Photos whose location metadata is dropped: read whole before they are stored. */
const WHOLE_FILE_TYPES: readonly StoredContentType[] = ['image/jpeg', 'image/png']

/** Purposes whose documents may be long scans (a license, a certificate, a pharmacy's policies). */
const DOCUMENT_PURPOSES = ['license', 'certification', FACILITY_DOCUMENT_PURPOSE]

/**
 * The largest file of this purpose and type (signed-urls.ts STORAGE_LIMITS): 25 MB for a
 * document of those purposes that is not a photo; 10 MB otherwise (photos, read whole; résumés,
 * read whole by the extraction; a message's attachment).
 */
export function uploadLimitFor(purpose: string, type: StoredContentType): number {
  if (WHOLE_FILE_TYPES.includes(type) || purpose === RESUME_FILE_PURPOSE || !DOCUMENT_PURPOSES.includes(purpose)) return STORAGE_LIMITS.maxUploadBytes
  return STORAGE_LIMITS.maxDocumentBytes
}

const GC_HINT_BYTES = 2 * 1_048_576

/** Bytes held before a streamed document is checked against its declared type. */
const HEAD_BYTES = 64 * 1024
const WORD_ENTRY = new TextEncoder().encode('word/document.xml')
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04]

/** A name safe to show and to put in a Content-Disposition header. */
export function cleanFilename(name: string | null | undefined, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? ''
  // Control characters and quotes would break the header; the rest of Unicode is fine.
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 200)
  return cleaned || fallback
}

function indexOf(haystack: Uint8Array, needle: Uint8Array): number {
  return Buffer.from(haystack.buffer, haystack.byteOffset, haystack.byteLength).indexOf(Buffer.from(needle.buffer, needle.byteOffset, needle.byteLength))
}

function concat(parts: Uint8Array[], size: number): Uint8Array {
  if (parts.length === 1) return parts[0]!
  const out = new Uint8Array(size)
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.byteLength
  }
  return out
}

/**
 * Frees a chunk's memory as soon as the store is done with it, rather than at the collector's
 * pace: at loopback speed a 20 MB upload's chunks piled up as garbage by 11–16 MB; released,
 * 3–5 MB. Only a buffer the chunk has to itself (each chunk of a request body is a new one).
 */
function release(chunk: Uint8Array): void {
  const buffer = chunk.buffer
  if (buffer instanceof ArrayBuffer && !buffer.detached && chunk.byteOffset === 0 && chunk.byteLength === buffer.byteLength) buffer.transfer(0)
}

/**
 * The request's body as checked chunks, pulled one at a time by the store (a chunk is lent: it is
 * released when the store asks for the next one, so a store copies what it keeps longer): at most `limit` bytes
 * (413 past it), not empty, its first bytes of the declared type, a Word file with its document
 * entry. A check failing throws inside the store's write, which then keeps nothing.
 */
async function* checkedChunks(body: ReadableStream<Uint8Array>, limit: number, declared: StoredContentType, message: string): AsyncGenerator<Uint8Array> {
  const reader = body.getReader()
  const head: Uint8Array[] = []
  let size = 0
  let checked = false
  // A Word file is a ZIP holding word/document.xml: looked for across chunk boundaries.
  let wordEntryFound = declared !== DOCX_CONTENT_TYPE
  let overlap = new Uint8Array()
  const scanForWordEntry = (chunk: Uint8Array) => {
    if (wordEntryFound) return
    const window = concat([overlap, chunk], overlap.byteLength + chunk.byteLength)
    if (indexOf(window, WORD_ENTRY) !== -1) wordEntryFound = true
    overlap = window.slice(Math.max(0, window.byteLength - WORD_ENTRY.byteLength + 1))
  }
  const checkHead = (bytes: Uint8Array) => {
    if (bytes.byteLength === 0) throw ValidationError.field('file', EMPTY)
    const isZip = ZIP_SIGNATURE.every((b, i) => bytes[i] === b)
    // A Word file's entry may come after the first 64 KB: its check ends with the stream.
    const actual = declared === DOCX_CONTENT_TYPE && isZip ? DOCX_CONTENT_TYPE : sniffContentType(bytes)
    if (!actual || !sameFamily(actual, declared)) throw ValidationError.field('file', message)
    checked = true
  }
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > limit) throw new PayloadTooLargeError(tooLarge(limit))
      scanForWordEntry(value)
      // Each chunk the server hands over is a new buffer, garbage once written: at loopback speed
      // 20 MB of it piles up faster than the collector's own pace. A collection hint (not a
      // blocking full collection) every 2 MB keeps the server's memory near a few chunks.
      if (Math.floor(size / GC_HINT_BYTES) !== Math.floor((size - value.byteLength) / GC_HINT_BYTES)) Bun.gc(false)
      if (checked) {
        yield value
        release(value)
        continue
      }
      head.push(value)
      if (size < HEAD_BYTES) continue
      const bytes = concat(head.splice(0), size)
      checkHead(bytes)
      yield bytes
      release(bytes)
    }
    if (!checked) {
      const bytes = concat(head.splice(0), size)
      checkHead(bytes)
      yield bytes
      release(bytes)
    }
    if (!wordEntryFound) throw ValidationError.field('file', message)
  } catch (error) {
    // Not awaited: see read-at-most.ts (a teed branch settles its cancel only with its twin).
    reader.cancel().catch(() => {})
    throw error
  } finally {
    reader.releaseLock()
  }
}

export async function receiveUpload({ ctx, token, request }: { ctx: AppContext; token: string; request: Request }) {
  const claims = verifyFileToken(ctx, token, 'upload')
  return receiveFile({
    ctx,
    request,
    fileId: claims.fileId,
    ownerUserId: claims.ownerUserId,
    purpose: claims.purpose,
    promisedType: claims.contentType,
    filename: claims.filename,
    facilityId: claims.facilityId,
  })
}

/**
 * A file sent as the request's raw body, checked and stored: the type the request declares must
 * be one the purpose accepts and match the bytes' own signature; at most the upload limit; photos
 * lose their location metadata (strip-location.ts). Used
 * by the signed upload and by calls that take a file directly (a message's attachment).
 */
export async function receiveFile({
  ctx,
  request,
  fileId,
  ownerUserId,
  purpose,
  promisedType,
  filename,
  facilityId,
}: {
  ctx: AppContext
  request: Request
  fileId: string
  ownerUserId: string
  purpose: string
  facilityId?: string | undefined
  promisedType?: StoredContentType | undefined
  filename?: string | null | undefined
}) {
  // Each purpose has its own formats: license scans may be photos, résumés are PDF or Word.
  const accepted = acceptedTypesFor(purpose)
  const declared = normalizeContentType(request.headers.get('content-type'), accepted.types)
  if (!declared) throw ValidationError.field('file', accepted.message)
  if (promisedType && !sameFamily(promisedType, declared)) {
    throw ValidationError.field('file', 'The file type does not match the one given when the upload was requested')
  }
  const limit = uploadLimitFor(purpose, declared)
  // A declared length over the limit is refused before a byte is read.
  if (Number(request.headers.get('content-length') ?? 0) > limit) throw new PayloadTooLargeError(tooLarge(limit))
  const file = {
    fileId,
    ownerUserId,
    purpose,
    contentType: declared,
    size: 0,
    filename: cleanFilename(filename, `${purpose}.${extensionFor(declared)}`),
    uploadedAt: ctx.clock.now().toISOString(),
    ...(facilityId ? { facilityId } : {}),
  }
  let stored
  if (WHOLE_FILE_TYPES.includes(declared)) {
    const bytes = await readAtMost(request.body, limit, tooLarge(limit))
    if (bytes.byteLength === 0) throw ValidationError.field('file', EMPTY)
    const actual = sniffContentType(bytes)
    if (!actual || !sameFamily(actual, declared)) throw ValidationError.field('file', accepted.message)
    stored = await storageFor(ctx).put(file, stripLocationMetadata(bytes, declared))
  } else {
    if (!request.body) throw ValidationError.field('file', EMPTY)
    // The declared length (at most the limit, checked above) lets a bucket take the body as one streamed PUT.
    const length = Number(request.headers.get('content-length') ?? NaN)
    const chunks = checkedChunks(request.body as ReadableStream<Uint8Array>, limit, declared, accepted.message)
    stored = await storageFor(ctx).put(file, chunks, Number.isSafeInteger(length) && length > 0 ? length : undefined)
  }
  return { fileId: stored.fileId, filename: stored.filename, contentType: stored.contentType, size: stored.size }
}
