/**
 * Onboarding before a hired shift (issue 13 §5, issue 14 §2 "onboarding reminders at 7, 3 and
 * 1 days"): a provider hired while their checklist is incomplete is reminded 7, 3 and 1 days
 * before the shift starts, and if the shift starts with the checklist still incomplete they lose
 * the "onboarding not complete" points (−5), once per shift.
 *
 * One pass reads the hired seats of the next week (and those started in the last day) whose
 * provider has never completed onboarding, through the attendance index of hired seats by their
 * end (`shifts_attendance_due_idx`). For each such provider the checklist is evaluated first:
 * done now → the "onboarding completed" points (once) and nothing else. Otherwise, per seat:
 *
 * - not started: the tightest threshold reached (7, 3 or 1 days before the start) is due, if the
 *   provider was already hired at that moment (a hire 5 days out gets the 3- and 1-day ones, not
 *   a late 7-day one). It is scheduled through the notification center with a dedupe key per
 *   seat, provider and threshold, so it is sent once across passes, restarts and processes, and
 *   delivered within seconds (the center's sweep renders it and skips it if the seat was
 *   canceled or reassigned meanwhile);
 * - started: `onboarding_penalties` is written with the points in one transaction; its unique
 *   index makes a second pass's copy a no-op.
 *
 * A provider whose onboarding was once completed is left alone: a credential that lapses later
 * has reminders of its own (modules/credentials) and stops applications by itself.
 */
import { sql } from 'drizzle-orm'
import type { AppContext } from '../../../context'
import { onboardingPenalties } from '../../../db/schema'
import { scheduleNotification } from '../../notifications'
import { addReputationPoints } from '../../reputation'
import { settings } from '../../../settings'
import { recordOnboardingIfComplete } from './record-onboarding-completion'

const DAY = 86_400_000
/** A started seat is still penalized if the pass comes this long after its end (a scheduler that was down). */
const STARTED_LOOKBACK_MS = DAY
/** Hired seats of incomplete providers handled per pass; the soonest first. */
export const BATCH = 500

export type OnboardingReminderEvent = 'ONBOARDING_REMINDER_7D' | 'ONBOARDING_REMINDER_3D' | 'ONBOARDING_REMINDER_1D'

interface Seat {
  shiftId: string
  providerId: string
  hiredAt: number
  startsAt: number
}

/** The tightest threshold reached that came after the hire, or null. */
export function reminderDue(seat: { hiredAt: number; startsAt: number }, now: number): number | null {
  const reached = [...settings.compliance.reminderDays].sort((a, b) => a - b).find((days) => seat.startsAt - days * DAY <= now)
  if (reached === undefined) return null
  return seat.hiredAt <= seat.startsAt - reached * DAY ? reached : null
}

export async function remindIncompleteOnboarding(ctx: AppContext): Promise<{ remindersDue: number; penalized: number; completed: number }> {
  const now = ctx.clock.now().getTime()
  const widest = Math.max(...settings.compliance.reminderDays)
  // Named: without statistics SQLite would rather take the seat's status index (sweeps.ts).
  const seats = await ctx.db.read.all<{ shift_id: string; provider_id: string; hired_at: number; starts_at: number }>(sql`
    select s.id as shift_id, s.provider_id, s.hired_at, g.starts_at
    from shifts s indexed by shifts_attendance_due_idx
    join shift_groups g on g.id = s.shift_group_id
    where s.status = 'FILLED' and s.attendance_status = 'PENDING' and s.hired_at is not null
      and s.group_ends_at > ${now - STARTED_LOOKBACK_MS} and s.group_ends_at <= ${now + (widest + 2) * DAY}
      and g.starts_at <= ${now + widest * DAY}
      and s.provider_id is not null
      and not exists (select 1 from provider_onboarding o where o.provider_id = s.provider_id)
      and not exists (select 1 from onboarding_penalties p where p.provider_id = s.provider_id and p.shift_id = s.id)
    order by s.group_ends_at limit ${BATCH}`)
  const byProvider = new Map<string, Seat[]>()
  for (const r of seats) {
    const list = byProvider.get(r.provider_id) ?? []
    list.push({ shiftId: r.shift_id, providerId: r.provider_id, hiredAt: Number(r.hired_at), startsAt: Number(r.starts_at) })
    byProvider.set(r.provider_id, list)
  }
  let remindersDue = 0
  let penalized = 0
  let completed = 0
  for (const [providerId, list] of byProvider) {
    const checklist = await recordOnboardingIfComplete(ctx, providerId)
    if (checklist.completed) {
      completed++
      continue
    }
    const at = ctx.clock.now()
    await ctx.db.write(async (tx) => {
      for (const seat of list) {
        if (seat.startsAt <= now) {
          const [first] = await tx.insert(onboardingPenalties).values({ providerId, shiftId: seat.shiftId, createdAt: at }).onConflictDoNothing().returning()
          if (!first) continue
          await addReputationPoints({ tx, providerId, reason: 'ONBOARDING_NOT_COMPLETE', shiftId: seat.shiftId, note: 'The shift started with the onboarding checklist incomplete', now: at })
          penalized++
          continue
        }
        const days = reminderDue(seat, now)
        if (days === null) continue
        const event = `ONBOARDING_REMINDER_${days}D` as OnboardingReminderEvent
        await scheduleNotification(ctx, tx, { event, to: { providerId }, subjectId: seat.shiftId, dueAt: at, dedupeKey: `${event}:${seat.shiftId}:${providerId}` })
        remindersDue++
      }
    })
  }
  return { remindersDue, penalized, completed }
}
