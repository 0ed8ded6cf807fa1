/**
 * The admin panel's reads of shifts: every organization's, no tenant scope (the team sees the
 * whole marketplace; the verbs check the team permission first). One row is one seat.
 */
import { and, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm'
import type { AdminShiftRow, AdminShiftStatus } from '../../../../shared/contracts/admin-shifts'
import { centsToDollars, effectiveMinutes, quantityOfHours, scheduledMinutes, seatPrice } from '../../../../shared/domain/money'
import type { ProviderType } from '../../../../shared/enums'
import type { Tx } from '../../../db/client'
import { facilities, providers, shiftGroups, shifts, users } from '../../../db/schema'
import { NotFoundError } from '../../../errors'
import type { ShiftGroupRow, ShiftRow } from '../queries'

export type FacilityRow = typeof facilities.$inferSelect

/**
 * The history's statuses (spec 001 §4): a completed seat stays completed; a canceled seat, or any
 * unfinished seat of a canceled group, is canceled.
 */
export const seatStatus = sql<AdminShiftStatus>`case
  when ${shifts.status} = 'COMPLETED' then 'Completed'
  when ${shifts.status} = 'CANCELED' or ${shiftGroups.status} = 'CANCELED' then 'Canceled'
  when ${shifts.status} = 'FILLED' then 'Filled'
  else 'Open' end`

export function statusOf(seat: Pick<ShiftRow, 'status'>, group: Pick<ShiftGroupRow, 'status'>): AdminShiftStatus {
  if (seat.status === 'COMPLETED') return 'Completed'
  if (seat.status === 'CANCELED' || group.status === 'CANCELED') return 'Canceled'
  return seat.status === 'FILLED' ? 'Filled' : 'Open'
}

/** `%` and `_` in a search are literal characters, not wildcards. */
const likeContains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export interface AdminShiftFilters {
  fromDate?: string | undefined
  toDate?: string | undefined
  providerType?: string | undefined
  status?: string | undefined
  search?: string | undefined
  facilityId?: string | undefined
}

/** The lists' filters; dates are the shift's calendar date at its facility, both ends included. */
export function adminShiftWhere(input: AdminShiftFilters): SQL | undefined {
  const statuses = input.status ? (input.status.split('|') as AdminShiftStatus[]) : []
  const providerTypes = input.providerType ? (input.providerType.split('|') as ProviderType[]) : []
  const term = input.search?.trim()
  const pattern = term ? likeContains(term) : null
  return and(
    input.fromDate ? gte(shiftGroups.date, input.fromDate) : undefined,
    input.toDate ? lte(shiftGroups.date, input.toDate) : undefined,
    providerTypes.length ? inArray(shiftGroups.providerType, providerTypes) : undefined,
    statuses.length ? inArray(seatStatus, statuses) : undefined,
    input.facilityId ? eq(shiftGroups.facilityId, input.facilityId) : undefined,
    pattern
      ? or(
          sql`lower(${shiftGroups.title}) like ${pattern} escape '\\'`,
          sql`lower(${facilities.name}) like ${pattern} escape '\\'`,
          sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${pattern} escape '\\'`,
        )
      : undefined,
  )
}

/** Seats with their group, facility and hired provider's name: the base of every admin read. */
export function selectAdminShifts(db: Tx) {
  return db
    .select({ seat: shifts, group: shiftGroups, facility: facilities, providerId: providers.id, firstName: users.firstName, lastName: users.lastName })
    .from(shifts)
    .innerJoin(shiftGroups, eq(shiftGroups.id, shifts.shiftGroupId))
    .innerJoin(facilities, eq(facilities.id, shiftGroups.facilityId))
    .leftJoin(providers, eq(providers.id, shifts.providerId))
    .leftJoin(users, eq(users.id, providers.userId))
}

export type AdminShiftJoined = Awaited<ReturnType<ReturnType<typeof selectAdminShifts>['all']>>[number]

/** Counts the seats a filter keeps (the joins only when the filter reads them). */
export async function countAdminShifts(db: Tx, input: AdminShiftFilters, where: SQL | undefined): Promise<number> {
  const base = db.select({ n: sql<number>`count(*)` }).from(shifts).innerJoin(shiftGroups, eq(shiftGroups.id, shifts.shiftGroupId))
  const [row] = input.search?.trim()
    ? await base
        .innerJoin(facilities, eq(facilities.id, shiftGroups.facilityId))
        .leftJoin(providers, eq(providers.id, shifts.providerId))
        .leftJoin(users, eq(users.id, providers.userId))
        .where(where)
    : await base.where(where)
  return Number(row?.n ?? 0)
}

/** A hired seat's price is fixed at hire (re-priced by adjustments); an open seat's is the group's. */
export function seatEarningsCents(group: ShiftGroupRow, seat: Pick<ShiftRow, 'providerEarningsCents'>): number {
  return seat.providerEarningsCents ?? seatPrice(group).providerEarningsCents
}

export function seatFeeCents(group: ShiftGroupRow, seat: Pick<ShiftRow, 'shiftFeeCents'>): number {
  return seat.shiftFeeCents ?? seatPrice(group).shiftFeeCents
}

/**
 * A seat's effective working hours (two decimals): for a completed seat the paid minutes worked
 * (the worked start and end, less an unpaid lunch when taken — without an answer, taken as
 * planned), which its earnings were priced from (shifts/facility/attendance.ts); otherwise the
 * schedule's. The dashboard's shift hours (migration 0040's `paid_minutes`) count the same
 * minutes, so the completed rows of a window add up to that figure.
 */
export function seatEffectiveWorkingHours(
  group: ShiftGroupRow,
  seat: Pick<ShiftRow, 'status' | 'workedStartsAt' | 'workedEndsAt' | 'didProviderTakeLunchBreak'>,
): number {
  let minutes = effectiveMinutes(scheduledMinutes(group), group.lunchBreakMinutes, group.isLunchBreakPaid)
  if (seat.status === 'COMPLETED') {
    const start = seat.workedStartsAt ?? group.startsAt
    const end = seat.workedEndsAt ?? group.endsAt
    const tookLunch = seat.didProviderTakeLunchBreak ?? group.lunchBreakMinutes > 0
    minutes = effectiveMinutes(Math.round((end.getTime() - start.getTime()) / 60_000), tookLunch ? group.lunchBreakMinutes : 0, group.isLunchBreakPaid)
  }
  return Math.round((minutes / 60) * 100) / 100
}

export function toAdminShiftRow({ seat, group, facility, providerId, firstName, lastName }: AdminShiftJoined): AdminShiftRow {
  return {
    id: seat.id,
    shiftGroupId: group.id,
    title: group.title,
    shiftDate: group.date,
    startTime: group.startTime,
    endTime: group.endTime,
    providerType: group.providerType,
    rate: centsToDollars(group.rateCents),
    displayedRate: centsToDollars(seatPrice(group).facilityRateCents),
    quantityOfHours: quantityOfHours(group),
    totalProviderEarnings: centsToDollars(seatEarningsCents(group, seat)),
    status: statusOf(seat, group),
    facility: { id: facility.id, name: facility.name, state: facility.state, timezone: facility.timeZone },
    hiredProvider: providerId && firstName !== null ? { providerId, firstName, lastName: lastName ?? '' } : null,
  }
}

/** A seat of any organization with its group, facility and provider, or 404. */
export async function getAdminShift(db: Tx, shiftId: string): Promise<AdminShiftJoined> {
  const row = await selectAdminShifts(db).where(eq(shifts.id, shiftId)).get()
  if (!row) throw new NotFoundError('shift')
  return row
}

export async function adminShiftRow(db: Tx, shiftId: string): Promise<AdminShiftRow> {
  return toAdminShiftRow(await getAdminShift(db, shiftId))
}
