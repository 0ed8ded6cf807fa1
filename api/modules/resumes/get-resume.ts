/**
 * `GET /files/user/get-resume` (spec 000 §7 "Files"): the caller's résumé with a download link
 * signed now (the stored link expires after an hour), or 404 when they have none or its file is
 * gone from the store.
 */
import { eq } from 'drizzle-orm'
import type { ResumeFile } from '../../../shared/contracts/resumes'
import type { AppContext, ProviderCaller } from '../../context'
import { providers } from '../../db/schema'
import { NotFoundError } from '../../errors'
import { isFileId, storageFor } from '../../integrations/storage/file-storage'
import { extensionFor } from '../../integrations/storage/file-types'
import { signedDownloadUrl } from '../../integrations/storage/signed-urls'

export async function getResume({ ctx, caller }: { ctx: AppContext; caller: ProviderCaller }): Promise<ResumeFile> {
  const row = await ctx.db.read.select({ resumeFile: providers.resumeFile }).from(providers).where(eq(providers.id, caller.providerId)).get()
  const saved = row?.resumeFile as Partial<ResumeFile> | null | undefined
  const fileId = typeof saved?.fileId === 'string' && isFileId(saved.fileId) ? saved.fileId : null
  const file = fileId ? await storageFor(ctx).find(fileId) : null
  if (!file || file.ownerUserId !== caller.userId) throw new NotFoundError('résumé', 'No résumé has been uploaded yet')
  return {
    fileId: file.fileId,
    fileType: extensionFor(file.contentType),
    url: signedDownloadUrl(ctx, file.fileId),
    originalFilename: saved?.originalFilename ?? file.filename,
    mimeType: file.contentType,
  }
}
