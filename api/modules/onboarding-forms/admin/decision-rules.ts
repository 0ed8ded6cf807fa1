/**
 * The checks every decision on an onboarding form makes (issue 16 §3): only a submitted form
 * waiting for approval is decided (409 otherwise), and, when staff send the `updatedAt` they saw,
 * only if the facility has not resubmitted since (409).
 */
import { ConflictError } from '../../../errors'
import type { FormReviewRow } from './queries'

export const FORM_CHANGED_SINCE_SEEN = 'This onboarding form changed after you opened it. Review it again before deciding.'

export function assertAwaitingDecision({ form }: FormReviewRow, seenUpdatedAt: string | null | undefined): void {
  if (form.status === 'GENERATED' || form.status === 'COMPLETED') throw new ConflictError('This onboarding form is already approved')
  if (form.status === 'REJECTED') throw new ConflictError('This onboarding form is already rejected')
  if (form.status !== 'PENDING') throw new ConflictError('This onboarding form has not been submitted')
  if (seenUpdatedAt && seenUpdatedAt !== form.updatedAt.toISOString()) throw new ConflictError(FORM_CHANGED_SINCE_SEEN)
}
