/**
 * `PUT /facility/shift/{shiftGroupId}/cancel {hiredProviderId?, cancellationReason,
 * shouldRepostShift}` (domain "Cancellation"): with `hiredProviderId`, that provider's seat;
 * without, the whole group. Hired seats are refunded in full; when cancellation fees are on
 * and the start is under 24 hours away, the facility owes the provider a fee of half their
 * earnings, held and charged by the scheduler. Reposting opens a seat with the same details.
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { Actor } from '../../../callers'
import type { AppContext, FacilityCaller } from '../../../context'
import type { Tx } from '../../../db/client'
import { applications, cancellationFees, shiftGroups, shifts } from '../../../db/schema'
import { ConflictError, NotFoundError } from '../../../errors'
import { settings } from '../../../settings'
import { audit } from '../../audit'
import { isFeatureEnabled } from '../../platform'
import { auditHiredSeatCanceled, cancelHiredSeat } from '../provider/provider-shift-actions'
import { getGroupInScope, type ShiftGroupRow, type ShiftRow } from '../queries'
import { settleShiftMoney } from '../settle-shift-money'

export interface FacilityCancelInput {
  hiredProviderId?: string | null | undefined
  cancellationReason: string
  shouldRepostShift?: boolean | undefined
}

async function holdFeeIfDue(ctx: AppContext, tx: Tx, seat: ShiftRow, group: ShiftGroupRow, feesOn: boolean, actor: Actor) {
  const now = ctx.clock.now()
  const hoursToStart = (group.startsAt.getTime() - now.getTime()) / 3_600_000
  if (!feesOn || group.bypassCancellationFee || hoursToStart >= settings.shifts.cancellationFeeWindowHours || !seat.providerEarningsCents) return
  const [fee] = await tx
    .insert(cancellationFees)
    .values({
      shiftId: seat.id,
      organizationId: group.organizationId,
      providerId: seat.providerId!,
      feeCents: Math.round((seat.providerEarningsCents * settings.shifts.cancellationFeePercent) / 100),
      paymentStatus: 'HELD',
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  await audit(ctx, tx, actor, {
    action: 'payment.hold-cancellation-fee',
    subject: ['cancellation-fee', fee!.id],
    organizationId: group.organizationId,
    after: { paymentStatus: fee!.paymentStatus, feeCents: fee!.feeCents, shiftId: seat.id, providerId: fee!.providerId },
  })
}

export async function cancelShiftByFacility({ ctx, caller, shiftGroupId, input }: { ctx: AppContext; caller: FacilityCaller; shiftGroupId: string; input: FacilityCancelInput }) {
  const feesOn = await isFeatureEnabled(ctx, 'facilityCancellationFees')
  const reason = input.cancellationReason.trim()
  const canceledSeatIds = await ctx.db.write(async (tx) => {
    const group = await getGroupInScope(tx, caller, shiftGroupId)
    const now = ctx.clock.now()
    if (group.status === 'CANCELED') throw new ConflictError('This shift is already canceled')
    if (group.endsAt <= now) throw new ConflictError('This shift has already ended')
    if (input.hiredProviderId) {
      const seat = await tx.select().from(shifts).where(and(eq(shifts.shiftGroupId, group.id), eq(shifts.providerId, input.hiredProviderId), eq(shifts.status, 'FILLED'))).get()
      if (!seat || !seat.hiredAt) throw new NotFoundError('hired provider')
      await holdFeeIfDue(ctx, tx, seat, group, feesOn, caller)
      await cancelHiredSeat(ctx, tx, seat, group, 'FACILITY', reason, input.shouldRepostShift ?? false, caller)
      return [seat.id]
    }
    const seats = await tx.select().from(shifts).where(and(eq(shifts.shiftGroupId, group.id), inArray(shifts.status, ['OPEN', 'FILLED'])))
    for (const seat of seats) {
      if (seat.status === 'FILLED' && seat.hiredAt) {
        await holdFeeIfDue(ctx, tx, seat, group, feesOn, caller)
        await auditHiredSeatCanceled(ctx, tx, caller, seat, 'FACILITY', reason)
      }
      if (seat.applicationId) await tx.update(applications).set({ isHired: false, updatedAt: now }).where(eq(applications.id, seat.applicationId))
    }
    await tx
      .update(shifts)
      .set({ status: 'CANCELED', canceledAt: now, canceledBy: 'FACILITY', cancellationReason: reason, updatedAt: now })
      .where(and(eq(shifts.shiftGroupId, group.id), inArray(shifts.status, ['OPEN', 'FILLED'])))
    await tx.update(applications).set({ status: 'CANCELED', canceledAt: now, updatedAt: now }).where(and(eq(applications.shiftGroupId, group.id), eq(applications.status, 'PENDING')))
    await tx.update(shiftGroups).set({ status: 'CANCELED', canceledAt: now, cancellationReason: reason, filledCount: 0, updatedAt: now }).where(eq(shiftGroups.id, group.id))
    if (input.shouldRepostShift) await repostGroup(ctx, tx, group, seats.length)
    return seats.filter((s) => s.status === 'FILLED' && s.hiredAt).map((s) => s.id)
  })
  for (const id of canceledSeatIds) await settleShiftMoney(ctx, id, caller)
}

/** A new open group with the same details and as many seats as were canceled. */
async function repostGroup(ctx: AppContext, tx: Tx, group: ShiftGroupRow, seats: number) {
  const now = ctx.clock.now()
  const { id: _id, createdAt: _c, updatedAt: _u, canceledAt: _ca, cancellationReason: _cr, closedAt: _cl, ...details } = group
  const [copy] = await tx
    .insert(shiftGroups)
    .values({ ...details, status: 'OPEN', filledCount: 0, quantity: seats, createdAt: now, updatedAt: now })
    .returning({ id: shiftGroups.id })
  await tx.insert(shifts).values(Array.from({ length: seats }, (_, i) => ({ shiftGroupId: copy!.id, organizationId: group.organizationId, facilityId: group.facilityId, seat: i + 1, createdAt: now, updatedAt: now })))
}
