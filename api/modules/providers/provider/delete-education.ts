/** `DELETE /provider/education/{educationId}`: gone for good; another provider's is a 404. */
import { eq } from 'drizzle-orm'
import type { AppContext, ProviderCaller } from '../../../context'
import { educations } from '../../../db/schema'
import { getEducationOfProvider } from './queries'

export async function deleteEducation({ ctx, caller, educationId }: { ctx: AppContext; caller: ProviderCaller; educationId: string }): Promise<void> {
  await ctx.db.write(async (tx) => {
    const existing = await getEducationOfProvider(tx, caller.providerId, educationId)
    await tx.delete(educations).where(eq(educations.id, existing.id))
  })
}
