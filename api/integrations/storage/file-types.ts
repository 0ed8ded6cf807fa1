/**
 * Which documents a user may upload (license photos and scans): PDF, JPEG, PNG and HEIC, the
 * formats phones and scanners produce. The declared content type must match the bytes, so a
 * renamed executable is not stored as a "PDF".
 */

import { UPLOAD_CONTENT_TYPES } from '../../../shared/contracts/licenses'

export { UPLOAD_CONTENT_TYPES }
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number]

export const UNSUPPORTED_FILE_MESSAGE = 'File must be a PDF, JPEG, PNG or HEIC image'

const ALIASES: Record<string, UploadContentType> = { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg', 'application/x-pdf': 'application/pdf' }

/** `Image/JPG; charset=binary` → `image/jpeg`; null when not an accepted type. */
export function normalizeContentType(header: string | null | undefined): UploadContentType | null {
  const bare = header?.split(';')[0]?.trim().toLowerCase()
  if (!bare) return null
  if ((UPLOAD_CONTENT_TYPES as readonly string[]).includes(bare)) return bare as UploadContentType
  return ALIASES[bare] ?? null
}

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'heif'])

/** The type the bytes themselves announce (magic numbers), or null. */
export function sniffContentType(bytes: Uint8Array): UploadContentType | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))
  if (bytes.length >= 5 && ascii(0, 5) === '%PDF-') return 'application/pdf'
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return 'image/png'
  // ISO base media file: box size, then `ftyp` and the major brand.
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(8, 12))) return 'image/heic'
  return null
}

/** HEIC and HEIF are one container family: a phone may label either way. */
export function sameFamily(a: UploadContentType, b: UploadContentType): boolean {
  const heif = (t: UploadContentType) => t === 'image/heic' || t === 'image/heif'
  return a === b || (heif(a) && heif(b))
}

export function extensionFor(type: UploadContentType): string {
  return { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png', 'image/heic': 'heic', 'image/heif': 'heif' }[type]
}
