/**
 * An invitation (api-contract "Accounts by e-mail link"): a new admin-panel team member, or a
 * colleague an organization adds, gets an e-mail linking to `/accept-invitation?token=…`, where
 * they choose their password and are signed in. The caller creates the account (with a password
 * nobody knows) in its own write and calls this in the same transaction; the e-mail is handed to
 * the mail server after the commit (`deliverEmail` with the answer).
 *
 * A token is 32 random bytes; only its keyed hash is stored; it works once, for seven days.
 * Inviting the same person again sends a new link; the earlier ones stay valid until one is used.
 */
import { randomBytes } from 'node:crypto'
import { ACCEPT_INVITATION_PATH, ADMIN_SIGN_IN_PATH } from '../../../../shared/contracts/auth'
import type { AppContext } from '../../../context'
import type { Tx } from '../../../db/client'
import { passwordResetTokens } from '../../../db/schema'
import { hashToken } from '../../../sessions'
import { queueEmail, type QueuedEmail } from '../../notifications'
import { invitationEmail } from './invitation-email'

/** api-contract "Accounts by e-mail link": invitation tokens expire after seven days. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000

export type Invitee = { userId: string; teamMemberId?: undefined } | { teamMemberId: string; userId?: undefined }

export interface InvitationDetails {
  email: string
  firstName: string
  /** Who invites them, as the e-mail names them ("Dana Reyes"). */
  invitedBy: string
  /** What they are invited to: the organization's name, or the admin panel. */
  joining: string
}

export async function issueInvitation(ctx: AppContext, tx: Tx, invitee: Invitee, details: InvitationDetails): Promise<QueuedEmail> {
  const token = randomBytes(32).toString('base64url')
  const now = ctx.clock.now()
  await tx.insert(passwordResetTokens).values({
    tokenHash: hashToken(ctx.secret, token),
    purpose: 'INVITATION',
    userId: invitee.userId ?? null,
    teamMemberId: invitee.teamMemberId ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
  })
  const publicUrl = ctx.config.publicUrl
  return queueEmail(
    ctx,
    tx,
    invitationEmail({
      ...details,
      to: details.email,
      link: `${publicUrl}${ACCEPT_INVITATION_PATH}?token=${token}`,
      signInAt: invitee.teamMemberId ? `${publicUrl}${ADMIN_SIGN_IN_PATH}` : `${publicUrl}/sign-in`,
    }),
  )
}
