import { Elysia } from 'elysia'
import { DeleteWithReasonBody } from '../../../shared/contracts/accounts'
import { ErrorResponse, NoContent } from '../../../shared/contracts/auth'
import { FacilityDetails, FacilityList, FacilityParams, FacilitySideOrganization } from '../../../shared/contracts/facility-shifts'
import type { AppContext } from '../../context'
import { noContent } from '../../lib/http'
import { authPlugin } from '../../plugins/auth'
import type { OrganizationAdminDeps } from './admin/deps'
import { organizationAdminRoutes } from './admin/routes'
import { deleteFacility } from './facility/delete-facility'
import type { FacilityPaymentMethods } from './facility/payment-methods'
import { facilityProfileRoutes } from './facility/routes'
import { getFacility } from './get-facility'
import { getOrganization } from './get-organization'
import { listFacilities } from './list-facilities'


/**
 * `paymentMethods`: payments' face; `admin`: team's permission check and identity's referral
 * codes; all passed in by app.ts (facility/payment-methods.ts and admin/deps.ts say why).
 */
export const organizationRoutes = (ctx: AppContext, paymentMethods: FacilityPaymentMethods, admin: OrganizationAdminDeps) =>
  new Elysia({ detail: { tags: ['Organization'] } })
    .use(authPlugin(ctx))
    .use(facilityProfileRoutes(ctx, paymentMethods))
    .use(organizationAdminRoutes(ctx, admin))
    .get('/organization', ({ caller }) => getOrganization({ ctx, caller }), {
      asFacility: true,
      response: { 200: FacilitySideOrganization },
      detail: {
        summary: 'My organization: members, facilities and credits',
        description:
          'Credits are in cents (spec 000 §9): `creditsBalance` and `creditsBalanceInCents` carry the same value. `blockedCreditsByShiftPost` shows how the balance would be drawn if every open seat were hired, oldest post first; credits are drawn at hire, not reserved. A MEMBER sees its own facilities only.',
      },
    })
    .get('/facility', ({ caller }) => listFacilities({ ctx, caller }), {
      asFacility: true,
      response: { 200: FacilityList },
      detail: { summary: 'The facilities I may see' },
    })
    .get('/facility/:facilityId', ({ caller, params }) => getFacility({ ctx, caller, input: params }), {
      asFacility: true,
      params: FacilityParams,
      response: { 200: FacilityDetails, 404: ErrorResponse },
      detail: { summary: 'One of my facilities', description: 'Another organization’s facility, or one outside a MEMBER’s list, answers 404.' },
    })
    .delete('/facility/:facilityId', async ({ caller, params, body, set }) => {
      await deleteFacility({ ctx, caller, facilityId: params.facilityId, input: body })
      return noContent(set)
    }, {
      asFacility: true,
      params: FacilityParams,
      body: DeleteWithReasonBody,
      response: { 204: NoContent, 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      detail: {
        summary: 'Delete a facility',
        description:
          'OWNER and ADMIN only. A reason is required ("reason is required."). A provider hired there for a shift that has not ended → 409. Its open shifts not yet started are canceled; the facility leaves every list, its history stays. Another organization’s facility → 404.',
      },
    })
