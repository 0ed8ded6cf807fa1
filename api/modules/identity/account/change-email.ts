/**
 * `POST /user/email {email, currentPassword}` (spec 000 §7): the signed-in user moves their
 * account to a new e-mail address. The current password confirms it (throttled like sign-in);
 * an address already used → 409. The change is immediate, this session stays and the others end
 * (as after a password change), and the old address is told, so an account taken over this way
 * does not go unnoticed (docs/decisions.md "Changing one's e-mail").
 */
import { and, eq, ne } from 'drizzle-orm'
import type { ChangeEmailBody, ChangeEmailResponse } from '../../../../shared/contracts/auth'
import type { AppContext, UserCaller } from '../../../context'
import { sessions, users } from '../../../db/schema'
import { ValidationError } from '../../../errors'
import { limitMessageSends } from '../../../lib/rate-limits'
import type { RequestMeta } from '../../../sessions'
import { deliverEmail, queueEmail } from '../../notifications'
import { assertNewEmail } from '../sign-up/assert-new-email'
import { settleSuccessfulSignIn, signInAccount } from '../throttle'
import { checkCurrentPassword } from './check-current-password'
import { getUserOrThrow } from './queries'

export async function changeEmail({ ctx, caller, input, meta }: { ctx: AppContext; caller: UserCaller; input: ChangeEmailBody; meta: RequestMeta }): Promise<ChangeEmailResponse> {
  const user = await getUserOrThrow(ctx.db.read, caller.userId)
  const email = input.email.trim().toLowerCase()
  const attempt = await checkCurrentPassword(ctx, { user, password: input.currentPassword, meta })
  if (email === user.email) {
    await ctx.db.write((tx) => settleSuccessfulSignIn(tx, ctx.clock.now(), attempt, signInAccount('user', user.id)))
    throw ValidationError.field('email', 'This is already your e-mail address')
  }
  await limitMessageSends(ctx, { channel: 'email', recipient: user.email, address: meta.ipAddress })
  const queued = await ctx.db.write(async (tx) => {
    const now = ctx.clock.now()
    await settleSuccessfulSignIn(tx, now, attempt, signInAccount('user', user.id))
    await assertNewEmail(tx, email)
    await tx.update(users).set({ email, updatedAt: now }).where(eq(users.id, user.id))
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, caller.sessionId)))
    return queueEmail(ctx, tx, {
      to: user.email,
      subject: 'Your e-mail address was changed',
      text: [
        `Hello ${user.firstName},`,
        '',
        `The e-mail address of your account is now ${email}; this address no longer signs in.`,
        'If you did not make this change, reset your password from the new address or contact support right away.',
      ].join('\n'),
    })
  })
  deliverEmail(ctx, queued)
  return { email }
}
