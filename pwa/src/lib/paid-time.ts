/**
 * The paid time behind an amount, by the rule the API priced it with (`priceShift`, domain
 * "Money"): no read returns the hours worked after the facility adjusted them, only the seat's
 * new price (the facility's side, fee included) or earnings (the provider's side, no fee). At any
 * real rate each minute moves the amount by at least a cent, so the minute is exact.
 */
import { priceShift } from '@shared/domain/money'

/** Null when no length of shift up to a day comes to that amount. */
export function paidMinutesFor(amountCents: number, rateCents: number, percentageFee = 0): number | null {
  for (let minutes = 0; minutes <= 24 * 60; minutes++) {
    const total = priceShift(rateCents, minutes, percentageFee).totalCents
    if (total === amountCents) return minutes
    if (total > amountCents) return null
  }
  return null
}
