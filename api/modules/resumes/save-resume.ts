/**
 * `PUT /provider/resume`: keeps an uploaded résumé as the provider's own (`providers.resume_file`,
 * spec 001 §3 resumeFile). The file must be the caller's upload for a résumé; anything else is
 * "not found", so a caller learns nothing about files that are not theirs. The résumé it replaces
 * stays in the store until the unreferenced-file sweep (not yet built) collects it.
 */
import { eq } from 'drizzle-orm'
import type { ResumeFile, SaveResumeBody } from '../../../shared/contracts/resumes'
import type { AppContext, ProviderCaller } from '../../context'
import { providers } from '../../db/schema'
import { NotFoundError } from '../../errors'
import { isFileId, storageFor } from '../../integrations/storage/file-storage'
import { extensionFor, RESUME_FILE_PURPOSE } from '../../integrations/storage/file-types'
import { signedDownloadUrl } from '../../integrations/storage/signed-urls'

export async function saveResume({ ctx, caller, input }: { ctx: AppContext; caller: ProviderCaller; input: SaveResumeBody }): Promise<ResumeFile> {
  const file = isFileId(input.fileId) ? await storageFor(ctx).find(input.fileId) : null
  if (!file || file.ownerUserId !== caller.userId || file.purpose !== RESUME_FILE_PURPOSE) throw new NotFoundError('file')
  const originalFilename = input.originalFilename?.trim() || file.filename
  const resumeFile: ResumeFile = { fileId: file.fileId, fileType: extensionFor(file.contentType), url: signedDownloadUrl(ctx, file.fileId), originalFilename, mimeType: file.contentType }
  await ctx.db.write((tx) => tx.update(providers).set({ resumeFile: { ...resumeFile }, updatedAt: ctx.clock.now() }).where(eq(providers.id, caller.providerId)).run())
  return resumeFile
}
