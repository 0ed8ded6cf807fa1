/**
 * `POST /upload-signed-url` (spec 000 §7 "Files"): where a provider uploads a file, for now a
 * résumé (purpose `resume`, PDF or DOCX). The file goes straight to the store, owned by the
 * caller; its download link is then given to `POST /resume-extraction/user/profile`.
 */
import { uuidv7 } from 'uuidv7'
import type { UploadSignedUrlRequest } from '../../../shared/contracts/resumes'
import type { AppContext, ProviderCaller } from '../../context'
import { ValidationError } from '../../errors'
import { acceptedTypesFor, normalizeContentType } from '../../integrations/storage/file-types'
import { signedDownloadUrl, signedUploadUrl } from '../../integrations/storage/signed-urls'

export function requestResumeUpload({ ctx, caller, input }: { ctx: AppContext; caller: ProviderCaller; input: UploadSignedUrlRequest }) {
  const accepted = acceptedTypesFor(input.purpose)
  let contentType
  if (input.contentType) {
    contentType = normalizeContentType(input.contentType, accepted.types)
    if (!contentType) throw ValidationError.field('contentType', accepted.message)
  }
  const fileId = uuidv7()
  const upload = signedUploadUrl(ctx, { fileId, ownerUserId: caller.userId, purpose: input.purpose, contentType, filename: input.filename ?? undefined })
  // The link to hand to résumé extraction once the upload is done (it serves nothing before).
  return { ...upload, downloadUrl: signedDownloadUrl(ctx, fileId) }
}
