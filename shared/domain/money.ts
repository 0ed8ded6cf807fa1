/**
 * Shift money (domain "Money"), in integer cents, shared by the API and the PWA's price preview.
 * Rates travel as dollars in the API (api-contract "Values") and are cents everywhere else.
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

/** What the price of a seat is computed from: the group's instants, rate, fee and lunch. */
export interface PricedGroup {
  startsAt: Date
  endsAt: Date
  rateCents: number
  percentageFee: number
  lunchBreakMinutes: number
  isLunchBreakPaid: boolean
}

/**
 * Scheduled minutes between a shift's start and end instants. Instants, not the `HH:mm` times:
 * a night across a daylight-saving change is paid for the time really worked.
 */
export function scheduledMinutes(group: Pick<PricedGroup, 'startsAt' | 'endsAt'>): number {
  return Math.round((group.endsAt.getTime() - group.startsAt.getTime()) / 60_000)
}

/** `quantityOfHours` (domain "Shift groups"): end − start in hours, two decimals. */
export function quantityOfHours(group: Pick<PricedGroup, 'startsAt' | 'endsAt'>): number {
  return Math.round((scheduledMinutes(group) / 60) * 100) / 100
}

/** The price of one seat of a group at its current rate and fee (domain "Money"): the one rule every charge, list and preview uses. */
export function seatPrice(group: PricedGroup): ShiftPrice {
  return priceShift(group.rateCents, effectiveMinutes(scheduledMinutes(group), group.lunchBreakMinutes, group.isLunchBreakPaid), group.percentageFee)
}

/** Credits cover what they can; the card or bank is charged the rest. Never negative. */
export function splitCredits(totalCents: number, availableCreditsCents: number): { creditsDeductedCents: number; chargeCents: number } {
  const creditsDeductedCents = Math.max(0, Math.min(availableCreditsCents, totalCents))
  return { creditsDeductedCents, chargeCents: totalCents - creditsDeductedCents }
}
