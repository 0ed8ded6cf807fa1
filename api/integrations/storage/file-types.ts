/**
 * Which documents a user may upload (license photos and scans): PDF, JPEG, PNG and HEIC, the
 * formats phones and scanners produce. The declared content type must match the bytes, so a
 * renamed executable is not stored as a "PDF".
 */

import { UPLOAD_CONTENT_TYPES } from '../../../shared/contracts/licenses'

export { UPLOAD_CONTENT_TYPES }
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number]

/** A Word document (Office Open XML): a ZIP whose first entries include `word/document.xml`. */
export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
/** Résumés (spec 001 §7 "Resume extraction") are PDF or Word documents, never photos. */
export const RESUME_CONTENT_TYPES = ['application/pdf', DOCX_CONTENT_TYPE] as const
export type StoredContentType = UploadContentType | typeof DOCX_CONTENT_TYPE
export const RESUME_FILE_PURPOSE = 'resume'
export const UNSUPPORTED_RESUME_MESSAGE = 'Resume must be a PDF or Word (.docx) document'

/** Photos shown as they are (a provider's profile photo, a pharmacy's picture): no PDFs. */
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/heic', 'image/heif'] as const satisfies readonly StoredContentType[]
export const UNSUPPORTED_IMAGE_MESSAGE = 'Image must be a JPEG, PNG or HEIC photo'
/** Purposes whose files are pictures shown to others, served at a stable address (see the files module). */
export const IMAGE_PURPOSES = ['profile-image', 'facility-image'] as const
/** A facility's documents (policies, orientation material): what a pharmacy has on file. */
export const FACILITY_DOCUMENT_PURPOSE = 'facility-document'

/** The types a file of this purpose may have, and what to say when it has another. */
export function acceptedTypesFor(purpose: string): { types: readonly StoredContentType[]; message: string } {
  if (purpose === RESUME_FILE_PURPOSE) return { types: RESUME_CONTENT_TYPES, message: UNSUPPORTED_RESUME_MESSAGE }
  if ((IMAGE_PURPOSES as readonly string[]).includes(purpose)) return { types: IMAGE_CONTENT_TYPES, message: UNSUPPORTED_IMAGE_MESSAGE }
  if (purpose === FACILITY_DOCUMENT_PURPOSE) return { types: [...UPLOAD_CONTENT_TYPES, DOCX_CONTENT_TYPE], message: 'File must be a PDF, Word document, JPEG, PNG or HEIC image' }
  return { types: UPLOAD_CONTENT_TYPES, message: UNSUPPORTED_FILE_MESSAGE }
}

export const UNSUPPORTED_FILE_MESSAGE = 'File must be a PDF, JPEG, PNG or HEIC image'

const ALIASES: Record<string, UploadContentType> = { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg', 'application/x-pdf': 'application/pdf' }

/** `Image/JPG; charset=binary` → `image/jpeg`; null when not an accepted type. */
export function normalizeContentType(header: string | null | undefined): UploadContentType | null
export function normalizeContentType(header: string | null | undefined, accepted: readonly StoredContentType[]): StoredContentType | null
export function normalizeContentType(header: string | null | undefined, accepted: readonly StoredContentType[] = UPLOAD_CONTENT_TYPES): StoredContentType | null {
  const bare = header?.split(';')[0]?.trim().toLowerCase()
  if (!bare) return null
  const type = (accepted as readonly string[]).includes(bare) ? (bare as StoredContentType) : ALIASES[bare]
  return type && accepted.includes(type) ? type : null
}

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'heif'])

/** The type the bytes themselves announce (magic numbers), or null. */
export function sniffContentType(bytes: Uint8Array): StoredContentType | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))
  if (bytes.length >= 5 && ascii(0, 5) === '%PDF-') return 'application/pdf'
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return 'image/png'
  // ISO base media file: box size, then `ftyp` and the major brand.
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(8, 12))) return 'image/heic'
  if (bytes.length >= 30 && ascii(0, 4) === 'PK\x03\x04' && isWordDocument(bytes)) return DOCX_CONTENT_TYPE
  return null
}

/**
 * A ZIP is a Word document when one of its entries is `word/document.xml`. Entry names are stored
 * uncompressed in each local header and again in the central directory, so a byte search for the
 * name is enough; any other ZIP (a spreadsheet, an archive) is not a résumé.
 */
function isWordDocument(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes('word/document.xml', 0, 'latin1')
}

/** HEIC and HEIF are one container family: a phone may label either way. */
export function sameFamily(a: StoredContentType, b: StoredContentType): boolean {
  const heif = (t: StoredContentType) => t === 'image/heic' || t === 'image/heif'
  return a === b || (heif(a) && heif(b))
}

export function extensionFor(type: StoredContentType): string {
  return { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png', 'image/heic': 'heic', 'image/heif': 'heif', [DOCX_CONTENT_TYPE]: 'docx' }[type]
}
