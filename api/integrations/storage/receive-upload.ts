/**
 * `PUT /files/upload/{token}`: the bytes of a file, sent to the signed URL handed out earlier.
 * The only API call whose body may exceed the 1 MB limit (the request log lets this path
 * through); its own limit is STORAGE_LIMITS.maxUploadBytes, enforced while streaming, so a
 * client that lies about or omits Content-Length cannot make the server buffer more.
 */
import type { AppContext } from '../../context'
import { PayloadTooLargeError, ValidationError } from '../../errors'
import { acceptedTypesFor, extensionFor, normalizeContentType, sameFamily, sniffContentType, type StoredContentType } from './file-types'
import { storageFor } from './file-storage'
import { readAtMost } from '../../lib/read-at-most'
import { stripLocationMetadata } from './strip-location'
import { STORAGE_LIMITS, verifyFileToken } from './signed-urls'

const TOO_LARGE = `File must be ${STORAGE_LIMITS.maxUploadBytes / 1_048_576} MB or smaller`

/** A name safe to show and to put in a Content-Disposition header. */
export function cleanFilename(name: string | null | undefined, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? ''
  // Control characters and quotes would break the header; the rest of Unicode is fine.
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 200)
  return cleaned || fallback
}

/** The file's bytes; a declared length over the limit is refused before any is read. */
function readLimited(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > limit) throw new PayloadTooLargeError(TOO_LARGE)
  return readAtMost(request.body, limit, TOO_LARGE)
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
  const bytes = await readLimited(request, STORAGE_LIMITS.maxUploadBytes)
  if (bytes.byteLength === 0) throw ValidationError.field('file', 'The file is empty')
  const actual = sniffContentType(bytes)
  if (!actual || !sameFamily(actual, declared)) throw ValidationError.field('file', accepted.message)
  const stored = stripLocationMetadata(bytes, declared)

  const file = {
    fileId,
    ownerUserId,
    purpose,
    contentType: declared,
    size: stored.byteLength,
    filename: cleanFilename(filename, `${purpose}.${extensionFor(declared)}`),
    uploadedAt: ctx.clock.now().toISOString(),
    ...(facilityId ? { facilityId } : {}),
  }
  await storageFor(ctx).put(file, stored)
  return { fileId: file.fileId, filename: file.filename, contentType: file.contentType, size: file.size }
}
