/**
 * `GET /facility/shift/{shiftGroupId}/cancellation-preview`: what cancelling now would cost (the
 * whole group, and each hired provider's seat alone), before the facility confirms (domain "Cancellation"). Same scope, same refusals and
 * the same fee rule as `PUT /facility/shift/{shiftGroupId}/cancel` (`cancellation-terms.ts`), so
 * the fee shown is the fee charged when the cancel follows at once. Reads only.
 */
import { totalCancellationFee } from '../../../../shared/domain/cancellation-fee'
import type { FacilityCancellationPreview } from '../../../../shared/contracts/facility-shifts'
import type { AppContext, FacilityCaller } from '../../../context'
import { getGroupInScope } from '../queries'
import { centsToDollars } from './to-dto'
import { assertCancelable, facilityCancellationTerms, hiredSeatsToCancel, seatCancellationFee } from './cancellation-terms'

export async function previewFacilityCancellation({
  ctx,
  caller,
  input,
}: {
  ctx: AppContext
  caller: FacilityCaller
  input: { shiftGroupId: string }
}): Promise<FacilityCancellationPreview> {
  const terms = await facilityCancellationTerms(ctx)
  const db = ctx.db.read
  const group = await getGroupInScope(db, caller, input.shiftGroupId)
  const now = ctx.clock.now()
  assertCancelable(group, now)
  const seats = await hiredSeatsToCancel(db, group, null)
  const perSeat = seats.map((seat) => ({ seat, ...seatCancellationFee(seat, group, now, terms) }))
  const { feeCents, reason } = totalCancellationFee(perSeat)
  const hasStarted = group.startsAt <= now
  return {
    shiftGroupId: group.id,
    feeInCents: feeCents,
    fee: centsToDollars(feeCents),
    reason,
    hiredSeats: perSeat.map(({ seat, feeCents, reason }) => ({ providerId: seat.providerId!, shiftId: seat.id, feeInCents: feeCents, fee: centsToDollars(feeCents), reason })),
    feeWindowHours: terms.windowHours,
    feePercent: terms.percent,
    feeWindowStartsAt: new Date(group.startsAt.getTime() - terms.windowHours * 3_600_000).toISOString(),
    hasStarted,
    canRepost: !hasStarted,
  }
}
