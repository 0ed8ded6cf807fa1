/**
 * `POST /auth/forgot-password` (api-contract "Accounts by e-mail link"): 204 whether or not the
 * address has an account. Either way the same steps run — the lookup, the message limits
 * (api/modules/README.md rule 12), one write that queues one e-mail, its delivery after the
 * commit — so neither the answer nor its timing says whether an account exists.
 *
 * The address of a marketplace user gets a reset link; failing that, an admin-panel team
 * member's (the same reset page serves both). A token is 32 random bytes; only its keyed hash is
 * stored; it works once, for an hour. Earlier links stay valid until one of them is used.
 */
import { randomBytes } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { ForgotPasswordBody } from '../../../../shared/contracts/auth'
import type { AppContext } from '../../../context'
import { passwordResetTokens, teamMembers, users } from '../../../db/schema'
import { limitMessageSends } from '../../../lib/rate-limits'
import { hashToken, type RequestMeta } from '../../../sessions'
import { deliverEmail, queueEmail } from '../../notifications'
import { adminSignInLink, disabledAccountEmail, noAccountEmail, resetLink, resetLinkEmail } from './reset-emails'

/** api-contract "Accounts by e-mail link": reset tokens expire after one hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60_000

export async function requestPasswordReset({ ctx, input, meta }: { ctx: AppContext; input: ForgotPasswordBody; meta: RequestMeta }): Promise<void> {
  const email = input.email.trim().toLowerCase()
  const user = await ctx.db.read.select().from(users).where(and(eq(users.email, email), isNull(users.deletedAt))).get()
  const member = user ? undefined : await ctx.db.read.select().from(teamMembers).where(eq(teamMembers.email, email)).get()
  await limitMessageSends(ctx, { channel: 'email', recipient: email, address: meta.ipAddress })

  const account = user ?? member
  const token = randomBytes(32).toString('base64url')
  const now = ctx.clock.now()
  const queued = await ctx.db.write(async (tx) => {
    if (!account) return queueEmail(ctx, tx, noAccountEmail({ to: email, publicUrl: ctx.config.publicUrl }))
    if (account.isDisabled) return queueEmail(ctx, tx, disabledAccountEmail({ to: email }))
    await tx.insert(passwordResetTokens).values({
      tokenHash: hashToken(ctx.secret, token),
      userId: user?.id ?? null,
      teamMemberId: member?.id ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    })
    return queueEmail(
      ctx,
      tx,
      resetLinkEmail({ to: email, firstName: account.firstName, link: resetLink(ctx.config.publicUrl, token), signInAt: member ? adminSignInLink(ctx.config.publicUrl) : null }),
    )
  })
  deliverEmail(ctx, queued)
}
