import { Elysia } from 'elysia'
import { ErrorResponse } from '../../../../shared/contracts/auth'
import {
  AdminLicenseDetail,
  AdminLicenseList,
  AdminLicenseListQuery,
  LicenseIdParams,
  RejectLicenseBody,
  VerifyLicenseBody,
} from '../../../../shared/contracts/licenses'
import type { AppContext } from '../../../context'
import { authPlugin } from '../../../plugins/auth'
import { getLicenseForReview } from './get-license-for-review'
import { listLicensesForReview } from './list-licenses-for-review'
import { rejectLicense } from './reject-license'
import { verifyLicense } from './verify-license'

/** The admin panel's license verification (issue 12 §2): ADMIN and OPERATIONS decide, SUPPORT may look. */
export const adminLicenseRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Licenses', 'Admin panel'] } })
    .use(authPlugin(ctx))
    .get('/admin-panel/licenses', ({ caller, query }) => listLicensesForReview({ ctx, caller, query }), {
      asTeam: true,
      query: AdminLicenseListQuery,
      response: { 200: AdminLicenseList, 400: ErrorResponse },
      detail: {
        summary: 'Licenses to verify',
        description:
          'Any team role. `status` PENDING (default), VERIFIED, REJECTED, or several joined by `|`. Awaiting a decision first, the longest waiting first; then decided ones, the latest decision first. `search` matches the provider\'s name or e-mail, or the license number. 7 a page by default.',
      },
    })
    .get('/admin-panel/licenses/:licenseId', ({ caller, params }) => getLicenseForReview({ ctx, caller, licenseId: params.licenseId }), {
      asTeam: true,
      params: LicenseIdParams,
      response: { 200: AdminLicenseDetail, 404: ErrorResponse },
      detail: {
        summary: 'A license to verify',
        description: "Any team role. The document (a signed link valid for an hour), the state board's lookup link, the provider's details and other licenses, and every decision made on it.",
      },
    })
    .put('/admin-panel/licenses/:licenseId/verify', ({ caller, params, body }) => verifyLicense({ ctx, caller, licenseId: params.licenseId, input: body }), {
      asTeam: true,
      params: LicenseIdParams,
      body: VerifyLicenseBody,
      response: { 200: AdminLicenseDetail, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 422: ErrorResponse },
      detail: {
        summary: 'Verify a license',
        description:
          'ADMIN or OPERATIONS (SUPPORT: 403). Records who and when, writes an audit event and e-mails the provider. Already verified, or changed since `updatedAt` (when given): 409. Expired: 422.',
      },
    })
    .put('/admin-panel/licenses/:licenseId/reject', ({ caller, params, body }) => rejectLicense({ ctx, caller, licenseId: params.licenseId, input: body }), {
      asTeam: true,
      params: LicenseIdParams,
      body: RejectLicenseBody,
      response: { 200: AdminLicenseDetail, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      detail: {
        summary: 'Reject a license, with the reason',
        description:
          'ADMIN or OPERATIONS (SUPPORT: 403). `reason` (1–500 characters, "Rejection reason is required") is shown to the provider and e-mailed to them. A verified license may be rejected (its verification withdrawn). Already rejected, or changed since `updatedAt` (when given): 409.',
      },
    })
