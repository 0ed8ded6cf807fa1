/**
 * What the facility side reads about its organization, facilities, shifts and applicants
 * (spec 000 §3 "Facility-side organization", "Shift group (facility pending list)", "Applicant",
 * "In-progress shift", "Shift (admin list row)"; spec 000 §7 "Facility"). Money fields without
 * `InCents` are dollars (api-contract "Values"); times of day and dates are the facility's own.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { APPLICANT_TABS, CERTIFICATION_STATUSES, CERTIFICATION_TYPES, LOCATION_TYPES, ORGANIZATION_ROLES, OWNER_SHIFT_STATUSES, PLATFORM_INTERESTS, PROVIDER_TYPES } from '../enums'
import '../validation/formats'
import { CANCELLATION_FEE_REASONS } from '../domain/cancellation-fee'
import { providerType } from './fields'
import { literalUnion } from './literal-union'
import { MAX_PAGE, Pagination, pageQuery } from './paging'

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])
const instant = (description?: string) => Type.String({ format: 'date-time', ...(description ? { description } : {}) })
const dollars = (description: string) => Type.Number({ description })
const cents = (description: string) => Type.Integer({ description })

/* ───────────────────────────── Organization and facilities ───────────────────────────── */

export const OrganizationFacility = Type.Object({
  facilityId: Type.String(),
  name: Type.String(),
  /** One line: street, city, state and ZIP code. */
  address: Type.String(),
  phone: nullable(Type.String()),
  city: Type.String(),
  state: Type.String(),
  zipCode: Type.String(),
  timeZone: Type.String(),
})
export type OrganizationFacility = Static<typeof OrganizationFacility>

export const OrganizationUser = Type.Object({
  userId: Type.String(),
  name: Type.String(),
  email: Type.String(),
  image: nullable(Type.String()),
  role: literalUnion(ORGANIZATION_ROLES),
  facilities: Type.Array(Type.Object({ facilityId: Type.String(), name: Type.String() })),
})
export type OrganizationUser = Static<typeof OrganizationUser>

export const BlockedCredits = Type.Object({
  postId: Type.String(),
  /** When the post was made. */
  createdAt: instant(),
  credits: cents('Credits the post’s unfilled seats would draw at hire, in cents (spec 000 §9)'),
  creditsInCents: cents('The same, in cents'),
})

/** `GET /organization`. */
export const FacilitySideOrganization = Type.Object({
  organizationId: Type.String(),
  currentPercentageFee: Type.Integer({ description: 'The fee on shifts, percent (domain "Money")' }),
  name: Type.String(),
  platformInterest: nullable(literalUnion(PLATFORM_INTERESTS)),
  appliedReferralCode: nullable(Type.String()),
  ownReferralCode: Type.String(),
  organizationCustomerId: nullable(Type.String()),
  users: Type.Array(OrganizationUser),
  facilities: Type.Array(OrganizationFacility),
  creditsBalance: cents('Available credits, in cents (spec 000 §9)'),
  creditsBalanceInCents: cents('Available credits, in cents'),
  blockedCreditsByShiftPost: Type.Array(BlockedCredits),
})
export type FacilitySideOrganization = Static<typeof FacilitySideOrganization>

/** `GET /facility` and `GET /facility/{facilityId}`. */
export const FacilityDetails = Type.Object({
  facilityId: Type.String(),
  /** The same as `facilityId`. */
  id: Type.String(),
  name: Type.String(),
  /** One line: street, city, state and ZIP code. */
  address: Type.String(),
  streetAddress: Type.String(),
  city: Type.String(),
  state: Type.String(),
  zipCode: Type.String(),
  phone: nullable(Type.String()),
  timeZone: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  organizationId: Type.String(),
})
export type FacilityDetails = Static<typeof FacilityDetails>
export const FacilityList = Type.Array(FacilityDetails)
export const FacilityParams = Type.Object({ facilityId: Type.String({ minLength: 1 }) })

/* ─────────────────────────────────── Shared pieces ─────────────────────────────────── */

export const ShiftFacility = Type.Object({
  id: Type.String(),
  name: Type.String(),
  state: Type.String(),
  city: Type.String(),
  timeZone: Type.String(),
})
export type ShiftFacility = Static<typeof ShiftFacility>

export const RatingBreakdownItem = Type.Object({ category: Type.String(), score: Type.Number() })

export const ApplicantLicense = Type.Object({
  state: Type.String(),
  licenseNumber: Type.String(),
  /** `YYYY-MM-DD`, the last day it is valid. */
  expirationDate: Type.String(),
  isVerified: Type.Boolean(),
  /** On the US Eastern day (issue 13 §3): EXPIRING within 30 days of its last day, EXPIRED after it. */
  status: literalUnion(CERTIFICATION_STATUSES),
})

/** A certification as a facility sees it on an applicant: never its number or document. */
export const ApplicantCertification = Type.Object({
  type: literalUnion(CERTIFICATION_TYPES),
  name: Type.String(),
  /** `YYYY-MM-DD`, the last day it is valid; null: it does not expire. */
  expiresAt: nullable(Type.String()),
  status: literalUnion(CERTIFICATION_STATUSES),
})
export type ApplicantCertification = Static<typeof ApplicantCertification>

export const ApplicantProvider = Type.Object({
  id: Type.String(),
  avatarUrl: nullable(Type.String()),
  name: Type.String(),
  type: providerType(),
  /** Meters from the provider's home to the shift's place; null without a home location. */
  distanceToFacility: nullable(Type.Integer()),
  software: Type.Array(Type.String()),
  specialties: Type.Array(Type.String()),
  languages: Type.Array(Type.String()),
  skills: Type.Array(Type.String()),
  hasMalpracticeInsurance: Type.Boolean(),
  yearsExperience: nullable(Type.Integer()),
  /** Mean of the last rated shifts (1–5); null before any rating. */
  currentRating: nullable(Type.Number()),
  /** Mean of every rated shift (1–5); null before any rating. */
  averageRating: nullable(Type.Number()),
  ratingBreakdown: Type.Array(RatingBreakdownItem),
  /** The provider's license in the shift's state, or null. */
  license: nullable(ApplicantLicense),
  /** Every certification the provider holds, soonest to lapse first. */
  certifications: Type.Array(ApplicantCertification),
})
export type ApplicantProvider = Static<typeof ApplicantProvider>

const applicantFields = {
  /** The application id. */
  id: Type.String(),
  provider: ApplicantProvider,
  shiftDate: Type.String(),
  applicationMessage: nullable(Type.String()),
  appliedAt: instant(),
  expiresAt: nullable(instant()),
}

export const Applicant = Type.Object(applicantFields)
export type Applicant = Static<typeof Applicant>

export const RequirementDetails = Type.Object({
  license: Type.Object({ required: Type.Boolean(), met: Type.Boolean(), state: Type.String() }),
  malpracticeInsurance: Type.Object({ required: Type.Boolean(), met: Type.Boolean() }),
  drugScreen: Type.Object({ required: Type.Boolean(), met: Type.Boolean() }),
  softwareExperience: Type.Object({ required: Type.Boolean(), met: Type.Boolean() }),
})

export const MissingRequirements = Type.Object({
  languages: Type.Array(Type.String()),
  skills: Type.Array(Type.String()),
  softwares: Type.Array(Type.String()),
  specialties: Type.Array(Type.String()),
})

export const APPLICATION_STATUSES = ['PENDING', 'CANCELED', 'REJECTED', 'SAVE_FOR_LATER'] as const

/** The extended applicant form of `GET /facility/shift/{shiftGroupId}/applicants`. */
export const ExtendedApplicant = Type.Object({
  ...applicantFields,
  status: literalUnion(APPLICATION_STATUSES),
  /** A preferred provider of the shift's facility. */
  isRecommendedProvider: Type.Boolean(),
  isHired: Type.Boolean(),
  isRejectedByFacility: Type.Boolean(),
  meetsAllRequirements: Type.Boolean(),
  requirementDetails: RequirementDetails,
  /** Preferences the provider lacks; they do not block hiring. */
  missingRequirements: MissingRequirements,
})
export type ExtendedApplicant = Static<typeof ExtendedApplicant>

export const SHIFT_GROUP_STATUSES = ['OPEN', 'CLOSED', 'CANCELED'] as const
export const SEAT_STATUSES = ['OPEN', 'FILLED', 'COMPLETED', 'CANCELED'] as const
export const ATTENDANCE_STATUSES = ['PENDING', 'CONFIRMED', 'ADJUSTED', 'NO_SHOW', 'AUTO_CONFIRMED'] as const

/* ───────────────────────────── GET /facility/shifts/pending ───────────────────────────── */

const facilityFilter = {
  facilityId: Type.Optional(Type.String({ minLength: 1, messages: { minLength: 'Facility ID is required' } })),
}

export const PendingShiftGroupsQuery = Type.Object({ ...facilityFilter, ...pageQuery(10) })

export const PendingShiftGroup = Type.Object({
  shiftGroupId: Type.String(),
  status: literalUnion(SHIFT_GROUP_STATUSES),
  date: Type.String(),
  /** `09:00 - 17:30`. */
  time: Type.String(),
  startTime: Type.String(),
  endTime: Type.String(),
  rate: dollars('Provider hourly rate, dollars'),
  total: dollars('What every seat of the group costs the facility, dollars'),
  percentageFee: Type.Number(),
  totalAmountInCents: cents('`total` in cents'),
  providerType: providerType(),
  quantityOfHours: Type.Number(),
  bypassCancellationFee: Type.Boolean(),
  totalAmountOfShifts: Type.Integer(),
  totalAmountOfFilledShifts: Type.Integer(),
  shiftTitle: Type.String(),
  isAutoHireEnabled: Type.Boolean(),
  /** Applications awaiting a decision (not expired, not hired). */
  applicationsCount: Type.Integer(),
  /** Of those, the ones received in the last 24 hours. */
  newApplicationsCount: Type.Integer(),
  facility: ShiftFacility,
})
export type PendingShiftGroup = Static<typeof PendingShiftGroup>
export const PendingShiftGroupPage = Type.Object({ data: Type.Array(PendingShiftGroup), pagination: Pagination })

/* ─────────────────────────── GET /facility/shifts/in-progress ─────────────────────────── */

export const InProgressShiftsQuery = PendingShiftGroupsQuery

export const SHIFT_PAYMENT_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED', 'REFUNDED', 'PARTIALLY_REFUNDED', 'NOT_CHARGED'] as const

export const InProgressShift = Type.Object({
  shiftId: Type.String(),
  shiftGroupId: Type.String(),
  title: Type.String(),
  date: Type.String(),
  startTime: Type.String(),
  endTime: Type.String(),
  shiftStartTime: instant(),
  shiftEndTime: instant(),
  provider: Type.Object({ id: Type.String(), name: Type.String(), type: providerType(), avatarUrl: nullable(Type.String()) }),
  /** The facility confirmed (or adjusted) the hours, or they were confirmed automatically. */
  isAttendanceConfirmed: Type.Boolean(),
  providerWillAttendShift: Type.Boolean(),
  attendanceStatus: literalUnion(ATTENDANCE_STATUSES),
  payment: Type.Object({
    /** The charge behind the seat; null when nothing was charged (credits or a free shift). */
    id: nullable(Type.String()),
    selectedPaymentMethodId: nullable(Type.String()),
    isWaitingPaymentConfirmation: Type.Boolean(),
    isFailedPaymentIntent: Type.Boolean(),
    /** The charge's status; NOT_CHARGED when credits or a free shift covered the seat. */
    status: literalUnion(SHIFT_PAYMENT_STATUSES),
  }),
  isParkingFree: Type.Boolean(),
  parkingDetails: nullable(Type.String()),
  parkingOptions: Type.Array(Type.String()),
  dailyAverageScriptCount: nullable(Type.Integer()),
  staffOnHandHelp: nullable(Type.String()),
  isLunchBreakPaid: Type.Boolean(),
  lunchBreakMinutes: Type.Integer(),
  rate: dollars('Provider hourly rate, dollars'),
  totalInCents: cents('What the seat costs the facility (earnings + fee), cents'),
  facility: ShiftFacility,
})
export type InProgressShift = Static<typeof InProgressShift>
export const InProgressShiftPage = Type.Object({ data: Type.Array(InProgressShift), pagination: Pagination })

/* ─────────────────────────── GET /facility/shift/applications ─────────────────────────── */

export const ApplicationsQuery = Type.Object({
  ...facilityFilter,
  shiftGroupId: Type.Optional(Type.String({ minLength: 1 })),
  ...pageQuery(10),
})

export const ApplicantSummaryProvider = Type.Object({
  id: Type.String(),
  name: Type.String(),
  type: providerType(),
  avatarUrl: nullable(Type.String()),
  yearsExperience: nullable(Type.Integer()),
  currentRating: nullable(Type.Number()),
  averageRating: nullable(Type.Number()),
})

export const FacilityApplication = Type.Object({
  applicationId: Type.String(),
  applicationMessage: nullable(Type.String()),
  appliedAt: instant(),
  expiresAt: nullable(instant()),
  isRecommendedProvider: Type.Boolean(),
  provider: ApplicantSummaryProvider,
  shiftGroup: Type.Object({
    shiftGroupId: Type.String(),
    title: Type.String(),
    date: Type.String(),
    startTime: Type.String(),
    endTime: Type.String(),
    providerType: providerType(),
    rate: dollars('Provider hourly rate, dollars'),
    totalAmountOfShifts: Type.Integer(),
    totalAmountOfFilledShifts: Type.Integer(),
    facility: ShiftFacility,
  }),
})
export type FacilityApplication = Static<typeof FacilityApplication>
export const FacilityApplicationPage = Type.Object({ data: Type.Array(FacilityApplication), pagination: Pagination })

/* ─────────────────────────── GET /facility/shifts/applicants ─────────────────────────── */

export { APPLICANT_TABS, type ApplicantTab } from '../enums'

export const ApplicantTabQuery = Type.Object({
  status: Type.Optional(
    literalUnion(APPLICANT_TABS, { default: 'not-filled', messages: { default: 'Status must be one of not-filled, filled or completed' } }),
  ),
  ...facilityFilter,
  ...pageQuery(10),
})

/** How many applicants each group shows inline; the rest are behind the group's applicant list. */
export const APPLICANTS_PREVIEWED = 5

export const ApplicantTabGroup = Type.Object({
  shiftGroupId: Type.String(),
  shiftTitle: Type.String(),
  date: Type.String(),
  startTime: Type.String(),
  endTime: Type.String(),
  providerType: providerType(),
  totalAmountOfShifts: Type.Integer(),
  totalAmountOfFilledShifts: Type.Integer(),
  applicants: Type.Array(Applicant, { description: 'The first applicants, in the order of the group’s applicant list' }),
  applicantsCount: Type.Integer(),
  facility: ShiftFacility,
})
export type ApplicantTabGroup = Static<typeof ApplicantTabGroup>
export const ApplicantTabPage = Type.Object({ data: Type.Array(ApplicantTabGroup), pagination: Pagination })

/* ──────────────────── Group applicants, hired provider, provider standing ──────────────────── */

/**
 * The router names a path segment once per method, and `/facility/shift/{…}` carries a group id
 * on some calls and a seat id on others (spec 000 §7), so every route there names it `id`.
 */
export const GroupParams = Type.Object({ id: Type.String({ minLength: 1, description: 'The shift group id (shiftGroupId)' }) })
export const SeatParams = Type.Object({ id: Type.String({ minLength: 1, description: 'The seat id (shiftId)' }) })
export const GroupApplicationParams = Type.Object({ id: Type.String({ minLength: 1, description: 'The shift group id (shiftGroupId)' }), applicationId: Type.String({ minLength: 1 }) })
export const GroupProviderParams = Type.Object({ id: Type.String({ minLength: 1, description: 'The shift group id (shiftGroupId)' }), providerId: Type.String({ minLength: 1 }) })

export const GroupApplicantsQuery = Type.Object(pageQuery(10))
export const ExtendedApplicantPage = Type.Object({ data: Type.Array(ExtendedApplicant), pagination: Pagination })

export const HiredProvider = Type.Object({
  shiftId: Type.String(),
  shiftGroupId: Type.String(),
  provider: Type.Object({
    id: Type.String(),
    name: Type.String(),
    type: providerType(),
    phone: Type.String(),
    email: Type.String(),
    avatarUrl: nullable(Type.String()),
    currentRating: nullable(Type.Number()),
  }),
  hiredAt: nullable(instant()),
  providerWillAttendShift: Type.Boolean(),
  attendanceStatus: literalUnion(ATTENDANCE_STATUSES),
})
export type HiredProvider = Static<typeof HiredProvider>

export const ProviderStanding = Type.Object({
  provider: ApplicantProvider,
  application: nullable(
    Type.Object({
      applicationId: Type.String(),
      status: literalUnion(APPLICATION_STATUSES),
      isHired: Type.Boolean(),
      message: nullable(Type.String()),
      appliedAt: instant(),
      expiresAt: nullable(instant()),
      isExpired: Type.Boolean(),
    }),
  ),
  shift: nullable(Type.Object({ shiftId: Type.String(), status: literalUnion(SEAT_STATUSES), attendanceStatus: literalUnion(ATTENDANCE_STATUSES) })),
  isRecommendedProvider: Type.Boolean(),
  meetsAllRequirements: Type.Boolean(),
  requirementDetails: RequirementDetails,
  missingRequirements: MissingRequirements,
})
export type ProviderStanding = Static<typeof ProviderStanding>

/* ─────────────────────────── GET /facility/shift/{id}/preview ─────────────────────────── */

export const ShiftGroupPreview = Type.Object({
  shiftGroupId: Type.String(),
  status: literalUnion(SHIFT_GROUP_STATUSES),
  title: Type.String(),
  description: Type.String(),
  providerType: providerType(),
  locationType: literalUnion(LOCATION_TYPES),
  isRemote: Type.Boolean(),
  date: Type.String(),
  startTime: Type.String(),
  endTime: Type.String(),
  shiftStartTime: instant(),
  shiftEndTime: instant(),
  quantityOfHours: Type.Number({ description: 'End minus start, hours' }),
  effectiveWorkingHours: Type.Number({ description: 'Paid hours: less an unpaid lunch' }),
  rate: dollars('Provider hourly rate'),
  facilityRate: dollars('What the facility pays per hour: rate plus the fee'),
  percentageFee: Type.Number(),
  providerEarnings: dollars('Per seat'),
  shiftFee: dollars('Per seat'),
  totalPayment: dollars('Per seat: earnings plus fee'),
  rateInCents: cents('Provider hourly rate'),
  facilityRateInCents: cents('Facility hourly rate'),
  providerEarningsInCents: cents('Per seat'),
  shiftFeeInCents: cents('Per seat'),
  totalPaymentInCents: cents('Per seat'),
  /** Seats that count (canceled seats do not). */
  quantity: Type.Integer(),
  totalForAllSeatsInCents: cents('totalPaymentInCents × quantity'),
  requirements: Type.Object({
    recentDrugScreen: Type.Boolean(),
    softwareExperience: Type.Boolean(),
    malpracticeInsurance: Type.Boolean(),
    licenseInShiftState: Type.Boolean(),
  }),
  preferences: Type.Object({
    specialties: Type.Array(Type.String()),
    softwares: Type.Array(Type.String()),
    languages: Type.Array(Type.String()),
    skills: Type.Array(Type.String()),
  }),
  isParkingFree: Type.Boolean(),
  parkingDetails: nullable(Type.String()),
  parkingOptions: Type.Array(Type.String()),
  isLunchBreakPaid: Type.Boolean(),
  lunchBreakMinutes: Type.Integer(),
  dailyAverageScriptCount: nullable(Type.Integer()),
  staffOnHandHelp: nullable(Type.String()),
  isAutoHireEnabled: Type.Boolean(),
  facility: Type.Object({
    id: Type.String(),
    name: Type.String(),
    address: Type.String(),
    city: Type.String(),
    state: Type.String(),
    zipCode: Type.String(),
    timeZone: Type.String(),
  }),
})
export type ShiftGroupPreview = Static<typeof ShiftGroupPreview>

/* ────────────────── GET /facility/shift/{id}/cancellation-preview and /cancellation ────────────────── */

const cancellationFeeReason = () =>
  literalUnion(CANCELLATION_FEE_REASONS, {
    description: 'INSIDE_FEE_WINDOW: starts in under feeWindowHours (or has started); OUTSIDE_FEE_WINDOW: later than that; FEES_OFF: cancellation fees are off; FEE_WAIVED: waived for this shift; NO_HIRED_PROVIDER: nobody hired, nothing owed',
  })

/**
 * What `PUT /facility/shift/{id}/cancel` would do now, told before the facility confirms: the fee
 * by the same rule the cancel charges (domain "Cancellation") for the whole group and for each
 * hired provider's seat alone, and whether it may repost.
 */
export const FacilityCancellationPreview = Type.Object({
  shiftGroupId: Type.String(),
  feeInCents: cents('Cancelling the whole group now: the fees owed to every hired provider; 0 when none'),
  fee: dollars('feeInCents in dollars'),
  reason: cancellationFeeReason(),
  /** Cancelling one hired provider (`hiredProviderId` of the cancel) now. */
  hiredSeats: Type.Array(
    Type.Object({
      providerId: Type.String(),
      shiftId: Type.String(),
      feeInCents: cents('Owed to this provider if their seat is canceled now'),
      fee: dollars('feeInCents in dollars'),
      reason: cancellationFeeReason(),
    }),
  ),
  feeWindowHours: Type.Number(),
  feePercent: Type.Number({ description: 'Share of the provider’s earnings owed inside the window' }),
  /** From this instant on, a cancel owes the fee (when fees are on and not waived). */
  feeWindowStartsAt: instant(),
  hasStarted: Type.Boolean(),
  /** Reposting is offered only before the start (a cancel asking for it after answers 422). */
  canRepost: Type.Boolean(),
})
export type FacilityCancellationPreview = Static<typeof FacilityCancellationPreview>

/** What a facility's cancellation of a whole group did: what it cost, and where the shift was posted again. */
export const FacilityCancellation = Type.Object({
  shiftGroupId: Type.String(),
  canceledAt: instant(),
  cancellationReason: nullable(Type.String()),
  feeInCents: cents('Cancellation fees owed for the group’s hired seats'),
  fee: dollars('feeInCents in dollars'),
  /** The open group the cancel posted again with the same details, when the facility asked for it. */
  repostedShiftGroupId: nullable(Type.String()),
})
export type FacilityCancellation = Static<typeof FacilityCancellation>

/* ─────────────────────────── GET /shifts/facility-owner ─────────────────────────── */

// The statuses live in enums.ts so screens can read them without loading TypeBox.
export { OWNER_SHIFT_STATUSES, type OwnerShiftStatus } from '../enums'
export const OWNER_SHIFT_ORDERS = ['date_asc', 'date_desc'] as const

const pipeList = (values: readonly string[]) => `^(${values.join('|')})(\\|(${values.join('|')}))*$`
const calendarDate = (label: string) =>
  Type.String({ format: 'calendar-date', messages: { format: `${label} must be a valid date (YYYY-MM-DD)`, default: `${label} must be a valid date (YYYY-MM-DD)` } })

export const OwnerShiftsQuery = Type.Object({
  /** 0-based (spec 000 §7 names it `pageIndex`). */
  pageIndex: Type.Optional(
    Type.Number({
      minimum: 0,
      maximum: MAX_PAGE - 1,
      multipleOf: 1,
      default: 0,
      description: '0-based page number',
      messages: {
        minimum: 'Page index must be greater than or equal to 0',
        maximum: `Page index must be at most ${(MAX_PAGE - 1).toLocaleString('en-US')}`,
        default: 'Page index must be a whole number',
      },
    }),
  ),
  pageSize: pageQuery(10).pageSize,
  orderBy: Type.Optional(
    literalUnion(OWNER_SHIFT_ORDERS, { default: 'date_desc', description: 'By start time; newest first by default', messages: { default: 'orderBy must be date_asc or date_desc' } }),
  ),
  fromDate: Type.Optional(calendarDate('fromDate')),
  toDate: Type.Optional(calendarDate('toDate')),
  facilityName: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the facility name, any case', messages: { maxLength: 'Facility name is too long' } })),
  providerType: Type.Optional(
    Type.String({
      pattern: pipeList(PROVIDER_TYPES),
      description: 'PHARMACIST, TECHNICIAN or INTERN; several joined by |',
      messages: { pattern: 'Provider type must be a valid Provider Type', default: 'Provider type must be a valid Provider Type' },
    }),
  ),
  status: Type.Optional(
    Type.String({
      pattern: pipeList(OWNER_SHIFT_STATUSES),
      description: 'Open, Filled, Completed or Canceled; several joined by |',
      messages: { pattern: 'Status must be Open, Filled, Completed or Canceled (several joined by |)', default: 'Status must be Open, Filled, Completed or Canceled (several joined by |)' },
    }),
  ),
})
export type OwnerShiftsQuery = Static<typeof OwnerShiftsQuery>

export const OwnerShift = Type.Object({
  /** The seat's shiftId. */
  id: Type.String(),
  shiftGroupId: Type.String(),
  title: Type.String(),
  date: Type.String(),
  startTime: Type.String(),
  endTime: Type.String(),
  facility: Type.Object({ id: Type.String(), name: Type.String(), state: Type.String(), timeZone: Type.String() }),
  providerType: providerType(),
  rate: dollars('Provider hourly rate'),
  quantityOfHours: Type.Number(),
  status: literalUnion(OWNER_SHIFT_STATUSES),
  hiredProvider: nullable(Type.Object({ providerId: Type.String(), firstName: Type.String(), lastName: Type.String() })),
  totalInCents: cents('What the seat costs the facility (earnings + fee)'),
})
export type OwnerShift = Static<typeof OwnerShift>

export const OwnerShiftPage = Type.Object({
  data: Type.Array(OwnerShift),
  pagination: Type.Object({ ...Pagination.properties, pageIndex: Type.Integer({ description: '0-based; `page` is pageIndex + 1' }) }),
})
export type OwnerShiftPage = Static<typeof OwnerShiftPage>

export type InProgressShiftPage = Static<typeof InProgressShiftPage>
export type PendingShiftGroupPage = Static<typeof PendingShiftGroupPage>
export type FacilityApplicationPage = Static<typeof FacilityApplicationPage>
export type ApplicantTabPage = Static<typeof ApplicantTabPage>
export type ExtendedApplicantPage = Static<typeof ExtendedApplicantPage>
export type FacilityList = Static<typeof FacilityList>
