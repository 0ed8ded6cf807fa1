/**
 * `POST /provider/certifications`: a certification of one of the pharmacy types (shared/enums.ts
 * CERTIFICATION_TYPES), its expiry after its issue, and optionally an uploaded document. The
 * document must be the caller's own upload for a certification: someone else's file, a license
 * scan or an id never uploaded are all "not found", as for license documents. It waits for staff
 * to check it (PENDING, the admin panel's certification queue).
 */
import { CertificationContract, type CertificationBody } from '../../../../shared/contracts/profile'
import { validate } from '../../../../shared/validation/validate'
import type { AppContext, ProviderCaller } from '../../../context'
import { certifications } from '../../../db/schema'
import { NotFoundError, ValidationError } from '../../../errors'
import { storageFor } from '../../../integrations/storage/file-storage'
import { assertRoomForAnother } from './queries'
import { CERTIFICATION_FILE_PURPOSE } from './request-certification-upload'
import { toCertificationDto } from './to-dto'

/** The stored columns of a checked body; `fileId` undefined leaves the document out of them (kept on PUT). */
export async function certificationValues(ctx: AppContext, caller: ProviderCaller, input: CertificationBody) {
  const errors = validate(CertificationContract, input)
  if (errors.length) throw new ValidationError(errors)
  const values = {
    type: input.type,
    name: input.name.trim(),
    number: input.number?.trim() || null,
    issuer: input.issuer?.trim() || null,
    issuedAt: input.issuedAt,
    expiresAt: input.expiresAt ?? null,
  }
  if (input.fileId === undefined) return values
  if (input.fileId === null) return { ...values, fileId: null, filename: null, contentType: null }
  const file = await storageFor(ctx).find(input.fileId)
  if (!file || file.ownerUserId !== caller.userId || file.purpose !== CERTIFICATION_FILE_PURPOSE) throw new NotFoundError('file')
  return { ...values, fileId: file.fileId, filename: file.filename, contentType: file.contentType }
}

export async function addCertification({ ctx, caller, input }: { ctx: AppContext; caller: ProviderCaller; input: CertificationBody }) {
  // The file lookup reads the disk, so it happens before the write transaction.
  const values = await certificationValues(ctx, caller, input)
  return ctx.db.write(async (tx) => {
    await assertRoomForAnother(tx, caller.providerId, 'certifications')
    const now = ctx.clock.now()
    const [row] = await tx.insert(certifications).values({ providerId: caller.providerId, ...values, reviewStatus: 'PENDING', submittedAt: now, createdAt: now, updatedAt: now }).returning()
    return toCertificationDto(ctx, row!)
  })
}
