/**
 * `GET /facility/shifts/applicants?status=`: the facility's applicant tabs (spec 000 §4), each
 * group once, in exactly one tab:
 *
 * - not-filled: open to applications, starting in the future, with a seat nobody holds;
 * - filled: someone is hired and hiring is over (every seat taken, or the group closed or
 *   started), with at least one hired seat not yet completed;
 * - completed: every hired seat is completed.
 *
 * Canceled groups are in none. Upcoming tabs read soonest first, completed newest first.
 */
import { and, asc, desc, eq, gt, lte, ne, not, or, type SQL } from 'drizzle-orm'
import { APPLICANTS_PREVIEWED, type ApplicantTab, type ApplicantTabGroup } from '../../../../shared/contracts/facility-shifts'
import type { AppContext, FacilityCaller } from '../../../context'
import { facilities, shiftGroups } from '../../../db/schema'
import { pageRequest, pagination } from '../../../lib/paging'
import { loadApplicantProfiles } from './applicant-profiles'
import { firstApplicantsOfGroups } from './applicant-rows'
import { countGroups, facilityFilter, filledSeats, groupHasOpenSeat, groupHasSeat, groupsOfLiveScope, seatCounts } from './queries'
import { toApplicant, toShiftFacility } from './to-dto'

function tabCondition(tab: ApplicantTab, now: Date): SQL {
  switch (tab) {
    case 'not-filled':
      return and(groupHasOpenSeat, eq(shiftGroups.status, 'OPEN'), gt(shiftGroups.startsAt, now))!
    case 'filled':
      return and(
        ne(shiftGroups.status, 'CANCELED'),
        groupHasSeat('FILLED'),
        or(eq(shiftGroups.openSeats, 0), eq(shiftGroups.status, 'CLOSED'), lte(shiftGroups.startsAt, now)),
      )!
    case 'completed':
      return and(ne(shiftGroups.status, 'CANCELED'), groupHasSeat('COMPLETED'), not(groupHasSeat('FILLED')))!
  }
}

export async function listApplicantTabs({
  ctx,
  caller,
  input,
}: {
  ctx: AppContext
  caller: FacilityCaller
  input: { status?: ApplicantTab | undefined; facilityId?: string | undefined; page?: number | undefined; pageSize?: number | undefined }
}) {
  const db = ctx.db.read
  const now = ctx.clock.now()
  const tab = input.status ?? 'not-filled'
  const page = pageRequest(input)
  const where = and(await groupsOfLiveScope(db, caller, await facilityFilter(db, caller, input.facilityId)), tabCondition(tab, now))!
  const rows = await db
    .select({ group: shiftGroups, facility: facilities })
    .from(shiftGroups)
    .innerJoin(facilities, eq(facilities.id, shiftGroups.facilityId))
    .where(where)
    .orderBy(tab === 'completed' ? desc(shiftGroups.startsAt) : asc(shiftGroups.startsAt), asc(shiftGroups.id))
    .limit(page.pageSize)
    .offset(page.offset)
  const ids = rows.map((r) => r.group.id)
  const [counts, applicants, totalItems] = await Promise.all([seatCounts(db, ids), firstApplicantsOfGroups(db, ids, now, APPLICANTS_PREVIEWED), countGroups(db, where)])
  const profiles = await loadApplicantProfiles(db, applicants.rows.map((r) => r.provider), now)

  const data: ApplicantTabGroup[] = rows.map(({ group, facility }) => {
    const seats = counts.get(group.id)!
    return {
      shiftGroupId: group.id,
      shiftTitle: group.title,
      date: group.date,
      startTime: group.startTime,
      endTime: group.endTime,
      providerType: group.providerType,
      totalAmountOfShifts: seats.total,
      totalAmountOfFilledShifts: filledSeats(seats),
      applicants: applicants.rows.filter((r) => r.application.shiftGroupId === group.id).map((r) => toApplicant(r.application, r, group, profiles)),
      applicantsCount: applicants.counts.get(group.id) ?? 0,
      facility: toShiftFacility(facility),
    }
  })
  return { data, pagination: pagination(page, totalItems) }
}
