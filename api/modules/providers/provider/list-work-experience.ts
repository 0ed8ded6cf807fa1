/** `GET /provider/work-experience`: the current job first, then the most recent start first. */
import { desc, eq } from 'drizzle-orm'
import type { AppContext, ProviderCaller } from '../../../context'
import type { Tx } from '../../../db/client'
import { workExperiences } from '../../../db/schema'
import { toWorkExperienceDto } from './to-dto'

/** Also what a facility sees of the provider's jobs (facility/get-provider-profile.ts). */
export async function workExperienceOf(db: Tx, providerId: string) {
  const rows = await db
    .select()
    .from(workExperiences)
    .where(eq(workExperiences.providerId, providerId))
    .orderBy(desc(workExperiences.isCurrent), desc(workExperiences.startDate), desc(workExperiences.id))
  return rows.map(toWorkExperienceDto)
}

export function listWorkExperience({ ctx, caller }: { ctx: AppContext; caller: ProviderCaller }) {
  return workExperienceOf(ctx.db.read, caller.providerId)
}
