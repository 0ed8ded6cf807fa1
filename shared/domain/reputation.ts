/**
 * Points a provider loses for cancelling a hired shift, by notice (domain "Cancellation"). In
 * shared/ so the app can show the cost before the provider confirms, with the API's numbers.
 * "Under 12 h" is strict: exactly 12 h of notice falls in the "under 24 h" band; two weeks or
 * more costs nothing.
 */
export const CANCELLATION_PENALTIES: readonly { underHours: number; points: number }[] = [
  { underHours: 12, points: -40 },
  { underHours: 24, points: -30 },
  { underHours: 48, points: -20 },
  { underHours: 72, points: -15 },
  { underHours: 24 * 7, points: -10 },
  { underHours: 24 * 14, points: -5 },
]

export function cancellationPenalty(hoursOfNotice: number): number {
  for (const band of CANCELLATION_PENALTIES) if (hoursOfNotice < band.underHours) return band.points
  return 0
}
