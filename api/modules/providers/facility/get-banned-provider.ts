/**
 * `GET /facility/{facilityId}/banned-providers/{providerId}`: the ban that keeps this provider
 * from this facility (a hard ban of the organization first, else a regular ban there); 404 when
 * none does.
 */
import { and, desc, eq, or } from 'drizzle-orm'
import type { BannedProvider } from '../../../../shared/contracts/facility-providers'
import type { AppContext, FacilityCaller } from '../../../context'
import { bans, providers, users } from '../../../db/schema'
import { NotFoundError } from '../../../errors'
import { getFacilityInScope } from '../../organizations'
import { toBannedProviderDto } from './to-dto'

export async function getBannedProvider({ ctx, caller, facilityId, providerId }: { ctx: AppContext; caller: FacilityCaller; facilityId: string; providerId: string }): Promise<BannedProvider> {
  const db = ctx.db.read
  const facility = await getFacilityInScope(db, caller, facilityId)
  const rows = await db
    .select({ ban: bans, provider: providers, user: users })
    .from(bans)
    .innerJoin(providers, eq(providers.id, bans.providerId))
    .innerJoin(users, eq(users.id, providers.userId))
    .where(
      and(
        eq(bans.providerId, providerId),
        eq(bans.organizationId, facility.organizationId),
        or(eq(bans.kind, 'HARD_BAN'), and(eq(bans.kind, 'BAN'), eq(bans.facilityId, facility.id))),
      ),
    )
    .orderBy(desc(bans.createdAt))
  const found = rows.find((r) => r.ban.kind === 'HARD_BAN') ?? rows[0]
  if (!found) throw new NotFoundError('banned provider', 'This provider is not banned at this facility')
  return toBannedProviderDto(found.ban, found.provider, found.user)
}
