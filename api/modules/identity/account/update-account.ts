/**
 * `PUT /account`: names, phone, SMS opt-in, preferred app, and the password. A password change
 * needs the current password and ends every session of the account; a fresh one is returned so
 * the app that made the change stays signed in.
 */
import { eq } from 'drizzle-orm'
import type { UpdateAccountBody } from '../../../../shared/contracts/auth'
import type { AppContext, UserCaller } from '../../../context'
import { providers, users } from '../../../db/schema'
import { ValidationError } from '../../../errors'
import { hashPassword } from '../passwords'
import { settleSuccessfulSignIn, signInAccount, type SignInAttempt } from '../throttle'
import { checkCurrentPassword } from './check-current-password'
import { createSession, revokeUserSessions, type RequestMeta } from '../../../sessions'
import { getUserOrThrow } from './queries'
import { toAccount } from './to-dto'

export async function updateAccount({ ctx, caller, input, meta }: { ctx: AppContext; caller: UserCaller; input: UpdateAccountBody; meta: RequestMeta }) {
  const changingPassword = input.newPassword !== undefined
  let passwordHash: string | undefined
  let attempt: SignInAttempt | undefined
  if (changingPassword) {
    if (!input.currentPassword) throw ValidationError.field('currentPassword', 'Current password is required')
    const user = await getUserOrThrow(ctx.db.read, caller.userId)
    // Under the sign-in throttle, as PUT /account/password: a session cannot be used to guess.
    attempt = await checkCurrentPassword(ctx, { user, password: input.currentPassword, meta })
    passwordHash = await hashPassword(input.newPassword!)
  }
  return ctx.db.write(async (tx) => {
    const now = ctx.clock.now()
    await tx
      .update(users)
      .set({
        ...(input.firstName !== undefined ? { firstName: input.firstName.trim() } : {}),
        ...(input.lastName !== undefined ? { lastName: input.lastName.trim() } : {}),
        ...(input.phone !== undefined ? { personalPhone: input.phone } : {}),
        ...(input.smsOptIn !== undefined ? { smsOptIn: input.smsOptIn } : {}),
        ...(input.preferredApp !== undefined ? { preferredApp: input.preferredApp } : {}),
        ...(passwordHash ? { passwordHash } : {}),
        updatedAt: now,
      })
      .where(eq(users.id, caller.userId))
    // A provider's contact phone is the account phone.
    if (caller.kind === 'provider' && input.phone) await tx.update(providers).set({ phoneNumber: input.phone, updatedAt: now }).where(eq(providers.id, caller.providerId))
    let token: string | undefined
    if (passwordHash) {
      if (attempt) await settleSuccessfulSignIn(tx, now, attempt, signInAccount('user', caller.userId))
      await revokeUserSessions(tx, caller.userId)
      token = await createSession(ctx, tx, { userId: caller.userId }, meta)
    }
    return { account: toAccount(await getUserOrThrow(tx, caller.userId)), ...(token ? { token } : {}) }
  })
}
