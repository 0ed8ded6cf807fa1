/**
 * `PUT /license/{licenseId}/delete`: a soft delete. The row stays for the record (shifts worked
 * under it, audits) but no longer counts anywhere.
 */
import { eq } from 'drizzle-orm'
import type { AppContext, ProviderCaller } from '../../context'
import { licenses } from '../../db/schema'
import { getLicenseOfProvider } from './queries'

export async function deleteLicense({ ctx, caller, licenseId }: { ctx: AppContext; caller: ProviderCaller; licenseId: string }): Promise<void> {
  await ctx.db.write(async (tx) => {
    const license = await getLicenseOfProvider(tx, caller.providerId, licenseId)
    const now = ctx.clock.now()
    await tx.update(licenses).set({ deletedAt: now, updatedAt: now }).where(eq(licenses.id, license.id))
  })
}
