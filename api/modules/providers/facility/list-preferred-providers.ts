/** `GET /facility/providers/preferred`: preferred providers of one facility, or of every facility the caller sees. */
import { and, count, desc, eq, inArray } from 'drizzle-orm'
import type { PreferredProvider, PreferredProvidersQuery } from '../../../../shared/contracts/facility-providers'
import type { AppContext, FacilityCaller } from '../../../context'
import { facilities, preferredProviders, providers, users } from '../../../db/schema'
import { pageRequest, pagination } from '../../../lib/paging'
import { emptyRatingSummary, providerRatingSummaries } from '../../ratings'
import { fullName, scopeFacilityIds } from './queries'

export async function listPreferredProviders({ ctx, caller, query }: { ctx: AppContext; caller: FacilityCaller; query: PreferredProvidersQuery }) {
  const db = ctx.db.read
  const facilityIds = await scopeFacilityIds(db, caller, query.facilityId)
  const page = pageRequest(query)
  if (!facilityIds.length) return { data: [], pagination: pagination(page, 0) }
  const where = inArray(preferredProviders.facilityId, facilityIds)
  const [total] = await db.select({ n: count() }).from(preferredProviders).where(where)
  const rows = await db
    .select({ preferred: preferredProviders, facility: { id: facilities.id, name: facilities.name }, provider: providers, user: users })
    .from(preferredProviders)
    .innerJoin(facilities, eq(facilities.id, preferredProviders.facilityId))
    .innerJoin(providers, eq(providers.id, preferredProviders.providerId))
    .innerJoin(users, eq(users.id, providers.userId))
    .where(and(where))
    .orderBy(desc(preferredProviders.createdAt), desc(preferredProviders.providerId))
    .limit(page.pageSize)
    .offset(page.offset)
  const summaries = await providerRatingSummaries(db, rows.map((r) => r.provider.id))
  const data: PreferredProvider[] = rows.map(({ preferred, facility, provider, user }) => ({
    providerId: provider.id,
    facilityId: facility.id,
    facilityName: facility.name,
    name: fullName(user),
    avatarUrl: user.image,
    type: provider.providerType,
    city: provider.city,
    state: provider.state,
    addedAt: preferred.createdAt.toISOString(),
    ratingSummary: summaries.get(provider.id) ?? emptyRatingSummary(),
  }))
  return { data, pagination: pagination(page, total?.n ?? 0) }
}
