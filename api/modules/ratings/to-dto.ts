import type { Rating } from '../../../shared/contracts/ratings'
import type { ratings } from '../../db/schema'

type RatingRow = typeof ratings.$inferSelect

export function toRatingDto(row: RatingRow): Rating {
  return {
    ratingId: row.id,
    shiftId: row.shiftId,
    providerId: row.providerId,
    facilityId: row.facilityId,
    ratings: row.scores.map((s) => ({ category: s.category, score: s.score })),
    averageScore: Math.round(row.averageScore * 100) / 100,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
  }
}

export const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim()
