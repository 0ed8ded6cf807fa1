/** `PUT /provider/education/{educationId}`: replaces one of the provider's own entries (another's is a 404). */
import { eq } from 'drizzle-orm'
import type { EducationBody } from '../../../../shared/contracts/profile'
import type { AppContext, ProviderCaller } from '../../../context'
import { educations } from '../../../db/schema'
import { educationValues } from './add-education'
import { getEducationOfProvider } from './queries'
import { toEducationDto } from './to-dto'

export async function updateEducation({ ctx, caller, educationId, input }: { ctx: AppContext; caller: ProviderCaller; educationId: string; input: EducationBody }) {
  const values = educationValues(input)
  return ctx.db.write(async (tx) => {
    const existing = await getEducationOfProvider(tx, caller.providerId, educationId)
    const [row] = await tx.update(educations).set({ ...values, updatedAt: ctx.clock.now() }).where(eq(educations.id, existing.id)).returning()
    return toEducationDto(row!)
  })
}
