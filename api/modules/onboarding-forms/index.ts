/**
 * Facility onboarding forms (FFM, issue 13 §8): one form per facility, its orientation packet, the
 * hired provider's view of it, and the "facility form required" check shifts' posting calls.
 */
export { requireFacilityFormIfFlagged, FACILITY_FORM_REQUIRED_MESSAGE } from './is-form-ready'
export { onboardingFormRoutes } from './routes'
