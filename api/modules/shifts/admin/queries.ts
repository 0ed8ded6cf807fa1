/**
 * The admin panel's reads of shifts: every organization's, no tenant scope (the team sees the
 * whole marketplace; the verbs check the team permission first). One row is one seat.
 */
import { and, asc, desc, eq, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm'
import type { AdminShiftRow, AdminShiftStatus } from '../../../../shared/contracts/admin-shifts'
import { centsToDollars, effectiveMinutes, quantityOfHours, scheduledMinutes, seatPrice } from '../../../../shared/domain/money'
import type { ProviderType } from '../../../../shared/enums'
import type { Tx } from '../../../db/client'
import { facilities, providers, shiftGroups, shifts, shiftSummaryDailyTotals, users, type ShiftStatus } from '../../../db/schema'
import { NotFoundError } from '../../../errors'
import type { ShiftGroupRow, ShiftRow } from '../queries'
import { searchSeatCandidates, seatsAmong } from './search'

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

/** A seat's status as the history names it (spec 001 §4) and as stored. */
const STORED_STATUS: Record<AdminShiftStatus, ShiftStatus> = { Open: 'OPEN', Filled: 'FILLED', Completed: 'COMPLETED', Canceled: 'CANCELED' }
const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

/**
 * The lists' filters; dates are the shift's calendar date at its facility, both ends included.
 *
 * At national scale (1.4 million seats) a page must read its own rows, not the marketplace's, so
 * every filter is written for the seats' indexes (migration 0045):
 *
 * - the status is the seat's stored one. `seatStatus` also names a seat of a canceled group
 *   Canceled, but a group is canceled only with its open and hired seats (facility cancel,
 *   facility deletion, a seat's cancel leaving none), so the two agree; the count reads the
 *   shifts summary's rollup by the same stored status. One status is written with a literal
 *   and `seat > 0` (true of every seat) so the partial index of that status by start serves it;
 *   not with a facility, whose own seats (the facility index) are fewer than a status's.
 * - a date range also bounds the seat's copy of its group's start (a local date D starts
 *   between D 00:00 UTC − 14 h and D + 1 00:00 UTC + 12 h, the zones' extremes), so the start
 *   index reads only that range.
 * - the provider type is read from the seat's group by a subquery per seat walked: as a join
 *   condition SQLite built a Bloom filter of the groups of that type first, reading all of them
 *   (0.3 s of CPU at 900,000 groups) for a page of 7.
 * - the facility is the seat's own (a seat never changes facility).
 */
export function adminShiftWhere(input: AdminShiftFilters): SQL | undefined {
  const statuses = input.status ? [...new Set(input.status.split('|') as AdminShiftStatus[])] : []
  const providerTypes = input.providerType ? (input.providerType.split('|') as ProviderType[]) : []
  const term = input.search?.trim()
  const pattern = term ? likeContains(term) : null
  const stored = statuses.map((status) => STORED_STATUS[status]).filter(Boolean)
  return and(
    input.fromDate ? and(gte(shiftGroups.date, input.fromDate), gte(shifts.groupStartsAt, new Date(Date.parse(`${input.fromDate}T00:00:00Z`) - 14 * HOUR_MS))) : undefined,
    input.toDate ? and(lte(shiftGroups.date, input.toDate), lt(shifts.groupStartsAt, new Date(Date.parse(`${input.toDate}T00:00:00Z`) + DAY_MS + 12 * HOUR_MS))) : undefined,
    providerTypes.length ? inArray(sql`(select ${sql.raw('g.provider_type')} from ${shiftGroups} ${sql.raw('g')} where ${sql.raw('g.id')} = ${shifts.shiftGroupId})`, providerTypes) : undefined,
    stored.length === 1 && !input.facilityId ? sql`${shifts.status} = ${sql.raw(`'${stored[0]}'`)} and ${shifts.seat} > 0` : stored.length ? inArray(shifts.status, stored) : undefined,
    input.facilityId ? eq(shifts.facilityId, input.facilityId) : undefined,
    pattern
      ? or(
          sql`lower(${shiftGroups.title}) like ${pattern} escape '\\'`,
          sql`lower(${facilities.name}) like ${pattern} escape '\\'`,
          sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${pattern} escape '\\'`,
        )
      : undefined,
  )
}

/**
 * `adminShiftWhere`, and for a search that few seats match only the seats it can match (their
 * rowids, found from the names first: search.ts), so the page and its count read those alone.
 */
export async function resolveAdminShiftWhere(db: Tx, input: AdminShiftFilters): Promise<SQL | undefined> {
  const where = adminShiftWhere(input)
  const candidates = await searchSeatCandidates(db, input.search)
  return candidates ? and(where, seatsAmong(candidates)) : where
}

/** Newest start first; the seats of one group in seat order. */
export const NEWEST_FIRST = [desc(shifts.groupStartsAt), desc(shifts.shiftGroupId), asc(shifts.seat)] as const

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

/**
 * A page of the marketplace's seats (the list, all-data and the CSV): the same rows as
 * `selectAdminShifts`, with the seats first in the loop (`CROSS JOIN` fixes SQLite's join order)
 * so the page is read in the order of the seats' start indexes and stops at its last row. Left to
 * choose, SQLite with a national marketplace's statistics walked every facility and sorted about
 * a million seats for each page.
 */
export function selectAdminShiftPage(db: Tx, where: SQL | undefined) {
  return db
    .select({ seat: shifts, group: shiftGroups, facility: facilities, providerId: providers.id, firstName: users.firstName, lastName: users.lastName })
    .from(shifts)
    .crossJoin(shiftGroups)
    .crossJoin(facilities)
    .leftJoin(providers, eq(providers.id, shifts.providerId))
    .leftJoin(users, eq(users.id, providers.userId))
    .where(and(eq(shiftGroups.id, shifts.shiftGroupId), eq(facilities.id, shiftGroups.facilityId), where))
}

/**
 * A page of the list or all-data, newest start first, with its total (`countAdminShifts`'s).
 *
 * A search that few names hold (search.ts) gives its candidate seats in this order; they are
 * tested with every filter a slice at a time, in order (the page's worth first, then what the
 * count still needs, scaled by the share kept so far), until the count's end (the page's end
 * plus `SEARCH_COUNT_LIMIT` seats kept) or the last candidate: the page is then a slice of the
 * seats kept, and the total their number (capped as the count caps it). Before, the page read
 * and sorted the joined rows of every candidate, and the count read them again: ~110 ms of CPU
 * for a first name's 6,000 seats at 1.26 million. Rows and totals are the same: the candidates'
 * order is the page's (`NEWEST_FIRST`, whose last key is unique), and a seat kept passed the
 * same filters the page and count test.
 */
export async function readAdminShiftPage(db: Tx, input: AdminShiftFilters, page: { offset: number; pageSize: number }): Promise<{ rows: AdminShiftJoined[]; total: number }> {
  const where = adminShiftWhere(input)
  const candidates = await searchSeatCandidates(db, input.search)
  if (!candidates) {
    const rows = await selectAdminShiftPage(db, where).orderBy(...NEWEST_FIRST).limit(page.pageSize).offset(page.offset)
    return { rows, total: await countAdminShifts(db, input, where, page) }
  }
  const end = page.offset + page.pageSize + SEARCH_COUNT_LIMIT
  const kept: number[] = []
  let tested = 0
  while (tested < candidates.length && kept.length < end) {
    // First the page's worth; then what the count still needs, scaled by the share kept so far.
    const size = tested === 0 ? page.offset + page.pageSize : Math.ceil(((end - kept.length) * tested) / Math.max(kept.length, 1))
    const slice = candidates.slice(tested, tested + size)
    tested += slice.length
    const passed = await db
      .select({ r: sql<number>`"shifts"."rowid"` })
      .from(shifts)
      .crossJoin(shiftGroups)
      .crossJoin(facilities)
      .leftJoin(providers, eq(providers.id, shifts.providerId))
      .leftJoin(users, eq(users.id, providers.userId))
      .where(and(eq(shiftGroups.id, shifts.shiftGroupId), eq(facilities.id, shiftGroups.facilityId), where, seatsAmong(slice)))
    const passing = new Set(passed.map((p) => Number(p.r)))
    for (const rowid of slice) if (passing.has(rowid)) kept.push(rowid)
  }
  const onPage = kept.slice(page.offset, page.offset + page.pageSize)
  const rows = onPage.length ? await selectAdminShiftPage(db, and(where, seatsAmong(onPage))).orderBy(...NEWEST_FIRST) : []
  return { rows, total: Math.min(kept.length, end) }
}

/** A search's total counts at most this many seats past the page's end (see countAdminShifts). */
export const SEARCH_COUNT_LIMIT = 1_000

/**
 * The seats a filter keeps (the lists' `totalItems`), without reading the marketplace's seats:
 *
 * - by date range, provider type and status alone (the usual case, and no filter at all): summed
 *   from the shifts summary's rollup (`shift_summary_daily_totals`, per shift date × provider type
 *   × stored status, kept by triggers; migration 0040), a few thousand rows a year, exact;
 * - with a facility: that facility's seats, from the seats' facility index, exact;
 * - with a search: counted up to SEARCH_COUNT_LIMIT seats past the end of the page asked for, so
 *   a common word (walked) costs a bounded count; `totalItems` is then a lower bound
 *   (`hasNextPage` stays exact: the count always reaches one seat past the page). A word few
 *   seats contain counts only its candidate seats (`resolveAdminShiftWhere`), the same figure.
 */
export async function countAdminShifts(db: Tx, input: AdminShiftFilters, where: SQL | undefined, page: { offset: number; pageSize: number }): Promise<number> {
  if (input.search?.trim()) {
    const limit = page.offset + page.pageSize + SEARCH_COUNT_LIMIT
    const kept = db
      .select({ one: sql<number>`1`.as('one') })
      .from(shifts)
      .crossJoin(shiftGroups)
      .crossJoin(facilities)
      .leftJoin(providers, eq(providers.id, shifts.providerId))
      .leftJoin(users, eq(users.id, providers.userId))
      .where(and(eq(shiftGroups.id, shifts.shiftGroupId), eq(facilities.id, shiftGroups.facilityId), where))
      .limit(limit)
      .as('kept')
    const [row] = await db.select({ n: sql<number>`count(*)` }).from(kept)
    return Number(row?.n ?? 0)
  }
  if (input.facilityId) {
    const [row] = await db.select({ n: sql<number>`count(*)` }).from(shifts).innerJoin(shiftGroups, eq(shiftGroups.id, shifts.shiftGroupId)).where(where)
    return Number(row?.n ?? 0)
  }
  const t = shiftSummaryDailyTotals
  const statuses = input.status ? [...new Set(input.status.split('|') as AdminShiftStatus[])].map((s) => STORED_STATUS[s]) : []
  const providerTypes = input.providerType ? input.providerType.split('|') : []
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${t.seats}), 0)` })
    .from(t)
    .where(
      and(
        input.fromDate ? gte(t.date, input.fromDate) : undefined,
        input.toDate ? lte(t.date, input.toDate) : undefined,
        providerTypes.length ? inArray(t.providerType, providerTypes) : undefined,
        statuses.length ? inArray(t.status, statuses) : undefined,
      ),
    )
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
