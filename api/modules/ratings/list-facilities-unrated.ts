/** `GET /get-facilities-unrated`: the provider's completed shifts whose facility they have not rated yet. */
import { and, count, desc, eq, isNull, ne, sql } from 'drizzle-orm'
import type { UnratedFacilitiesQuery, UnratedFacilityShift } from '../../../shared/contracts/ratings'
import type { AppContext, ProviderCaller } from '../../context'
import { facilities, ratings, shiftGroups, shifts } from '../../db/schema'
import { pageRequest, pagination } from '../../lib/paging'

export async function listFacilitiesUnrated({ ctx, caller, query }: { ctx: AppContext; caller: ProviderCaller; query: UnratedFacilitiesQuery }) {
  const db = ctx.db.read
  const page = pageRequest(query)
  const rated = and(eq(ratings.shiftId, shifts.id), eq(ratings.raterKind, 'PROVIDER'))
  const where = and(eq(shifts.providerId, caller.providerId), eq(shifts.status, 'COMPLETED'), ne(shifts.attendanceStatus, 'NO_SHOW'), isNull(ratings.id))
  const [total] = await db.select({ n: count() }).from(shifts).leftJoin(ratings, rated).where(where)
  const rows = await db
    .select({ shift: shifts, group: shiftGroups, facility: facilities })
    .from(shifts)
    .innerJoin(shiftGroups, eq(shiftGroups.id, shifts.shiftGroupId))
    .innerJoin(facilities, eq(facilities.id, shifts.facilityId))
    .leftJoin(ratings, rated)
    .where(where)
    .orderBy(desc(sql`coalesce(${shifts.completedAt}, ${shiftGroups.endsAt})`), desc(shifts.id))
    .limit(page.pageSize)
    .offset(page.offset)
  const data: UnratedFacilityShift[] = rows.map(({ shift, group, facility }) => ({
    shiftId: shift.id,
    shiftGroupId: group.id,
    title: group.title,
    date: group.date,
    startTime: group.startTime,
    endTime: group.endTime,
    timeZone: group.timeZone,
    completedAt: shift.completedAt?.toISOString() ?? null,
    facility: { id: facility.id, name: facility.name, city: facility.city, state: facility.state, image: facility.image },
  }))
  return { data, pagination: pagination(page, total?.n ?? 0) }
}
