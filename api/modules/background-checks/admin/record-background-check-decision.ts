/**
 * What clearing and not clearing a background check share (issue 16 §3): only a check that needs
 * a decision is decided (409 otherwise: already decided, cleared by the vendor, or still running);
 * the decision sets `cleared` — what `hasBackgroundCheckCleared` and the admin provider list read —
 * and records who, when and why, its audit event and the provider's e-mail, all in the caller's
 * transaction. Answers the queued e-mail, delivered after the commit.
 */
import { eq } from 'drizzle-orm'
import type { BackgroundCheckDecision } from '../../../../shared/contracts/background-checks'
import type { AppContext, TeamCaller } from '../../../context'
import type { Tx } from '../../../db/client'
import { backgroundChecks } from '../../../db/schema'
import { ConflictError } from '../../../errors'
import { audit } from '../../audit'
import { queueEmail, type QueuedEmail } from '../../notifications'
import { backgroundCheckDecisionEmail } from './background-check-decision-email'
import type { CheckReviewRow } from './queries'
import { needsReview } from './review-state'

export const ALREADY_DECIDED = 'This background check has already been decided'
export const NOTHING_TO_DECIDE = 'This background check does not need a decision: it is cleared or still running'
export const CHECK_CHANGED_SINCE_SEEN = 'This background check changed after you opened it. Review it again before deciding.'

export async function recordBackgroundCheckDecision(
  ctx: AppContext,
  tx: Tx,
  caller: TeamCaller,
  row: CheckReviewRow,
  decision: { decision: BackgroundCheckDecision; reason: string | null },
  seenUpdatedAt: string | null | undefined,
): Promise<QueuedEmail> {
  const { check } = row
  if (check.reviewDecision !== null) throw new ConflictError(ALREADY_DECIDED)
  if (!needsReview(check)) throw new ConflictError(NOTHING_TO_DECIDE)
  // A vendor event arrived while staff were reading the old state.
  if (seenUpdatedAt && seenUpdatedAt !== check.updatedAt.toISOString()) throw new ConflictError(CHECK_CHANGED_SINCE_SEEN)
  const now = ctx.clock.now()
  const cleared = decision.decision === 'CLEARED'
  const reason = decision.reason?.trim() || null
  await tx
    .update(backgroundChecks)
    .set({ cleared, reviewDecision: decision.decision, reviewReason: reason, reviewedAt: now, reviewedByTeamMemberId: caller.teamMemberId, updatedAt: now })
    .where(eq(backgroundChecks.id, check.id))
  const facts = { providerId: check.providerId, vendor: check.vendor, status: check.status, result: check.result }
  await audit(ctx, tx, caller, {
    action: cleared ? 'background-check.clear' : 'background-check.reject',
    subject: ['background-check', check.id],
    before: { ...facts, cleared: false, decision: null },
    after: { ...facts, cleared, decision: decision.decision, reason },
  })
  return queueEmail(ctx, tx, backgroundCheckDecisionEmail(row, decision.decision, reason, ctx.config.publicUrl))
}
