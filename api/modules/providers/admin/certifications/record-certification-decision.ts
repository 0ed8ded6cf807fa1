/**
 * What verifying and rejecting a certification share (issue 16 §3): the checks before a decision,
 * the row it writes (who, when, why), its audit event and the provider's e-mail, all in the
 * caller's write transaction so none exists without the others. Only a certification awaiting a
 * decision is decided (409 otherwise): a verified or rejected one comes back to the queue when the
 * provider changes it (provider/update-certification.ts). Answers the queued e-mail, for the verb
 * to deliver once the transaction has committed.
 */
import { eq } from 'drizzle-orm'
import type { AppContext, TeamCaller } from '../../../../context'
import type { Tx } from '../../../../db/client'
import { certifications } from '../../../../db/schema'
import { ConflictError } from '../../../../errors'
import { audit } from '../../../audit'
import { queueEmail, type QueuedEmail } from '../../../notifications'
import type { CertificationReviewRow } from './queries'
import { certificationDecisionEmail, type CertificationDecision } from './certification-decision-email'

export const CERTIFICATION_CHANGED_SINCE_SEEN = 'This certification changed after you opened it. Review it again before deciding.'

export async function recordCertificationDecision(
  ctx: AppContext,
  tx: Tx,
  caller: TeamCaller,
  row: CertificationReviewRow,
  decision: CertificationDecision,
  seenUpdatedAt: string | null | undefined,
): Promise<QueuedEmail> {
  const { certification: c } = row
  if (c.reviewStatus !== 'PENDING') throw new ConflictError(c.reviewStatus === 'VERIFIED' ? 'This certification is already verified' : 'This certification is already rejected')
  // The provider changed it or sent a new document while staff were looking at the old one.
  if (seenUpdatedAt && seenUpdatedAt !== c.updatedAt.toISOString()) throw new ConflictError(CERTIFICATION_CHANGED_SINCE_SEEN)
  const now = ctx.clock.now()
  const rejectionReason = decision.status === 'REJECTED' ? decision.reason.trim() : null
  await tx
    .update(certifications)
    .set({ reviewStatus: decision.status, rejectionReason, reviewedAt: now, reviewedByTeamMemberId: caller.teamMemberId })
    .where(eq(certifications.id, c.id))
  const facts = { providerId: c.providerId, type: c.type, name: c.name, number: c.number, expiresAt: c.expiresAt }
  await audit(ctx, tx, caller, {
    action: decision.status === 'VERIFIED' ? 'certification.verify' : 'certification.reject',
    subject: ['certification', c.id],
    before: { ...facts, status: 'PENDING' },
    after: { ...facts, status: decision.status, rejectionReason },
  })
  return queueEmail(ctx, tx, certificationDecisionEmail(row, decision, ctx.config.publicUrl))
}
