/**
 * Reads of the caller's shifts, always through the caller's scope (organization, and for a
 * MEMBER its facilities; see ../facilities/scope.ts). Anything outside answers 404.
 */
import { and, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm'
import type { FacilityCaller } from '../../../context'
import type { Tx } from '../../../db/client'
import { applications, bans, facilities, preferredProviders, shiftGroups, shifts } from '../../../db/schema'
import { NotFoundError } from '../../../errors'
import { getFacilityInScope, inCallerScope, inLiveCallerScope } from '../../organizations'

export type ShiftGroupRow = typeof shiftGroups.$inferSelect
export type ShiftRow = typeof shifts.$inferSelect
export type FacilityRow = typeof facilities.$inferSelect

/**
 * Groups the caller may see: its organization, its facilities for a MEMBER, and facilities not
 * deleted (a deleted facility's shifts leave every facility list with it). Use with a join on
 * `facilities`.
 */
export function groupsInScope(caller: FacilityCaller, facilityId?: string | undefined): SQL {
  return and(inCallerScope(caller, shiftGroups), isNull(facilities.deletedAt), facilityId ? eq(shiftGroups.facilityId, facilityId) : undefined)!
}

/**
 * Groups the caller may see, as `groupsInScope`, with no join on `facilities` needed (deleted
 * facilities are excluded by id): what the lists' totals count, which for a chain are tens of
 * thousands of groups (issue 17). `facilityId` must come from `facilityFilter`.
 */
export function groupsOfLiveScope(db: Tx, caller: FacilityCaller, facilityId?: string | undefined): Promise<SQL> {
  return inLiveCallerScope(db, caller, shiftGroups, facilityId)
}

/** The optional `facilityId` filter of a list: checked against the caller's scope (404 outside). */
export async function facilityFilter(db: Tx, caller: FacilityCaller, facilityId: string | undefined): Promise<string | undefined> {
  if (facilityId === undefined) return undefined
  return (await getFacilityInScope(db, caller, facilityId)).id
}

/** A group of the caller's scope with its facility, or 404. */
export async function getGroupInScope(db: Tx, caller: FacilityCaller, shiftGroupId: string): Promise<{ group: ShiftGroupRow; facility: FacilityRow }> {
  const row = await db
    .select({ group: shiftGroups, facility: facilities })
    .from(shiftGroups)
    .innerJoin(facilities, eq(facilities.id, shiftGroups.facilityId))
    .where(and(eq(shiftGroups.id, shiftGroupId), groupsInScope(caller)))
    .get()
  if (!row) throw new NotFoundError('shift')
  return row
}

/** A seat of the caller's scope with its group and facility, or 404. */
export async function getSeatInScope(db: Tx, caller: FacilityCaller, shiftId: string): Promise<{ seat: ShiftRow; group: ShiftGroupRow; facility: FacilityRow }> {
  const row = await db
    .select({ seat: shifts, group: shiftGroups, facility: facilities })
    .from(shifts)
    .innerJoin(shiftGroups, eq(shiftGroups.id, shifts.shiftGroupId))
    .innerJoin(facilities, eq(facilities.id, shiftGroups.facilityId))
    .where(and(eq(shifts.id, shiftId), groupsInScope(caller)))
    .get()
  if (!row) throw new NotFoundError('shift')
  return row
}

/**
 * The group still takes people: a seat open (the trigger-kept `open_seats`), not canceled or
 * filled. Written literally, as the partial index `shift_groups_open_seat_idx` states it, so
 * SQLite can use that index (a bound parameter would not match it).
 */
export const groupHasOpenSeat: SQL = sql`${shiftGroups.openSeats} > 0 and ${shiftGroups.status} in ('OPEN', 'CLOSED')`

/** The group has a seat in this status. */
export function groupHasSeat(status: ShiftRow['status']): SQL {
  return sql`exists (select 1 from ${shifts} where ${shifts.shiftGroupId} = ${shiftGroups.id} and ${shifts.status} = ${status})`
}

/** A preferred provider of the group's facility (listed first among applicants). */
export const isPreferredProvider: SQL<number> = sql<number>`exists (select 1 from ${preferredProviders} where ${preferredProviders.facilityId} = ${shiftGroups.facilityId} and ${preferredProviders.providerId} = ${applications.providerId})`

/**
 * Providers whose applications nobody sees: shadow-banned, or whose account was deleted. Few at
 * any time, found through partial indexes (migration 0019) and read once per statement: a list
 * of a thousand applications checks each against this set instead of looking up each provider
 * and their user (issue 17, applications awaiting a decision: 36 → 5 ms).
 */
const hiddenProviderIds = sql.raw(
  `select "id" from "providers" where is_shadow_banned = 1 union select "id" from "providers" where "user_id" in (select "id" from "users" where deleted_at IS NOT NULL)`,
)

/**
 * Applications the facility sees (domain "Applications and hiring", "Bans and shadow bans"):
 * not canceled; not expired unless hired (an expired application cannot be hired, a hired one
 * stays); not from a provider banned at the group's facility or hard-banned by its organization;
 * not from a shadow-banned provider or a deleted account. Needs a join on `shift_groups` only.
 */
export function visibleApplications(now: Date): SQL {
  return and(
    ne(applications.status, 'CANCELED'),
    sql`(${applications.isHired} = 1 or ${applications.expiresAt} is null or ${applications.expiresAt} > ${now.getTime()})`,
    sql`${applications.providerId} not in (${hiddenProviderIds})`,
    sql`not exists (select 1 from ${bans} where ${bans.providerId} = ${applications.providerId} and ${bans.organizationId} = ${shiftGroups.organizationId} and (${bans.kind} = 'HARD_BAN' or ${bans.facilityId} = ${shiftGroups.facilityId}))`,
  )!
}

/** Visible applications still awaiting the facility's decision. */
export function pendingApplications(now: Date): SQL {
  return and(visibleApplications(now), eq(applications.status, 'PENDING'), eq(applications.isHired, false))!
}

export interface SeatCounts {
  /** Seats that count: every seat but the canceled ones. */
  total: number
  open: number
  filled: number
  completed: number
}

/** Seats per group by status. Seat rows, not `quantity`: a repost adds a seat beside a canceled one. */
export async function seatCounts(db: Tx, groupIds: string[]): Promise<Map<string, SeatCounts>> {
  const counts = new Map<string, SeatCounts>(groupIds.map((id) => [id, { total: 0, open: 0, filled: 0, completed: 0 }]))
  if (!groupIds.length) return counts
  const rows = await db
    .select({ groupId: shifts.shiftGroupId, status: shifts.status, n: sql<number>`count(*)` })
    .from(shifts)
    .where(inArray(shifts.shiftGroupId, groupIds))
    .groupBy(shifts.shiftGroupId, shifts.status)
  for (const row of rows) {
    const c = counts.get(row.groupId)!
    const n = Number(row.n)
    if (row.status === 'CANCELED') continue
    c.total += n
    if (row.status === 'OPEN') c.open += n
    else if (row.status === 'FILLED') c.filled += n
    else if (row.status === 'COMPLETED') c.completed += n
  }
  return counts
}

/** Filled as the seeds count it: hired seats, worked or not. */
export const filledSeats = (c: SeatCounts) => c.filled + c.completed

/** Total rows of a list query's condition, which reads `shift_groups` alone (`groupsOfLiveScope`). */
export async function countGroups(db: Tx, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(shiftGroups)
    .where(where)
  return Number(row?.n ?? 0)
}
