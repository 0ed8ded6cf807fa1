/**
 * Shift money (DOMAIN "Money"), in integer cents, shared by the API and the PWA's price preview.
 * Rates travel as dollars in the API (CONTRACT "Values") and are cents everywhere else.
 */

/** Dollars (at most two decimals) → cents, exactly: 42.1 → 4210. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100)
}

/** Cents → dollars for the seed's dollar fields: 4210 → 42.1. */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100
}

/** Minutes between two `HH:mm` times; an end not after the start is on the next day. */
export function slotMinutes(startTime: string, endTime: string): number {
  const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5))
  const start = toMinutes(startTime)
  let end = toMinutes(endTime)
  if (end <= start) end += 24 * 60
  return end - start
}

/** Paid minutes: the slot less an unpaid lunch. */
export function effectiveMinutes(slot: number, lunchBreakMinutes: number, isLunchBreakPaid: boolean): number {
  return Math.max(0, isLunchBreakPaid ? slot : slot - lunchBreakMinutes)
}

export interface ShiftPrice {
  /** round(rate × hours), hours = effective minutes / 60. */
  providerEarningsCents: number
  /** round(earnings × percentageFee / 100). */
  shiftFeeCents: number
  /** earnings + fee. */
  totalCents: number
  /** rate × (1 + fee%), per hour, rounded to the cent. */
  facilityRateCents: number
  effectiveHours: number
}

export function priceShift(rateCents: number, minutes: number, percentageFee: number): ShiftPrice {
  // Integer arithmetic: rate (cents/h) × minutes / 60, rounded half up once.
  const providerEarningsCents = Math.round((rateCents * minutes) / 60)
  const shiftFeeCents = Math.round((providerEarningsCents * percentageFee) / 100)
  return {
    providerEarningsCents,
    shiftFeeCents,
    totalCents: providerEarningsCents + shiftFeeCents,
    facilityRateCents: Math.round((rateCents * (100 + percentageFee)) / 100),
    effectiveHours: Math.round((minutes / 60) * 100) / 100,
  }
}

/** Credits cover what they can; the card or bank is charged the rest. Never negative. */
export function splitCredits(totalCents: number, availableCreditsCents: number): { creditsDeductedCents: number; chargeCents: number } {
  const creditsDeductedCents = Math.max(0, Math.min(availableCreditsCents, totalCents))
  return { creditsDeductedCents, chargeCents: totalCents - creditsDeductedCents }
}
