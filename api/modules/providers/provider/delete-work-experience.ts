/** `DELETE /provider/work-experience/{workExperienceId}`: gone for good; another provider's is a 404. */
import { eq } from 'drizzle-orm'
import type { AppContext, ProviderCaller } from '../../../context'
import { workExperiences } from '../../../db/schema'
import { getWorkExperienceOfProvider } from './queries'

export async function deleteWorkExperience({ ctx, caller, workExperienceId }: { ctx: AppContext; caller: ProviderCaller; workExperienceId: string }): Promise<void> {
  await ctx.db.write(async (tx) => {
    const existing = await getWorkExperienceOfProvider(tx, caller.providerId, workExperienceId)
    await tx.delete(workExperiences).where(eq(workExperiences.id, existing.id))
  })
}
