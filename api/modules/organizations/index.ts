/**
 * Organizations and their facilities, seen by their members: the organization, its facilities,
 * credits held by posted shifts, and the facility scope every facility-side verb checks.
 */
export { organizationRoutes } from './routes'
export type { OrganizationAdminDeps } from './admin/deps'
export type { FacilityPaymentMethods } from './facility/payment-methods'
export { canSeeFacility, getFacilityInScope, inCallerScope, inLiveCallerScope, requireOrganizationRole } from './scope'
export { oneLineAddress } from './to-dto'
export { peopleOfFacility } from './people-of-facility'
