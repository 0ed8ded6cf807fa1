/**
 * The rating figures an applicant card shows, taken from the ratings module's summary so the
 * applicant lists, the provider profile and the admin panel read one definition
 * (domain "Ratings and reputation": the average is over every category score).
 */
import type { Tx } from '../../../db/client'
import { providerRatingSummaries } from '../../ratings'

export interface ApplicantRatingFigures {
  averageRating: number | null
  currentRating: number | null
  ratingBreakdown: { category: string; score: number }[]
}

export async function loadApplicantRatingFigures(db: Tx, providerIds: string[]): Promise<Map<string, ApplicantRatingFigures>> {
  const summaries = await providerRatingSummaries(db, providerIds)
  return new Map([...summaries].map(([id, s]) => [id, { averageRating: s.averageRating, currentRating: s.currentRating, ratingBreakdown: s.ratingBreakdown }]))
}
