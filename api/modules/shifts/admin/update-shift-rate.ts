/**
 * `PUT /admin-panel/shifts/{shiftId}/update-rate {rate}` (spec 000 §4: "update the rate of an
 * in-progress shift"): only while the shift is in progress — hired, started and not ended (409
 * otherwise). The rate belongs to the posting (the shift group), whose seats share its times, so
 * every hired seat of it is in progress together and is re-priced: earnings and fee by the one
 * pricing rule (`priceShift` on the seat's paid minutes and the group's fee), and the facility's
 * payment for each is brought to the new price at once (refund or charge, bringPaymentTo), each
 * change under a key of its own. Settlement at the end then finds the payment at the price.
 */
import { and, eq, isNotNull } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { AdminShiftActionResult, AdminUpdateRateBody } from '../../../../shared/contracts/admin-shifts'
import { dollarsToCents, effectiveMinutes, priceShift, scheduledMinutes } from '../../../../shared/domain/money'
import type { AppContext, TeamCaller } from '../../../context'
import { shiftGroups, shifts } from '../../../db/schema'
import { ConflictError } from '../../../errors'
import { audit } from '../../audit'
import { requireTeamPermission } from '../../team'
import { bringPaymentTo } from '../settle-shift-money'
import { adminShiftRow, getAdminShift } from './queries'

export async function updateShiftRate({ ctx, caller, shiftId, input }: { ctx: AppContext; caller: TeamCaller; shiftId: string; input: AdminUpdateRateBody }): Promise<AdminShiftActionResult> {
  requireTeamPermission(caller, 'shifts.manage')
  const rateCents = dollarsToCents(input.rate)
  const repriced = await ctx.db.write(async (tx) => {
    const { seat, group } = await getAdminShift(tx, shiftId)
    const now = ctx.clock.now()
    const inProgress = seat.status === 'FILLED' && seat.hiredAt !== null && seat.attendanceStatus === 'PENDING' && group.status !== 'CANCELED' && group.startsAt <= now && group.endsAt > now
    if (!inProgress) throw new ConflictError('Only a shift in progress can have its rate updated')
    if (group.rateCents === rateCents) throw new ConflictError('The shift already has this rate')
    await tx.update(shiftGroups).set({ rateCents, updatedAt: now }).where(eq(shiftGroups.id, group.id))
    await audit(ctx, tx, caller, {
      action: 'shift.update-rate',
      subject: ['shift-group', group.id],
      organizationId: group.organizationId,
      before: { rateCents: group.rateCents },
      after: { rateCents, shiftId },
    })
    const hired = await tx
      .select()
      .from(shifts)
      .where(and(eq(shifts.shiftGroupId, group.id), eq(shifts.status, 'FILLED'), isNotNull(shifts.hiredAt)))
    const paidMinutes = effectiveMinutes(scheduledMinutes(group), group.lunchBreakMinutes, group.isLunchBreakPaid)
    const price = priceShift(rateCents, paidMinutes, group.percentageFee)
    const seats: { id: string; target: number; charged: boolean }[] = []
    for (const s of hired) {
      await tx.update(shifts).set({ providerEarningsCents: price.providerEarningsCents, shiftFeeCents: price.shiftFeeCents, updatedAt: now }).where(eq(shifts.id, s.id))
      await audit(ctx, tx, caller, {
        action: 'shift.reprice',
        subject: ['shift', s.id],
        organizationId: s.organizationId,
        before: { rateCents: group.rateCents, providerEarningsCents: s.providerEarningsCents, shiftFeeCents: s.shiftFeeCents },
        after: { rateCents, providerEarningsCents: price.providerEarningsCents, shiftFeeCents: price.shiftFeeCents },
      })
      // A seat hired with a free shift has no charge to bring to the price.
      seats.push({ id: s.id, target: price.totalCents, charged: s.chargeId !== null })
    }
    return { seats, title: group.title, date: group.date }
  })
  const change = uuidv7()
  for (const s of repriced.seats) {
    if (!s.charged) continue
    await bringPaymentTo(ctx, s.id, s.target, caller, {
      keyPrefix: `reprice:${s.id}:${change}`,
      refundReason: 'Rate lowered',
      chargeDescription: `Rate raised — ${repriced.title} ${repriced.date}`,
    })
  }
  return { shift: await adminShiftRow(ctx.db.read, shiftId) }
}
