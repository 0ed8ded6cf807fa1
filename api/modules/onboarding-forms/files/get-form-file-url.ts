/**
 * `POST /facility/{facilityId}/ffm/files/get-url` (spec 000 §7): an hour's signed link to one of
 * the form's files, for the facility's own people (providers read them through
 * `GET /download-url/{fileId}` under the files module's sharing rules).
 */
import type { FfmFileUrl } from '../../../../shared/contracts/onboarding-forms'
import type { AppContext, FacilityCaller } from '../../../context'
import { signedDownloadUrl, STORAGE_LIMITS } from '../../../integrations/storage/signed-urls'
import { attachedFile } from './attached-file'
import { formOfFacility } from './form-of-facility'

export async function getFormFileUrl({ ctx, caller, facilityId, fileId }: { ctx: AppContext; caller: FacilityCaller; facilityId: string; fileId: string }): Promise<FfmFileUrl> {
  const { form } = await formOfFacility(ctx, caller, facilityId)
  const file = await attachedFile(ctx, form.id, fileId)
  return {
    fileId: file.fileId,
    url: signedDownloadUrl(ctx, file.fileId),
    expiresAt: new Date(ctx.clock.now().getTime() + STORAGE_LIMITS.downloadUrlMinutes * 60_000).toISOString(),
    filename: file.filename,
    contentType: file.contentType,
  }
}
