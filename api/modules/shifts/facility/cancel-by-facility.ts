/**
 * `PUT /facility/shift/{shiftGroupId}/cancel {hiredProviderId?, cancellationReason,
 * shouldRepostShift}` (domain "Cancellation"): with `hiredProviderId`, that provider's seat;
 * without, the whole group. Hired seats are refunded in full; when cancellation fees are on
 * and the start is under 24 hours away, the facility owes the provider a fee of half their
 * earnings, held and charged by the scheduler (the rule in `cancellation-terms.ts`, which the
 * cancellation preview quotes). Reposting is the facility's choice, only before the start: a
 * seat cancel reopens the seat in the group; a group cancel opens a new group with the same
 * details.
 */
import { and, eq, inArray, ne } from 'drizzle-orm'
import type { Actor } from '../../../callers'
import { tellCanceled } from '../notices'
import type { AppContext, FacilityCaller } from '../../../context'
import type { Tx } from '../../../db/client'
import { applications, cancellationFees, shiftGroups, shifts } from '../../../db/schema'
import { audit } from '../../audit'
import { auditHiredSeatCanceled, cancelHiredSeat } from '../provider/provider-shift-actions'
import { getGroupInScope, type ShiftGroupRow, type ShiftRow } from '../queries'
import { settleShiftMoney } from '../settle-shift-money'
import type { CancellationFeeTerms } from '../../../../shared/domain/cancellation-fee'
import { assertCancelable, assertRepostAllowed, facilityCancellationTerms, hiredSeatsToCancel, seatCancellationFee } from './cancellation-terms'

export interface FacilityCancelInput {
  hiredProviderId?: string | null | undefined
  cancellationReason: string
  shouldRepostShift?: boolean | undefined
}

async function holdFeeIfDue(ctx: AppContext, tx: Tx, seat: ShiftRow, group: ShiftGroupRow, terms: CancellationFeeTerms, now: Date, actor: Actor) {
  const { feeCents } = seatCancellationFee(seat, group, now, terms)
  if (feeCents === 0) return
  const [fee] = await tx
    .insert(cancellationFees)
    .values({ shiftId: seat.id, organizationId: group.organizationId, providerId: seat.providerId!, feeCents, paymentStatus: 'HELD', createdAt: now, updatedAt: now })
    .returning()
  await audit(ctx, tx, actor, {
    action: 'payment.hold-cancellation-fee',
    subject: ['cancellation-fee', fee!.id],
    organizationId: group.organizationId,
    after: { paymentStatus: fee!.paymentStatus, feeCents: fee!.feeCents, shiftId: seat.id, providerId: fee!.providerId },
  })
}

export async function cancelShiftByFacility({ ctx, caller, shiftGroupId, input }: { ctx: AppContext; caller: FacilityCaller; shiftGroupId: string; input: FacilityCancelInput }) {
  const terms = await facilityCancellationTerms(ctx)
  const reason = input.cancellationReason.trim()
  const repost = input.shouldRepostShift ?? false
  const canceledSeatIds = await ctx.db.write(async (tx) => {
    const group = await getGroupInScope(tx, caller, shiftGroupId)
    const now = ctx.clock.now()
    assertCancelable(group, now)
    assertRepostAllowed(group, now, repost)
    const hiredSeats = await hiredSeatsToCancel(tx, group, input.hiredProviderId)
    if (input.hiredProviderId) {
      const seat = hiredSeats[0]!
      await holdFeeIfDue(ctx, tx, seat, group, terms, now, caller)
      await cancelHiredSeat(ctx, tx, seat, group, 'FACILITY', reason, repost, caller)
      if (!repost) await cancelGroupIfNoSeatLeft(tx, group, reason, now)
      return [seat.id]
    }
    const seats = await tx.select().from(shifts).where(and(eq(shifts.shiftGroupId, group.id), inArray(shifts.status, ['OPEN', 'FILLED'])))
    for (const seat of hiredSeats) {
      await holdFeeIfDue(ctx, tx, seat, group, terms, now, caller)
      await auditHiredSeatCanceled(ctx, tx, caller, seat, 'FACILITY', reason)
      await tellCanceled(ctx, tx, seat, 'FACILITY')
    }
    for (const seat of seats) {
      if (seat.applicationId) await tx.update(applications).set({ isHired: false, updatedAt: now }).where(eq(applications.id, seat.applicationId))
    }
    await tx
      .update(shifts)
      .set({ status: 'CANCELED', canceledAt: now, canceledBy: 'FACILITY', cancellationReason: reason, updatedAt: now })
      .where(and(eq(shifts.shiftGroupId, group.id), inArray(shifts.status, ['OPEN', 'FILLED'])))
    await tx.update(applications).set({ status: 'CANCELED', canceledAt: now, updatedAt: now }).where(and(eq(applications.shiftGroupId, group.id), eq(applications.status, 'PENDING')))
    await tx.update(shiftGroups).set({ status: 'CANCELED', canceledAt: now, cancellationReason: reason, filledCount: 0, updatedAt: now }).where(eq(shiftGroups.id, group.id))
    if (repost && seats.length > 0) await repostGroup(tx, group, seats.length, now)
    return hiredSeats.map((s) => s.id)
  })
  for (const id of canceledSeatIds) await settleShiftMoney(ctx, id, caller)
}

/**
 * A seat canceled without reopening takes its place with it; when it was the group's last, the
 * group is over too and says so (Canceled), rather than standing as an open group of no seats.
 */
export async function cancelGroupIfNoSeatLeft(tx: Tx, group: ShiftGroupRow, reason: string, now: Date) {
  const left = await tx.select({ id: shifts.id }).from(shifts).where(and(eq(shifts.shiftGroupId, group.id), ne(shifts.status, 'CANCELED'))).limit(1)
  if (left.length > 0) return
  await tx.update(applications).set({ status: 'CANCELED', canceledAt: now, updatedAt: now }).where(and(eq(applications.shiftGroupId, group.id), eq(applications.status, 'PENDING')))
  await tx.update(shiftGroups).set({ status: 'CANCELED', canceledAt: now, cancellationReason: reason, filledCount: 0, updatedAt: now }).where(eq(shiftGroups.id, group.id))
}

/**
 * A new open group with the same details and as many seats as were canceled. Created at the very
 * instant the old group was canceled, with the same post and start: that is how
 * `get-facility-cancellation.ts` finds it again to link the canceled group to its repost.
 */
async function repostGroup(tx: Tx, group: ShiftGroupRow, seats: number, now: Date) {
  const { id: _id, createdAt: _c, updatedAt: _u, canceledAt: _ca, cancellationReason: _cr, closedAt: _cl, ...details } = group
  const [copy] = await tx
    .insert(shiftGroups)
    .values({ ...details, status: 'OPEN', filledCount: 0, quantity: seats, createdAt: now, updatedAt: now })
    .returning({ id: shiftGroups.id })
  await tx.insert(shifts).values(Array.from({ length: seats }, (_, i) => ({ shiftGroupId: copy!.id, organizationId: group.organizationId, facilityId: group.facilityId, seat: i + 1, createdAt: now, updatedAt: now })))
}
