/** `POST /admin/login`: admin-panel team members only; marketplace credentials get 401. */
import { eq } from 'drizzle-orm'
import type { LoginBody } from '../../../../shared/contracts/auth'
import { teamMembers } from '../../../db/schema'
import { UnauthorizedError } from '../../../errors'
import type { AppContext } from '../../../context'
import { WRONG_CREDENTIALS } from './log-in'
import { verifyAgainstDecoy, verifyPassword } from '../passwords'
import { createSession, type RequestMeta } from '../../../sessions'
import { checkReservedAttempt, recordFailedSignIn, reserveSignInAttempt, settleSuccessfulSignIn, signInAccount } from '../throttle'

export async function logInAdmin({ ctx, input, meta }: { ctx: AppContext; input: LoginBody; meta: RequestMeta }) {
  const email = input.email.trim().toLowerCase()
  const member = await ctx.db.read.select().from(teamMembers).where(eq(teamMembers.email, email)).get()
  // Reserved before the password is checked (429 once the e-mail or the address is used up).
  const attempt = await reserveSignInAttempt(ctx, { scope: 'team', email, account: member ? signInAccount('team', member.id) : null, ipAddress: meta.ipAddress ?? null })
  const ok = await checkReservedAttempt(ctx, attempt, () => (member ? verifyPassword(input.password, member.passwordHash) : verifyAgainstDecoy(input.password)))
  if (!member || !ok) throw new UnauthorizedError(WRONG_CREDENTIALS)
  if (member.isDisabled) {
    await recordFailedSignIn(ctx, attempt)
    throw new UnauthorizedError('This team account is disabled')
  }
  const token = await ctx.db.write(async (tx) => {
    await settleSuccessfulSignIn(tx, ctx.clock.now(), attempt, signInAccount('team', member.id))
    return createSession(ctx, tx, { teamMemberId: member.id }, meta)
  })
  return { token }
}
