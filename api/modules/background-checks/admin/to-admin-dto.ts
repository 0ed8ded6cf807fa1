/** Rows → the admin panel's background-check shapes. */
import type { AdminBackgroundCheckRow } from '../../../../shared/contracts/background-checks'
import type { AdminBackgroundCheckDetail, RecordedDecision } from '../../../../shared/contracts/verification-queues'
import type { RecordedDecisionRow } from '../../audit'
import type { CheckReviewRow } from './queries'
import { needsReview } from './review-state'

export const BACKGROUND_CHECK_DECISION_ACTIONS = ['background-check.clear', 'background-check.reject'] as const

const iso = (d: Date | null) => (d ? d.toISOString() : null)

export function toAdminBackgroundCheck({ check: c, firstName, lastName, email, reviewer }: CheckReviewRow): AdminBackgroundCheckRow {
  return {
    backgroundCheckId: c.id,
    providerId: c.providerId,
    providerName: `${firstName} ${lastName}`,
    email,
    licenseId: c.licenseId,
    vendor: c.vendor,
    status: c.status,
    result: c.result,
    secondaryStatus: c.secondaryStatus,
    adverseActionSteps: c.adverseActionSteps,
    cleared: c.cleared,
    needsReview: needsReview(c),
    review:
      c.reviewDecision && c.reviewedAt
        ? {
            decision: c.reviewDecision,
            reason: c.reviewDecision === 'NOT_CLEARED' ? c.reviewReason : null,
            reviewedAt: c.reviewedAt.toISOString(),
            reviewedBy: reviewer ? { id: reviewer.id, name: `${reviewer.firstName} ${reviewer.lastName}`.trim() } : null,
          }
        : null,
    paidAt: iso(c.paidAt),
    refundedAt: iso(c.refundedAt),
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  }
}

function toRecordedDecision(event: RecordedDecisionRow): RecordedDecision {
  const rejected = event.action === 'background-check.reject'
  return {
    decision: rejected ? 'NOT_CLEARED' : 'CLEARED',
    decidedAt: event.occurredAt.toISOString(),
    decidedBy: event.decidedBy,
    reason: rejected && typeof event.after.reason === 'string' ? event.after.reason : null,
  }
}

export function toAdminBackgroundCheckDetail(row: CheckReviewRow, decisions: RecordedDecisionRow[]): AdminBackgroundCheckDetail {
  return { ...toAdminBackgroundCheck(row), decisions: decisions.map(toRecordedDecision) }
}
