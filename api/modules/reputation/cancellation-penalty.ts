/**
 * Points a provider loses for cancelling a hired shift with this much notice (DOMAIN
 * "Cancellation", settings.reputation.cancellationByNotice). "Under 12 h" means strictly
 * less: exactly 12 h of notice falls in the "under 24 h" band; two weeks or more costs nothing.
 */
import { settings } from '../../settings'

const BANDS = [...settings.reputation.cancellationByNotice].sort((a, b) => a.underHours - b.underHours)

export function cancellationPenalty(hoursOfNotice: number): number {
  for (const band of BANDS) if (hoursOfNotice < band.underHours) return band.points
  return 0
}
