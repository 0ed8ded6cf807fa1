/**
 * Sign-up's rate limits, counted before the password is hashed: per address (generous: one
 * office, one campus or one test run shares an address) and per e-mail (nobody signs up with one
 * e-mail ten times an hour; someone probing which e-mails are registered does). The numbers are
 * in api/settings.ts, the reasoning in docs/decisions.md "Rate limits on sign-up and messages".
 */
import type { AppContext } from '../../../context'
import { addressBucket, consumeRateLimits } from '../../../lib/rate-limits'
import { settings } from '../../../settings'

export function limitSignUps(ctx: AppContext, { email, ipAddress }: { email: string; ipAddress: string | null | undefined }): Promise<void> {
  return consumeRateLimits(ctx, [
    { key: `sign-up:email:${email}`, ...settings.rateLimits.signUpPerEmail, message: 'Too many sign-up attempts for this e-mail.' },
    ...(ipAddress
      ? [{ key: `sign-up:address:${addressBucket(ipAddress)}`, ...settings.rateLimits.signUpPerAddress, message: 'Too many sign-ups from this network.' }]
      : []),
  ])
}
