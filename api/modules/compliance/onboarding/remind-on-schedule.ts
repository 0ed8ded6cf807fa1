/**
 * The onboarding sweep as the scheduler runs it (api/scheduler.ts): at most every
 * `settings.compliance.sweepEveryMinutes`. Reminders days ahead do not need the scheduler's
 * seconds, and a pass reads a week of hired seats; a shift that starts is penalized within those
 * minutes.
 */
import type { AppContext } from '../../../context'
import { settings } from '../../../settings'
import { remindIncompleteOnboarding } from './remind-incomplete-onboarding'

const lastPass = new WeakMap<AppContext, number>()

export async function remindIncompleteOnboardingOnSchedule(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now().getTime()
  const last = lastPass.get(ctx)
  if (last !== undefined && now - last < settings.compliance.sweepEveryMinutes * 60_000) return
  lastPass.set(ctx, now)
  await remindIncompleteOnboarding(ctx)
}
