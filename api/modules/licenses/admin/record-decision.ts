/**
 * What verifying and rejecting share (issue 12 §2): the checks before a decision, the row it
 * writes (who, when, why), its audit event and the provider's e-mail — all in the caller's write
 * transaction, so none of them exists without the others. Answers the queued e-mail, for the
 * verb to deliver once the transaction has committed.
 */
import { eq } from 'drizzle-orm'
import type { AppContext, TeamCaller } from '../../../context'
import type { Tx } from '../../../db/client'
import { licenses } from '../../../db/schema'
import { ConflictError, RuleError } from '../../../errors'
import { audit } from '../../audit'
import type { QueuedEmail } from '../../notifications'
import { isExpired, licenseStatus, type Decision } from '../verification-status'
import { tellProviderOfDecision } from './tell-provider-of-decision'
import type { ReviewRow } from './queries'

export const CHANGED_SINCE_SEEN = 'This license changed after you opened it. Review it again before deciding.'

export async function recordDecision(
  ctx: AppContext,
  tx: Tx,
  caller: TeamCaller,
  row: ReviewRow,
  decision: Decision,
  seenUpdatedAt: string | null | undefined,
): Promise<QueuedEmail> {
  const { license } = row
  // The provider corrected it or sent a new document while staff were looking at the old one.
  if (seenUpdatedAt && seenUpdatedAt !== license.updatedAt.toISOString()) throw new ConflictError(CHANGED_SINCE_SEEN)
  const before = licenseStatus(license)
  if (before === decision.status) throw new ConflictError(decision.status === 'VERIFIED' ? 'This license is already verified' : 'This license is already rejected')
  const now = ctx.clock.now()
  // An expired license lets nobody work; verifying it would vouch for nothing. Rejecting it is how the provider hears to renew.
  if (decision.status === 'VERIFIED' && isExpired(license.expirationDate, now)) throw new RuleError('An expired license cannot be verified')

  const rejectionReason = decision.status === 'REJECTED' ? decision.reason.trim() : null
  const changes = {
    isVerified: decision.status === 'VERIFIED',
    verifiedAt: decision.status === 'VERIFIED' ? now : null,
    rejectionReason,
    decidedAt: now,
    decidedByTeamMemberId: caller.teamMemberId,
    updatedAt: now,
  }
  await tx.update(licenses).set(changes).where(eq(licenses.id, license.id))
  const facts = { providerId: license.providerId, state: license.state, licenseNumber: license.licenseNumber, expirationDate: license.expirationDate }
  await audit(ctx, tx, caller, {
    action: decision.status === 'VERIFIED' ? 'license.verify' : 'license.reject',
    subject: ['license', license.id],
    before: { ...facts, status: before, rejectionReason: license.rejectionReason },
    after: { ...facts, status: decision.status, rejectionReason },
  })
  return tellProviderOfDecision(ctx, tx, row, decision)
}
