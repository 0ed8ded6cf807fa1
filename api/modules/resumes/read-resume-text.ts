/**
 * The text of a résumé file: PDF through unpdf (pdf.js), Word (.docx) through mammoth's raw
 * text. Both run in process on the stored bytes. Any other type is a 415; a file with no text to
 * speak of (a scanned page, an empty document), one the parser cannot open, a PDF of more than
 * MAX_RESUME_PAGES pages or a DOCX declaring more than 50 MB unpacked is a 422.
 */
import mammoth from 'mammoth'
import { RuleError } from '../../errors'
import { DOCX_CONTENT_TYPE, type StoredContentType } from '../../integrations/storage/file-types'
import { UnsupportedResumeTypeError } from './errors'

export const NOT_A_RESUME_TYPE_MESSAGE = 'Resume must be a PDF or Word (.docx) document'
export const NO_TEXT_MESSAGE = 'We could not find any text in this resume. If it is a scan or a photo, please upload a PDF or Word document with selectable text.'
export const UNREADABLE_MESSAGE = 'We could not read this resume file. Please upload a PDF or Word (.docx) document that opens on your device.'

/** Fewer letters than this is no résumé: a scanned page yields none, an empty template a heading or two. */
const MIN_LETTERS = 40
/** More pages than this is no résumé (a CV runs to a handful); the cap bounds the parsing work. */
export const MAX_RESUME_PAGES = 20
/** A DOCX's declared unpacked size beyond this is no résumé but a ZIP bomb, refused before unpacking. */
const MAX_UNPACKED_BYTES = 50 * 1_048_576
export const TOO_LONG_MESSAGE = `Resume is too long: please upload at most ${MAX_RESUME_PAGES} pages`

/** Refused before parsing: answered as 422 with its own message, not as "unreadable". */
class TooLong extends Error {}

/**
 * The unpacked size a ZIP declares in its central directory (the sum over its entries), or
 * Infinity when it cannot be read or uses ZIP64. The parser would trust the same directory.
 */
export function declaredUnpackedSize(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  // The end-of-central-directory record: 22 bytes plus a comment of up to 65,535.
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65_535); at--) {
    if (view.getUint32(at, true) !== 0x06054b50) continue
    const entries = view.getUint16(at + 10, true)
    let cursor = view.getUint32(at + 16, true)
    let total = 0
    for (let i = 0; i < entries; i++) {
      if (cursor + 46 > bytes.length || view.getUint32(cursor, true) !== 0x02014b50) return Infinity
      const size = view.getUint32(cursor + 24, true)
      if (size === 0xffffffff) return Infinity
      total += size
      cursor += 46 + view.getUint16(cursor + 28, true) + view.getUint16(cursor + 30, true) + view.getUint16(cursor + 32, true)
    }
    return total
  }
  return Infinity
}

/**
 * pdf.js from unpdf's serverless build, loaded on first use. Not unpdf's main entry: it calls
 * `import.meta.resolve`, which the single binary (a CommonJS bundle, for its bytecode) cannot
 * hold — the binary would not start — and its extras (system fonts, font files on disk) are not
 * needed to read text. pdf.js reads `DOMMatrix` while it loads and Bun has none: a stand-in of
 * the identity matrix serves, as in unpdf, since reading text draws nothing.
 */
let pdfjs: Promise<typeof import('unpdf/pdfjs')> | undefined
function loadPdfjs() {
  const globals = globalThis as { DOMMatrix?: unknown }
  globals.DOMMatrix ??= class DOMMatrix {
    a = 1
    b = 0
    c = 0
    d = 1
    e = 0
    f = 0
  }
  return (pdfjs ??= import('unpdf/pdfjs'))
}

/** A page's text as unpdf's `extractText` gives it: the items in order, a line break where pdf.js marks one. */
async function pageText(pdf: Awaited<ReturnType<Awaited<ReturnType<typeof loadPdfjs>>['getDocument']>['promise']>, pageNumber: number): Promise<string> {
  const content = await (await pdf.getPage(pageNumber)).getTextContent()
  return content.items.map((item) => ('str' in item && item.str != null ? item.str + (item.hasEOL ? '\n' : '') : '')).join('')
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { getDocument } = await loadPdfjs()
  // pdf.js takes ownership of the buffer it is given; the caller keeps its own bytes.
  const pdf = await getDocument({ data: new Uint8Array(bytes), disableFontFace: true }).promise
  try {
    if (pdf.numPages > MAX_RESUME_PAGES) throw new TooLong()
    const pages: string[] = []
    for (let page = 1; page <= pdf.numPages; page++) pages.push(await pageText(pdf, page))
    // Whitespace collapsed, line structure kept, at most one blank line (unpdf's `mergePages`).
    return pages.join('\n').replace(/[^\S\n]+/g, ' ').replace(/ ?\n ?/g, '\n').replace(/\n{3,}/g, '\n\n')
  } finally {
    // Frees the parsed pages and fonts; the document object itself is then garbage.
    await pdf.cleanup()
  }
}

async function docxText(bytes: Uint8Array): Promise<string> {
  if (declaredUnpackedSize(bytes) > MAX_UNPACKED_BYTES) throw new TooLong()
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) })
  return value
}

export async function readResumeText(bytes: Uint8Array, contentType: StoredContentType): Promise<string> {
  let read: (bytes: Uint8Array) => Promise<string>
  if (contentType === 'application/pdf') read = pdfText
  else if (contentType === DOCX_CONTENT_TYPE) read = docxText
  else throw new UnsupportedResumeTypeError(NOT_A_RESUME_TYPE_MESSAGE)
  let text: string
  try {
    text = await read(bytes)
  } catch (error) {
    throw new RuleError(error instanceof TooLong ? TOO_LONG_MESSAGE : UNREADABLE_MESSAGE)
  }
  if ((text.match(/\p{L}/gu) ?? []).length < MIN_LETTERS) throw new RuleError(NO_TEXT_MESSAGE)
  return text
}
