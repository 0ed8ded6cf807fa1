/**
 * A hired provider's actions on their shift: say they will attend, or cancel with a reason.
 * Cancelling reopens a seat for the facility, refunds the facility, and costs reputation points
 * by notice (domain "Cancellation").
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Actor } from '../../../callers'
import { tellCanceled } from '../notices'
import type { AppContext, ProviderCaller } from '../../../context'
import type { Tx } from '../../../db/client'
import { applications, shiftGroups, shifts } from '../../../db/schema'
import { ConflictError, NotFoundError } from '../../../errors'
import { audit } from '../../audit'
import { addReputationPoints } from '../../reputation'
import type { ShiftGroupRow, ShiftRow } from '../queries'
import { settleShiftMoney } from '../settle-shift-money'

/** `PUT /provider/shift/{shiftGroupId}/confirm-attendance`. */
export async function confirmWillAttend({ ctx, caller, shiftGroupId }: { ctx: AppContext; caller: ProviderCaller; shiftGroupId: string }) {
  await ctx.db.write(async (tx) => {
    const seat = await tx
      .select()
      .from(shifts)
      .where(and(eq(shifts.shiftGroupId, shiftGroupId), eq(shifts.providerId, caller.providerId), eq(shifts.status, 'FILLED')))
      .get()
    if (!seat || !seat.hiredAt) throw new NotFoundError('shift')
    const group = await tx.select().from(shiftGroups).where(eq(shiftGroups.id, shiftGroupId)).get()
    const now = ctx.clock.now()
    if (group!.endsAt <= now) throw new ConflictError('This shift has already ended')
    if (seat.providerWillAttendShift) return
    await tx.update(shifts).set({ providerWillAttendShift: true, providerConfirmedAt: now, updatedAt: now }).where(eq(shifts.id, seat.id))
  })
}

/**
 * Cancels a hired seat and opens a new seat in its place (the canceled one stays in both
 * sides' history). Used by the provider's and the facility's cancellations; `actor` is who
 * cancels, for the audit trail.
 */
export async function cancelHiredSeat(
  ctx: AppContext,
  tx: Tx,
  seat: ShiftRow,
  group: ShiftGroupRow,
  by: 'PROVIDER' | 'FACILITY' | 'ADMIN',
  reason: string,
  reopen: boolean,
  actor: Actor,
): Promise<void> {
  const now = ctx.clock.now()
  await tx.update(shifts).set({ status: 'CANCELED', canceledAt: now, canceledBy: by, cancellationReason: reason, updatedAt: now }).where(eq(shifts.id, seat.id))
  await auditHiredSeatCanceled(ctx, tx, actor, seat, by, reason)
  await tellCanceled(ctx, tx, seat, by)
  if (seat.applicationId) await tx.update(applications).set({ status: 'CANCELED', isHired: false, canceledAt: now, updatedAt: now }).where(eq(applications.id, seat.applicationId))
  if (reopen) {
    const [last] = await tx.select({ seat: sql<number>`max(${shifts.seat})` }).from(shifts).where(eq(shifts.shiftGroupId, group.id))
    await tx.insert(shifts).values({ shiftGroupId: group.id, organizationId: group.organizationId, facilityId: group.facilityId, seat: (last?.seat ?? 0) + 1, createdAt: now, updatedAt: now })
    await tx.update(shiftGroups).set({ filledCount: sql`max(${shiftGroups.filledCount} - 1, 0)`, updatedAt: now }).where(eq(shiftGroups.id, group.id))
  } else {
    await tx.update(shiftGroups).set({ filledCount: sql`max(${shiftGroups.filledCount} - 1, 0)`, quantity: sql`max(${shiftGroups.quantity} - 1, 0)`, updatedAt: now }).where(eq(shiftGroups.id, group.id))
  }
}

/** `shift.cancel` for a hired seat: what the facility paid for it is refunded by the settlement that follows. */
export function auditHiredSeatCanceled(ctx: AppContext, tx: Tx, actor: Actor, seat: ShiftRow, by: 'PROVIDER' | 'FACILITY' | 'ADMIN', reason: string): Promise<void> {
  return audit(ctx, tx, actor, {
    action: 'shift.cancel',
    subject: ['shift', seat.id],
    organizationId: seat.organizationId,
    before: { status: seat.status, providerId: seat.providerId, chargeId: seat.chargeId },
    after: { status: 'CANCELED', providerId: seat.providerId, chargeId: seat.chargeId, canceledBy: by, reason },
  })
}

/** `PUT /provider/shift/{shiftId}/cancel {cancelationReason}`. */
export async function cancelShiftByProvider({ ctx, caller, shiftId, reason }: { ctx: AppContext; caller: ProviderCaller; shiftId: string; reason: string }) {
  const penalty = await ctx.db.write(async (tx) => {
    const seat = await tx.select().from(shifts).where(and(eq(shifts.id, shiftId), eq(shifts.providerId, caller.providerId))).get()
    if (!seat || !seat.hiredAt) throw new NotFoundError('shift')
    if (seat.status !== 'FILLED') throw new ConflictError('This shift can no longer be canceled')
    const group = (await tx.select().from(shiftGroups).where(eq(shiftGroups.id, seat.shiftGroupId)).get())!
    const now = ctx.clock.now()
    if (group.startsAt <= now) throw new ConflictError('This shift has already started: contact the facility')
    await cancelHiredSeat(ctx, tx, seat, group, 'PROVIDER', reason.trim(), group.status !== 'CANCELED', caller)
    const hoursOfNotice = (group.startsAt.getTime() - now.getTime()) / 3_600_000
    return addReputationPoints({ tx, providerId: caller.providerId, reason: 'CANCELLATION', hoursOfNotice, shiftId: seat.id, note: reason.trim(), now })
  })
  await settleShiftMoney(ctx, shiftId, caller)
  return { pointsLost: -penalty.points, currentPoints: penalty.currentPoints }
}
