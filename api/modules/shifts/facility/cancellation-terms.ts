/**
 * What a facility's cancellation would do, shared by the cancel verb (which does it) and the
 * cancellation preview (which tells the facility before it confirms): when it is refused, which
 * hired seats it cancels and what each owes the provider, by the one rule of
 * `shared/domain/cancellation-fee.ts`. So the quoted fee and the charged fee cannot drift apart.
 */
import { and, eq } from 'drizzle-orm'
import { cancellationFeeFor, type CancellationFee, type CancellationFeeTerms } from '../../../../shared/domain/cancellation-fee'
import type { AppContext } from '../../../context'
import type { Tx } from '../../../db/client'
import { shifts } from '../../../db/schema'
import { ConflictError, NotFoundError, RuleError } from '../../../errors'
import { settings } from '../../../settings'
import { isFeatureEnabled } from '../../platform'
import type { ShiftGroupRow, ShiftRow } from '../queries'

export const REPOST_AFTER_START_MESSAGE = 'This shift has already started, so it cannot be posted again. Cancel it without reposting.'

export async function facilityCancellationTerms(ctx: AppContext): Promise<CancellationFeeTerms> {
  return {
    feesOn: await isFeatureEnabled(ctx, 'facilityCancellationFees'),
    windowHours: settings.shifts.cancellationFeeWindowHours,
    percent: settings.shifts.cancellationFeePercent,
  }
}

/** The refusals every facility cancellation shares (409), checked the same way before and at the cancel. */
export function assertCancelable(group: ShiftGroupRow, now: Date): void {
  if (group.status === 'CANCELED') throw new ConflictError('This shift is already canceled')
  if (group.endsAt <= now) throw new ConflictError('This shift has already ended')
}

/**
 * Reposting (domain "Cancellation": "a new open seat with the same details") is only for a shift
 * still ahead: a seat for hours already under way could never be worked, and applicants would be
 * told of a shift they cannot reach. Refused (422) rather than ignored, so a facility is never
 * told "posted again" for something that was not.
 */
export function assertRepostAllowed(group: ShiftGroupRow, now: Date, shouldRepostShift: boolean | undefined): void {
  if (shouldRepostShift && group.startsAt <= now) throw new RuleError(REPOST_AFTER_START_MESSAGE)
}

/** The hired seats a cancel ends: `hiredProviderId`'s seat (404 when they hold none), else every hired seat of the group. */
export async function hiredSeatsToCancel(tx: Tx, group: ShiftGroupRow, hiredProviderId: string | null | undefined): Promise<ShiftRow[]> {
  if (hiredProviderId) {
    const seat = await tx.select().from(shifts).where(and(eq(shifts.shiftGroupId, group.id), eq(shifts.providerId, hiredProviderId), eq(shifts.status, 'FILLED'))).get()
    if (!seat || !seat.hiredAt) throw new NotFoundError('hired provider')
    return [seat]
  }
  const filled = await tx.select().from(shifts).where(and(eq(shifts.shiftGroupId, group.id), eq(shifts.status, 'FILLED')))
  return filled.filter((s) => s.hiredAt)
}

/** What cancelling this hired seat now owes its provider. */
export function seatCancellationFee(seat: ShiftRow, group: ShiftGroupRow, now: Date, terms: CancellationFeeTerms): CancellationFee {
  return cancellationFeeFor({ startsAt: group.startsAt, bypassCancellationFee: group.bypassCancellationFee, providerEarningsCents: seat.providerEarningsCents }, now, terms)
}
