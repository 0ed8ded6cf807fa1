/**
 * `PUT /account/password` (api-contract "Accounts by e-mail link"): a signed-in provider or
 * facility user changes their password. The current password is checked under the sign-in
 * throttle (check-current-password.ts); the change ends every other session of the account and
 * keeps the one that made it (api-contract "Authentication": other devices sign in again).
 */
import { and, eq, ne } from 'drizzle-orm'
import type { ChangePasswordBody } from '../../../../shared/contracts/auth'
import type { AppContext, UserCaller } from '../../../context'
import { sessions, users } from '../../../db/schema'
import { ValidationError } from '../../../errors'
import type { RequestMeta } from '../../../sessions'
import { hashPassword } from '../passwords'
import { settleSuccessfulSignIn, signInAccount } from '../throttle'
import { checkCurrentPassword } from './check-current-password'
import { getUserOrThrow } from './queries'

export async function changePassword({ ctx, caller, input, meta }: { ctx: AppContext; caller: UserCaller; input: ChangePasswordBody; meta: RequestMeta }): Promise<void> {
  const user = await getUserOrThrow(ctx.db.read, caller.userId)
  const attempt = await checkCurrentPassword(ctx, { user, password: input.currentPassword, meta })
  // Checked after the current password, so this answer never helps a guess.
  if (input.newPassword === input.currentPassword) {
    await ctx.db.write((tx) => settleSuccessfulSignIn(tx, ctx.clock.now(), attempt, signInAccount('user', user.id)))
    throw ValidationError.field('newPassword', 'The new password must be different from the current one')
  }
  const passwordHash = await hashPassword(input.newPassword)
  await ctx.db.write(async (tx) => {
    const now = ctx.clock.now()
    await settleSuccessfulSignIn(tx, now, attempt, signInAccount('user', user.id))
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id))
    // Every session of the account but this one (api/sessions revokes all or one; this keeps one).
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, caller.sessionId)))
  })
}
