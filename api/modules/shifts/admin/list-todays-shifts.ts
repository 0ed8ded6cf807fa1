/**
 * `GET /admin-panel/shifts/today` (spec 000 §7: finished, in progress, close to start): what the
 * operations team watches during the day, across every facility and time zone, so by instants
 * rather than calendar dates:
 *
 *   - finished: hired seats whose shift ended in the last 24 hours (completed, or awaiting the
 *     facility's word on attendance), the latest end first;
 *   - inProgress: hired seats between their start and their end now, the soonest end first;
 *   - closeToStart: seats not canceled (open or hired) starting in the next 3 hours, soonest
 *     first — an open one is a shift about to go unstaffed.
 *
 * Groups are found by start through the (status, provider type, start) index; each list holds at
 * most 200 seats.
 */
import { and, asc, desc, gt, gte, inArray, lte } from 'drizzle-orm'
import type { AdminTodayShifts } from '../../../../shared/contracts/admin-shifts'
import { PROVIDER_TYPES } from '../../../../shared/enums'
import type { AppContext, TeamCaller } from '../../../context'
import { shiftGroups, shifts } from '../../../db/schema'
import { requireTeamPermission } from '../../team'
import { selectAdminShifts, toAdminShiftRow } from './queries'

const HOUR = 3_600_000
export const TODAY = {
  finishedWithinHours: 24,
  closeToStartHours: 3,
  /** No shift is longer than a day (an overnight slot ends before the next day's start time). */
  longestShiftHours: 24,
  limit: 200,
}

export async function listTodaysShifts({ ctx, caller }: { ctx: AppContext; caller: TeamCaller }): Promise<AdminTodayShifts> {
  requireTeamPermission(caller, 'panel.read')
  const now = ctx.clock.now()
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR)
  const live = and(inArray(shiftGroups.status, ['OPEN', 'CLOSED']), inArray(shiftGroups.providerType, [...PROVIDER_TYPES]))
  const db = ctx.db.read
  const [finished, inProgress, closeToStart] = await Promise.all([
    selectAdminShifts(db)
      .where(
        and(
          live,
          gte(shiftGroups.startsAt, at(-(TODAY.finishedWithinHours + TODAY.longestShiftHours))),
          lte(shiftGroups.startsAt, now),
          lte(shiftGroups.endsAt, now),
          gt(shiftGroups.endsAt, at(-TODAY.finishedWithinHours)),
          inArray(shifts.status, ['FILLED', 'COMPLETED']),
        ),
      )
      .orderBy(desc(shiftGroups.endsAt), asc(shifts.id))
      .limit(TODAY.limit),
    selectAdminShifts(db)
      .where(and(live, gte(shiftGroups.startsAt, at(-TODAY.longestShiftHours)), lte(shiftGroups.startsAt, now), gt(shiftGroups.endsAt, now), inArray(shifts.status, ['FILLED'])))
      .orderBy(asc(shiftGroups.endsAt), asc(shifts.id))
      .limit(TODAY.limit),
    selectAdminShifts(db)
      .where(and(live, gt(shiftGroups.startsAt, now), lte(shiftGroups.startsAt, at(TODAY.closeToStartHours)), inArray(shifts.status, ['OPEN', 'FILLED'])))
      .orderBy(asc(shiftGroups.startsAt), asc(shifts.id))
      .limit(TODAY.limit),
  ])
  return { finished: finished.map(toAdminShiftRow), inProgress: inProgress.map(toAdminShiftRow), closeToStart: closeToStart.map(toAdminShiftRow) }
}
