/** `GET /provider/education`: the most recent graduation first. */
import { desc, eq } from 'drizzle-orm'
import type { AppContext, ProviderCaller } from '../../../context'
import type { Tx } from '../../../db/client'
import { educations } from '../../../db/schema'
import { toEducationDto } from './to-dto'

/** Also what a facility sees of the provider's education (facility/get-provider-profile.ts). */
export async function educationOf(db: Tx, providerId: string) {
  const rows = await db.select().from(educations).where(eq(educations.providerId, providerId)).orderBy(desc(educations.graduationDate), desc(educations.id))
  return rows.map(toEducationDto)
}

export function listEducation({ ctx, caller }: { ctx: AppContext; caller: ProviderCaller }) {
  return educationOf(ctx.db.read, caller.providerId)
}
