/**
 * `POST /rate-provider/{facilityId}`: a facility user rates the provider who worked a completed
 * shift at one of their facilities, once per shift. A high or low rating moves the provider's
 * reputation (settings.reputation: at or above `highRatingAtLeast`, at or below `lowRatingAtMost`).
 */
import { and, eq } from 'drizzle-orm'
import { RateProvider, type RateProviderBody } from '../../../shared/contracts/ratings'
import { validate } from '../../../shared/validation/validate'
import type { AppContext, FacilityCaller } from '../../context'
import { ratings, shifts } from '../../db/schema'
import { NotFoundError, RuleError, ValidationError } from '../../errors'
import { settings } from '../../settings'
import { getFacilityInScope } from '../organizations'
import { addReputationPoints } from '../reputation'
import { assertCompleted, assertNotRated, averageOf, findShiftWithGroup } from './queries'
import { toRatingDto } from './to-dto'
import { scheduleNotification } from '../notifications'

export async function rateProvider({ ctx, caller, facilityId, input }: { ctx: AppContext; caller: FacilityCaller; facilityId: string; input: RateProviderBody }) {
  const errors = validate(RateProvider, input)
  if (errors.length) throw new ValidationError(errors)
  return ctx.db.write(async (tx) => {
    const facility = await getFacilityInScope(tx, caller, facilityId)
    const found = await findShiftWithGroup(tx, and(eq(shifts.id, input.shiftId), eq(shifts.facilityId, facility.id)))
    if (!found) throw new NotFoundError('shift')
    const { shift } = found
    if (shift.providerId !== input.providerId) throw new RuleError('This provider did not work this shift')
    assertCompleted(shift)
    await assertNotRated(tx, shift.id, 'FACILITY')
    const now = ctx.clock.now()
    const averageScore = averageOf(input.ratings)
    const [row] = await tx
      .insert(ratings)
      .values({
        shiftId: shift.id,
        raterKind: 'FACILITY',
        providerId: input.providerId,
        facilityId: facility.id,
        scores: input.ratings.map((r) => ({ category: r.category, score: r.score })),
        averageScore,
        comment: input.comment?.trim() || null,
        createdByUserId: caller.userId,
        createdAt: now,
      })
      .returning()
    const { highRatingAtLeast, lowRatingAtMost } = settings.reputation
    const reason = averageScore >= highRatingAtLeast ? 'HIGH_RATING' : averageScore <= lowRatingAtMost ? 'LOW_RATING' : null
    if (reason) await addReputationPoints({ tx, providerId: input.providerId, reason, shiftId: shift.id, note: `Rated ${Math.round(averageScore * 100) / 100} by ${facility.name}`, now })
    await scheduleNotification(ctx, tx, { event: 'RATING_RECEIVED', to: { providerId: input.providerId }, subjectId: row!.id, dedupeKey: `rating:${row!.id}` })
    return toRatingDto(row!)
  })
}
