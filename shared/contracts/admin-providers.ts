/**
 * The admin panel's providers (spec 000 §3 "Provider (admin list row)", §7 "GET
 * /admin-panel/providers", upcoming-shifts-count, shadow-ban-provider).
 */
import { Type, type Static } from '@sinclair/typebox'
import { PROVIDER_TYPES } from '../enums'
import { optional } from './fields'
import { literalUnion } from './literal-union'
import { Paged, pageQuery } from './paging'

/** Spec 000 §9: admin lists show 7 a page. */
export const ADMIN_PROVIDERS_PAGE_SIZE = 7

export const AdminProviderListQuery = Type.Object({
  ...pageQuery(ADMIN_PROVIDERS_PAGE_SIZE),
  providerType: optional(literalUnion(PROVIDER_TYPES, { messages: { default: 'Provider type must be a valid Provider Type' } })),
  /** Matches the name, e-mail, phone number or city, any case. */
  searchString: optional(Type.String({ maxLength: 100, messages: { maxLength: 'Search must be at most 100 characters' } })),
})
export type AdminProviderListQuery = Static<typeof AdminProviderListQuery>

/** `GET /admin-panel/providers/csv`: the list's filters, every row. */
export const AdminProviderCsvQuery = Type.Omit(AdminProviderListQuery, ['page', 'pageSize'])
export type AdminProviderCsvQuery = Static<typeof AdminProviderCsvQuery>

export const AdminProviderParams = Type.Object({ providerId: Type.String() })

export const AdminProviderRow = Type.Object({
  providerId: Type.String(),
  userId: Type.String(),
  name: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  /** The provider's type (PHARMACIST, TECHNICIAN, INTERN). */
  title: literalUnion(PROVIDER_TYPES),
  email: Type.String(),
  city: Type.String(),
  state: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  /** The payment processor's id of the provider's payout account; null until they start onboarding. */
  stripeAccountId: Type.Union([Type.String(), Type.Null()]),
  /** The same value under a vendor-neutral name. */
  paymentAccountId: Type.Union([Type.String(), Type.Null()]),
  phone: Type.String(),
  /** The provider's asking rate in dollars an hour; null until they give one. */
  currentHourlyRate: Type.Union([Type.Number(), Type.Null()]),
  /** A background check is paid for (and not refunded). */
  hasBackgroundCheckCovered: Type.Boolean(),
  /** A paid background check came back clear. */
  hasBackgroundCheckCleared: Type.Boolean(),
  currentPoints: Type.Integer(),
  isShadowBanned: Type.Boolean(),
})
export type AdminProviderRow = Static<typeof AdminProviderRow>

export const AdminProviderList = Paged(AdminProviderRow)
export type AdminProviderList = Static<typeof AdminProviderList>

export const UpcomingShiftsCount = Type.Object({
  providerId: Type.String(),
  /** Seats the provider is hired for that have not started. */
  upcomingShiftsCount: Type.Integer(),
  /** The same number. */
  count: Type.Integer(),
})
export type UpcomingShiftsCount = Static<typeof UpcomingShiftsCount>

/** `PUT /admin-panel/shadow-ban-provider/{providerId}`: each call flips the ban; `notifyProvider` e-mails them when it turns on. */
export const ShadowBanProviderBody = Type.Optional(
  Type.Object({
    notifyProvider: optional(Type.Boolean({ default: false, messages: { default: 'notifyProvider must be true or false' } })),
  }),
)
export type ShadowBanProviderBody = Static<typeof ShadowBanProviderBody>

export const ShadowBanProviderResult = Type.Object({
  provider: AdminProviderRow,
  isShadowBanned: Type.Boolean(),
  /** The provider was e-mailed (asked for, and the ban turned on). */
  providerNotified: Type.Boolean(),
})
export type ShadowBanProviderResult = Static<typeof ShadowBanProviderResult>

/** `GET /admin-panel/providers/{providerId}`: everything staff need about one provider. */
export const AdminProviderDetail = Type.Object({
  ...AdminProviderRow.properties,
  profile: Type.Object({
    streetAddress: Type.String(),
    zipCode: Type.String(),
    aboutMe: Type.Union([Type.String(), Type.Null()]),
    yearsOfExperience: Type.Union([Type.Integer(), Type.Null()]),
    softwares: Type.Array(Type.String()),
    specialties: Type.Array(Type.String()),
    skills: Type.Array(Type.String()),
    languages: Type.Array(Type.String()),
    hasMalpracticeInsurance: Type.Boolean(),
    ownReferralCode: Type.String(),
    appliedReferralCode: Type.Union([Type.String(), Type.Null()]),
  }),
  licenses: Type.Array(
    Type.Object({
      licenseId: Type.String(),
      state: Type.String(),
      licenseNumber: Type.String(),
      expirationDate: Type.String(),
      status: Type.String(),
      rejectionReason: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
  /** The latest 50 seats the provider was hired for, newest first. */
  shifts: Type.Array(
    Type.Object({
      shiftId: Type.String(),
      shiftGroupId: Type.String(),
      title: Type.String(),
      facilityId: Type.String(),
      facilityName: Type.String(),
      date: Type.String(),
      startTime: Type.String(),
      endTime: Type.String(),
      status: Type.String(),
      rate: Type.Number(),
    }),
  ),
  /** The latest 50 payouts to the provider (shift earnings, bonuses, cancellation fees). */
  payments: Type.Array(
    Type.Object({
      transferId: Type.String(),
      kind: Type.String(),
      amount: Type.Number(),
      amountInCents: Type.Integer(),
      status: Type.String(),
      shiftId: Type.Union([Type.String(), Type.Null()]),
      createdAt: Type.String({ format: 'date-time' }),
    }),
  ),
  /** The latest 50 changes of reputation points. */
  pointsHistory: Type.Array(
    Type.Object({ id: Type.String(), points: Type.Integer(), reason: Type.String(), note: Type.Union([Type.String(), Type.Null()]), shiftId: Type.Union([Type.String(), Type.Null()]), createdAt: Type.String({ format: 'date-time' }) }),
  ),
  ratings: Type.Object({
    averageRating: Type.Union([Type.Number(), Type.Null()]),
    currentRating: Type.Union([Type.Number(), Type.Null()]),
    ratedShifts: Type.Integer(),
    shiftsCompleted: Type.Integer(),
    attendanceScore: Type.Integer(),
    /** The latest 20 ratings facilities gave the provider. */
    recent: Type.Array(
      Type.Object({
        ratingId: Type.String(),
        shiftId: Type.String(),
        facilityId: Type.String(),
        facilityName: Type.String(),
        averageScore: Type.Number(),
        scores: Type.Array(Type.Object({ category: Type.String(), score: Type.Number() })),
        comment: Type.Union([Type.String(), Type.Null()]),
        createdAt: Type.String({ format: 'date-time' }),
      }),
    ),
  }),
  bans: Type.Array(
    Type.Object({
      banId: Type.String(),
      banType: Type.String(),
      organizationId: Type.String(),
      organizationName: Type.String(),
      facilityId: Type.Union([Type.String(), Type.Null()]),
      facilityName: Type.Union([Type.String(), Type.Null()]),
      reason: Type.Union([Type.String(), Type.Null()]),
      createdAt: Type.String({ format: 'date-time' }),
    }),
  ),
  backgroundChecks: Type.Array(
    Type.Object({
      backgroundCheckId: Type.String(),
      status: Type.Union([Type.String(), Type.Null()]),
      result: Type.Union([Type.String(), Type.Null()]),
      cleared: Type.Boolean(),
      paidAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
      refundedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
      createdAt: Type.String({ format: 'date-time' }),
    }),
  ),
})
export type AdminProviderDetail = Static<typeof AdminProviderDetail>
