/**
 * `PUT /license-image`: attaches an uploaded document to one of the provider's licenses. A
 * verification is left as it is: staff verify the state, number and expiration date against
 * the state board, which a new photo of the same license does not change. A license staff did
 * not accept goes back to be verified (PENDING): a new document is how a provider answers
 * "the document is unreadable" (issue 12 §2).
 */
import { eq } from 'drizzle-orm'
import type { LicenseImageBody } from '../../../shared/contracts/licenses'
import type { AppContext, ProviderCaller } from '../../context'
import { licenses } from '../../db/schema'
import { NotFoundError } from '../../errors'
import { storageFor } from '../../integrations/storage/file-storage'
import { getLicenseOfProvider } from './queries'
import { LICENSE_FILE_PURPOSE } from './request-license-upload'
import { toLicenseDto } from './to-dto'
import { licenseStatus, resubmission } from './verification-status'

export async function attachLicenseImage({ ctx, caller, input }: { ctx: AppContext; caller: ProviderCaller; input: LicenseImageBody }) {
  const file = await storageFor(ctx).find(input.fileId)
  // Someone else's file, a file for another purpose, or one not uploaded yet: all "not found".
  if (!file || file.ownerUserId !== caller.userId || file.purpose !== LICENSE_FILE_PURPOSE) throw new NotFoundError('file')
  return ctx.db.write(async (tx) => {
    const license = await getLicenseOfProvider(tx, caller.providerId, input.licenseId)
    const now = ctx.clock.now()
    const back = licenseStatus(license) === 'REJECTED' ? resubmission(now) : { updatedAt: now }
    const [row] = await tx
      .update(licenses)
      .set({ fileId: file.fileId, filename: file.filename, contentType: file.contentType, ...back })
      .where(eq(licenses.id, license.id))
      .returning()
    return toLicenseDto(ctx, row!)
  })
}
