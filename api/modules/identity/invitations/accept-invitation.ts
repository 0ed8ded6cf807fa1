/**
 * `POST /auth/accept-invitation {token, password}` → `200 {token}` (api-contract "Accounts by
 * e-mail link"): the invited team member or colleague sets their first password with the
 * e-mail's link and is signed in. The link works once and for seven days; an unknown, used or
 * expired link is a 400 on `token` saying which, and a reset link is not an invitation.
 */
import { eq } from 'drizzle-orm'
import type { AcceptInvitationBody } from '../../../../shared/contracts/auth'
import type { AppContext } from '../../../context'
import { passwordResetTokens } from '../../../db/schema'
import { ValidationError } from '../../../errors'
import { createSession, hashToken, type RequestMeta } from '../../../sessions'
import { assertUsable, setPasswordWithLink } from '../password-reset/reset-password'
import { hashPassword } from '../passwords'

export const INVITATION_LINK_MESSAGES = {
  unknown: 'This invitation link is not valid. Ask whoever invited you to send a new one.',
  used: 'This invitation was already accepted. Sign in with your e-mail and password.',
  expired: 'This invitation has expired: links work for seven days. Ask whoever invited you to send a new one.',
} as const

const refuse = (why: keyof typeof INVITATION_LINK_MESSAGES) => ValidationError.field('token', INVITATION_LINK_MESSAGES[why])

export async function acceptInvitation({ ctx, input, meta }: { ctx: AppContext; input: AcceptInvitationBody; meta: RequestMeta }): Promise<{ token: string }> {
  const link = await ctx.db.read
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, hashToken(ctx.secret, input.token)))
    .get()
  assertUsable(link, 'INVITATION', ctx.clock.now(), refuse)
  // argon2 outside the write: it takes a while on purpose, and writes are serialised.
  const passwordHash = await hashPassword(input.password)
  return ctx.db.write(async (tx) => {
    await setPasswordWithLink(tx, link, passwordHash, ctx.clock.now(), refuse)
    const subject = link.userId ? { userId: link.userId } : { teamMemberId: link.teamMemberId! }
    return { token: await createSession(ctx, tx, subject, meta) }
  })
}
