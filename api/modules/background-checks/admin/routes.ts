import { Elysia } from 'elysia'
import { ErrorResponse } from '../../../../shared/contracts/auth'
import { AdminBackgroundCheckList, AdminBackgroundCheckListQuery } from '../../../../shared/contracts/background-checks'
import { AdminBackgroundCheckDetail, ApproveBody, BackgroundCheckIdParams, RejectWithReasonBody } from '../../../../shared/contracts/verification-queues'
import type { AppContext } from '../../../context'
import { authPlugin } from '../../../plugins/auth'
import { clearBackgroundCheck } from './clear-background-check'
import { getBackgroundCheckForReview } from './get-background-check-for-review'
import { listBackgroundChecksForReview } from './list-background-checks-for-review'
import { rejectBackgroundCheck } from './reject-background-check'

/** The admin panel's review of background checks (issue 16 §3): any team role looks; ADMIN and OPERATIONS decide. */
export const adminBackgroundCheckRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Background checks', 'Admin panel'] } })
    .use(authPlugin(ctx))
    .get('/admin-panel/background-checks', ({ caller, query }) => listBackgroundChecksForReview({ ctx, caller, query }), {
      asTeam: true,
      query: AdminBackgroundCheckListQuery,
      response: { 200: AdminBackgroundCheckList, 400: ErrorResponse },
      detail: {
        summary: 'Background checks to review',
        description:
          'Any team role. `review` needs-review (default: blocked by the vendor, or finished without clearing the provider, and not yet decided by staff), cleared, not-cleared (by staff), in-progress or all; the latest change first, 7 a page by default.',
      },
    })
    .get('/admin-panel/background-checks/:backgroundCheckId', ({ caller, params }) => getBackgroundCheckForReview({ ctx, caller, backgroundCheckId: params.backgroundCheckId }), {
      asTeam: true,
      params: BackgroundCheckIdParams,
      response: { 200: AdminBackgroundCheckDetail, 404: ErrorResponse },
      detail: { summary: 'A background check to review', description: "Any team role. The vendor's case as last reported, staff's decision and every decision made on it." },
    })
    .put('/admin-panel/background-checks/:backgroundCheckId/clear', ({ caller, params, body }) => clearBackgroundCheck({ ctx, caller, backgroundCheckId: params.backgroundCheckId, input: body }), {
      asTeam: true,
      params: BackgroundCheckIdParams,
      body: ApproveBody,
      response: { 200: AdminBackgroundCheckDetail, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      detail: {
        summary: 'Clear the provider on a check that needs review',
        description:
          'ADMIN or OPERATIONS (SUPPORT: 403). Sets `cleared` (the provider\'s `hasBackgroundCheckCleared`), writes an audit event and e-mails the provider. Already decided, not needing review, or changed since `updatedAt` (when given): 409.',
      },
    })
    .put('/admin-panel/background-checks/:backgroundCheckId/reject', ({ caller, params, body }) => rejectBackgroundCheck({ ctx, caller, backgroundCheckId: params.backgroundCheckId, input: body }), {
      asTeam: true,
      params: BackgroundCheckIdParams,
      body: RejectWithReasonBody,
      response: { 200: AdminBackgroundCheckDetail, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      detail: {
        summary: 'Do not clear the provider, with the reason',
        description:
          'ADMIN or OPERATIONS (SUPPORT: 403). `reason` (1–500 characters, "Rejection reason is required") is recorded and e-mailed to the provider; the check stays not cleared. Already decided, not needing review, or changed since `updatedAt`: 409.',
      },
    })
