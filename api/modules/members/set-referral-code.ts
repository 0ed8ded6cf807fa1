/**
 * An organization's applied referral code, once (docs/decisions.md "The organization's own
 * management"): the code must belong to a provider or another organization (422, as at sign-up),
 * never the organization's own (422); a different code when one is applied → 409, the same code
 * again changes nothing. In the caller's transaction.
 */
import { eq } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { organizations } from '../../db/schema'
import { ConflictError, RuleError } from '../../errors'
import { findReferrer, normalizeReferralCode } from '../identity'

export async function setReferralCode(tx: Tx, organizationId: string, code: string, now: Date): Promise<{ before: string | null; after: string }> {
  const org = (await tx.select().from(organizations).where(eq(organizations.id, organizationId)).get())!
  const normalized = normalizeReferralCode(code)
  if (org.appliedReferralCode === normalized) return { before: org.appliedReferralCode, after: normalized }
  if (normalized === org.ownReferralCode) throw new RuleError('You cannot apply your own referral code')
  if (org.appliedReferralCode) throw new ConflictError('Your organization has already applied a referral code')
  if (!(await findReferrer(tx, normalized))) throw new RuleError('This referral code is not valid')
  await tx.update(organizations).set({ appliedReferralCode: normalized, updatedAt: now }).where(eq(organizations.id, organizationId))
  return { before: org.appliedReferralCode, after: normalized }
}
