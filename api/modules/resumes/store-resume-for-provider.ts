/**
 * Stores résumé bytes as a provider's own file (purpose `resume`) and records it as their
 * `providers.resume_file` (spec 001 §3 resumeFile{fileId, fileType, url, originalFilename,
 * mimeType}). Used by the testing helper that gives a provider a generated résumé. `url` is a
 * signed download link valid for an hour from now; readers sign a fresh one from `fileId`.
 */
import { eq } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { ResumeFile } from '../../../shared/contracts/resumes'
import type { AppContext } from '../../context'
import { providers } from '../../db/schema'
import { NotFoundError, ValidationError } from '../../errors'
import { storageFor } from '../../integrations/storage/file-storage'
import { extensionFor, RESUME_FILE_PURPOSE, sniffContentType, UNSUPPORTED_RESUME_MESSAGE } from '../../integrations/storage/file-types'
import { signedDownloadUrl } from '../../integrations/storage/signed-urls'

export async function storeResumeForProvider({ ctx, userId, bytes, originalFilename }: { ctx: AppContext; userId: string; bytes: Uint8Array; originalFilename: string }): Promise<ResumeFile> {
  const provider = await ctx.db.read.select({ id: providers.id }).from(providers).where(eq(providers.userId, userId)).get()
  if (!provider) throw new NotFoundError('provider')
  const contentType = sniffContentType(bytes)
  if (contentType !== 'application/pdf' && contentType !== 'application/vnd.openxmlformats-officedocument.wordprocessingml.document') {
    throw ValidationError.field('file', UNSUPPORTED_RESUME_MESSAGE)
  }
  const fileId = uuidv7()
  await storageFor(ctx).put(
    { fileId, ownerUserId: userId, purpose: RESUME_FILE_PURPOSE, contentType, size: bytes.byteLength, filename: originalFilename, uploadedAt: ctx.clock.now().toISOString() },
    bytes,
  )
  const resumeFile: ResumeFile = { fileId, fileType: extensionFor(contentType), url: signedDownloadUrl(ctx, fileId), originalFilename, mimeType: contentType }
  await ctx.db.write((tx) => tx.update(providers).set({ resumeFile: { ...resumeFile } }).where(eq(providers.id, provider.id)).run())
  return resumeFile
}
