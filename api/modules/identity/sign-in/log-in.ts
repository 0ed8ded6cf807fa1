/** `POST /auth/login`: providers and facility users (api-contract "Authentication"). */
import { and, eq, isNull } from 'drizzle-orm'
import { ADMIN_SIGN_IN_PATH, type LoginBody } from '../../../../shared/contracts/auth'
import { teamMembers, users } from '../../../db/schema'
import { UnauthorizedError } from '../../../errors'
import { loadCurrentUser } from '../account/queries'
import type { AppContext } from '../../../context'
import { verifyAgainstDecoy, verifyPassword } from '../passwords'
import { createSession, type RequestMeta } from '../../../sessions'
import { checkReservedAttempt, recordFailedSignIn, reserveSignInAttempt, settleSuccessfulSignIn, signInAccount } from '../throttle'

export const WRONG_CREDENTIALS = 'The e-mail or password is incorrect'

/** A team member's own credentials on the user form (ADMIN_SIGN_IN_PATH is the admin panel's sign-in). */
export const TEAM_MEMBER_ON_USER_FORM = `This is an admin-panel account. Sign in at ${ADMIN_SIGN_IN_PATH}`

export async function logIn({ ctx, input, meta }: { ctx: AppContext; input: LoginBody; meta: RequestMeta }) {
  const email = input.email.trim().toLowerCase()
  const user = await ctx.db.read.select().from(users).where(and(eq(users.email, email), isNull(users.deletedAt))).get()
  // A staff member on the wrong form: their own password (never the e-mail alone, which would
  // tell anyone who is staff) earns a 401 that points to the admin panel's sign-in.
  const member = user ? undefined : await ctx.db.read.select().from(teamMembers).where(eq(teamMembers.email, email)).get()
  // Reserved before the password is checked (429 once the e-mail or the address is used up).
  const attempt = await reserveSignInAttempt(ctx, { scope: 'user', email, account: user ? signInAccount('user', user.id) : null, ipAddress: meta.ipAddress ?? null })
  const ok = await checkReservedAttempt(ctx, attempt, () =>
    user ? verifyPassword(input.password, user.passwordHash) : member ? verifyPassword(input.password, member.passwordHash) : verifyAgainstDecoy(input.password),
  )
  if (member && ok) {
    // Not a guess: the attempt's place is given back, and no address becomes known to anyone.
    await ctx.db.write((tx) => settleSuccessfulSignIn(tx, ctx.clock.now(), { ...attempt, addressBucket: null }, signInAccount('team', member.id)))
    throw new UnauthorizedError(TEAM_MEMBER_ON_USER_FORM)
  }
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
