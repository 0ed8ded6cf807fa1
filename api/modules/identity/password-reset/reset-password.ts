/**
 * `POST /auth/reset-password` (api-contract "Accounts by e-mail link"): sets the new password of
 * the account the link was sent to and ends every one of its sessions. The link works once: the
 * token is claimed in the same write that changes the password, and the account's other unused
 * links end with it. An unknown, used or expired link is a 400 on `token` saying which; an
 * invitation's link is not a reset link.
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
  assertUsable(link, 'RESET', ctx.clock.now(), refuse)
  // argon2 outside the write: it takes a while on purpose, and writes are serialised.
  const passwordHash = await hashPassword(input.password)
  await ctx.db.write((tx) => setPasswordWithLink(tx, link, passwordHash, ctx.clock.now(), refuse))
}

export type PasswordLink = typeof passwordResetTokens.$inferSelect
type Refuse = (why: keyof typeof RESET_LINK_MESSAGES) => Error

/** A link is usable once, before it expires, and only for what it was sent for. */
export function assertUsable(link: PasswordLink | undefined, purpose: PasswordLink['purpose'], now: Date, refuse: Refuse): asserts link is PasswordLink {
  if (!link || link.purpose !== purpose) throw refuse('unknown')
  if (link.usedAt) throw refuse('used')
  if (link.expiresAt.getTime() <= now.getTime()) throw refuse('expired')
}

/**
 * Claims the link and sets the password of the account it names, ending the account's sessions
 * and its other unused links (a reset, or an accepted invitation, is one decision). Of two uses
 * of one link sent together, one wins and the other is told the link was used.
 */
export async function setPasswordWithLink(tx: Tx, link: PasswordLink, passwordHash: string, now: Date, refuse: Refuse): Promise<void> {
  const claimed = await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.id, link.id), isNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id })
  if (!claimed.length) throw refuse('used')
  if (link.userId) await setUserPassword(tx, link.userId, passwordHash, now, refuse)
  else if (link.teamMemberId) await setTeamMemberPassword(tx, link.teamMemberId, passwordHash, now, refuse)
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        isNull(passwordResetTokens.usedAt),
        link.userId ? eq(passwordResetTokens.userId, link.userId) : eq(passwordResetTokens.teamMemberId, link.teamMemberId!),
      ),
    )
}

async function setUserPassword(tx: Tx, userId: string, passwordHash: string, now: Date, refuse: Refuse): Promise<void> {
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

async function setTeamMemberPassword(tx: Tx, teamMemberId: string, passwordHash: string, now: Date, refuse: Refuse): Promise<void> {
  const [changed] = await tx
    .update(teamMembers)
    .set({ passwordHash, updatedAt: now })
    .where(and(eq(teamMembers.id, teamMemberId), eq(teamMembers.isDisabled, false)))
    .returning({ id: teamMembers.id })
  if (!changed) throw refuse('unknown')
  await revokeTeamMemberSessions(tx, teamMemberId)
}
