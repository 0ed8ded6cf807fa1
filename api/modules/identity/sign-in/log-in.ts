/** `POST /auth/login`: providers and facility users (api-contract "Authentication"). */
import { and, eq, isNull } from 'drizzle-orm'
import type { LoginBody } from '../../../../shared/contracts/auth'
import { users } from '../../../db/schema'
import { UnauthorizedError } from '../../../errors'
import { loadCurrentUser } from '../account/queries'
import type { AppContext } from '../../../context'
import { verifyAgainstDecoy, verifyPassword } from '../passwords'
import { createSession, type RequestMeta } from '../../../sessions'
import { checkReservedAttempt, recordFailedSignIn, reserveSignInAttempt, settleSuccessfulSignIn, signInAccount } from '../throttle'

export const WRONG_CREDENTIALS = 'The e-mail or password is incorrect'

export async function logIn({ ctx, input, meta }: { ctx: AppContext; input: LoginBody; meta: RequestMeta }) {
  const email = input.email.trim().toLowerCase()
  const user = await ctx.db.read.select().from(users).where(and(eq(users.email, email), isNull(users.deletedAt))).get()
  // Reserved before the password is checked (429 once the e-mail or the address is used up).
  const attempt = await reserveSignInAttempt(ctx, { scope: 'user', email, account: user ? signInAccount('user', user.id) : null, ipAddress: meta.ipAddress ?? null })
  const ok = await checkReservedAttempt(ctx, attempt, () => (user ? verifyPassword(input.password, user.passwordHash) : verifyAgainstDecoy(input.password)))
  if (!user || !ok) throw new UnauthorizedError(WRONG_CREDENTIALS)
  if (user.isDisabled) {
    await recordFailedSignIn(ctx, attempt)
    throw new UnauthorizedError('This account is disabled. Please contact support.')
  }
  return ctx.db.write(async (tx) => {
    await settleSuccessfulSignIn(tx, ctx.clock.now(), attempt, signInAccount('user', user.id))
    return {
      token: await createSession(ctx, tx, { userId: user.id }, meta),
      user: await loadCurrentUser(tx, user.id),
    }
  })
}
