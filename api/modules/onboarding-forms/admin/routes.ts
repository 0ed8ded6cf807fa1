/** The admin panel's approval of facility onboarding forms (issue 16 §3): any team role looks; ADMIN and OPERATIONS decide. */
import { Elysia } from 'elysia'
import { ErrorResponse } from '../../../../shared/contracts/auth'
import { AdminFfmDetail, AdminFfmList, AdminFfmListQuery, AdminFfmParams, ApproveBody, RejectWithReasonBody } from '../../../../shared/contracts/verification-queues'
import type { AppContext } from '../../../context'
import { authPlugin } from '../../../plugins/auth'
import { approveOnboardingForm } from './approve-form'
import { getFormForReview } from './get-form-for-review'
import { listFormsForReview } from './list-forms-for-review'
import { rejectOnboardingForm } from './reject-form'

export const adminOnboardingFormRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Onboarding forms', 'Admin panel'] } })
    .use(authPlugin(ctx))
    .get('/admin-panel/ffm', ({ caller, query }) => listFormsForReview({ ctx, caller, query }), {
      asTeam: true,
      query: AdminFfmListQuery,
      response: { 200: AdminFfmList, 400: ErrorResponse },
      detail: {
        summary: 'Onboarding forms awaiting approval',
        description:
          "Any team role. `status` PENDING (default: submitted forms, the longest waiting first), GENERATED (approved) or REJECTED (decided in the panel, the latest first). `search` matches the facility's or the organization's name. 7 a page by default.",
      },
    })
    .get('/admin-panel/ffm/:ffmId', ({ caller, params }) => getFormForReview({ ctx, caller, ffmId: params.ffmId }), {
      asTeam: true,
      params: AdminFfmParams,
      response: { 200: AdminFfmDetail, 404: ErrorResponse },
      detail: { summary: 'An onboarding form to approve', description: 'Any team role. The answers as submitted (without the guest credentials), who submitted them, and every decision made on the form.' },
    })
    .put('/admin-panel/ffm/:ffmId/approve', ({ caller, params, body }) => approveOnboardingForm({ ctx, caller, ffmId: params.ffmId, input: body }), {
      asTeam: true,
      params: AdminFfmParams,
      body: ApproveBody,
      response: { 200: AdminFfmDetail, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      detail: {
        summary: 'Approve an onboarding form',
        description:
          'ADMIN or OPERATIONS (SUPPORT: 403). Makes the orientation packet and moves the form to GENERATED; writes an audit event and e-mails the member who submitted it. Not PENDING, or resubmitted since `updatedAt` (when given): 409.',
      },
    })
    .put('/admin-panel/ffm/:ffmId/reject', ({ caller, params, body }) => rejectOnboardingForm({ ctx, caller, ffmId: params.ffmId, input: body }), {
      asTeam: true,
      params: AdminFfmParams,
      body: RejectWithReasonBody,
      response: { 200: AdminFfmDetail, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      detail: {
        summary: 'Reject an onboarding form, with the reason',
        description:
          'ADMIN or OPERATIONS (SUPPORT: 403). `reason` (1–500 characters, "Rejection reason is required") is shown on the form (`rejectedReason`) and e-mailed to the member who submitted it. Not PENDING, or resubmitted since `updatedAt` (when given): 409.',
      },
    })
