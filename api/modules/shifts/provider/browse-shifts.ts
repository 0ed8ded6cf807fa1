/**
 * `GET /provider/shift/browse` (spec 001 §7, domain "Browse"): open groups with a free seat,
 * starting in the future, not from a shadow-banned organization nor a facility that banned the
 * provider, filtered and sorted by the in-memory index of open groups (`open-groups-index.ts`,
 * exact to the last commit); the caller's own data (applications, licenses) comes from SQL.
 *
 * `mostRelevant` ("best match") ranks first a close shift the provider may take and meets every
 * listed requirement of: license in its state, their own type, their tags, distance (strongly),
 * pay and how soon (`bestMatchScore` in the index; docs/decisions.md "Browse: best match").
 * `closestToMe` orders by an equirectangular distance (exact enough to rank);
 * `distanceInMeters` in the answer is the great-circle distance.
 *
 * `scope` (near / licensed; `browse-scope.ts`) limits a browse without `states` to where the
 * provider can work and near home; without it browse is the spec's, every state.
 */
import { and, eq, gt, sql } from 'drizzle-orm'
import type { BrowseQuery } from '../../../../shared/contracts/provider-shifts'
import { canonicalNames } from '../../../../shared/reference'
import type { AppContext, ProviderCaller } from '../../../context'
import type { Tx } from '../../../db/client'
import { prepared } from '../../../db/prepared'
import { applications, shiftGroups } from '../../../db/schema'
import { pagination } from '../../../lib/paging'
import { openGroupsIndexOf } from '../../../browse-index'
import { bannedFacilityIds, getProvider, licensedStates } from '../queries'
import { quantityOfHours } from '../../../../shared/domain/money'
import { distanceToProvider, facilityRatings, rateOf } from './provider-views'
import { licenseStatesOf, resolveScope } from './browse-scope'

const WEEKDAY_NUMBER = { SU: 0, M: 1, T: 2, W: 3, TH: 4, F: 5, S: 6 } as const
const split = (value: string | undefined) => (value ? value.split('|').map((v) => v.trim()).filter(Boolean) : [])

/** Groups still ahead where the provider's application is live (`appliedShiftGroupIds`). */
const liveApplicationsOf = (db: Tx) => {
  const g = shiftGroups
  const nowMs = sql.placeholder('nowMs')
  return db
    .select({ shiftGroupId: applications.shiftGroupId })
    .from(applications)
    .innerJoin(g, eq(g.id, applications.shiftGroupId))
    .where(
      and(
        eq(applications.providerId, sql.placeholder('providerId')),
        eq(applications.status, 'PENDING'),
        gt(g.startsAt, nowMs),
        sql`(${applications.expiresAt} is null or ${applications.expiresAt} > ${nowMs} or ${applications.isHired} = 1)`,
      ),
    )
    .prepare()
}

export async function browseShifts({ ctx, caller, query }: { ctx: AppContext; caller: ProviderCaller; query: BrowseQuery }) {
  const db = ctx.db.read
  const now = ctx.clock.now()
  const index = openGroupsIndexOf(ctx.db)
  const [provider, banned] = await Promise.all([getProvider(db, caller.providerId), bannedFacilityIds(db, caller.providerId)])
  const licensed = await licenseStatesOf(db, provider, now)
  const { within, ...scope } = resolveScope(query.scope, split(query.states), provider, licensed)
  const types = split(query.licensesType)
  // Without a license-type filter a provider sees shifts for their own title.
  const providerTypes = types.length ? types : [provider.providerType]
  const take = query.take ?? 20
  const page = query.page ?? 1
  // While a process loads its index, a browse of some states waits for those states alone.
  await index.catchUp(db, now, { providerTypes, states: scope.states })

  const { groups: rows, total } = index.query({
    now,
    providerTypes,
    states: scope.states,
    cities: split(query.cities).map((c) => c.toLowerCase()),
    locationType: query.locationType,
    fromDate: query.fromDate,
    toDate: query.toDate,
    weekdays: split(query.specificDay).map((d) => WEEKDAY_NUMBER[d as keyof typeof WEEKDAY_NUMBER]),
    minRateCents: query.hourlyRate !== undefined ? Math.round(query.hourlyRate * 100) : undefined,
    tagFilters: {
      specialties: canonicalNames('specialties', split(query.specialties)),
      skills: canonicalNames('skills', split(query.skills)),
      softwares: canonicalNames('softwares', split(query.softwares)),
      languages: canonicalNames('languages', split(query.languages)),
    },
    excludedFacilityIds: banned,
    sortBy: query.sortBy ?? 'soonestAvailable',
    origin: { latitude: provider.latitude ?? 39.8, longitude: provider.longitude ?? -98.6 },
    within,
    match: { verifiedStates: licensed.verified, pendingStates: licensed.pending, providerType: provider.providerType, hasHome: provider.latitude !== null && provider.longitude !== null },
    relevantTags: { specialties: provider.specialties, softwares: provider.softwares, skills: provider.skills, languages: provider.languages },
    offset: (page - 1) * take,
    limit: take,
  })
  const [applied, states] = await Promise.all([prepared(db, liveApplicationsOf).all({ providerId: provider.id, nowMs: now.getTime() }), licensedStates(db, provider, now)])
  const ratingsByFacility = await facilityRatings(db, [...new Set(rows.map((r) => r.facilityId))])

  return {
    shifts: rows.map((group) => {
      const startsAt = new Date(group.startsAtMs)
      const endsAt = new Date(group.endsAtMs)
      return {
        shiftGroupId: group.id,
        title: group.title,
        date: group.date,
        startTime: group.startTime,
        endTime: group.endTime,
        startsAt: startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
        locationType: group.locationType,
        location: `${group.city}, ${group.state}`,
        // The facility's coordinates, for the map of results.
        latitude: group.latitude,
        longitude: group.longitude,
        rate: rateOf(group),
        quantityOfHours: quantityOfHours({ startsAt, endsAt }),
        openSeats: group.quantity - group.filledCount,
        distanceInMeters: distanceToProvider(group, provider),
        isAutoHireEnabled: group.isAutoHireEnabled,
        provider: { type: group.providerType },
        facility: { id: group.facilityId, state: group.state, city: group.city, postalCode: group.zipCode, currentRating: ratingsByFacility.get(group.facilityId) ?? null, timeZone: group.timeZone },
      }
    }),
    appliedShiftGroupIds: applied.map((a) => a.shiftGroupId),
    statesWhereCanApply: states.map((state) => ({ state, type: provider.providerType })),
    pagination: pagination({ page, pageSize: take, offset: (page - 1) * take }, total),
    scope,
  }
}
