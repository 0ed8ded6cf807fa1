/**
 * `PUT /provider/certifications/upload-signed-url`: where to upload a certification's scan or
 * photo. The file goes straight to storage, owned by the caller and marked for this purpose, and
 * is named by `fileId` when a certification is added or edited.
 */
import { uuidv7 } from 'uuidv7'
import type { UploadSignedUrlBody } from '../../../../shared/contracts/licenses'
import type { AppContext, ProviderCaller } from '../../../context'
import { ValidationError } from '../../../errors'
import { normalizeContentType, UNSUPPORTED_FILE_MESSAGE } from '../../../integrations/storage/file-types'
import { signedUploadUrl } from '../../../integrations/storage/signed-urls'

export const CERTIFICATION_FILE_PURPOSE = 'certification'

export function requestCertificationUpload({ ctx, caller, input }: { ctx: AppContext; caller: ProviderCaller; input: UploadSignedUrlBody | null | undefined }) {
  let contentType
  if (input?.contentType) {
    contentType = normalizeContentType(input.contentType)
    if (!contentType) throw ValidationError.field('contentType', UNSUPPORTED_FILE_MESSAGE)
  }
  return signedUploadUrl(ctx, {
    fileId: uuidv7(),
    ownerUserId: caller.userId,
    purpose: CERTIFICATION_FILE_PURPOSE,
    contentType,
    filename: input?.filename ?? undefined,
  })
}
