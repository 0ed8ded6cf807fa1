/**
 * `GET /provider/shift-group/{shiftGroupId}/related`: other open shifts the provider may like —
 * the same facility first, then the same provider type in the same state — soonest first.
 */
import { and, asc, eq, gt, ne, sql } from 'drizzle-orm'
import type { AppContext, ProviderCaller } from '../../../context'
import { organizations, shiftGroups } from '../../../db/schema'
import { pageRequest, pagination } from '../../../lib/paging'
import { bannedFacilityIds, getGroupForProvider } from '../queries'

export async function relatedShifts({ ctx, caller, shiftGroupId, query }: { ctx: AppContext; caller: ProviderCaller; shiftGroupId: string; query: { page?: number; pageSize?: number } }) {
  const db = ctx.db.read
  const now = ctx.clock.now()
  const group = await getGroupForProvider(db, caller.providerId, shiftGroupId)
  const banned = [...(await bannedFacilityIds(db, caller.providerId))]
  const g = shiftGroups
  const where = and(
    ne(g.id, group.id),
    eq(g.status, 'OPEN'),
    gt(g.startsAt, now),
    sql`${g.filledCount} < ${g.quantity}`,
    eq(g.providerType, group.providerType),
    sql`(${g.facilityId} = ${group.facilityId} or ${g.state} = ${group.state})`,
    sql`${g.organizationId} not in (select ${organizations.id} from ${organizations} where ${organizations.isShadowBanned} = 1)`,
    banned.length ? sql`${g.facilityId} not in (${sql.join(banned.map((b) => sql`${b}`), sql`, `)})` : undefined,
  )
  const request = pageRequest(query)
  const [rows, [count]] = await Promise.all([
    db.select().from(g).where(where).orderBy(sql`case when ${g.facilityId} = ${group.facilityId} then 0 else 1 end`, asc(g.startsAt)).limit(request.pageSize).offset(request.offset),
    db.select({ n: sql<number>`count(*)` }).from(g).where(where),
  ])
  return {
    shifts: rows.map((r) => ({
      shiftGroupId: r.id,
      title: r.title,
      startDate: r.startsAt.toISOString(),
      endDate: r.endsAt.toISOString(),
      rate: r.rateCents / 100,
      isRemote: r.locationType === 'REMOTE',
      providerType: r.providerType,
      state: r.state,
      city: r.city,
      timeZone: r.timeZone,
    })),
    pagination: pagination(request, count?.n ?? 0),
  }
}
