/**
 * `DELETE /provider/certifications/{certificationId}`: gone for good; another provider's is a
 * 404. The uploaded document stays in storage, unreferenced, as a replaced license scan does.
 */
import { eq } from 'drizzle-orm'
import type { AppContext, ProviderCaller } from '../../../context'
import { certifications } from '../../../db/schema'
import { getCertificationOfProvider } from './queries'

export async function deleteCertification({ ctx, caller, certificationId }: { ctx: AppContext; caller: ProviderCaller; certificationId: string }): Promise<void> {
  await ctx.db.write(async (tx) => {
    const existing = await getCertificationOfProvider(tx, caller.providerId, certificationId)
    await tx.delete(certifications).where(eq(certifications.id, existing.id))
  })
}
