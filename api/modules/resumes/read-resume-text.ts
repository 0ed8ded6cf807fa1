/**
 * The text of a résumé file: PDF through unpdf (pdf.js), Word (.docx) through mammoth's raw
 * text. Both run in process on the stored bytes. Any other type is a 415; a file with no text to
 * speak of (a scanned page, an empty document) or one the parser cannot open is a 422.
 */
import mammoth from 'mammoth'
import { extractText, getDocumentProxy } from 'unpdf'
import { RuleError } from '../../errors'
import { DOCX_CONTENT_TYPE, type StoredContentType } from '../../integrations/storage/file-types'
import { UnsupportedResumeTypeError } from './errors'

export const NOT_A_RESUME_TYPE_MESSAGE = 'Resume must be a PDF or Word (.docx) document'
export const NO_TEXT_MESSAGE = 'We could not find any text in this resume. If it is a scan or a photo, please upload a PDF or Word document with selectable text.'
export const UNREADABLE_MESSAGE = 'We could not read this resume file. Please upload a PDF or Word (.docx) document that opens on your device.'

/** Fewer letters than this is no résumé: a scanned page yields none, an empty template a heading or two. */
const MIN_LETTERS = 40

async function pdfText(bytes: Uint8Array): Promise<string> {
  // pdf.js takes ownership of the buffer it is given; the caller keeps its own bytes.
  const pdf = await getDocumentProxy(new Uint8Array(bytes))
  try {
    const { text } = await extractText(pdf, { mergePages: true })
    return text
  } finally {
    // Frees the parsed pages and fonts; the document object itself is then garbage.
    await pdf.cleanup()
  }
}

async function docxText(bytes: Uint8Array): Promise<string> {
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
  } catch {
    throw new RuleError(UNREADABLE_MESSAGE)
  }
  if ((text.match(/\p{L}/gu) ?? []).length < MIN_LETTERS) throw new RuleError(NO_TEXT_MESSAGE)
  return text
}
