/**
 * `GET /provider/referrals`: the caller's referral code and share link, whether the sign-up bonus
 * is on, the funnel's counts and the people referred, newest first (spec 001 "Referral funnel"):
 *
 * - invited: an e-mail invitation (`POST /provider/referrals/invite`) with no account yet;
 * - onboarded: signed up with the code;
 * - verified: holds a verified license;
 * - worked: completed a shift;
 * - paid: their first completed shift paid the sign-up bonus (flag "bonuses on provider sign-up").
 *
 * Each person shows at the furthest stage reached; the funnel counts a person in every stage up
 * to theirs. Names are shortened ("Maria G."), invitations show a masked address.
 */
import { eq, sql } from 'drizzle-orm'
import { centsToDollars } from '../../../../shared/domain/money'
import { REFERRAL_FUNNEL_STAGES, type ReferralOverview, type ReferralsQuery } from '../../../../shared/contracts/compliance'
import type { AppContext, ProviderCaller } from '../../../context'
import { providers } from '../../../db/schema'
import { NotFoundError } from '../../../errors'
import { pageRequest, pagination } from '../../../lib/paging'
import { settings } from '../../../settings'
import { isFeatureEnabled } from '../../platform'
import { maskedEmail, shortName } from './names'
import { shareLinkFor } from './share-link'

interface Row {
  id: string
  first_name: string | null
  last_name: string | null
  email: string | null
  since: number
  stage: number
}

export async function getReferrals({ ctx, caller, query }: { ctx: AppContext; caller: ProviderCaller; query: ReferralsQuery }): Promise<ReferralOverview> {
  const me = await ctx.db.read.select({ code: providers.ownReferralCode }).from(providers).where(eq(providers.id, caller.providerId)).get()
  if (!me) throw new NotFoundError('provider')
  const page = pageRequest(query, 20)
  // Everyone the caller referred, with the furthest stage reached (0 invited … 4 paid).
  const referred = sql`
    select p.id as id, u.first_name as first_name, u.last_name as last_name, null as email, p.created_at as since,
      case
        when exists (select 1 from referral_bonuses b where b.referred_provider_id = p.id and b.paid_at is not null) then 4
        when exists (select 1 from shifts s where s.provider_id = p.id and s.status = 'COMPLETED') then 3
        when exists (select 1 from licenses l where l.provider_id = p.id and l.is_verified = 1 and l.deleted_at is null) then 2
        else 1
      end as stage
    from providers p join users u on u.id = p.user_id
    where p.applied_referral_code = ${me.code}
    union all
    select i.id, null, null, i.email, i.created_at, 0
    from referral_invitations i
    where i.referrer_provider_id = ${caller.providerId}
      and not exists (select 1 from users u where u.email = i.email)`
  const [rows, [counts], enabled] = await Promise.all([
    ctx.db.read.all<Row>(sql`select * from (${referred}) order by since desc, id desc limit ${page.pageSize} offset ${page.offset}`),
    ctx.db.read.all<{ total: number; s1: number; s2: number; s3: number; s4: number }>(sql`
      select count(*) as total, coalesce(sum(stage >= 1), 0) as s1, coalesce(sum(stage >= 2), 0) as s2, coalesce(sum(stage >= 3), 0) as s3, coalesce(sum(stage >= 4), 0) as s4
      from (${referred})`),
    isFeatureEnabled(ctx, 'bonusesOnProviderSignUp'),
  ])
  const total = Number(counts?.total ?? 0)
  return {
    referralCode: me.code,
    shareLink: shareLinkFor(ctx, me.code),
    bonus: { enabled, signUpBonus: centsToDollars(settings.referrals.signUpBonusCents), referrerBonus: centsToDollars(settings.referrals.referrerBonusCents) },
    funnel: { invited: total, onboarded: Number(counts?.s1 ?? 0), verified: Number(counts?.s2 ?? 0), worked: Number(counts?.s3 ?? 0), paid: Number(counts?.s4 ?? 0) },
    data: rows.map((r) => ({
      referralId: r.id,
      name: r.email !== null ? maskedEmail(r.email) : shortName(r.first_name ?? '', r.last_name ?? ''),
      stage: REFERRAL_FUNNEL_STAGES[Number(r.stage)]!,
      since: new Date(Number(r.since)).toISOString(),
    })),
    pagination: pagination(page, total),
  }
}
