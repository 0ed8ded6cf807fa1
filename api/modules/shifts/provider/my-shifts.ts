/**
 * The provider's own lists: hired shifts still to work or to be confirmed (`approved`), open
 * applications (`applied`), the history of every seat they held, and a count of open shifts.
 * Reads of one provider's rows; each is one verb.
 */
import { and, asc, desc, eq, gt, gte, inArray, lte, ne, or, sql } from 'drizzle-orm'
import type { HistoryQuery } from '../../../../shared/contracts/provider-shifts'
import { centsToDollars, quantityOfHours } from '../../../../shared/domain/money'
import type { AppContext, ProviderCaller } from '../../../context'
import { applications, cancellationFees, facilities, ratings, shiftGroups, shifts, users } from '../../../db/schema'
import { pageRequest, pagination } from '../../../lib/paging'
import { openGroupsIndexOf } from '../../../browse-index'
import { PROVIDER_TYPES } from '../../../../shared/enums'
import { bonusesOfSeats, type SeatBonus } from '../bonuses'
import { getProvider } from '../queries'
import { distanceToProvider, rateOf, timeRange } from './provider-views'
import { facilitiesWithPacket } from '../../onboarding-forms'

const HISTORY_STATUS = { FILLED: 'Filled', COMPLETED: 'Completed', CANCELED: 'Canceled', OPEN: 'Open' } as const

/** `GET /provider/shift/approved`. */
export async function approvedShifts({ ctx, caller, query }: { ctx: AppContext; caller: ProviderCaller; query: { page?: number; pageSize?: number } }) {
  const db = ctx.db.read
  const request = pageRequest(query)
  const where = and(eq(shifts.providerId, caller.providerId), eq(shifts.status, 'FILLED'), sql`${shifts.hiredAt} is not null`)
  const [rows, [count], me] = await Promise.all([
    db
      .select({ shift: shifts, group: shiftGroups, facility: facilities })
      .from(shifts)
      .innerJoin(shiftGroups, eq(shiftGroups.id, shifts.shiftGroupId))
      .innerJoin(facilities, eq(facilities.id, shifts.facilityId))
      .where(where)
      .orderBy(asc(shiftGroups.startsAt))
      .limit(request.pageSize)
      .offset(request.offset),
    db.select({ n: sql<number>`count(*)` }).from(shifts).where(where),
    db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, caller.userId)).get(),
  ])
  const withPacket = await facilitiesWithPacket(db, rows.map((r) => r.facility.id))
  const now = ctx.clock.now()
  return {
    data: rows.map(({ shift, group, facility }) => ({
      shiftGroupId: group.id,
      shiftId: shift.id,
      title: group.title,
      rate: rateOf(group),
      date: group.date,
      time: timeRange(group),
      quantityOfHours: quantityOfHours(group),
      totalInCents: shift.providerEarningsCents ?? 0,
      providerWillAttendShift: shift.providerWillAttendShift,
      facility: { id: facility.id, name: facility.name, state: facility.state, timeZone: facility.timeZone, city: facility.city, zipcode: facility.zipCode, address: facility.streetAddress },
      provider: { id: caller.providerId, name: me ? `${me.firstName} ${me.lastName}` : '' },
      attendanceConfirmed: shift.attendanceStatus !== 'PENDING',
      shiftStartTime: group.startsAt.toISOString(),
      shiftEndTime: group.endsAt.toISOString(),
      isRemote: group.locationType === 'REMOTE',
      // Readable while the seat has not ended (the onboarding call's own rule).
      onboarding: withPacket.has(facility.id) && group.endsAt > now ? { url: `/api/provider/shift/${shift.id}/onboarding` } : null,
    })),
    pagination: pagination(request, count?.n ?? 0),
  }
}

/** `GET /provider/shift/applied`: pending, unexpired applications to shifts that have not started. */
export async function appliedShifts({ ctx, caller, query }: { ctx: AppContext; caller: ProviderCaller; query: { page?: number; pageSize?: number } }) {
  const db = ctx.db.read
  const now = ctx.clock.now()
  const request = pageRequest(query)
  const provider = await getProvider(db, caller.providerId)
  const where = and(
    eq(applications.providerId, caller.providerId),
    eq(applications.status, 'PENDING'),
    eq(applications.isHired, false),
    gt(shiftGroups.startsAt, now),
    sql`(${applications.expiresAt} is null or ${applications.expiresAt} > ${now.getTime()})`,
  )
  const [rows, [count]] = await Promise.all([
    db.select({ application: applications, group: shiftGroups }).from(applications).innerJoin(shiftGroups, eq(shiftGroups.id, applications.shiftGroupId)).where(where).orderBy(asc(shiftGroups.startsAt)).limit(request.pageSize).offset(request.offset),
    db.select({ n: sql<number>`count(*)` }).from(applications).innerJoin(shiftGroups, eq(shiftGroups.id, applications.shiftGroupId)).where(where),
  ])
  return {
    data: rows.map(({ application, group }) => ({
      applicationId: application.id,
      appliedAt: application.createdAt.toISOString(),
      expirationDate: application.expiresAt?.toISOString() ?? null,
      message: application.message,
      shift: {
        shiftGroupId: group.id,
        title: group.title,
        rate: rateOf(group),
        date: group.date,
        time: timeRange(group),
        isRemote: group.locationType === 'REMOTE',
        providerRole: group.providerType,
        quantityOfHours: quantityOfHours(group),
        facility: { state: group.state, timeZone: group.timeZone, city: group.city, zipcode: group.zipCode, distanceToProvider: distanceToProvider(group, provider) },
      },
    })),
    pagination: pagination(request, count?.n ?? 0),
  }
}

/**
 * The history's one `bonus` per shift (spec 001 §3): the bonuses paid on it together — the first
 * one's id, their sum, their descriptions. The invoice is the facility's (its charge's receipt),
 * so none is linked here.
 */
function historyBonus(paid: SeatBonus[] | undefined) {
  if (!paid?.length) return null
  return { bonusId: paid[0]!.transferId, amount: centsToDollars(paid.reduce((n, b) => n + b.amountCents, 0)), description: paid.map((b) => b.description).join('; '), invoiceUrl: null }
}

/**
 * `GET /provider/shifts/history`: `data: {shifts, pagination}` (spec 001 §7). History is what is
 * behind the provider: seats completed or canceled, and hired seats whose shift has ended but is
 * not confirmed yet ("Filled"). A booked shift still to come, or under way, is in `approved`
 * (Upcoming), never here.
 */
export async function shiftHistory({ ctx, caller, query }: { ctx: AppContext; caller: ProviderCaller; query: HistoryQuery }) {
  const db = ctx.db.read
  const request = pageRequest(query)
  const statuses = { Filled: ['FILLED'], Completed: ['COMPLETED'], Canceled: ['CANCELED'], All: ['FILLED', 'COMPLETED', 'CANCELED'] }[query.status ?? 'All'] as ('FILLED' | 'COMPLETED' | 'CANCELED')[]
  const where = and(
    eq(shifts.providerId, caller.providerId),
    inArray(shifts.status, statuses),
    sql`${shifts.hiredAt} is not null`,
    or(ne(shifts.status, 'FILLED'), lte(shiftGroups.endsAt, ctx.clock.now())),
    query.fromDate ? gte(shiftGroups.date, query.fromDate) : undefined,
    query.toDate ? lte(shiftGroups.date, query.toDate) : undefined,
  )
  const [rows, [count]] = await Promise.all([
    db
      .select({ shift: shifts, group: shiftGroups, facilityName: facilities.name })
      .from(shifts)
      .innerJoin(shiftGroups, eq(shiftGroups.id, shifts.shiftGroupId))
      .innerJoin(facilities, eq(facilities.id, shifts.facilityId))
      .where(where)
      .orderBy(desc(shiftGroups.startsAt))
      .limit(request.pageSize)
      .offset(request.offset),
    db.select({ n: sql<number>`count(*)` }).from(shifts).innerJoin(shiftGroups, eq(shiftGroups.id, shifts.shiftGroupId)).where(where),
  ])
  const ids = rows.map((r) => r.shift.id)
  const [rated, fees, bonuses] = ids.length
    ? await Promise.all([
        db.select().from(ratings).where(and(inArray(ratings.shiftId, ids), eq(ratings.raterKind, 'FACILITY'))),
        db.select().from(cancellationFees).where(inArray(cancellationFees.shiftId, ids)),
        bonusesOfSeats(db, ids),
      ])
    : [[], [], new Map<string, SeatBonus[]>()]
  return {
    data: {
      shifts: rows.map(({ shift, group, facilityName }) => {
        const rating = rated.find((r) => r.shiftId === shift.id)
        const fee = fees.find((f) => f.shiftId === shift.id)
        const totalInCents = shift.providerEarningsCents ?? 0
        return {
          id: shift.id,
          shiftGroupId: group.id,
          title: group.title,
          shiftTime: { startTime: group.startsAt.toISOString(), endTime: group.endsAt.toISOString(), state: group.state, timeZone: group.timeZone },
          facilityName,
          rate: rateOf(group),
          total: centsToDollars(totalInCents),
          totalInCents,
          status: HISTORY_STATUS[shift.status],
          attendanceStatus: shift.attendanceStatus,
          providerId: caller.providerId,
          facilityId: shift.facilityId,
          ratings: rating ? rating.scores.map((s) => ({ ...s, ratingId: rating.id })) : [],
          comment: rating?.comment ?? null,
          bonus: historyBonus(bonuses.get(shift.id)),
          cancellationFee: fee ? { cancellationFeeId: fee.id, feeInCents: fee.feeCents, paymentStatus: fee.paymentStatus, createdAt: fee.createdAt.toISOString() } : null,
        }
      }),
      pagination: pagination(request, count?.n ?? 0),
    },
  }
}

/**
 * `GET /provider/shift/count?state&providerTitle`: open shifts with a free seat, not yet
 * started, of organizations that are not shadow-banned — what browse lists, so the count is the
 * browse index's (kept per process, exact to the last commit). Counting the rows in SQLite read
 * every open group of a state or of the country: 0.7 s of CPU a call at 300,000 open groups,
 * during which the server answered nobody.
 */
export async function countOpenShifts({ ctx, query }: { ctx: AppContext; query: { state?: string; providerTitle?: 'PHARMACIST' | 'TECHNICIAN' | 'INTERN' } }) {
  const now = ctx.clock.now()
  const index = openGroupsIndexOf(ctx.db)
  const providerTypes = query.providerTitle ? [query.providerTitle] : PROVIDER_TYPES
  const states = query.state ? [query.state] : []
  await index.catchUp(ctx.db.read, now, { providerTypes, states })
  const { total } = index.query({
    now,
    providerTypes,
    states,
    cities: [],
    weekdays: [],
    tagFilters: {},
    excludedFacilityIds: new Set(),
    sortBy: 'soonestAvailable',
    origin: { latitude: 0, longitude: 0 },
    relevantTags: {},
    offset: 0,
    limit: 0,
  })
  return { count: total }
}

