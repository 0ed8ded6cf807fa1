/**
 * `GET /provider/shift/browse` (seed 001 §7, DOMAIN "Browse"): open groups with a free seat,
 * starting in the future, not from a shadow-banned organization nor a facility that banned the
 * provider, filtered and sorted in SQL on `shift_groups` alone (the facility's place is copied
 * onto each group) so the indexes carry it.
 *
 * `mostRelevant` scores each group: 10 points per listed specialty, software, skill or language
 * the provider has; +6 within 25 km of home, +3 within 80 km; + rate in dollars / 10; ties go
 * to the soonest. `closestToMe` orders by an equirectangular distance (exact enough to rank);
 * `distanceInMeters` in the answer is the great-circle distance.
 */
import { and, asc, desc, eq, gt, gte, inArray, lte, notInArray, sql, type SQL } from 'drizzle-orm'
import type { BrowseQuery } from '../../../shared/contracts/provider-shifts'
import { canonicalNames } from '../../../shared/reference'
import type { AppContext, ProviderCaller } from '../../context'
import { applications, organizations, shiftGroups } from '../../db/schema'
import { pagination } from '../paging'
import { bannedFacilityIds, getProvider, licensedStates } from './queries'
import { distanceToProvider, facilityRatings, hoursOf, rateOf } from './provider-views'

const WEEKDAY_NUMBER = { SU: 0, M: 1, T: 2, W: 3, TH: 4, F: 5, S: 6 } as const
const split = (value: string | undefined) => (value ? value.split('|').map((v) => v.trim()).filter(Boolean) : [])

/** A group lists at least one of `values` in the JSON column. */
function listsAny(column: SQL, values: string[]): SQL {
  return sql`exists (select 1 from json_each(${column}) where json_each.value in (${sql.join(values.map((v) => sql`${v}`), sql`, `)}))`
}

function matches(column: SQL, values: string[]): SQL {
  if (!values.length) return sql`0`
  return sql`(select count(*) from json_each(${column}) where json_each.value in (${sql.join(values.map((v) => sql`${v}`), sql`, `)}))`
}

export async function browseShifts({ ctx, caller, query }: { ctx: AppContext; caller: ProviderCaller; query: BrowseQuery }) {
  const db = ctx.db.read
  const now = ctx.clock.now()
  const provider = await getProvider(db, caller.providerId)
  const banned = [...(await bannedFacilityIds(db, provider.id))]
  const types = split(query.licensesType)
  const cities = split(query.cities).map((c) => c.toLowerCase())
  const days = split(query.specificDay).map((d) => WEEKDAY_NUMBER[d as keyof typeof WEEKDAY_NUMBER])
  const g = shiftGroups

  const conditions: (SQL | undefined)[] = [
    eq(g.status, 'OPEN'),
    gt(g.startsAt, now),
    sql`${g.filledCount} < ${g.quantity}`,
    sql`${g.organizationId} not in (select ${organizations.id} from ${organizations} where ${organizations.isShadowBanned} = 1)`,
    banned.length ? notInArray(g.facilityId, banned) : undefined,
    // Without a license-type filter a provider sees shifts for their own title.
    inArray(g.providerType, (types.length ? types : [provider.providerType]) as ('PHARMACIST' | 'TECHNICIAN' | 'INTERN')[]),
    split(query.states).length ? inArray(g.state, split(query.states)) : undefined,
    cities.length ? sql`lower(${g.city}) in (${sql.join(cities.map((c) => sql`${c}`), sql`, `)})` : undefined,
    query.locationType ? eq(g.locationType, query.locationType) : undefined,
    query.fromDate ? gte(g.date, query.fromDate) : undefined,
    query.toDate ? lte(g.date, query.toDate) : undefined,
    days.length ? sql`cast(strftime('%w', ${g.date}) as integer) in (${sql.join(days.map((d) => sql`${d}`), sql`, `)})` : undefined,
    query.hourlyRate !== undefined ? gte(g.rateCents, Math.round(query.hourlyRate * 100)) : undefined,
    split(query.specialties).length ? listsAny(sql`${g.specialties}`, canonicalNames('specialties', split(query.specialties))) : undefined,
    split(query.skills).length ? listsAny(sql`${g.skills}`, canonicalNames('skills', split(query.skills))) : undefined,
    split(query.softwares).length ? listsAny(sql`${g.softwares}`, canonicalNames('softwares', split(query.softwares))) : undefined,
    split(query.languages).length ? listsAny(sql`${g.languages}`, canonicalNames('languages', split(query.languages))) : undefined,
  ]
  const where = and(...conditions)

  const lat = provider.latitude ?? 39.8
  const lng = provider.longitude ?? -98.6
  const cosLat = Math.cos((lat * Math.PI) / 180)
  // Squared distance in km², on an equirectangular projection around the provider's home.
  const distance2 = sql`((${g.latitude} - ${lat}) * 111.32) * ((${g.latitude} - ${lat}) * 111.32) + ((${g.longitude} - ${lng}) * ${111.32 * cosLat}) * ((${g.longitude} - ${lng}) * ${111.32 * cosLat})`
  const relevance = sql`10 * (${matches(sql`${g.specialties}`, provider.specialties)} + ${matches(sql`${g.softwares}`, provider.softwares)} + ${matches(sql`${g.skills}`, provider.skills)} + ${matches(sql`${g.languages}`, provider.languages)})
    + case when ${distance2} < 625 then 6 when ${distance2} < 6400 then 3 else 0 end + ${g.rateCents} / 1000.0`
  const order =
    query.sortBy === 'highestPay' ? [desc(g.rateCents), asc(g.startsAt)]
    : query.sortBy === 'closestToMe' ? [asc(distance2), asc(g.startsAt)]
    : query.sortBy === 'mostRelevant' ? [desc(relevance), asc(g.startsAt)]
    : [asc(g.startsAt), asc(g.id)]

  const take = query.take ?? 20
  const page = query.page ?? 1
  // The page's ids first (answered from the covering index for every sort but mostRelevant),
  // then only those rows.
  const pageIds = (await db.select({ id: g.id }).from(g).where(where).orderBy(...order).limit(take).offset((page - 1) * take)).map((r) => r.id)
  const fetched = pageIds.length ? await db.select().from(g).where(inArray(g.id, pageIds)) : []
  const byId = new Map(fetched.map((r) => [r.id, r]))
  const [rows, [count], applied, states] = await Promise.all([
    pageIds.flatMap((id) => byId.get(id) ?? []),
    db.select({ n: sql<number>`count(*)` }).from(g).where(where),
    db
      .select({ shiftGroupId: applications.shiftGroupId })
      .from(applications)
      .innerJoin(g, eq(g.id, applications.shiftGroupId))
      .where(and(eq(applications.providerId, provider.id), eq(applications.status, 'PENDING'), gt(g.startsAt, now), sql`(${applications.expiresAt} is null or ${applications.expiresAt} > ${now.getTime()} or ${applications.isHired} = 1)`)),
    licensedStates(db, provider, now),
  ])
  const ratingsByFacility = await facilityRatings(db, [...new Set(rows.map((r) => r.facilityId))])

  return {
    shifts: rows.map((group) => ({
      shiftGroupId: group.id,
      title: group.title,
      date: group.date,
      startTime: group.startTime,
      endTime: group.endTime,
      startsAt: group.startsAt.toISOString(),
      endsAt: group.endsAt.toISOString(),
      locationType: group.locationType,
      location: `${group.city}, ${group.state}`,
      // The facility's coordinates, for the map of results.
      latitude: group.latitude,
      longitude: group.longitude,
      rate: rateOf(group),
      quantityOfHours: hoursOf(group),
      openSeats: group.quantity - group.filledCount,
      distanceInMeters: distanceToProvider(group, provider),
      isAutoHireEnabled: group.isAutoHireEnabled,
      provider: { type: group.providerType },
      facility: { id: group.facilityId, state: group.state, city: group.city, postalCode: group.zipCode, currentRating: ratingsByFacility.get(group.facilityId) ?? null, timeZone: group.timeZone },
    })),
    appliedShiftGroupIds: applied.map((a) => a.shiftGroupId),
    statesWhereCanApply: states.map((state) => ({ state, type: provider.providerType })),
    pagination: pagination({ page, pageSize: take, offset: (page - 1) * take }, count?.n ?? 0),
  }
}
