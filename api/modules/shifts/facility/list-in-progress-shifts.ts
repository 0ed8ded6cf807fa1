/**
 * `GET /facility/shifts/in-progress`: every hired seat not yet completed or canceled: upcoming,
 * under way, or ended and waiting for the facility's word on attendance (domain "Attendance,
 * completion and payout"). Soonest first, so what needs attention now is on top.
 */
import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm'
import type { InProgressShift } from '../../../../shared/contracts/facility-shifts'
import type { AppContext, FacilityCaller } from '../../../context'
import { charges, facilities, providers, shiftGroups, shifts, users } from '../../../db/schema'
import { pageRequest, pagination } from '../../../lib/paging'
import { inLiveCallerScope } from '../../organizations'
import { personName } from './applicant-profiles'
import { facilityFilter, type ShiftRow } from './queries'
import { centsToDollars, seatTotalCents, toShiftFacility } from './to-dto'

type ChargeRow = typeof charges.$inferSelect

const CONFIRMED: readonly ShiftRow['attendanceStatus'][] = ['CONFIRMED', 'ADJUSTED', 'AUTO_CONFIRMED']

export async function listInProgressShifts({ ctx, caller, input }: { ctx: AppContext; caller: FacilityCaller; input: { facilityId?: string | undefined; page?: number | undefined; pageSize?: number | undefined } }) {
  const db = ctx.db.read
  const page = pageRequest(input)
  const facilityId = await facilityFilter(db, caller, input.facilityId)
  // From the seats: a seat carries its group's organization and facility, and the (organization
  // or facility, status) index finds only the hired ones, where walking the groups in start order
  // read every group of a chain's history to find a page (issue 17). The page sorts the hired
  // seats by start; the count reads the index alone. The page's joins to the provider and their
  // user drop no seat that has a provider (both are foreign keys), so the count asks only that.
  const seatsInScope = and(await inLiveCallerScope(db, caller, shifts, facilityId), eq(shifts.status, 'FILLED'))!
  const where = and(seatsInScope, ne(shiftGroups.status, 'CANCELED'))
  const rows = await db
    .select({ seat: shifts, group: shiftGroups, facility: facilities, provider: providers, user: { firstName: users.firstName, lastName: users.lastName, image: users.image } })
    .from(shifts)
    .innerJoin(shiftGroups, eq(shiftGroups.id, shifts.shiftGroupId))
    .innerJoin(facilities, eq(facilities.id, shiftGroups.facilityId))
    .innerJoin(providers, eq(providers.id, shifts.providerId))
    .innerJoin(users, eq(users.id, providers.userId))
    .where(where)
    .orderBy(asc(shiftGroups.startsAt), asc(shifts.id))
    .limit(page.pageSize)
    .offset(page.offset)
  const [total] = await db
    .select({ n: sql<number>`count(*)` })
    .from(shifts)
    .innerJoin(shiftGroups, eq(shiftGroups.id, shifts.shiftGroupId))
    .where(and(where, isNotNull(shifts.providerId)))
  const chargeIds = rows.map((r) => r.seat.chargeId).filter((id): id is string => id !== null)
  const chargeRows = chargeIds.length ? await db.select().from(charges).where(inArray(charges.id, chargeIds)) : []
  const chargeById = new Map(chargeRows.map((c) => [c.id, c]))

  const data: InProgressShift[] = rows.map(({ seat, group, facility, provider, user }) => {
    const charge = seat.chargeId ? chargeById.get(seat.chargeId) : undefined
    return {
      shiftId: seat.id,
      shiftGroupId: group.id,
      title: group.title,
      date: group.date,
      startTime: group.startTime,
      endTime: group.endTime,
      shiftStartTime: group.startsAt.toISOString(),
      shiftEndTime: group.endsAt.toISOString(),
      provider: { id: provider.id, name: personName(user), type: provider.providerType, avatarUrl: user.image },
      isAttendanceConfirmed: CONFIRMED.includes(seat.attendanceStatus),
      providerWillAttendShift: seat.providerWillAttendShift,
      attendanceStatus: seat.attendanceStatus,
      payment: toPayment(charge),
      isParkingFree: group.isParkingFree,
      parkingDetails: group.parkingDetails,
      parkingOptions: group.parkingOptions,
      dailyAverageScriptCount: group.dailyAverageScriptCount,
      staffOnHandHelp: group.staffOnHandHelp,
      isLunchBreakPaid: group.isLunchBreakPaid,
      lunchBreakMinutes: group.lunchBreakMinutes,
      rate: centsToDollars(group.rateCents),
      totalInCents: seatTotalCents(group, seat),
      facility: toShiftFacility(facility),
    }
  })
  return { data, pagination: pagination(page, Number(total?.n ?? 0)) }
}

/** The seat's charge as the facility sees it; no charge means credits or a free shift paid. */
function toPayment(charge: ChargeRow | undefined): InProgressShift['payment'] {
  if (!charge) return { id: null, selectedPaymentMethodId: null, isWaitingPaymentConfirmation: false, isFailedPaymentIntent: false, status: 'NOT_CHARGED' }
  return {
    id: charge.id,
    selectedPaymentMethodId: charge.paymentMethodId,
    // The processor has not answered yet (a bank debit, or a card charge in flight).
    isWaitingPaymentConfirmation: charge.status === 'PENDING',
    isFailedPaymentIntent: charge.status === 'FAILED',
    status: charge.status,
  }
}
