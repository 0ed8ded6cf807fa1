/** Facility rows → the facility side's shapes. */
import type { FacilityDetails, OrganizationFacility } from '../../../shared/contracts/facility-shifts'
import type { facilities } from '../../db/schema'

type FacilityRow = typeof facilities.$inferSelect

/** One line for display: `401 Congress Ave, Austin, TX 78701`. */
export function oneLineAddress(facility: Pick<FacilityRow, 'streetAddress' | 'city' | 'state' | 'zipCode'>): string {
  return `${facility.streetAddress}, ${facility.city}, ${facility.state} ${facility.zipCode}`
}

export function toFacilityDetails(facility: FacilityRow): FacilityDetails {
  return {
    facilityId: facility.id,
    id: facility.id,
    name: facility.name,
    address: oneLineAddress(facility),
    streetAddress: facility.streetAddress,
    city: facility.city,
    state: facility.state,
    zipCode: facility.zipCode,
    phone: facility.phone,
    timeZone: facility.timeZone,
    latitude: facility.latitude,
    longitude: facility.longitude,
    organizationId: facility.organizationId,
  }
}

export function toOrganizationFacility(facility: FacilityRow): OrganizationFacility {
  return {
    facilityId: facility.id,
    name: facility.name,
    address: oneLineAddress(facility),
    phone: facility.phone,
    city: facility.city,
    state: facility.state,
    zipCode: facility.zipCode,
    timeZone: facility.timeZone,
  }
}
