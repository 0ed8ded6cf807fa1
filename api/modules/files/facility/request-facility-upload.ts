/**
 * `PUT /facility/upload-signed-url` (a picture of the pharmacy) and
 * `PUT /facility/document-upload-signed-url` (a policy, an orientation handout): where a facility
 * user uploads a file that belongs to one of their facilities. The facility must be in the
 * caller's scope (404 otherwise); the file then belongs to that facility's organization.
 */
import { uuidv7 } from 'uuidv7'
import type { FacilityUploadBody, SignedUpload } from '../../../../shared/contracts/files'
import type { AppContext, FacilityCaller } from '../../../context'
import { ValidationError } from '../../../errors'
import { acceptedTypesFor, FACILITY_DOCUMENT_PURPOSE, normalizeContentType } from '../../../integrations/storage/file-types'
import { signedUploadUrl } from '../../../integrations/storage/signed-urls'
import { getFacilityInScope } from '../../organizations'

export type FacilityUploadKind = 'image' | 'document'

export async function requestFacilityUpload({
  ctx,
  caller,
  input,
  kind,
}: {
  ctx: AppContext
  caller: FacilityCaller
  input: FacilityUploadBody
  kind: FacilityUploadKind
}): Promise<SignedUpload> {
  const facility = await getFacilityInScope(ctx.db.read, caller, input.facilityId)
  const purpose = kind === 'image' ? 'facility-image' : FACILITY_DOCUMENT_PURPOSE
  const accepted = acceptedTypesFor(purpose)
  let contentType
  if (input.contentType) {
    contentType = normalizeContentType(input.contentType, accepted.types)
    if (!contentType) throw ValidationError.field('contentType', accepted.message)
  }
  return signedUploadUrl(ctx, { fileId: uuidv7(), ownerUserId: caller.userId, purpose, contentType, filename: input.filename ?? undefined, facilityId: facility.id })
}
