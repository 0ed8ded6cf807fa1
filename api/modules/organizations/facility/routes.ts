/** A facility's profile, NPI check and defaults for new shifts (spec 000 §7 Facility). */
import { Elysia } from 'elysia'
import { ErrorResponse } from '../../../../shared/contracts/auth'
import { FacilityPreferencesBody, FacilityProfile, NpiValidation, ValidateNpiBody } from '../../../../shared/contracts/facility-profile'
import { FacilityParams } from '../../../../shared/contracts/facility-shifts'
import type { AppContext } from '../../../context'
import { authPlugin } from '../../../plugins/auth'
import { getFacilityProfile } from './get-facility-profile'
import type { FacilityPaymentMethods } from './payment-methods'
import { updateFacilityPreferences } from './update-preferences'
import { validateFacilityNpi } from './validate-npi'

export const facilityProfileRoutes = (ctx: AppContext, paymentMethods: FacilityPaymentMethods) =>
  new Elysia({ detail: { tags: ['Organization'] } })
    .use(authPlugin(ctx))
    .get('/facility/:facilityId/profile', ({ caller, params }) => getFacilityProfile({ ctx, caller, paymentMethods, input: params }), {
      asFacility: true,
      params: FacilityParams,
      response: { 200: FacilityProfile, 404: ErrorResponse },
      detail: {
        summary: "One of my facilities' profile: rates, fee, NPI, auto-hire eligibility, default payment method, administrator",
        description:
          'Rates are dollars an hour, with the same values in cents beside them. `isAutoHireEligible`: a verified NPI and a default payment method usable at the facility. `files` is empty until the file store keeps facility documents.',
      },
    })
    .post('/facility/:facilityId/validate-npi', ({ caller, params, body }) => validateFacilityNpi({ ctx, caller, input: { ...params, ...body } }), {
      asFacility: true,
      params: FacilityParams,
      body: ValidateNpiBody,
      response: { 200: NpiValidation, 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse, 503: ErrorResponse },
      detail: {
        summary: "Verify the facility's NPI",
        description:
          'OWNER or ADMIN. Ten digits with a valid CMS check digit (400 "NPI must be 10 digits" / "This NPI is not valid"), then looked up in the NPI registry (`NPI_REGISTRY`): unknown → 422, registry unreachable → 503, nothing stored in either case.',
      },
    })
    .put('/facility/:facilityId/preferences', ({ caller, params, body }) => updateFacilityPreferences({ ctx, caller, paymentMethods, input: { ...params, ...body } }), {
      asFacility: true,
      params: FacilityParams,
      body: FacilityPreferencesBody,
      response: { 200: FacilityProfile, 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
      detail: {
        summary: "Set the facility's defaults for new shifts",
        description:
          'OWNER or ADMIN. Replaces the whole set (a field left out is cleared); names as in `POST /facility/shift`. `paymentMethodId` must be usable at the facility (404 otherwise). Answers the profile.',
      },
    })
