/**
 * `PUT /license/upload-signed-url`: where to upload a license document. The file then goes
 * straight to storage (not through the JSON API and its 1 MB limit) and is attached to a
 * license with `PUT /license-image`.
 */
import { uuidv7 } from 'uuidv7'
import type { UploadSignedUrlBody } from '../../../shared/contracts/licenses'
import type { AppContext, ProviderCaller } from '../../context'
import { ValidationError } from '../../errors'
import { normalizeContentType, UNSUPPORTED_FILE_MESSAGE } from '../../integrations/storage/file-types'
import { signedUploadUrl } from '../../integrations/storage/signed-urls'

export const LICENSE_FILE_PURPOSE = 'license'

export function requestLicenseUpload({ ctx, caller, input }: { ctx: AppContext; caller: ProviderCaller; input: UploadSignedUrlBody | null | undefined }) {
  let contentType
  if (input?.contentType) {
    contentType = normalizeContentType(input.contentType)
    if (!contentType) throw ValidationError.field('contentType', UNSUPPORTED_FILE_MESSAGE)
  }
  return signedUploadUrl(ctx, {
    fileId: uuidv7(),
    ownerUserId: caller.userId,
    purpose: LICENSE_FILE_PURPOSE,
    contentType,
    filename: input?.filename ?? undefined,
  })
}
