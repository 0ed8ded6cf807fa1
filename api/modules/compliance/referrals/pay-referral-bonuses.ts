/**
 * The sign-up bonus (flag "bonuses on provider sign-up", spec 001 §1): a provider who signed up
 * with another provider's referral code is paid `settings.referrals.signUpBonusCents` when their
 * first shift is completed, and the provider whose code it was `referrerBonusCents` for it —
 * each once, as a Bonus in their payments (payments' `payProvider`, kind BONUS: the ledger's
 * TRANSFER row when the money moves, `pending` until their payout account is ready). The
 * platform pays it, not a facility, so it is tied to no shift: the shift's own ledger still
 * reconciles. A code that was an organization's pays the new provider only.
 *
 * A pass reads the seats completed in the last `firstShiftLookbackDays` through
 * `shifts_completed_idx` (migration 0042), keeps the referred providers with no bonus yet, and
 * pays those for whom that seat is their first completed one. The `referral_bonuses` row is the
 * claim (unique per referred provider), written before the payments; both payments are keyed
 * by the referred provider, so a pass that stopped between claim and payment is finished by the
 * next one (rows with no `paidAt`) without paying twice. A first shift completed while the flag
 * was off earns nothing once it is `firstShiftLookbackDays` old, also when the flag is turned on later.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { SchedulerActor } from '../../../callers'
import type { AppContext } from '../../../context'
import { providers, referralBonuses, shifts, users } from '../../../db/schema'
import { settings } from '../../../settings'
import { payProvider } from '../../payments'
import { isFeatureEnabled } from '../../platform'
import { shortName } from './names'

const DAY = 86_400_000
export const BATCH = 200

export const signUpBonusKey = (referredProviderId: string) => `signup-bonus:${referredProviderId}`
export const referrerBonusKey = (referredProviderId: string) => `referral-bonus:${referredProviderId}`

type BonusRow = typeof referralBonuses.$inferSelect

async function claimNewBonuses(ctx: AppContext): Promise<void> {
  const since = ctx.clock.now().getTime() - settings.referrals.firstShiftLookbackDays * DAY
  const seats = await ctx.db.read.all<{ shift_id: string; provider_id: string; code: string }>(sql`
    select s.id as shift_id, s.provider_id, p.applied_referral_code as code
    from shifts s indexed by shifts_completed_idx
    join providers p on p.id = s.provider_id
    where s.status = 'COMPLETED' and s.completed_at is not null and s.completed_at > ${since}
      and p.applied_referral_code is not null
      and not exists (select 1 from referral_bonuses b where b.referred_provider_id = s.provider_id)
    order by s.completed_at limit ${BATCH}`)
  const seen = new Set<string>()
  for (const seat of seats) {
    if (seen.has(seat.provider_id)) continue
    seen.add(seat.provider_id)
    // Their first completed seat, among all of them (one provider's seats: the provider index).
    const first = await ctx.db.read
      .select({ id: shifts.id, completedAt: shifts.completedAt })
      .from(shifts)
      .where(and(eq(shifts.providerId, seat.provider_id), eq(shifts.status, 'COMPLETED')))
      .orderBy(asc(shifts.completedAt), asc(shifts.id))
      .limit(1)
      .get()
    if (!first?.completedAt || first.completedAt.getTime() <= since) continue
    const referrer = await ctx.db.read.select({ id: providers.id }).from(providers).where(eq(providers.ownReferralCode, seat.code)).get()
    const now = ctx.clock.now()
    await ctx.db.write((tx) =>
      tx
        .insert(referralBonuses)
        .values({
          referredProviderId: seat.provider_id,
          referrerProviderId: referrer && referrer.id !== seat.provider_id ? referrer.id : null,
          shiftId: first.id,
          amountCents: settings.referrals.signUpBonusCents,
          referrerAmountCents: referrer ? settings.referrals.referrerBonusCents : 0,
          createdAt: now,
        })
        .onConflictDoNothing(),
    )
  }
}

async function payBonus(ctx: AppContext, row: BonusRow, actor: SchedulerActor): Promise<void> {
  if (row.amountCents > 0) {
    await payProvider({ ctx, providerId: row.referredProviderId, shiftId: null, amountCents: row.amountCents, kind: 'BONUS', idempotencyKey: signUpBonusKey(row.referredProviderId), description: 'Sign-up bonus: your first shift', actor })
  }
  if (row.referrerProviderId && row.referrerAmountCents > 0) {
    const who = await ctx.db.read
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(providers)
      .innerJoin(users, eq(users.id, providers.userId))
      .where(eq(providers.id, row.referredProviderId))
      .get()
    await payProvider({
      ctx,
      providerId: row.referrerProviderId,
      shiftId: null,
      amountCents: row.referrerAmountCents,
      kind: 'BONUS',
      idempotencyKey: referrerBonusKey(row.referredProviderId),
      description: `Referral bonus: ${who ? shortName(who.firstName, who.lastName) : 'a provider you referred'} worked their first shift`,
      actor,
    })
  }
  await ctx.db.write((tx) => tx.update(referralBonuses).set({ paidAt: ctx.clock.now() }).where(and(eq(referralBonuses.id, row.id), isNull(referralBonuses.paidAt))))
}

/** One pass: claims the bonuses newly earned (only while the flag is on), then pays every claim not yet paid. */
export async function payReferralBonuses(ctx: AppContext, actor: SchedulerActor): Promise<number> {
  if (await isFeatureEnabled(ctx, 'bonusesOnProviderSignUp')) await claimNewBonuses(ctx)
  const unpaid = await ctx.db.read.select().from(referralBonuses).where(isNull(referralBonuses.paidAt)).orderBy(asc(referralBonuses.createdAt)).limit(BATCH)
  for (const row of unpaid) await payBonus(ctx, row, actor)
  return unpaid.length
}
