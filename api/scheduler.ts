/**
 * The in-process scheduler: every few seconds it runs each sweep of due work in turn. Sweeps
 * read what is due from the database, so a restart resumes where the last process stopped; a
 * sweep still running when the next tick comes is not started twice.
 */
import { schedulerActor, type SchedulerActor } from './callers'
import type { AppContext } from './context'
import { deleteExpiredSessions } from './sessions'
import { takeScheduledBackup } from './db/backup-schedule'
import { collectHeldCancellationFees, completeDueTransfers } from './modules/payments'
import { forgetOldIdempotencyRecords } from './plugins/idempotency/records'
import { forgetClosedRateLimitWindows } from './lib/rate-limits'
import { forgetSpentSignInWindows } from './modules/identity'
import { pruneShiftGroupChanges } from './browse-index'
import { remindExpiringCredentialsOnSchedule } from './modules/credentials'
import { payReferralBonusesOnSchedule, remindIncompleteOnboardingOnSchedule } from './modules/compliance'
import { deliverSandboxBackgroundCheckEvents } from './modules/background-checks'
import { autoConfirmDueAttendance, resumeStalePendingCharges, settleDueShiftMoney, settleStaleReservations } from './modules/shifts'
import { settings } from './settings'
import { forgetDeliveredRealtimeEvents } from './realtime'
import { deliverDueNotifications, retryStrandedEmails, retryStrandedTexts } from './modules/notifications'
import { sweepUnusedFiles } from './modules/files'
import { markPastDueJobs } from './modules/careers'
import { renewCareersSubscriptions, voidAbandonedJobPostCheckouts } from './modules/careers-billing'

/**
 * Each sweep acts as the scheduler, named by the sweep (`schedulerActor(name)`): what a sweep
 * changes in money or a hire is recorded in the audit trail under that name.
 */
export const SWEEPS: { name: string; run: (ctx: AppContext, actor: SchedulerActor) => Promise<unknown> }[] = [
  { name: 'finish charges left pending', run: resumeStalePendingCharges },
  { name: 'settle stale hire reservations', run: settleStaleReservations },
  { name: 'confirm attendance after 72 hours', run: autoConfirmDueAttendance },
  { name: 'settle finished shifts', run: settleDueShiftMoney },
  { name: 'charge held cancellation fees', run: collectHeldCancellationFees },
  { name: 'complete landed payouts', run: completeDueTransfers },
  { name: 'forget day-old idempotency answers', run: forgetOldIdempotencyRecords },
  { name: 'forget closed rate-limit windows', run: forgetClosedRateLimitWindows },
  { name: 'forget spent sign-in windows', run: forgetSpentSignInWindows },
  { name: 'prune the shift-group change log', run: pruneShiftGroupChanges },
  { name: 'forget delivered real-time events', run: forgetDeliveredRealtimeEvents },
  { name: 'send e-mails a stopped process left queued', run: retryStrandedEmails },
  { name: 'send texts a stopped process left queued', run: retryStrandedTexts },
  { name: 'remind of expiring credentials', run: remindExpiringCredentialsOnSchedule },
  // Every few minutes: onboarding reminders before hired shifts, and the points when one starts incomplete.
  { name: 'remind of incomplete onboarding', run: remindIncompleteOnboardingOnSchedule },
  { name: 'pay referral sign-up bonuses', run: payReferralBonusesOnSchedule },
  { name: 'deliver the sandbox background-check events', run: deliverSandboxBackgroundCheckEvents },
  // At most hourly, a bounded page of the file store per pass (see the sweep).
  { name: 'remove files nobody uses', run: (ctx) => sweepUnusedFiles(ctx) },
  { name: 'mark jobs whose listing ended PAST_DUE', run: markPastDueJobs },
  { name: 'renew careers subscriptions', run: renewCareersSubscriptions },
  { name: 'void abandoned job post checkouts', run: voidAbandonedJobPostCheckouts },
  // Sessions past their sliding expiry are refused already (findSession); this keeps the table small.
  { name: 'delete expired sessions', run: deleteExpiredSessionsHourly },
  // BACKUP_DIR: starts a snapshot on a worker thread when one is due, and does not wait for it.
  { name: 'take a scheduled backup', run: takeScheduledBackup },
]

/**
 * The session sweep runs at most once an hour per server: `sessions` has no index on its expiry,
 * so the delete reads the whole table inside a write, and expired rows harm nothing meanwhile.
 */
const SESSION_SWEEP_EVERY_MS = 3_600_000
const lastSessionSweep = new WeakMap<AppContext, number>()

async function deleteExpiredSessionsHourly(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now().getTime()
  const last = lastSessionSweep.get(ctx)
  if (last !== undefined && now - last < SESSION_SWEEP_EVERY_MS) return
  lastSessionSweep.set(ctx, now)
  await deleteExpiredSessions(ctx)
}

const SLOW_SWEEP_MS = 1000

/** One pass over every sweep; a failing sweep is logged and does not stop the others. */
export async function runScheduledWork(ctx: AppContext): Promise<void> {
  for (const sweep of SWEEPS) {
    const started = performance.now()
    try {
      await sweep.run(ctx, schedulerActor(sweep.name))
      // Sweeps read in short statements and yield; one taking seconds is worth a line.
      const ms = Math.round(performance.now() - started)
      if (ms >= SLOW_SWEEP_MS) ctx.log.warn('scheduled work was slow', { sweep: sweep.name, ms })
    } catch (error) {
      ctx.log.error('scheduled work failed', { sweep: sweep.name, error: error instanceof Error ? error.message : String(error) })
    }
  }
}

/**
 * Notices wait for no other sweep: a hire or a cancellation is told within a couple of seconds
 * (the pending jobs' partial index makes an idle look one indexed read).
 */
const NOTIFICATIONS_EVERY_MS = 2_000

export function startScheduler(ctx: AppContext, intervalSeconds: number = settings.shifts.schedulerIntervalSeconds): () => void {
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    void runScheduledWork(ctx).finally(() => (running = false))
  }, intervalSeconds * 1000)
  let delivering = false
  const notices = setInterval(() => {
    if (delivering) return
    delivering = true
    void deliverDueNotifications(ctx)
      .catch((error: unknown) => ctx.log.error('scheduled work failed', { sweep: 'deliver due notifications', error: error instanceof Error ? error.message : String(error) }))
      .finally(() => (delivering = false))
  }, NOTIFICATIONS_EVERY_MS)
  return () => {
    clearInterval(timer)
    clearInterval(notices)
  }
}
