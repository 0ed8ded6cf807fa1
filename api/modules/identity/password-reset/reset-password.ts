/**
 * `POST /auth/reset-password` (api-contract "Accounts by e-mail link"): sets the new password of
 * the account the link was sent to and ends every one of its sessions. The link works once: the
 * token is claimed in the same write that changes the password (of two resets sent together with
 * one link, one wins and the other is told the link was used), and the account's other unused
 * links end with it. An unknown, used or expired link is a 400 on `token` saying which.
 */
import { and, eq, isNull } from 'drizzle-orm'
import type { ResetPasswordBody } from '../../../../shared/contracts/auth'
import type { AppContext } from '../../../context'
import type { Tx } from '../../../db/client'
import { passwordResetTokens, teamMembers, users } from '../../../db/schema'
import { ValidationError } from '../../../errors'
import { hashToken, revokeTeamMemberSessions, revokeUserSessions } from '../../../sessions'
import { hashPassword } from '../passwords'

export const RESET_LINK_MESSAGES = {
  unknown: 'This reset link is not valid. Ask for a new one.',
  used: 'This reset link was already used. Ask for a new one if you need to.',
  expired: 'This reset link has expired: links work for one hour. Ask for a new one.',
} as const

const refuse = (why: keyof typeof RESET_LINK_MESSAGES) => ValidationError.field('token', RESET_LINK_MESSAGES[why])

export async function resetPassword({ ctx, input }: { ctx: AppContext; input: ResetPasswordBody }): Promise<void> {
  const tokenHash = hashToken(ctx.secret, input.token)
  const link = await ctx.db.read.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, tokenHash)).get()
  assertUsable(link, ctx.clock.now())
  // argon2 outside the write: it takes a while on purpose, and writes are serialised.
  const passwordHash = await hashPassword(input.password)
  await ctx.db.write(async (tx) => {
    const now = ctx.clock.now()
    const claimed = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, link.id), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id })
    if (!claimed.length) throw refuse('used')
    if (link.userId) await setUserPassword(tx, link.userId, passwordHash, now)
    else if (link.teamMemberId) await setTeamMemberPassword(tx, link.teamMemberId, passwordHash, now)
    // The account's other links end with this one: a reset is one decision.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          isNull(passwordResetTokens.usedAt),
          link.userId ? eq(passwordResetTokens.userId, link.userId) : eq(passwordResetTokens.teamMemberId, link.teamMemberId!),
        ),
      )
  })
}

function assertUsable(link: typeof passwordResetTokens.$inferSelect | undefined, now: Date): asserts link is typeof passwordResetTokens.$inferSelect {
  if (!link) throw refuse('unknown')
  if (link.usedAt) throw refuse('used')
  if (link.expiresAt.getTime() <= now.getTime()) throw refuse('expired')
}

async function setUserPassword(tx: Tx, userId: string, passwordHash: string, now: Date): Promise<void> {
  // A user deleted or disabled since the link was sent: the link no longer opens anything.
  const [changed] = await tx
    .update(users)
    .set({ passwordHash, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.deletedAt), eq(users.isDisabled, false)))
    .returning({ id: users.id })
  if (!changed) throw refuse('unknown')
  // api-contract "Authentication": changing a password ends that user's existing tokens.
  await revokeUserSessions(tx, userId)
}

async function setTeamMemberPassword(tx: Tx, teamMemberId: string, passwordHash: string, now: Date): Promise<void> {
  const [changed] = await tx
    .update(teamMembers)
    .set({ passwordHash, updatedAt: now })
    .where(and(eq(teamMembers.id, teamMemberId), eq(teamMembers.isDisabled, false)))
    .returning({ id: teamMembers.id })
  if (!changed) throw refuse('unknown')
  await revokeTeamMemberSessions(tx, teamMemberId)
}
