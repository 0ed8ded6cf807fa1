/**
 * The one file of a `multipart/form-data` body (`POST /facility/{facilityId}/ffm/files`, spec
 * 000 §7 "multipart"), bounded: the request-bounds plugin lets this path past the API's 1 MB
 * JSON limit, so the limit here is the file store's (STORAGE_LIMITS.maxUploadBytes) plus room for
 * the part headers. A declared length over it is refused before a byte is read; a chunked body is
 * counted as it arrives (readAtMost) and refused as soon as it passes. Bodies that are not
 * multipart, that do not parse, or carry no `file` part answer 400, never 500.
 */
import { FFM_FILE_FIELD, FFM_FILE_REQUIRED_MESSAGE } from '../../../../shared/contracts/onboarding-forms'
import { PayloadTooLargeError, ValidationError } from '../../../errors'
import { readAtMost } from '../../../lib/read-at-most'
import { STORAGE_LIMITS } from '../../../integrations/storage/signed-urls'

export const FILE_TOO_LARGE_MESSAGE = `File must be ${STORAGE_LIMITS.maxUploadBytes / 1_048_576} MB or smaller`
export const NOT_MULTIPART_MESSAGE = 'Send the file as multipart/form-data with a "file" field'
/** Part headers and boundaries around the file. */
const ENVELOPE_BYTES = 64 * 1024

export async function readMultipartFile(request: Request): Promise<File> {
  const contentType = request.headers.get('content-type') ?? ''
  if (contentType.split(';', 1)[0]!.trim().toLowerCase() !== 'multipart/form-data' || !/boundary=/i.test(contentType)) {
    throw ValidationError.field(FFM_FILE_FIELD, NOT_MULTIPART_MESSAGE)
  }
  const limit = STORAGE_LIMITS.maxUploadBytes + ENVELOPE_BYTES
  if (Number(request.headers.get('content-length') ?? 0) > limit) throw new PayloadTooLargeError(FILE_TOO_LARGE_MESSAGE)
  const bytes = await readAtMost(request.body as ReadableStream<Uint8Array<ArrayBuffer>> | null, limit, FILE_TOO_LARGE_MESSAGE)
  let form: FormData
  try {
    form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData()
  } catch {
    throw ValidationError.field(FFM_FILE_FIELD, NOT_MULTIPART_MESSAGE)
  }
  const file = form.get(FFM_FILE_FIELD)
  if (!(file instanceof File) || file.size === 0) throw ValidationError.field(FFM_FILE_FIELD, FFM_FILE_REQUIRED_MESSAGE)
  if (file.size > STORAGE_LIMITS.maxUploadBytes) throw new PayloadTooLargeError(FILE_TOO_LARGE_MESSAGE)
  return file
}
