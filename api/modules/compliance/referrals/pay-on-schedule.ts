/** The bonus sweep as the scheduler runs it: at most every `settings.compliance.sweepEveryMinutes`. */
import type { SchedulerActor } from '../../../callers'
import type { AppContext } from '../../../context'
import { settings } from '../../../settings'
import { payReferralBonuses } from './pay-referral-bonuses'

const lastPass = new WeakMap<AppContext, number>()

export async function payReferralBonusesOnSchedule(ctx: AppContext, actor: SchedulerActor): Promise<void> {
  const now = ctx.clock.now().getTime()
  const last = lastPass.get(ctx)
  if (last !== undefined && now - last < settings.compliance.sweepEveryMinutes * 60_000) return
  lastPass.set(ctx, now)
  await payReferralBonuses(ctx, actor)
}
