/**
 * The reminders' sweep as the scheduler runs it (api/scheduler.ts). Once a pass finds nothing
 * due, the next waits `IDLE_MINUTES` unless the US day changes: a pass reads every live
 * credential lapsing in the next 31 days through the expiry indexes (tens of thousands of rows
 * at national scale), which is worth doing when a day turns, not every few seconds. A credential
 * added during the day is reminded within those minutes.
 */
import { todayInUs } from '../../../shared/validation/formats'
import type { AppContext } from '../../context'
import { remindExpiringCredentials } from './remind-expiring-credentials'

export const IDLE_MINUTES = 15

const lastIdlePass = new WeakMap<AppContext, { day: string; at: number }>()

export async function remindExpiringCredentialsOnSchedule(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now()
  const day = todayInUs(now)
  const idle = lastIdlePass.get(ctx)
  if (idle && idle.day === day && now.getTime() - idle.at < IDLE_MINUTES * 60_000) return
  const sent = await remindExpiringCredentials(ctx)
  if (sent === 0) lastIdlePass.set(ctx, { day, at: now.getTime() })
  else lastIdlePass.delete(ctx)
}
