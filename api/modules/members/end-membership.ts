/**
 * Ending a colleague's place in the organization (removing them, or deleting a facility account):
 * the last OWNER cannot go (409), only an OWNER removes an OWNER (403). The membership ends and
 * the person's account is anonymized with every session ended (identity's `anonymizeUser`: their
 * next call answers 401); the shifts they posted or hired for, the ledger and the audit trail keep
 * their rows. A facility user belongs to one organization, so without it the account has no use.
 * In the caller's transaction, audited.
 */
import { eq } from 'drizzle-orm'
import type { AppContext, FacilityCaller } from '../../context'
import type { Tx } from '../../db/client'
import { organizationMembers } from '../../db/schema'
import { audit } from '../audit'
import { anonymizeUser } from '../identity'
import { assertNotLastOwner, memberInOrganization, requireOwnerFor } from './queries'

export async function endMembership(ctx: AppContext, tx: Tx, caller: FacilityCaller, userId: string, why: { action: 'organization.member.remove' | 'account.delete'; reason?: string }): Promise<void> {
  const { member, user } = await memberInOrganization(tx, caller, userId)
  requireOwnerFor(caller, [member.role])
  if (member.role === 'OWNER') await assertNotLastOwner(tx, caller.organizationId, member.id)
  await tx.delete(organizationMembers).where(eq(organizationMembers.id, member.id))
  await anonymizeUser(ctx, tx, userId)
  await audit(ctx, tx, caller, { action: why.action, subject: ['user', userId], before: { email: user.email, role: member.role }, after: why.reason ? { reason: why.reason } : { removed: true } })
}
