/** The admin panel's certification review queue (issue 16 §3): any team role looks; ADMIN and OPERATIONS decide. */
import { Elysia } from 'elysia'
import { ErrorResponse } from '../../../../../shared/contracts/auth'
import {
  AdminCertificationDetail,
  AdminCertificationList,
  AdminCertificationListQuery,
  ApproveBody,
  CertificationIdParams,
  RejectWithReasonBody,
} from '../../../../../shared/contracts/verification-queues'
import type { AppContext } from '../../../../context'
import { authPlugin } from '../../../../plugins/auth'
import { getCertificationForReview } from './get-certification-for-review'
import { listCertificationsForReview } from './list-certifications-for-review'
import { rejectCertification } from './reject-certification'
import { verifyCertification } from './verify-certification'

export const adminCertificationRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Admin panel'] } })
    .use(authPlugin(ctx))
    .get('/admin-panel/certifications', ({ caller, query }) => listCertificationsForReview({ ctx, caller, query }), {
      asTeam: true,
      query: AdminCertificationListQuery,
      response: { 200: AdminCertificationList, 400: ErrorResponse },
      detail: {
        summary: 'Certifications to verify',
        description:
          'Any team role. `status` PENDING (default: the longest waiting first), VERIFIED or REJECTED (the latest decision first). `search` matches the provider\'s name or e-mail, or the certification\'s name or number. 7 a page by default.',
      },
    })
    .get('/admin-panel/certifications/:certificationId', ({ caller, params }) => getCertificationForReview({ ctx, caller, certificationId: params.certificationId }), {
      asTeam: true,
      params: CertificationIdParams,
      response: { 200: AdminCertificationDetail, 404: ErrorResponse },
      detail: { summary: 'A certification to verify', description: 'Any team role. The document (a signed link valid for an hour), the provider, and every decision made on it.' },
    })
    .put('/admin-panel/certifications/:certificationId/verify', ({ caller, params, body }) => verifyCertification({ ctx, caller, certificationId: params.certificationId, input: body }), {
      asTeam: true,
      params: CertificationIdParams,
      body: ApproveBody,
      response: { 200: AdminCertificationDetail, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      detail: {
        summary: 'Verify a certification',
        description: 'ADMIN or OPERATIONS (SUPPORT: 403). Records who and when, writes an audit event and e-mails the provider. Not PENDING, or changed since `updatedAt` (when given): 409.',
      },
    })
    .put('/admin-panel/certifications/:certificationId/reject', ({ caller, params, body }) => rejectCertification({ ctx, caller, certificationId: params.certificationId, input: body }), {
      asTeam: true,
      params: CertificationIdParams,
      body: RejectWithReasonBody,
      response: { 200: AdminCertificationDetail, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      detail: {
        summary: 'Reject a certification, with the reason',
        description:
          'ADMIN or OPERATIONS (SUPPORT: 403). `reason` (1–500 characters, "Rejection reason is required") is shown to the provider and e-mailed to them. Not PENDING, or changed since `updatedAt` (when given): 409.',
      },
    })
