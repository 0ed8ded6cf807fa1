/**
 * `GET /get-providers-unrated`: completed shifts at the caller's facilities whose provider the
 * facility has not rated yet, most recently finished first.
 */
import { and, count, desc, eq, isNull, ne, sql } from 'drizzle-orm'
import type { UnratedProviderShift, UnratedProvidersQuery } from '../../../shared/contracts/ratings'
import type { AppContext, FacilityCaller } from '../../context'
import { facilities, providers, ratings, shiftGroups, shifts, users } from '../../db/schema'
import { getFacilityInScope, inCallerScope } from '../organizations'
import { pageRequest, pagination } from '../../lib/paging'
import { fullName } from './to-dto'

export async function listProvidersUnrated({ ctx, caller, query }: { ctx: AppContext; caller: FacilityCaller; query: UnratedProvidersQuery }) {
  const db = ctx.db.read
  if (query.facilityId) await getFacilityInScope(db, caller, query.facilityId)
  const page = pageRequest(query)
  const where = and(
    eq(shifts.status, 'COMPLETED'),
    ne(shifts.attendanceStatus, 'NO_SHOW'),
    inCallerScope(caller, { organizationId: shifts.organizationId, facilityId: shifts.facilityId }),
    query.facilityId ? eq(shifts.facilityId, query.facilityId) : undefined,
    isNull(facilities.deletedAt),
    isNull(ratings.id),
  )
  const rated = and(eq(ratings.shiftId, shifts.id), eq(ratings.raterKind, 'FACILITY'))
  const [total] = await db
    .select({ n: count() })
    .from(shifts)
    .innerJoin(facilities, eq(facilities.id, shifts.facilityId))
    .leftJoin(ratings, rated)
    .where(where)
  const rows = await db
    .select({ shift: shifts, group: shiftGroups, facility: { id: facilities.id, name: facilities.name }, provider: providers, user: users })
    .from(shifts)
    .innerJoin(shiftGroups, eq(shiftGroups.id, shifts.shiftGroupId))
    .innerJoin(facilities, eq(facilities.id, shifts.facilityId))
    .innerJoin(providers, eq(providers.id, shifts.providerId))
    .innerJoin(users, eq(users.id, providers.userId))
    .leftJoin(ratings, rated)
    .where(where)
    .orderBy(desc(sql`coalesce(${shifts.completedAt}, ${shiftGroups.endsAt})`), desc(shifts.id))
    .limit(page.pageSize)
    .offset(page.offset)
  const data: UnratedProviderShift[] = rows.map(({ shift, group, facility, provider, user }) => ({
    shiftId: shift.id,
    shiftGroupId: group.id,
    title: group.title,
    date: group.date,
    startTime: group.startTime,
    endTime: group.endTime,
    timeZone: group.timeZone,
    completedAt: shift.completedAt?.toISOString() ?? null,
    facility,
    provider: { id: provider.id, name: fullName(user), avatarUrl: user.image, type: provider.providerType },
  }))
  return { data, pagination: pagination(page, total?.n ?? 0) }
}
