/** `POST /rate-facility`: a provider rates the facility of a shift they completed, once per shift. */
import { and, eq } from 'drizzle-orm'
import { RateFacility, type RateFacilityBody } from '../../../shared/contracts/ratings'
import { validate } from '../../../shared/validation/validate'
import type { AppContext, ProviderCaller } from '../../context'
import { ratings, shifts } from '../../db/schema'
import { NotFoundError, ValidationError } from '../../errors'
import { assertCompleted, assertNotRated, averageOf, findShiftWithGroup } from './queries'
import { toRatingDto } from './to-dto'
import { scheduleNotification } from '../notifications'

export async function rateFacility({ ctx, caller, input }: { ctx: AppContext; caller: ProviderCaller; input: RateFacilityBody }) {
  const errors = validate(RateFacility, input)
  if (errors.length) throw new ValidationError(errors)
  return ctx.db.write(async (tx) => {
    // Another provider's shift is "not found", like an unknown one.
    const found = await findShiftWithGroup(tx, and(eq(shifts.id, input.shiftId), eq(shifts.providerId, caller.providerId)))
    if (!found) throw new NotFoundError('shift')
    const { shift } = found
    assertCompleted(shift)
    await assertNotRated(tx, shift.id, 'PROVIDER')
    const [row] = await tx
      .insert(ratings)
      .values({
        shiftId: shift.id,
        raterKind: 'PROVIDER',
        providerId: caller.providerId,
        facilityId: shift.facilityId,
        scores: input.ratings.map((r) => ({ category: r.category, score: r.score })),
        averageScore: averageOf(input.ratings),
        comment: input.comment?.trim() || null,
        createdByUserId: caller.userId,
        createdAt: ctx.clock.now(),
      })
      .returning()
    await scheduleNotification(ctx, tx, { event: 'RATING_RECEIVED', to: { facilityId: shift.facilityId }, subjectId: row!.id, dedupeKey: `rating:${row!.id}` })
    return toRatingDto(row!)
  })
}
