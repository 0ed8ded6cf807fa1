import type { AppContext } from '../../../context'
import { findReferrer } from './referral-codes'

/** `POST /provider/referral-code/validate`: whether a code can be applied at sign-up. */
export async function validateReferralCode({ ctx, referralCode }: { ctx: AppContext; referralCode: string }) {
  const referrer = await findReferrer(ctx.db.read, referralCode)
  return referrer
    ? { isValid: true, message: `Referral code from ${referrer.name} applied`, referrerName: referrer.name }
    : { isValid: false, message: 'This referral code is not valid' }
}
