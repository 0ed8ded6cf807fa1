/**
 * Ratings after a completed shift and the provider's reputation (domain "Ratings and
 * reputation"; spec 001 §9 categories, spec 000 §5 "score is an integer 1 to 5; comment
 * optional"; spec 000 §3 "Rating summary").
 */
import { Type, type Static } from '@sinclair/typebox'
import { PROVIDER_TYPES } from '../enums'
import type { Contract, FieldError } from '../validation/validate'
import { optional } from './fields'
import { literalUnion } from './literal-union'
import { Paged, pageQuery } from './paging'

/** What a facility rates a provider on (api-contract "Names the seeds leave open"). */
export const PROVIDER_RATING_CATEGORIES = [
  'TIMELINESS_AND_RELIABILITY',
  'PROFESSIONALISM',
  'FACILITY_COMMUNICATION',
  'CLINICAL_SKILLS',
  'ATTITUDE',
  'FACILITY_CLEANLINESS',
] as const
export type ProviderRatingCategory = (typeof PROVIDER_RATING_CATEGORIES)[number]

/** What a provider rates a facility on. */
export const FACILITY_RATING_CATEGORIES = [
  'WORK_ENVIRONMENT',
  'SAFETY',
  'PROVIDER_COMMUNICATION',
  'SUPPORT',
  'PROVIDER_CLEANLINESS',
  'RESPECT_AND_INCLUSION',
] as const
export type FacilityRatingCategory = (typeof FACILITY_RATING_CATEGORIES)[number]

/** Why a provider's reputation points changed (spec 001 §9 "Reputation events"). */
export const REPUTATION_REASONS = [
  'SHIFT_COMPLETED',
  'HIGH_RATING',
  'LOW_RATING',
  'PREFERRED_PROVIDER',
  'REPEAT_PROVIDER',
  'ONBOARDING_COMPLETED',
  'ONBOARDING_NOT_COMPLETE',
  'NO_SHOW',
  'LEAVING_EARLY',
  'CANCELLATION',
  'ADMIN_ADJUSTMENT',
] as const
export type ReputationReason = (typeof REPUTATION_REASONS)[number]

export const SCORE_MESSAGE = 'Score must be a whole number from 1 to 5'
export const DUPLICATE_CATEGORY_MESSAGE = 'Each category can be rated only once'

const score = () => Type.Integer({ minimum: 1, maximum: 5, messages: { required: 'Score is required', default: SCORE_MESSAGE } })

const categoryScores = <T extends readonly string[]>(categories: T) =>
  Type.Array(
    Type.Object({
      category: literalUnion(categories, { messages: { required: 'Category is required', default: `Category must be one of ${categories.join(', ')}` } }),
      score: score(),
    }),
    {
      minItems: 1,
      maxItems: categories.length,
      messages: { required: 'Please rate at least one category', minItems: 'Please rate at least one category', maxItems: DUPLICATE_CATEGORY_MESSAGE },
    },
  )

const comment = () => optional(Type.String({ maxLength: 1000, messages: { maxLength: 'Comment must be 1000 characters or less' } }))

const requiredId = (label: string) =>
  Type.String({ minLength: 1, messages: { required: `${label} is required`, minLength: `${label} is required`, type: `${label} is required` } })

function noDuplicateCategories(ratings: readonly { category: string }[]): FieldError[] {
  const seen = new Set<string>()
  for (const [i, r] of ratings.entries()) {
    if (seen.has(r.category)) return [{ field: `ratings[${i}].category`, message: DUPLICATE_CATEGORY_MESSAGE }]
    seen.add(r.category)
  }
  return []
}

export const RateProviderBody = Type.Object({
  shiftId: requiredId('Shift ID'),
  providerId: requiredId('Provider ID'),
  ratings: categoryScores(PROVIDER_RATING_CATEGORIES),
  comment: comment(),
})
export type RateProviderBody = Static<typeof RateProviderBody>
export const RateProvider: Contract<typeof RateProviderBody> = { schema: RateProviderBody, refine: (v) => noDuplicateCategories(v.ratings) }

export const RateFacilityBody = Type.Object({
  shiftId: requiredId('Shift ID'),
  ratings: categoryScores(FACILITY_RATING_CATEGORIES),
  comment: comment(),
})
export type RateFacilityBody = Static<typeof RateFacilityBody>
export const RateFacility: Contract<typeof RateFacilityBody> = { schema: RateFacilityBody, refine: (v) => noDuplicateCategories(v.ratings) }

export const CategoryScore = Type.Object({ category: Type.String(), score: Type.Number() })
export type CategoryScore = Static<typeof CategoryScore>

export const Rating = Type.Object({
  ratingId: Type.String(),
  shiftId: Type.String(),
  providerId: Type.String(),
  facilityId: Type.String(),
  ratings: Type.Array(CategoryScore),
  /** Mean of this rating's category scores. */
  averageScore: Type.Number(),
  comment: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
})
export type Rating = Static<typeof Rating>

export const FacilityIdParams = Type.Object({ facilityId: Type.String() })

const nullableString = () => Type.Union([Type.String(), Type.Null()])

const ShiftTimes = {
  shiftId: Type.String(),
  shiftGroupId: Type.String(),
  title: Type.String(),
  /** Calendar date and times of day in the facility's time zone. */
  date: Type.String(),
  startTime: Type.String(),
  endTime: Type.String(),
  timeZone: Type.String(),
  completedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
}

export const UnratedProviderShift = Type.Object({
  ...ShiftTimes,
  facility: Type.Object({ id: Type.String(), name: Type.String() }),
  provider: Type.Object({ id: Type.String(), name: Type.String(), avatarUrl: nullableString(), type: literalUnion(PROVIDER_TYPES) }),
})
export type UnratedProviderShift = Static<typeof UnratedProviderShift>

export const UnratedFacilityShift = Type.Object({
  ...ShiftTimes,
  facility: Type.Object({ id: Type.String(), name: Type.String(), city: Type.String(), state: Type.String(), image: nullableString() }),
})
export type UnratedFacilityShift = Static<typeof UnratedFacilityShift>

export const UnratedProvidersQuery = Type.Object({ ...pageQuery(), facilityId: Type.Optional(Type.String()) })
export type UnratedProvidersQuery = Static<typeof UnratedProvidersQuery>
export const UnratedFacilitiesQuery = Type.Object(pageQuery())
export type UnratedFacilitiesQuery = Static<typeof UnratedFacilitiesQuery>

export const UnratedProviderShiftPage = Paged(UnratedProviderShift)
export const UnratedFacilityShiftPage = Paged(UnratedFacilityShift)

/** Spec 000 §3 "Rating summary", with the applicant's `averageRating`, `currentRating` and `ratingBreakdown`. */
export const RatingSummary = Type.Object({
  /** Same as `averageRating` (the seed's name in the summary). */
  rating: Type.Union([Type.Number(), Type.Null()]),
  /** Mean of every category score the provider has received; null before the first rating. */
  averageRating: Type.Union([Type.Number(), Type.Null()]),
  /** Mean of the per-shift averages of the most recent rated shifts (10). */
  currentRating: Type.Union([Type.Number(), Type.Null()]),
  /** Percent (0–100) of the provider's concluded hired shifts that they worked (see docs/decisions.md). */
  attendanceScore: Type.Integer({ minimum: 0, maximum: 100 }),
  shiftsCompleted: Type.Integer(),
  ratedShifts: Type.Integer(),
  /** True once enough shifts are rated (3) for the rating to mean something. */
  shouldShowRating: Type.Boolean(),
  /** Mean score per category. */
  providerRatings: Type.Array(CategoryScore),
  /** The same per-category means, under the name the applicant card uses (spec 000 §3 "Applicant"). */
  ratingBreakdown: Type.Array(CategoryScore),
})
export type RatingSummary = Static<typeof RatingSummary>

export const AddPointsBody = Type.Object({
  providerId: requiredId('Provider ID'),
  points: Type.Integer({
    minimum: -1000,
    maximum: 1000,
    messages: { required: 'Points are required', default: 'Points must be a whole number from -1000 to 1000' },
  }),
  /** A reputation reason (recorded as such) or a free-text explanation (recorded as ADMIN_ADJUSTMENT). */
  reason: Type.String({
    minLength: 1,
    maxLength: 500,
    pattern: '\\S',
    messages: { required: 'Reason is required', minLength: 'Reason is required', pattern: 'Reason is required', type: 'Reason is required', maxLength: 'Reason must be 500 characters or less' },
  }),
})
export type AddPointsBody = Static<typeof AddPointsBody>
export const AddPoints: Contract<typeof AddPointsBody> = {
  schema: AddPointsBody,
  refine: (v) => (v.points === 0 ? [{ field: 'points', message: 'Points must not be 0' }] : []),
}

export const AddPointsResponse = Type.Object({ providerId: Type.String(), currentPoints: Type.Integer() })
export type AddPointsResponse = Static<typeof AddPointsResponse>

export type UnratedProviderShiftPage = Static<typeof UnratedProviderShiftPage>
export type UnratedFacilityShiftPage = Static<typeof UnratedFacilityShiftPage>
