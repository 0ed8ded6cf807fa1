/** `GET /provider/profile`: the signed-in provider's personal and professional information and abilities. */
import { eq } from 'drizzle-orm'
import type { ProviderProfile } from '../../../../shared/contracts/profile'
import type { AppContext, ProviderCaller } from '../../../context'
import type { Tx } from '../../../db/client'
import { providers, users } from '../../../db/schema'
import { NotFoundError } from '../../../errors'
import { toProfileDto } from './to-dto'

export async function loadOwnProfile(db: Tx, providerId: string): Promise<ProviderProfile> {
  const found = await db.select({ provider: providers, user: users }).from(providers).innerJoin(users, eq(users.id, providers.userId)).where(eq(providers.id, providerId)).get()
  if (!found) throw new NotFoundError('provider')
  return toProfileDto(found.provider, found.user)
}

export function getOwnProfile({ ctx, caller }: { ctx: AppContext; caller: ProviderCaller }): Promise<ProviderProfile> {
  return loadOwnProfile(ctx.db.read, caller.providerId)
}
