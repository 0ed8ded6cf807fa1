/**
 * `GET /facility/shifts/pending`: groups still waiting for people. Open groups, and groups the
 * facility closed to new applications, that start in the future and have a seat nobody holds;
 * soonest first.
 */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm'
import type { PendingShiftGroup } from '../../../../shared/contracts/facility-shifts'
import type { AppContext, FacilityCaller } from '../../../context'
import type { Tx } from '../../../db/client'
import { applications, facilities, shiftGroups } from '../../../db/schema'
import { pageRequest, pagination } from '../../../lib/paging'
import { countGroups, facilityFilter, filledSeats, groupHasOpenSeat, groupsOfLiveScope, pendingApplications, seatCounts } from './queries'
import { quantityOfHours, seatPrice } from '../../../../shared/domain/money'
import { centsToDollars, toShiftFacility } from './to-dto'

const NEW_APPLICATION_MS = 24 * 3_600_000

export async function listPendingShiftGroups({ ctx, caller, input }: { ctx: AppContext; caller: FacilityCaller; input: { facilityId?: string | undefined; page?: number | undefined; pageSize?: number | undefined } }) {
  const db = ctx.db.read
  const now = ctx.clock.now()
  const page = pageRequest(input)
  const where = and(await groupsOfLiveScope(db, caller, await facilityFilter(db, caller, input.facilityId)), groupHasOpenSeat, gt(shiftGroups.startsAt, now))!
  const rows = await db
    .select({ group: shiftGroups, facility: facilities })
    .from(shiftGroups)
    .innerJoin(facilities, eq(facilities.id, shiftGroups.facilityId))
    .where(where)
    .orderBy(asc(shiftGroups.startsAt), asc(shiftGroups.id))
    .limit(page.pageSize)
    .offset(page.offset)
  const ids = rows.map((r) => r.group.id)
  const [counts, applicationCounts, totalItems] = await Promise.all([seatCounts(db, ids), countApplications(db, ids, now), countGroups(db, where)])

  const data: PendingShiftGroup[] = rows.map(({ group, facility }) => {
    const seats = counts.get(group.id)!
    const price = seatPrice(group)
    const totalCents = price.totalCents * seats.total
    const apps = applicationCounts.get(group.id) ?? { all: 0, recent: 0 }
    return {
      shiftGroupId: group.id,
      status: group.status,
      date: group.date,
      time: `${group.startTime} - ${group.endTime}`,
      startTime: group.startTime,
      endTime: group.endTime,
      rate: centsToDollars(group.rateCents),
      total: centsToDollars(totalCents),
      percentageFee: group.percentageFee,
      totalAmountInCents: totalCents,
      providerType: group.providerType,
      quantityOfHours: quantityOfHours(group),
      bypassCancellationFee: group.bypassCancellationFee,
      totalAmountOfShifts: seats.total,
      totalAmountOfFilledShifts: filledSeats(seats),
      shiftTitle: group.title,
      isAutoHireEnabled: group.isAutoHireEnabled,
      applicationsCount: apps.all,
      newApplicationsCount: apps.recent,
      facility: toShiftFacility(facility),
    }
  })
  return { data, pagination: pagination(page, totalItems) }
}

/** Pending applications per group, and those received in the last 24 hours. */
async function countApplications(db: Tx, groupIds: string[], now: Date) {
  const counts = new Map<string, { all: number; recent: number }>()
  if (!groupIds.length) return counts
  const since = now.getTime() - NEW_APPLICATION_MS
  const rows = await db
    .select({
      groupId: applications.shiftGroupId,
      all: sql<number>`count(*)`,
      recent: sql<number>`sum(case when ${applications.createdAt} > ${since} then 1 else 0 end)`,
    })
    .from(applications)
    .innerJoin(shiftGroups, eq(shiftGroups.id, applications.shiftGroupId))
    .where(and(inArray(applications.shiftGroupId, groupIds), pendingApplications(now)))
    .groupBy(applications.shiftGroupId)
  for (const row of rows) counts.set(row.groupId, { all: Number(row.all), recent: Number(row.recent ?? 0) })
  return counts
}
