import type { Tx } from '../../../db/client'
import { RuleError } from '../../../errors'
import { findReferrer, normalizeReferralCode } from './referral-codes'

/** A referral code given at sign-up must exist (422 otherwise); returns it normalised. */
export async function applyReferral(tx: Tx, code: string | null | undefined): Promise<string | null> {
  if (!code?.trim()) return null
  if (!(await findReferrer(tx, code))) throw new RuleError('This referral code is not valid. Check it with the person who shared it, or leave it empty.')
  return normalizeReferralCode(code)
}
