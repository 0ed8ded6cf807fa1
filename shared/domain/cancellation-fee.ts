/**
 * What a facility owes a hired provider when it cancels their seat (domain "Cancellation"): when
 * cancellation fees are on and the start is under the fee window away (24 h *(config)*), a share
 * (50% *(config)*) of the provider's earnings for the seat; otherwise nothing. The one place the
 * rule lives: the cancel verb charges by it and the cancellation preview quotes it, so the fee a
 * facility is shown before confirming is the fee it is charged.
 */

/** Why the fee is what it is; the PWA words each one. */
export const CANCELLATION_FEE_REASONS = ['INSIDE_FEE_WINDOW', 'OUTSIDE_FEE_WINDOW', 'FEES_OFF', 'FEE_WAIVED', 'NO_HIRED_PROVIDER'] as const
export type CancellationFeeReason = (typeof CANCELLATION_FEE_REASONS)[number]

export interface CancellationFeeTerms {
  /** `facilityCancellationFees` feature flag. */
  feesOn: boolean
  /** The fee window, hours before the start (`settings.shifts.cancellationFeeWindowHours`). */
  windowHours: number
  /** Share of the provider's earnings owed (`settings.shifts.cancellationFeePercent`). */
  percent: number
}

export interface SeatToCancel {
  startsAt: Date
  /** The group's own waiver (`bypassCancellationFee`). */
  bypassCancellationFee: boolean
  /** What the hired provider earns for the seat; 0 or null when nobody is hired on it. */
  providerEarningsCents: number | null
}

export interface CancellationFee {
  feeCents: number
  reason: CancellationFeeReason
}

export function cancellationFeeFor(seat: SeatToCancel, now: Date, terms: CancellationFeeTerms): CancellationFee {
  if (!seat.providerEarningsCents) return { feeCents: 0, reason: 'NO_HIRED_PROVIDER' }
  if (!terms.feesOn) return { feeCents: 0, reason: 'FEES_OFF' }
  if (seat.bypassCancellationFee) return { feeCents: 0, reason: 'FEE_WAIVED' }
  const hoursToStart = (seat.startsAt.getTime() - now.getTime()) / 3_600_000
  // A started shift is inside the window too: its notice is negative.
  if (hoursToStart >= terms.windowHours) return { feeCents: 0, reason: 'OUTSIDE_FEE_WINDOW' }
  return { feeCents: Math.round((seat.providerEarningsCents * terms.percent) / 100), reason: 'INSIDE_FEE_WINDOW' }
}

/**
 * One cancellation of several hired seats (a whole group) owes the sum of their fees; its reason
 * is the first seat's that owes one, else the first seat's (they share a start and the terms).
 */
export function totalCancellationFee(fees: CancellationFee[]): CancellationFee {
  if (fees.length === 0) return { feeCents: 0, reason: 'NO_HIRED_PROVIDER' }
  const owing = fees.find((f) => f.feeCents > 0)
  return { feeCents: fees.reduce((n, f) => n + f.feeCents, 0), reason: (owing ?? fees[0]!).reason }
}
