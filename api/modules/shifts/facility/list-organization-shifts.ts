/**
 * `GET /shifts/facility-owner`: every seat of the organization's shifts, one row per seat, with
 * the history's statuses (spec 001 §4: Open, Filled, Completed, Canceled). OWNER and ADMIN see
 * every facility; a MEMBER its own (spec 000 §6).
 *
 * Paging follows the seed's names: `pageIndex` counts from 0 (the answer's `page` is
 * pageIndex + 1). `orderBy` is by start time, newest first unless `date_asc`. Dates filter the
 * shift's calendar date in its facility's time zone, both ends included.
 */
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm'
import type { OwnerShift, OwnerShiftPage, OwnerShiftStatus, OwnerShiftsQuery } from '../../../../shared/contracts/facility-shifts'
import type { ProviderType } from '../../../../shared/enums'
import type { AppContext, FacilityCaller } from '../../../context'
import { facilities, providers, shiftGroups, shifts, users } from '../../../db/schema'
import { ValidationError } from '../../../errors'
import { pageRequest, pagination } from '../../../lib/paging'
import { inLiveCallerScope } from '../../organizations'
import { groupsInScope } from './queries'
import { quantityOfHours } from '../../../../shared/domain/money'
import { centsToDollars, seatTotalCents } from './to-dto'

/**
 * A completed seat stays completed whatever happened to its group later; a canceled seat, or any
 * unfinished seat of a canceled group, is canceled.
 */
const seatStatus = sql<OwnerShiftStatus>`case
  when ${shifts.status} = 'COMPLETED' then 'Completed'
  when ${shifts.status} = 'CANCELED' or ${shiftGroups.status} = 'CANCELED' then 'Canceled'
  when ${shifts.status} = 'FILLED' then 'Filled'
  else 'Open' end`

/** `%` and `_` in a search are literal characters, not wildcards. */
const likeContains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export async function listOrganizationShifts({ ctx, caller, input }: { ctx: AppContext; caller: FacilityCaller; input: OwnerShiftsQuery }): Promise<OwnerShiftPage> {
  if (input.fromDate && input.toDate && input.fromDate > input.toDate) throw ValidationError.field('toDate', 'toDate must be on or after fromDate')
  const db = ctx.db.read
  const pageIndex = Math.max(0, Math.floor(input.pageIndex ?? 0))
  const page = pageRequest({ page: pageIndex + 1, pageSize: input.pageSize })
  const statuses = input.status ? (input.status.split('|') as OwnerShiftStatus[]) : []
  const providerTypes = input.providerType ? (input.providerType.split('|') as ProviderType[]) : []
  const facilityName = input.facilityName?.trim()

  const where = and(
    groupsInScope(caller),
    input.fromDate ? gte(shiftGroups.date, input.fromDate) : undefined,
    input.toDate ? lte(shiftGroups.date, input.toDate) : undefined,
    facilityName ? sql`lower(${facilities.name}) like ${likeContains(facilityName)} escape '\\'` : undefined,
    providerTypes.length ? inArray(shiftGroups.providerType, providerTypes) : undefined,
    statuses.length ? inArray(seatStatus, statuses) : undefined,
  )
  const order = input.orderBy === 'date_asc' ? asc : desc
  const rows = await db
    .select({ seat: shifts, group: shiftGroups, facility: facilities, status: seatStatus, provider: { id: providers.id }, user: { firstName: users.firstName, lastName: users.lastName } })
    .from(shifts)
    .innerJoin(shiftGroups, eq(shiftGroups.id, shifts.shiftGroupId))
    .innerJoin(facilities, eq(facilities.id, shiftGroups.facilityId))
    .leftJoin(providers, eq(providers.id, shifts.providerId))
    .leftJoin(users, eq(users.id, providers.userId))
    .where(where)
    .orderBy(order(shiftGroups.startsAt), asc(shiftGroups.id), asc(shifts.seat))
    .limit(page.pageSize)
    .offset(page.offset)
  // Unfiltered (the screen's first load), the total is every seat of the caller's live
  // facilities, read from the seats' (organization, status, facility) index alone: a chain's
  // 70,000 seats in a few ms instead of a group and facility lookup per seat (issue 17).
  const filtered = input.fromDate || input.toDate || facilityName || providerTypes.length || statuses.length
  const [total] = filtered
    ? await db
        .select({ n: sql<number>`count(*)` })
        .from(shifts)
        .innerJoin(shiftGroups, eq(shiftGroups.id, shifts.shiftGroupId))
        .innerJoin(facilities, eq(facilities.id, shiftGroups.facilityId))
        .where(where)
    : await db.select({ n: sql<number>`count(*)` }).from(shifts).where(await inLiveCallerScope(db, caller, shifts))

  const data: OwnerShift[] = rows.map(({ seat, group, facility, status, provider, user }) => ({
    id: seat.id,
    shiftGroupId: group.id,
    title: group.title,
    date: group.date,
    startTime: group.startTime,
    endTime: group.endTime,
    facility: { id: facility.id, name: facility.name, state: facility.state, timeZone: facility.timeZone },
    providerType: group.providerType,
    rate: centsToDollars(group.rateCents),
    quantityOfHours: quantityOfHours(group),
    status,
    hiredProvider: provider && user ? { providerId: provider.id, firstName: user.firstName, lastName: user.lastName } : null,
    totalInCents: seatTotalCents(group, seat),
  }))
  return { data, pagination: { ...pagination(page, Number(total?.n ?? 0)), pageIndex } }
}
