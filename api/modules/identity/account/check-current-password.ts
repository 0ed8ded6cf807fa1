/**
 * A signed-in user proving their current password (to change it): throttled like sign-in, on the
 * same keys (throttle.ts), so a stolen session cannot be used to guess the password behind it —
 * five wrong answers lock both this and sign-in for that e-mail for 15 minutes (429). A wrong
 * password is a 400 on `currentPassword`, not a 401: the session itself is fine.
 */
import type { AppContext } from '../../../context'
import { ValidationError } from '../../../errors'
import type { RequestMeta } from '../../../sessions'
import { verifyPassword } from '../passwords'
import { checkReservedAttempt, reserveSignInAttempt, signInAccount, type SignInAttempt } from '../throttle'

export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect'

/** Resolves with the attempt to settle in the write that changes the password (`settleSuccessfulSignIn`). */
export async function checkCurrentPassword(
  ctx: AppContext,
  { user, password, meta }: { user: { id: string; email: string; passwordHash: string }; password: string; meta: RequestMeta },
): Promise<SignInAttempt> {
  const attempt = await reserveSignInAttempt(ctx, { scope: 'user', email: user.email, account: signInAccount('user', user.id), ipAddress: meta.ipAddress ?? null })
  const ok = await checkReservedAttempt(ctx, attempt, () => verifyPassword(password, user.passwordHash))
  if (!ok) throw ValidationError.field('currentPassword', WRONG_CURRENT_PASSWORD)
  return attempt
}
