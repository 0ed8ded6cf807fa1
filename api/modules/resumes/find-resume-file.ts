/**
 * The stored file a `resumeUrl` names, when it is the caller's own. A valid URL is a signed
 * download link of this server's file store (`/api/files/download/{token}`), relative or on this
 * server's public origin, unexpired and unaltered, of a file owned by the caller. Anything else —
 * another host, another path, a bad token, someone else's file, a missing file — is the same 400
 * with the same message, so a caller learns nothing about files that are not theirs. The file is
 * read from the store, never fetched over the network.
 */
import { RESUME_URL_MESSAGE } from '../../../shared/contracts/resumes'
import type { AppContext, ProviderCaller } from '../../context'
import { AppError, ValidationError } from '../../errors'
import { storageFor } from '../../integrations/storage/file-storage'
import { verifyFileToken } from '../../integrations/storage/signed-urls'

const DOWNLOAD_PATH = /^\/api\/files\/download\/([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/

const invalid = () => ValidationError.field('resumeUrl', RESUME_URL_MESSAGE)

/** The token of a download link on this server, or null. */
export function downloadTokenOf(resumeUrl: string, publicUrl: string): string | null {
  const value = resumeUrl.trim()
  let path: string
  if (value.startsWith('/')) {
    // "//evil.example/…" is a URL on another host, not a path.
    if (value.startsWith('//')) return null
    path = value.split(/[?#]/)[0]!
  } else {
    let url: URL
    try {
      url = new URL(value)
    } catch {
      return null
    }
    if (url.origin !== new URL(publicUrl).origin || url.username || url.password) return null
    path = url.pathname
  }
  return DOWNLOAD_PATH.exec(path)?.[1] ?? null
}

export async function findResumeFile({ ctx, caller, resumeUrl }: { ctx: AppContext; caller: ProviderCaller; resumeUrl: string }) {
  const token = downloadTokenOf(resumeUrl, ctx.config.publicUrl)
  if (!token) throw invalid()
  let fileId: string
  try {
    fileId = verifyFileToken(ctx, token, 'download').fileId
  } catch (error) {
    // An expired or altered link is as unusable here as a foreign one (the store says 403).
    if (error instanceof AppError) throw invalid()
    throw error
  }
  const found = await storageFor(ctx).read(fileId)
  if (!found || found.file.ownerUserId !== caller.userId) throw invalid()
  return found
}
