/** `PUT /provider/work-experience/{workExperienceId}`: replaces one of the provider's own jobs (another's is a 404). */
import { eq } from 'drizzle-orm'
import type { WorkExperienceBody } from '../../../../shared/contracts/profile'
import type { AppContext, ProviderCaller } from '../../../context'
import { workExperiences } from '../../../db/schema'
import { workExperienceValues } from './add-work-experience'
import { getWorkExperienceOfProvider } from './queries'
import { toWorkExperienceDto } from './to-dto'

export async function updateWorkExperience({ ctx, caller, workExperienceId, input }: { ctx: AppContext; caller: ProviderCaller; workExperienceId: string; input: WorkExperienceBody }) {
  const values = workExperienceValues(input)
  return ctx.db.write(async (tx) => {
    const existing = await getWorkExperienceOfProvider(tx, caller.providerId, workExperienceId)
    const [row] = await tx.update(workExperiences).set({ ...values, updatedAt: ctx.clock.now() }).where(eq(workExperiences.id, existing.id)).returning()
    return toWorkExperienceDto(row!)
  })
}
