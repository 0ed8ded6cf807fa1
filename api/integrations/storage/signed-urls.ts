/**
 * Signed, expiring file URLs on this server, in the manner of S3 pre-signed URLs: the URL is the
 * permission, so a phone can PUT a photo or open a license scan without a bearer header.
 *
 * A token is `base64url(JSON claims).base64url(HMAC-SHA256)`. The key is derived from the app
 * secret for this one use, so a file signature can never pass for a session hash or any other
 * signature made with the same secret. Expiry is checked against `ctx.clock`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { AppContext } from '../../context'
import { ForbiddenError } from '../../errors'
import type { StoredContentType } from './file-types'

export const STORAGE_LIMITS = {
  /**
   * Largest photo (JPEG, PNG: read whole to drop its location metadata) or résumé (read whole by
   * the extraction): a full-resolution phone photo.
   */
  maxUploadBytes: 10 * 1_048_576,
  /** Largest document streamed to the store as it arrives (a multi-page PDF scan, a HEIC, a Word file). */
  maxDocumentBytes: 25 * 1_048_576,
  /** An upload URL works this long after it is handed out. */
  uploadUrlMinutes: 15,
  /** A download link in an answer (a license's `filelink`) works this long. */
  downloadUrlMinutes: 60,
} as const

export interface UploadClaims {
  kind: 'upload'
  fileId: string
  /** The user the file will belong to. */
  ownerUserId: string
  /** What the file is for (`license`), so a file cannot be attached somewhere it was not meant to go. */
  purpose: string
  /** The type promised when the URL was requested, if any. */
  contentType?: StoredContentType | undefined
  filename?: string | undefined
  /** A facility's picture or document: the facility it belongs to (its organization's people may use it). */
  facilityId?: string | undefined
  expiresAt: number
}

export interface DownloadClaims {
  kind: 'download'
  fileId: string
  expiresAt: number
}

export type FileClaims = UploadClaims | DownloadClaims

const EXPIRED = 'This link has expired. Please request a new one.'
const INVALID = 'This link is not valid'

function signingKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('signed-file-urls/v1').digest()
}

function sign(secret: string, payload: string): string {
  return createHmac('sha256', signingKey(secret)).update(payload).digest('base64url')
}

export function signFileToken(ctx: Pick<AppContext, 'secret'>, claims: FileClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url')
  return `${payload}.${sign(ctx.secret, payload)}`
}

/** The claims of a genuine, unexpired token of the expected kind; 403 otherwise (as S3 answers). */
export function verifyFileToken<K extends FileClaims['kind']>(
  ctx: Pick<AppContext, 'secret' | 'clock'>,
  token: string,
  kind: K,
): Extract<FileClaims, { kind: K }> {
  const [payload, signature, ...rest] = token.split('.')
  if (!payload || !signature || rest.length) throw new ForbiddenError(INVALID)
  const expected = Buffer.from(sign(ctx.secret, payload))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new ForbiddenError(INVALID)
  let claims: FileClaims
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as FileClaims
  } catch {
    throw new ForbiddenError(INVALID)
  }
  if (claims.kind !== kind) throw new ForbiddenError(INVALID)
  if (ctx.clock.now().getTime() >= claims.expiresAt) throw new ForbiddenError(EXPIRED)
  return claims as Extract<FileClaims, { kind: K }>
}

export interface SignedUpload {
  uploadUrl: string
  fileId: string
  expiresAt: string
}

/** A URL the owner PUTs the file's bytes to, with `Content-Type` set to the file's type. */
export function signedUploadUrl(ctx: AppContext, claims: Omit<UploadClaims, 'kind' | 'expiresAt'>): SignedUpload {
  const expiresAt = ctx.clock.now().getTime() + STORAGE_LIMITS.uploadUrlMinutes * 60_000
  const token = signFileToken(ctx, { kind: 'upload', ...claims, expiresAt })
  return { uploadUrl: `${ctx.config.publicUrl}/api/files/upload/${token}`, fileId: claims.fileId, expiresAt: new Date(expiresAt).toISOString() }
}

/** A link that serves the file's bytes until it expires. */
export function signedDownloadUrl(ctx: AppContext, fileId: string): string {
  const expiresAt = ctx.clock.now().getTime() + STORAGE_LIMITS.downloadUrlMinutes * 60_000
  return `${ctx.config.publicUrl}/api/files/download/${signFileToken(ctx, { kind: 'download', fileId, expiresAt })}`
}
