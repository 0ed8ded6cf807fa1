/**
 * `PUT /provider/certifications/{certificationId}`: replaces one of the provider's own
 * certifications (another's is a 404). `fileId` absent keeps the document, null removes it.
 */
import { eq } from 'drizzle-orm'
import type { CertificationBody } from '../../../../shared/contracts/profile'
import type { AppContext, ProviderCaller } from '../../../context'
import { certifications } from '../../../db/schema'
import { certificationValues } from './add-certification'
import { getCertificationOfProvider } from './queries'
import { toCertificationDto } from './to-dto'

export async function updateCertification({ ctx, caller, certificationId, input }: { ctx: AppContext; caller: ProviderCaller; certificationId: string; input: CertificationBody }) {
  const values = await certificationValues(ctx, caller, input)
  return ctx.db.write(async (tx) => {
    const existing = await getCertificationOfProvider(tx, caller.providerId, certificationId)
    const [row] = await tx.update(certifications).set({ ...values, updatedAt: ctx.clock.now() }).where(eq(certifications.id, existing.id)).returning()
    return toCertificationDto(ctx, row!)
  })
}
