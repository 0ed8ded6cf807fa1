/** `POST /admin/login`: admin-panel team members only; marketplace credentials get 401. */
import { eq } from 'drizzle-orm'
import type { LoginBody } from '../../../../shared/contracts/auth'
import { teamMembers } from '../../../db/schema'
import { UnauthorizedError } from '../../../errors'
import type { AppContext } from '../../../context'
import { WRONG_CREDENTIALS } from './log-in'
import { verifyAgainstDecoy, verifyPassword } from '../passwords'
import { createSession, type RequestMeta } from '../../../sessions'
import { assertNotThrottled, clearFailures, recordFailure, throttleKeys } from '../throttle'

export async function logInAdmin({ ctx, input, meta }: { ctx: AppContext; input: LoginBody; meta: RequestMeta }) {
  const email = input.email.trim().toLowerCase()
  const keys = throttleKeys('team', email, meta.ipAddress ?? null)
  await assertNotThrottled(ctx, keys)
  const member = await ctx.db.read.select().from(teamMembers).where(eq(teamMembers.email, email)).get()
  const ok = member ? await verifyPassword(input.password, member.passwordHash) : await verifyAgainstDecoy(input.password)
  if (!member || !ok) {
    await recordFailure(ctx, keys)
    throw new UnauthorizedError(WRONG_CREDENTIALS)
  }
  if (member.isDisabled) throw new UnauthorizedError('This team account is disabled')
  await clearFailures(ctx, keys)
  const token = await ctx.db.write((tx) => createSession(ctx, tx, { teamMemberId: member.id }, meta))
  return { token }
}
