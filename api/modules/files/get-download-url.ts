/** `GET /download-url/{fileId}`: an hour's link to a file the caller may read (access.ts). */
import type { DownloadUrl } from '../../../shared/contracts/files'
import type { AppContext, UserCaller } from '../../context'
import { signedDownloadUrl, STORAGE_LIMITS } from '../../integrations/storage/signed-urls'
import { findReadableFile } from './access'

export async function getDownloadUrl({ ctx, caller, fileId }: { ctx: AppContext; caller: UserCaller; fileId: string }): Promise<DownloadUrl> {
  const file = await findReadableFile(ctx, caller, fileId)
  return {
    fileId: file.fileId,
    url: signedDownloadUrl(ctx, file.fileId),
    expiresAt: new Date(ctx.clock.now().getTime() + STORAGE_LIMITS.downloadUrlMinutes * 60_000).toISOString(),
    filename: file.filename,
    contentType: file.contentType,
  }
}
