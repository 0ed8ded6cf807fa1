/**
 * What the shift marketplace tells people (issue 14 §2), written in the transaction of the change
 * it tells about; the notification center delivers it. The reminders before a hired shift are
 * scheduled when the hire notice goes out (notifications/center), once per shift.
 */
import type { AppContext } from '../../context'
import type { Tx } from '../../db/client'
import { APPLICANT_BATCH_MS, scheduleNotification } from '../notifications'

/** A hired provider hears of it (also of an auto-hire). */
export function tellHired(ctx: AppContext, tx: Tx, seat: { id: string; providerId: string | null }): Promise<void> | void {
  if (!seat.providerId) return
  return scheduleNotification(ctx, tx, { event: 'SHIFT_HIRED', to: { providerId: seat.providerId }, subjectId: seat.id, dedupeKey: `hired:${seat.id}:${seat.providerId}` })
}

/** A canceled hired seat: the provider hears when the facility (or the company) cancels; the facility at once when the provider does. */
export function tellCanceled(ctx: AppContext, tx: Tx, seat: { id: string; providerId: string | null; facilityId: string }, by: 'PROVIDER' | 'FACILITY' | 'ADMIN'): Promise<void> | void {
  if (!seat.providerId) return
  return by === 'PROVIDER'
    ? scheduleNotification(ctx, tx, { event: 'SHIFT_CANCELED_BY_PROVIDER', to: { facilityId: seat.facilityId }, subjectId: seat.id, dedupeKey: `canceled:${seat.id}:${seat.providerId}` })
    : scheduleNotification(ctx, tx, { event: 'SHIFT_CANCELED_BY_FACILITY', to: { providerId: seat.providerId }, subjectId: seat.id, dedupeKey: `canceled:${seat.id}:${seat.providerId}` })
}

/** New applicants: the facility hears once per window, when it closes, with how many wait. */
export function tellNewApplicant(ctx: AppContext, tx: Tx, group: { id: string; facilityId: string }, applicationId: string): Promise<void> {
  const window = Math.floor(ctx.clock.now().getTime() / APPLICANT_BATCH_MS)
  return scheduleNotification(ctx, tx, {
    event: 'NEW_APPLICANTS',
    to: { facilityId: group.facilityId },
    subjectId: applicationId,
    dueAt: new Date((window + 1) * APPLICANT_BATCH_MS),
    dedupeKey: `applicants:${group.id}:${window}`,
  })
}

/** The facility's word on attendance reaches the provider (confirmed, adjusted, or a no-show). */
export function tellAttendance(ctx: AppContext, tx: Tx, seat: { id: string; providerId: string | null }, outcome: 'CONFIRMED' | 'AUTO_CONFIRMED' | 'ADJUSTED' | 'NO_SHOW'): Promise<void> | void {
  if (!seat.providerId) return
  const event = outcome === 'ADJUSTED' ? 'ATTENDANCE_ADJUSTED' : outcome === 'NO_SHOW' ? 'NO_SHOW' : 'ATTENDANCE_CONFIRMED'
  return scheduleNotification(ctx, tx, { event, to: { providerId: seat.providerId }, subjectId: seat.id, dedupeKey: `attendance:${seat.id}:${event}` })
}

/** A new open shift: the providers it suits nearby hear of it (who, the notification center decides at delivery). */
export function tellProvidersNearby(ctx: AppContext, tx: Tx, group: { id: string; facilityId: string }): Promise<void> {
  return scheduleNotification(ctx, tx, { event: 'NEW_MATCHING_SHIFT', to: { facilityId: group.facilityId }, subjectId: group.id, dedupeKey: `new-shift:${group.id}` })
}

/** An application with an expiry: the provider hears when it lapses unanswered (checked then: a hire or a later expiry skips it). */
export function tellWhenApplicationExpires(ctx: AppContext, tx: Tx, application: { id: string; providerId: string; expiresAt: Date | null }): Promise<void> | void {
  if (!application.expiresAt) return
  return scheduleNotification(ctx, tx, {
    event: 'APPLICATION_EXPIRED',
    to: { providerId: application.providerId },
    subjectId: application.id,
    dueAt: application.expiresAt,
    dedupeKey: `expired:${application.id}:${application.expiresAt.getTime()}`,
  })
}

/** The pharmacy declined an application: the provider hears at once, once. */
export function tellApplicationRejected(ctx: AppContext, tx: Tx, application: { id: string; providerId: string }): Promise<void> {
  return scheduleNotification(ctx, tx, { event: 'APPLICATION_REJECTED', to: { providerId: application.providerId }, subjectId: application.id, dedupeKey: `rejected:${application.id}` })
}
