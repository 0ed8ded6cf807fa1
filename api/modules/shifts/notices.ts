/**
 * What the shift marketplace tells people (issue 14 §2), written in the transaction of the change
 * it tells about; the notification center delivers it. The reminders before a hired shift are
 * scheduled when the hire notice goes out (notifications/center), once per shift.
 */
import type { AppContext } from '../../context'
import type { Tx } from '../../db/client'
import { scheduleNotification } from '../notifications'

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
