/**
 * Where a file is still in use, looked up by its purpose so each check is one indexed lookup
 * among the owner's own rows (never a scan of every license or message). A file in use cannot be
 * deleted: the license, certificate, résumé, photo or message that shows it would break.
 */
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { certifications, facilities, jobApplications, licenses, providers, users } from '../../db/schema'
import type { StoredFile } from '../../integrations/storage/file-storage'
import { imageAddress } from './image-address'

/** What uses the file, in words for the 409 ("your CA license"), or null when nothing does. */
export async function fileInUseBy(ctx: AppContext, file: StoredFile): Promise<string | null> {
  const db = ctx.db.read
  const provider = await db.select({ id: providers.id, resumeFileId: sql<string | null>`json_extract(${providers.resumeFile}, '$.fileId')` }).from(providers).where(eq(providers.userId, file.ownerUserId)).get()
  switch (file.purpose) {
    case 'license': {
      if (!provider) return null
      const license = await db
        .select({ state: licenses.state })
        .from(licenses)
        .where(and(eq(licenses.providerId, provider.id), eq(licenses.fileId, file.fileId), isNull(licenses.deletedAt)))
        .get()
      return license ? `your ${license.state} license` : null
    }
    case 'certification': {
      if (!provider) return null
      const certification = await db
        .select({ name: certifications.name })
        .from(certifications)
        .where(and(eq(certifications.providerId, provider.id), eq(certifications.fileId, file.fileId)))
        .get()
      return certification ? `your ${certification.name} certification` : null
    }
    case 'resume': {
      if (!provider) return null
      if (provider.resumeFileId === file.fileId) return 'your profile as your résumé'
      const application = await db
        .select({ id: jobApplications.id })
        .from(jobApplications)
        .where(and(eq(jobApplications.providerId, provider.id), eq(jobApplications.resumeFileId, file.fileId)))
        .limit(1)
        .get()
      return application ? 'a job application you sent' : null
    }
    case 'profile-image': {
      const owner = await db.select({ image: users.image }).from(users).where(eq(users.id, file.ownerUserId)).get()
      return owner?.image === imageAddress(ctx, file.fileId) ? 'your profile as your photo' : null
    }
    case 'facility-image': {
      if (!file.facilityId) return null
      const facility = await db.select({ image: facilities.image, name: facilities.name }).from(facilities).where(eq(facilities.id, file.facilityId)).get()
      return facility?.image === imageAddress(ctx, file.fileId) ? `${facility.name} as its picture` : null
    }
    // A sent message keeps its attachments: the other side has already seen them.
    case 'message':
      return 'a message you sent'
    default:
      return null
  }
}
