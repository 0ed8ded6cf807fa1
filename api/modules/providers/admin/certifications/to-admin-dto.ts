/** Rows → the admin panel's certification shapes (shared/contracts/verification-queues.ts). */
import type { AdminCertification, AdminCertificationDetail, RecordedDecision } from '../../../../../shared/contracts/verification-queues'
import type { AppContext } from '../../../../context'
import { signedDownloadUrl } from '../../../../integrations/storage/signed-urls'
import type { RecordedDecisionRow } from '../../../audit'
import { certificationStatus } from '../../provider/certification-status'
import type { CertificationReviewRow } from './queries'

export const CERTIFICATION_DECISION_ACTIONS = ['certification.verify', 'certification.reject'] as const

export function toAdminCertification(ctx: AppContext, row: CertificationReviewRow): AdminCertification {
  const { certification: c, provider, reviewedBy } = row
  return {
    certificationId: c.id,
    type: c.type,
    name: c.name,
    number: c.number,
    issuer: c.issuer,
    issuedAt: c.issuedAt,
    expiresAt: c.expiresAt,
    standing: certificationStatus(c.expiresAt, ctx.clock.now()),
    status: c.reviewStatus,
    rejectionReason: c.reviewStatus === 'REJECTED' ? c.rejectionReason : null,
    submittedAt: (c.submittedAt ?? c.createdAt).toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    reviewedAt: c.reviewStatus === 'PENDING' || !c.reviewedAt ? null : c.reviewedAt.toISOString(),
    reviewedBy: c.reviewStatus !== 'PENDING' && reviewedBy ? { id: reviewedBy.id, name: `${reviewedBy.firstName} ${reviewedBy.lastName}`.trim() } : null,
    document: c.fileId ? { filename: c.filename, contentType: c.contentType, fileLink: signedDownloadUrl(ctx, c.fileId) } : null,
    provider: { ...provider },
  }
}

export function toRecordedDecision(event: RecordedDecisionRow): RecordedDecision {
  const rejected = event.action === 'certification.reject'
  return {
    decision: rejected ? 'REJECTED' : 'VERIFIED',
    decidedAt: event.occurredAt.toISOString(),
    decidedBy: event.decidedBy,
    reason: rejected && typeof event.after.rejectionReason === 'string' ? event.after.rejectionReason : null,
  }
}

export function toAdminCertificationDetail(ctx: AppContext, row: CertificationReviewRow, decisions: RecordedDecisionRow[]): AdminCertificationDetail {
  return { ...toAdminCertification(ctx, row), decisions: decisions.map(toRecordedDecision) }
}
