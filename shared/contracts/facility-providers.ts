/**
 * A facility's relationship with providers: preferred providers, the providers who worked for
 * it, bans (spec 000 §5 ban rules, §3 "Banned provider") and the provider profile it may view.
 */
import { Type, type Static } from '@sinclair/typebox'
import { PROVIDER_TYPES } from '../enums'
import type { Contract, FieldError } from '../validation/validate'
import { optional } from './fields'
import { literalUnion } from './literal-union'
import { Paged, pageQuery } from './paging'
import { RatingSummary } from './ratings'

export const BAN_TYPES = ['BAN', 'HARD_BAN'] as const
export type BanType = (typeof BAN_TYPES)[number]

export const BAN_MESSAGES = {
  reasonTooLong: 'Reason must be 1000 characters or less',
  facilityRequired: 'Facility ID is required for regular ban',
  facilityNotAllowed: 'Facility ID should not be provided for hard ban',
} as const

const requiredId = (label: string) =>
  Type.String({ minLength: 1, messages: { required: `${label} is required`, minLength: `${label} is required`, type: `${label} is required` } })

const nullableString = () => Type.Union([Type.String(), Type.Null()])

const providerType = () => literalUnion(PROVIDER_TYPES)

export const ProviderIdParams = Type.Object({ providerId: Type.String() })
export const FacilityProviderParams = Type.Object({ facilityId: Type.String(), providerId: Type.String() })

// Preferred providers -------------------------------------------------------------------------

export const PreferredProvidersQuery = Type.Object({
  ...pageQuery(),
  /** One facility; without it, every facility the caller can see. */
  facilityId: Type.Optional(Type.String()),
})
export type PreferredProvidersQuery = Static<typeof PreferredProvidersQuery>

export const PreferredProviderBody = Type.Object({ facilityId: requiredId('Facility ID'), providerId: requiredId('Provider ID') })
export type PreferredProviderBody = Static<typeof PreferredProviderBody>

/** DELETE takes the pair in the body or the query string (some clients cannot send a DELETE body). */
export const PreferredProviderRemoveBody = Type.Optional(
  Type.Union([Type.Object({ facilityId: Type.Optional(Type.String()), providerId: Type.Optional(Type.String()) }), Type.Null()]),
)
export const PreferredProviderRemoveQuery = Type.Object({ facilityId: Type.Optional(Type.String()), providerId: Type.Optional(Type.String()) })

export const PreferredProvider = Type.Object({
  providerId: Type.String(),
  facilityId: Type.String(),
  facilityName: Type.String(),
  name: Type.String(),
  avatarUrl: nullableString(),
  type: providerType(),
  city: Type.String(),
  state: Type.String(),
  addedAt: Type.String({ format: 'date-time' }),
  ratingSummary: RatingSummary,
})
export type PreferredProvider = Static<typeof PreferredProvider>
export const PreferredProviderPage = Paged(PreferredProvider)

// Workers ---------------------------------------------------------------------------------

export const WorkersQuery = Type.Object({
  ...pageQuery(),
  facilityId: Type.Optional(Type.String()),
  /** Part of the provider's name. */
  search: Type.Optional(Type.String({ maxLength: 100 })),
})
export type WorkersQuery = Static<typeof WorkersQuery>

export const Worker = Type.Object({
  providerId: Type.String(),
  name: Type.String(),
  avatarUrl: nullableString(),
  type: providerType(),
  city: Type.String(),
  state: Type.String(),
  /** Completed shifts at the facility asked for, or at every facility the caller can see. */
  shiftsWorked: Type.Integer(),
  /** Calendar date of the last completed shift there. */
  lastWorkedDate: Type.String(),
  ratingSummary: RatingSummary,
  isPreferred: Type.Boolean(),
  isBanned: Type.Boolean(),
})
export type Worker = Static<typeof Worker>
export const WorkerPage = Paged(Worker)

// Bans --------------------------------------------------------------------------------------

const banType = () => literalUnion(BAN_TYPES, { messages: { required: 'Ban type is required', default: 'Ban type must be BAN or HARD_BAN' } })

/** Spec 000 §5: regular ban needs a facility, hard ban must not have one; unban follows the same rule. */
function facilityRule(v: { banType: BanType; facilityId?: string | null | undefined }): FieldError[] {
  const hasFacility = typeof v.facilityId === 'string' && v.facilityId.trim() !== ''
  if (v.banType === 'BAN' && !hasFacility) return [{ field: 'facilityId', message: BAN_MESSAGES.facilityRequired }]
  if (v.banType === 'HARD_BAN' && hasFacility) return [{ field: 'facilityId', message: BAN_MESSAGES.facilityNotAllowed }]
  return []
}

export const BanBody = Type.Object({
  banType: banType(),
  facilityId: optional(Type.String()),
  reason: optional(Type.String({ maxLength: 1000, messages: { maxLength: BAN_MESSAGES.reasonTooLong } })),
})
export type BanBody = Static<typeof BanBody>
export const Ban: Contract<typeof BanBody> = { schema: BanBody, refine: facilityRule }

export const UnbanBody = Type.Object({ banType: banType(), facilityId: optional(Type.String()) })
export type UnbanBody = Static<typeof UnbanBody>
export const Unban: Contract<typeof UnbanBody> = { schema: UnbanBody, refine: facilityRule }
/** DELETE may carry the same fields in the query string. */
export const UnbanRequestBody = Type.Optional(Type.Union([Type.Object({ banType: Type.Optional(Type.String()), facilityId: optional(Type.String()) }), Type.Null()]))
export const UnbanQuery = Type.Object({ banType: Type.Optional(Type.String()), facilityId: Type.Optional(Type.String()) })

/** Spec 000 §3 "Banned provider". */
export const BannedProvider = Type.Object({
  id: Type.String(),
  provider: Type.Object({ id: Type.String(), name: Type.String(), type: providerType() }),
  isHardBanned: Type.Boolean(),
  bannedAt: Type.String({ format: 'date-time' }),
  /** The facility of a regular ban; null for a hard ban (every facility of the organization). */
  facilityId: nullableString(),
  reason: nullableString(),
})
export type BannedProvider = Static<typeof BannedProvider>

export const BanResult = Type.Object({
  ...BannedProvider.properties,
  /** Pending applications withdrawn by the ban. */
  withdrawnApplications: Type.Integer(),
})
export type BanResult = Static<typeof BanResult>

// Profile -----------------------------------------------------------------------------------

export const FacilityProviderProfile = Type.Object({
  providerId: Type.String(),
  name: Type.String(),
  avatarUrl: nullableString(),
  type: providerType(),
  aboutMe: nullableString(),
  yearsExperience: Type.Union([Type.Integer(), Type.Null()]),
  software: Type.Array(Type.String()),
  specialties: Type.Array(Type.String()),
  languages: Type.Array(Type.String()),
  skills: Type.Array(Type.String()),
  hasMalpracticeInsurance: Type.Boolean(),
  licenses: Type.Array(Type.Object({ state: Type.String(), isVerified: Type.Boolean(), expirationDate: Type.String() })),
  city: Type.String(),
  state: Type.String(),
  ratingSummary: RatingSummary,
  isPreferred: Type.Boolean(),
  isBanned: Type.Boolean(),
  shiftsWorkedAtYourFacilities: Type.Integer(),
})
export type FacilityProviderProfile = Static<typeof FacilityProviderProfile>

export type PreferredProviderPage = Static<typeof PreferredProviderPage>
export type WorkerPage = Static<typeof WorkerPage>
