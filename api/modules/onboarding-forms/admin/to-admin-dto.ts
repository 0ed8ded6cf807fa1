/** Rows → the admin panel's onboarding-form shapes (shared/contracts/verification-queues.ts). */
import type { AdminFfm, AdminFfmDetail, RecordedDecision } from '../../../../shared/contracts/verification-queues'
import type { RecordedDecisionRow } from '../../audit'
import type { FormReviewRow } from './queries'

export const FORM_DECISION_ACTIONS = ['onboarding-form.approve', 'onboarding-form.reject'] as const

export function toAdminFfm({ form, facility, organization, submitter, reviewer }: FormReviewRow): AdminFfm {
  const decided = form.status === 'GENERATED' || form.status === 'REJECTED' || form.status === 'COMPLETED'
  return {
    id: form.id,
    facilityId: form.facilityId,
    facility: { id: facility.id, name: facility.name, city: facility.city, state: facility.state, phone: facility.phone },
    organization,
    status: form.status,
    submittedAt: form.submittedAt?.toISOString() ?? null,
    submittedBy: submitter ? { name: `${submitter.firstName} ${submitter.lastName}`.trim(), email: submitter.email } : null,
    rejectedReason: form.status === 'REJECTED' ? form.rejectedReason : null,
    reviewedAt: decided && form.reviewedAt ? form.reviewedAt.toISOString() : null,
    reviewedBy: decided && reviewer ? { id: reviewer.id, name: `${reviewer.firstName} ${reviewer.lastName}`.trim() } : null,
    updatedAt: form.updatedAt.toISOString(),
  }
}

function toRecordedDecision(event: RecordedDecisionRow): RecordedDecision {
  const rejected = event.action === 'onboarding-form.reject'
  return {
    decision: rejected ? 'REJECTED' : 'GENERATED',
    decidedAt: event.occurredAt.toISOString(),
    decidedBy: event.decidedBy,
    reason: rejected && typeof event.after.rejectedReason === 'string' ? event.after.rejectedReason : null,
  }
}

export function toAdminFfmDetail(row: FormReviewRow, decisions: RecordedDecisionRow[]): AdminFfmDetail {
  const { guestCredentials: _never, ...answers } = row.form.answers
  return { ...toAdminFfm(row), answers, decisions: decisions.map(toRecordedDecision) }
}
