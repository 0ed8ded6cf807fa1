/**
 * `PUT /admin-panel/shifts/{shiftId}/cancel {cancelationReason, banProvider = false}` (spec 000
 * §5; domain "Cancellation": an admin cancel refunds the facility, and with `banProvider` bans
 * the hired provider from that facility). An open or hired seat, before, during or after its
 * time (not completed or already canceled: 409; a hire still being charged: 409). The seat is
 * canceled without reopening (a group left with no seat is canceled with it), the facility is
 * refunded in full — no cancellation fee, whatever the notice — by the settlement every
 * canceled seat goes through, and the provider hears of it.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { AdminCancelShiftBody, AdminCancelShiftResult } from '../../../../shared/contracts/admin-shifts'
import type { AppContext, TeamCaller } from '../../../context'
import { ledgerEntries, shiftGroups, shifts } from '../../../db/schema'
import { ConflictError } from '../../../errors'
import { audit } from '../../audit'
import { banProviderAtFacility } from '../../providers'
import { requireTeamPermission } from '../../team'
import { cancelGroupIfNoSeatLeft } from '../facility/cancel-by-facility'
import { cancelHiredSeat } from '../provider/provider-shift-actions'
import { settleShiftMoney } from '../settle-shift-money'
import { adminShiftRow, getAdminShift } from './queries'

async function returnedCents(ctx: AppContext, shiftId: string): Promise<number> {
  const [row] = await ctx.db.read
    .select({ cents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.shiftId, shiftId), inArray(ledgerEntries.kind, ['REFUND', 'CREDIT_RETURN'])))
  return Number(row?.cents ?? 0)
}

export async function cancelShiftAsAdmin({ ctx, caller, shiftId, input }: { ctx: AppContext; caller: TeamCaller; shiftId: string; input: AdminCancelShiftBody }): Promise<AdminCancelShiftResult> {
  requireTeamPermission(caller, 'shifts.manage')
  const reason = input.cancelationReason.trim()
  const before = await returnedCents(ctx, shiftId)
  const banned = await ctx.db.write(async (tx) => {
    const { seat, group } = await getAdminShift(tx, shiftId)
    const now = ctx.clock.now()
    if (seat.status === 'COMPLETED') throw new ConflictError('A completed shift cannot be canceled')
    if (seat.status === 'CANCELED' || group.status === 'CANCELED') throw new ConflictError('This shift is already canceled')
    if (seat.status === 'FILLED' && !seat.hiredAt) throw new ConflictError('A hire is being charged on this shift: try again in a minute')
    if (seat.status === 'FILLED') {
      await cancelHiredSeat(ctx, tx, seat, group, 'ADMIN', reason, false, caller)
    } else {
      await tx.update(shifts).set({ status: 'CANCELED', canceledAt: now, canceledBy: 'ADMIN', cancellationReason: reason, updatedAt: now }).where(eq(shifts.id, seat.id))
      await tx.update(shiftGroups).set({ quantity: sql`max(${shiftGroups.quantity} - 1, 0)`, updatedAt: now }).where(eq(shiftGroups.id, group.id))
      await audit(ctx, tx, caller, {
        action: 'shift.cancel',
        subject: ['shift', seat.id],
        organizationId: seat.organizationId,
        before: { status: seat.status, providerId: null },
        after: { status: 'CANCELED', canceledBy: 'ADMIN', reason },
      })
    }
    await cancelGroupIfNoSeatLeft(tx, group, reason, now)
    if (!(input.banProvider ?? false) || seat.status !== 'FILLED' || !seat.providerId) return false
    const created = await banProviderAtFacility(ctx, tx, { providerId: seat.providerId, organizationId: group.organizationId, facilityId: group.facilityId, reason })
    if (created) {
      await audit(ctx, tx, caller, {
        action: 'provider.ban',
        subject: ['provider', seat.providerId],
        organizationId: group.organizationId,
        after: { kind: 'BAN', facilityId: group.facilityId, reason, shiftId: seat.id },
      })
    }
    return true
  })
  await settleShiftMoney(ctx, shiftId, caller)
  return { shift: await adminShiftRow(ctx.db.read, shiftId), refundedInCents: (await returnedCents(ctx, shiftId)) - before, providerBanned: banned }
}
