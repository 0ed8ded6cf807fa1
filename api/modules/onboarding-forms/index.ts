/**
 * Facility onboarding forms (FFM, issue 13 §8): one form per facility, its orientation packet, the
 * hired provider's view of it, the "facility form required" check shifts' posting calls, and
 * `admin/` the admin panel's approval queue (issue 16 §3: list, detail, approve, reject).
 */
export { requireFacilityFormIfFlagged, FACILITY_FORM_REQUIRED_MESSAGE, FACILITY_FORM_AWAITING_APPROVAL_MESSAGE } from './is-form-ready'
export { onboardingFormRoutes } from './routes'
export { facilitiesWithPacket } from './provider/facilities-with-packet'
// The demo data's forms in every status, made by the product's own verbs.
export { listOnboardingForms } from './list-forms'
export { saveOnboardingForm } from './save-form'
export { completeOnboardingForm } from './complete-form'
export { approveOnboardingForm } from './admin/approve-form'
export { rejectOnboardingForm } from './admin/reject-form'
