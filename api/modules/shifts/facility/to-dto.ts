/**
 * Rows → the facility side's shapes. The one place shift money turns from cents into the seeds'
 * dollar fields (api-contract "Values").
 */
import type { Applicant, ShiftFacility } from '../../../../shared/contracts/facility-shifts'
import { centsToDollars, seatPrice } from '../../../../shared/domain/money'
import type { ApplicantProfiles, Person } from './applicant-profiles'
import type { FacilityRow, ShiftGroupRow, ShiftRow } from './queries'
import type { applications } from '../../../db/schema'

export type ApplicationRow = typeof applications.$inferSelect

export { centsToDollars }
export { oneLineAddress } from '../../organizations'

/** A hired seat keeps the price fixed at hire (and re-priced by adjustments); an open one costs the group's price. */
export function seatTotalCents(group: ShiftGroupRow, seat: Pick<ShiftRow, 'providerEarningsCents' | 'shiftFeeCents'>): number {
  if (seat.providerEarningsCents !== null && seat.shiftFeeCents !== null) return seat.providerEarningsCents + seat.shiftFeeCents
  return seatPrice(group).totalCents
}

export function toShiftFacility(facility: FacilityRow): ShiftFacility {
  return { id: facility.id, name: facility.name, state: facility.state, city: facility.city, timeZone: facility.timeZone }
}

export function toApplicant(application: ApplicationRow, person: Person, group: ShiftGroupRow, profiles: ApplicantProfiles): Applicant {
  return {
    id: application.id,
    provider: profiles.provider(person, group),
    shiftDate: group.date,
    applicationMessage: application.message,
    appliedAt: application.createdAt.toISOString(),
    expiresAt: application.expiresAt?.toISOString() ?? null,
  }
}
