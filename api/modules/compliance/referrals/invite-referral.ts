/**
 * `POST /provider/referrals/invite {email}`: the provider invites a colleague by e-mail with
 * their share link. Rate limited before anything is written (README rule 12: per recipient and
 * per network, and `settings.referrals.invitationsPerDay` per provider), sent through the outbox
 * in the transaction that records the invitation. An address that already has an account, or
 * that the caller already invited, answers 409 and sends nothing.
 */
import { and, eq } from 'drizzle-orm'
import type { InviteReferralBody, InviteReferralResponse } from '../../../../shared/contracts/compliance'
import type { AppContext, ProviderCaller } from '../../../context'
import { providers, referralInvitations, users } from '../../../db/schema'
import { ConflictError, NotFoundError } from '../../../errors'
import { consumeRateLimits, limitMessageSends } from '../../../lib/rate-limits'
import type { RequestMeta } from '../../../sessions'
import { settings } from '../../../settings'
import { deliverEmail, queueEmail } from '../../notifications'
import { shortName } from './names'
import { shareLinkFor } from './share-link'

export async function inviteReferral({ ctx, caller, input, meta }: { ctx: AppContext; caller: ProviderCaller; input: InviteReferralBody; meta: RequestMeta }): Promise<InviteReferralResponse> {
  const email = input.email.trim().toLowerCase()
  const me = await ctx.db.read
    .select({ code: providers.ownReferralCode, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .where(eq(providers.id, caller.providerId))
    .get()
  if (!me) throw new NotFoundError('provider')
  if (email === me.email.toLowerCase()) throw new ConflictError('You cannot invite yourself')
  if (await ctx.db.read.select({ id: users.id }).from(users).where(eq(users.email, email)).get()) throw new ConflictError('This person already has an account')
  if (await ctx.db.read.select({ id: referralInvitations.id }).from(referralInvitations).where(and(eq(referralInvitations.referrerProviderId, caller.providerId), eq(referralInvitations.email, email))).get()) {
    throw new ConflictError('You already invited this person')
  }
  await consumeRateLimits(ctx, [{ key: `referral-invite:${caller.providerId}`, ...settings.referrals.invitationsPerDay, message: 'You have sent as many invitations as a day allows.' }])
  await limitMessageSends(ctx, { channel: 'email', recipient: email, address: meta.ipAddress })
  const from = shortName(me.firstName, me.lastName)
  const link = shareLinkFor(ctx, me.code)
  const now = ctx.clock.now()
  const { id, queued } = await ctx.db.write(async (tx) => {
    const [row] = await tx.insert(referralInvitations).values({ referrerProviderId: caller.providerId, email, createdAt: now }).onConflictDoNothing().returning({ id: referralInvitations.id })
    if (!row) throw new ConflictError('You already invited this person')
    const queued = await queueEmail(ctx, tx, {
      to: email,
      subject: `${from} invited you to pick up pharmacy shifts`,
      text: `${from} works pharmacy shifts through our marketplace and invited you to join.\n\nPharmacists, technicians and interns see the pay, hours and distance of each shift before applying, and are paid after the pharmacy confirms the hours.\n\nSign up with ${from.split(' ')[0]}'s referral code ${me.code}: ${link}`,
    })
    return { id: row.id, queued }
  })
  deliverEmail(ctx, queued)
  return { referralId: id, stage: 'invited' }
}
