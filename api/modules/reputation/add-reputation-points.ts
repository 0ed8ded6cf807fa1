/**
 * Every change of a provider's reputation goes through here: one `reputation_events` row (the
 * history, with why) and the running total in `providers.current_points`, in the caller's
 * write transaction so the two never disagree. Points may go below zero: a negative total is
 * itself information for staff.
 */
import { eq, sql } from 'drizzle-orm'
import type { ReputationReason } from '../../../shared/contracts/ratings'
import type { Tx } from '../../db/client'
import { providers, reputationEvents } from '../../db/schema'
import { NotFoundError } from '../../errors'
import { settings } from '../../settings'
import { cancellationPenalty } from './cancellation-penalty'

const r = settings.reputation

/** Default points per reason; CANCELLATION depends on the notice and ADMIN_ADJUSTMENT on staff. */
export const DEFAULT_POINTS: Record<Exclude<ReputationReason, 'CANCELLATION' | 'ADMIN_ADJUSTMENT'>, number> = {
  SHIFT_COMPLETED: r.shiftCompleted,
  HIGH_RATING: r.highRating,
  LOW_RATING: r.lowRating,
  PREFERRED_PROVIDER: r.preferredProvider,
  REPEAT_PROVIDER: r.repeatProvider,
  ONBOARDING_COMPLETED: r.onboardingCompleted,
  ONBOARDING_NOT_COMPLETE: r.onboardingNotComplete,
  NO_SHOW: r.noShow,
  LEAVING_EARLY: r.leavingEarly,
}

export interface AddReputationPointsInput {
  tx: Tx
  providerId: string
  reason: ReputationReason
  /** Overrides the reason's default; required for ADMIN_ADJUSTMENT, and for CANCELLATION unless `hoursOfNotice` is given. */
  points?: number
  /** CANCELLATION: the notice the provider gave, turned into points by `cancellationPenalty`. */
  hoursOfNotice?: number
  shiftId?: string | null
  note?: string | null
  /** The event's time; pass `ctx.clock.now()` (the attendance score compares it with the shift's start). */
  now?: Date
}

export interface ReputationChange {
  eventId: string
  points: number
  currentPoints: number
}

export async function addReputationPoints({ tx, providerId, reason, points, hoursOfNotice, shiftId, note, now }: AddReputationPointsInput): Promise<ReputationChange> {
  const value = points ?? (reason === 'CANCELLATION' && hoursOfNotice !== undefined ? cancellationPenalty(hoursOfNotice) : defaultPoints(reason))
  if (!Number.isInteger(value)) throw new Error(`reputation points must be a whole number, got ${value}`)
  const at = now ?? new Date()
  const [updated] = await tx
    .update(providers)
    .set({ currentPoints: sql`${providers.currentPoints} + ${value}` })
    .where(eq(providers.id, providerId))
    .returning({ currentPoints: providers.currentPoints })
  if (!updated) throw new NotFoundError('provider')
  // A cancellation with two weeks' notice costs nothing but is still recorded: it is part of the
  // provider's history (and of the attendance score).
  const [event] = await tx
    .insert(reputationEvents)
    .values({ providerId, points: value, reason, shiftId: shiftId ?? null, note: note ?? null, createdAt: at })
    .returning({ id: reputationEvents.id })
  return { eventId: event!.id, points: value, currentPoints: updated.currentPoints }
}

function defaultPoints(reason: ReputationReason): number {
  if (reason === 'CANCELLATION' || reason === 'ADMIN_ADJUSTMENT') throw new Error(`${reason} needs explicit points`)
  return DEFAULT_POINTS[reason]
}
