/**
 * `GET /facility/providers/workers`: providers who completed shifts at the caller's facilities
 * (or the one asked for), most recently worked first, with their track record and where they
 * stand with the facility. `isPreferred` and `isBanned` refer to the same facilities.
 */
import { and, countDistinct, count, desc, eq, inArray, max, ne, sql } from 'drizzle-orm'
import type { Worker, WorkersQuery } from '../../../../shared/contracts/facility-providers'
import type { AppContext, FacilityCaller } from '../../../context'
import { providers, shiftGroups, shifts, users } from '../../../db/schema'
import { pageRequest, pagination } from '../../../lib/paging'
import { emptyRatingSummary, providerRatingSummaries } from '../../ratings'
import { bannedAmong, fullName, loadProviders, preferredAmong, scopeFacilityIds } from './queries'

export async function listWorkers({ ctx, caller, query }: { ctx: AppContext; caller: FacilityCaller; query: WorkersQuery }) {
  const db = ctx.db.read
  const facilityIds = await scopeFacilityIds(db, caller, query.facilityId)
  const page = pageRequest(query)
  if (!facilityIds.length) return { data: [], pagination: pagination(page, 0) }
  const term = query.search?.trim().toLowerCase()
  const where = and(
    eq(shifts.status, 'COMPLETED'),
    ne(shifts.attendanceStatus, 'NO_SHOW'),
    inArray(shifts.facilityId, facilityIds),
    term ? sql`instr(lower(${users.firstName} || ' ' || ${users.lastName}), ${term}) > 0` : undefined,
  )
  const [total] = await db
    .select({ n: countDistinct(shifts.providerId) })
    .from(shifts)
    .innerJoin(providers, eq(providers.id, shifts.providerId))
    .innerJoin(users, eq(users.id, providers.userId))
    .where(where)
  const lastEnd = max(shiftGroups.endsAt)
  const rows = await db
    .select({ providerId: shifts.providerId, shiftsWorked: count(), lastWorkedDate: max(shiftGroups.date) })
    .from(shifts)
    .innerJoin(shiftGroups, eq(shiftGroups.id, shifts.shiftGroupId))
    .innerJoin(providers, eq(providers.id, shifts.providerId))
    .innerJoin(users, eq(users.id, providers.userId))
    .where(where)
    .groupBy(shifts.providerId)
    .orderBy(desc(lastEnd), shifts.providerId)
    .limit(page.pageSize)
    .offset(page.offset)
  const ids = rows.map((r) => r.providerId!)
  const [people, summaries, preferred, banned] = await Promise.all([
    loadProviders(db, ids),
    providerRatingSummaries(db, ids),
    preferredAmong(db, ids, facilityIds),
    bannedAmong(db, caller.organizationId, ids, facilityIds),
  ])
  const data: Worker[] = rows.map((row) => {
    const { provider, user } = people.get(row.providerId!)!
    return {
      providerId: provider.id,
      name: fullName(user),
      avatarUrl: user.image,
      type: provider.providerType,
      city: provider.city,
      state: provider.state,
      shiftsWorked: row.shiftsWorked,
      lastWorkedDate: row.lastWorkedDate ?? '',
      ratingSummary: summaries.get(provider.id) ?? emptyRatingSummary(),
      isPreferred: preferred.has(provider.id),
      isBanned: banned.has(provider.id),
    }
  })
  return { data, pagination: pagination(page, total?.n ?? 0) }
}
