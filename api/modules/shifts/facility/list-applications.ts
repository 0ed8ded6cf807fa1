/**
 * `GET /facility/shift/applications`: applications awaiting the facility's decision across its
 * groups, newest first. Only groups that can still hire count: not canceled and not yet started
 * (an application to a past shift can no longer be acted on).
 */
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm'
import type { FacilityApplication } from '../../../../shared/contracts/facility-shifts'
import type { AppContext, FacilityCaller } from '../../../context'
import { applications, facilities, providers, shiftGroups, users } from '../../../db/schema'
import { pageRequest, pagination } from '../../../lib/paging'
import { loadApplicantRatingFigures } from './provider-ratings'
import { personName } from './applicant-profiles'
import { facilityFilter, filledSeats, getGroupInScope, groupsOfLiveScope, isPreferredProvider, pendingApplications, seatCounts } from './queries'
import { centsToDollars, toShiftFacility } from './to-dto'

export async function listApplications({
  ctx,
  caller,
  input,
}: {
  ctx: AppContext
  caller: FacilityCaller
  input: { facilityId?: string | undefined; shiftGroupId?: string | undefined; page?: number | undefined; pageSize?: number | undefined }
}) {
  const db = ctx.db.read
  const now = ctx.clock.now()
  const page = pageRequest(input)
  const facilityId = await facilityFilter(db, caller, input.facilityId)
  const shiftGroupId = input.shiftGroupId === undefined ? undefined : (await getGroupInScope(db, caller, input.shiftGroupId)).group.id
  const where = and(
    await groupsOfLiveScope(db, caller, facilityId),
    shiftGroupId ? eq(shiftGroups.id, shiftGroupId) : undefined,
    inArray(shiftGroups.status, ['OPEN', 'CLOSED']),
    gt(shiftGroups.startsAt, now),
    pendingApplications(now),
  )
  // The page's ids and the total read applications and their groups alone; the provider, their
  // user and the facility are read for the page's rows only. A busy facility has a thousand or
  // more applications waiting, and the newest-first order needs all of them sorted.
  const newestFirst = [desc(applications.createdAt), desc(applications.id)]
  const pageIds = (
    await db
      .select({ id: applications.id })
      .from(applications)
      .innerJoin(shiftGroups, eq(shiftGroups.id, applications.shiftGroupId))
      .where(where)
      .orderBy(...newestFirst)
      .limit(page.pageSize)
      .offset(page.offset)
  ).map((r) => r.id)
  const [total] = await db
    .select({ n: sql<number>`count(*)` })
    .from(applications)
    .innerJoin(shiftGroups, eq(shiftGroups.id, applications.shiftGroupId))
    .where(where)
  const rows = pageIds.length
    ? await db
        .select({
          application: applications,
          group: shiftGroups,
          facility: facilities,
          provider: providers,
          user: { firstName: users.firstName, lastName: users.lastName, image: users.image },
          isPreferred: isPreferredProvider,
        })
        .from(applications)
        .innerJoin(shiftGroups, eq(shiftGroups.id, applications.shiftGroupId))
        .innerJoin(facilities, eq(facilities.id, shiftGroups.facilityId))
        .innerJoin(providers, eq(providers.id, applications.providerId))
        .innerJoin(users, eq(users.id, providers.userId))
        .where(inArray(applications.id, pageIds))
        .orderBy(...newestFirst)
    : []
  const [counts, ratings] = await Promise.all([seatCounts(db, [...new Set(rows.map((r) => r.group.id))]), loadApplicantRatingFigures(db, rows.map((r) => r.provider.id))])

  const data: FacilityApplication[] = rows.map(({ application, group, facility, provider, user, isPreferred }) => {
    const seats = counts.get(group.id)!
    const figures = ratings.get(provider.id)!
    return {
      applicationId: application.id,
      applicationMessage: application.message,
      appliedAt: application.createdAt.toISOString(),
      expiresAt: application.expiresAt?.toISOString() ?? null,
      isRecommendedProvider: Boolean(isPreferred),
      provider: {
        id: provider.id,
        name: personName(user),
        type: provider.providerType,
        avatarUrl: user.image,
        yearsExperience: provider.yearsOfExperience,
        currentRating: figures.currentRating,
        averageRating: figures.averageRating,
      },
      shiftGroup: {
        shiftGroupId: group.id,
        title: group.title,
        date: group.date,
        startTime: group.startTime,
        endTime: group.endTime,
        providerType: group.providerType,
        rate: centsToDollars(group.rateCents),
        totalAmountOfShifts: seats.total,
        totalAmountOfFilledShifts: filledSeats(seats),
        facility: toShiftFacility(facility),
      },
    }
  })
  return { data, pagination: pagination(page, Number(total?.n ?? 0)) }
}
