/** Provider-side shift reads (spec 001 §3 and §7 "Provider shifts"): their queries and answers. */
import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { Paged, Pagination, pageQuery } from './paging'
import { literalUnion } from './literal-union'
import { BROWSE_SORTS, HISTORY_STATUSES, LOCATION_TYPES, PROVIDER_TYPES } from '../enums'
import { APPLICATION_STATUSES, ATTENDANCE_STATUSES, MissingRequirements, RequirementDetails } from './facility-shifts'
import { StateWhereCanApply } from './licenses'
import { CancellationFeeSummary, TRANSFER_STATUSES } from './payments'

export { BROWSE_SORTS, HISTORY_STATUSES }
export type { BrowseSort } from '../enums'

/** Spec 001 §4 "History shift status": how a seat reads in the provider's history. */
export const HISTORY_SHIFT_STATUSES = ['Open', 'Filled', 'Completed', 'Canceled'] as const
/** How a shift group reads to a provider: Open while taking applications with a free seat before the start. */
export const PROVIDER_SHIFT_STATUSES = ['Open', 'Closed', 'Canceled'] as const

const pipeList = (label: string, pattern: string) =>
  Type.Optional(Type.String({ maxLength: 2000, pattern, messages: { pattern: `${label} must be values joined by |` } }))
const dateParam = (label: string) =>
  Type.Optional(Type.String({ format: 'calendar-date', messages: { format: `${label} must be a date like 2026-12-01` } }))

export const BROWSE_SCOPES = ['near', 'licensed'] as const
export type BrowseScopeName = (typeof BROWSE_SCOPES)[number]
/** The radius of the `near` scope: a drive a pharmacist takes for a day's shift. */
export const NEAR_HOME_MILES = 100

export const BrowseQuery = Type.Object({
  fromDate: dateParam('From date'),
  toDate: dateParam('To date'),
  licensesType: pipeList('License types', '^(PHARMACIST|TECHNICIAN|INTERN)(\\|(PHARMACIST|TECHNICIAN|INTERN))*$'),
  states: pipeList('States', '^[A-Z]{2}(\\|[A-Z]{2})*$'),
  locationType: Type.Optional(literalUnion(['ON_SITE', 'REMOTE'] as const, { messages: { default: 'Location type must be ON_SITE or REMOTE' } })),
  take: Type.Optional(Type.Number({ minimum: 1, maximum: 100, multipleOf: 1, messages: { default: 'Take must be a whole number from 1 to 100' } })),
  page: pageQuery().page,
  sortBy: Type.Optional(literalUnion(BROWSE_SORTS, { messages: { default: 'Sort must be soonestAvailable, mostRelevant, highestPay or closestToMe' } })),
  specificDay: pipeList('Days', '^(SU|M|T|W|TH|F|S)(\\|(SU|M|T|W|TH|F|S))*$'),
  cities: pipeList('Cities', '^[^|]+(\\|[^|]+)*$'),
  hourlyRate: Type.Optional(
    // The highest rate a shift may be posted with (shifts.ts), so any larger minimum matches nothing.
    Type.Number({ minimum: 0, maximum: 1000, messages: { maximum: 'Hourly rate must be $1,000 an hour or less', default: 'Hourly rate must be a number of dollars' } }),
  ),
  specialties: pipeList('Specialties', '^[^|]+(\\|[^|]+)*$'),
  skills: pipeList('Skills', '^[^|]+(\\|[^|]+)*$'),
  softwares: pipeList('Softwares', '^[^|]+(\\|[^|]+)*$'),
  languages: pipeList('Languages', '^[^|]+(\\|[^|]+)*$'),
  /**
   * Beyond the spec: `near` = the states where the provider holds a license of their type
   * (verified or being verified; their home state without one), the home state's on-site shifts
   * only within `NEAR_HOME_MILES` of home; `licensed` = those states whole. Absent (or with
   * `states` given): the spec's browse, every state. The PWA asks for `near` first.
   */
  scope: Type.Optional(literalUnion(BROWSE_SCOPES, { messages: { default: 'Scope must be near or licensed' } })),
})
export type BrowseQuery = Static<typeof BrowseQuery>

export const HistoryQuery = Type.Object({
  ...pageQuery(),
  fromDate: dateParam('From date'),
  toDate: dateParam('To date'),
  status: Type.Optional(literalUnion(HISTORY_STATUSES, { messages: { default: 'Status must be All, Filled, Completed or Canceled' } })),
})
export type HistoryQuery = Static<typeof HistoryQuery>

export const CountQuery = Type.Object({
  state: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$', messages: { pattern: 'State must be a valid State' } })),
  providerTitle: Type.Optional(literalUnion(['PHARMACIST', 'TECHNICIAN', 'INTERN'] as const, { messages: { default: 'Provider type must be a valid Provider Type' } })),
})
export type CountQuery = Static<typeof CountQuery>

/* ──────────────────────────────── Answers (spec 001 §3) ──────────────────────────────── */

/** What the answer was limited to (`scope`), so the screen can say it and offer to widen it. */
export const BrowseScope = Type.Object({
  /** `none`: no scope was applied (not asked for, or `states` given). */
  applied: literalUnion(['near', 'licensed', 'none'] as const),
  states: Type.Array(Type.String()),
  /** The radius around home, in the home state, when one was applied. */
  withinMiles: Type.Union([Type.Integer(), Type.Null()]),
  /** Home as `City, ST`, when the provider has a home location. */
  home: Type.Union([Type.String(), Type.Null()]),
})
export type BrowseScope = Static<typeof BrowseScope>

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])
const instant = () => Type.String({ format: 'date-time' })
const dollars = (description: string) => Type.Number({ description })
const cents = (description: string) => Type.Integer({ description })

/** One open shift group of `GET /provider/shift/browse` (spec 001 §3 "Browse result"). */
export const BrowseShift = Type.Object({
  shiftGroupId: Type.String(),
  title: Type.String(),
  /** Calendar date and times of day (`HH:mm`) in the facility's time zone. */
  date: Type.String(),
  startTime: Type.String(),
  endTime: Type.String(),
  startsAt: instant(),
  endsAt: instant(),
  locationType: literalUnion(LOCATION_TYPES),
  /** `City, ST`. */
  location: Type.String(),
  /** The facility's coordinates, for the map of results. */
  latitude: Type.Number(),
  longitude: Type.Number(),
  rate: dollars('Provider hourly rate, dollars'),
  quantityOfHours: Type.Number(),
  openSeats: Type.Integer(),
  /** Great-circle meters from the provider's home; null without a home location. */
  distanceInMeters: nullable(Type.Integer()),
  isAutoHireEnabled: Type.Boolean(),
  provider: Type.Object({ type: literalUnion(PROVIDER_TYPES) }),
  facility: Type.Object({
    id: Type.String(),
    state: Type.String(),
    city: Type.String(),
    postalCode: Type.String(),
    /** Mean of providers' ratings of the facility, one decimal; null before the first. */
    currentRating: nullable(Type.Number()),
    timeZone: Type.String(),
  }),
})
export type BrowseShift = Static<typeof BrowseShift>

/** `GET /provider/shift/browse`. */
export const BrowseShiftsResponse = Type.Object({
  shifts: Type.Array(BrowseShift),
  /** Groups still ahead where the provider's application is live. */
  appliedShiftGroupIds: Type.Array(Type.String()),
  /** States with a verified, unexpired license, with the provider's type. */
  statesWhereCanApply: Type.Array(StateWhereCanApply),
  pagination: Pagination,
  scope: BrowseScope,
})
export type BrowseShiftsResponse = Static<typeof BrowseShiftsResponse>

/** `GET /provider/shift/approved` (spec 001 §3 "Approved provider shift"). */
export const ApprovedShift = Type.Object({
  shiftGroupId: Type.String(),
  shiftId: Type.String(),
  title: Type.String(),
  rate: dollars('Provider hourly rate, dollars'),
  date: Type.String(),
  /** `09:00 - 17:30`. */
  time: Type.String(),
  quantityOfHours: Type.Number(),
  totalInCents: cents("The provider's earnings for the seat, cents"),
  providerWillAttendShift: Type.Boolean(),
  facility: Type.Object({
    id: Type.String(),
    name: Type.String(),
    state: Type.String(),
    timeZone: Type.String(),
    city: Type.String(),
    zipcode: Type.String(),
    address: Type.String(),
  }),
  provider: Type.Object({ id: Type.String(), name: Type.String() }),
  /** The facility has confirmed, adjusted or recorded the attendance (or it was confirmed automatically). */
  attendanceConfirmed: Type.Boolean(),
  shiftStartTime: instant(),
  shiftEndTime: instant(),
  isRemote: Type.Boolean(),
  /**
   * The "optional onboarding" (spec 001 §3): the pharmacy's approved onboarding form, read at
   * `url` (`GET /provider/shift/{shiftId}/onboarding`) until the seat ends; null when it has none.
   */
  onboarding: Type.Union([Type.Object({ url: Type.String() }), Type.Null()]),
})
export type ApprovedShift = Static<typeof ApprovedShift>
export const ApprovedShiftPage = Paged(ApprovedShift)
export type ApprovedShiftPage = Static<typeof ApprovedShiftPage>

/** `GET /provider/shift/applied` (spec 001 §3 "Applied shift"). */
export const AppliedShift = Type.Object({
  applicationId: Type.String(),
  appliedAt: instant(),
  /** When the application expires; null when it does not. */
  expirationDate: nullable(instant()),
  message: nullable(Type.String()),
  shift: Type.Object({
    shiftGroupId: Type.String(),
    title: Type.String(),
    rate: dollars('Provider hourly rate, dollars'),
    date: Type.String(),
    time: Type.String(),
    isRemote: Type.Boolean(),
    providerRole: literalUnion(PROVIDER_TYPES),
    quantityOfHours: Type.Number(),
    facility: Type.Object({
      state: Type.String(),
      timeZone: Type.String(),
      city: Type.String(),
      zipcode: Type.String(),
      /** Meters from the provider's home; null without a home location. */
      distanceToProvider: nullable(Type.Integer()),
    }),
  }),
})
export type AppliedShift = Static<typeof AppliedShift>
export const AppliedShiftPage = Paged(AppliedShift)
export type AppliedShiftPage = Static<typeof AppliedShiftPage>

/** Spec 001 §3 history `bonus`: the bonuses the admin panel paid on the shift, together (first id, sum, descriptions); null when none. */
export const HistoryBonus = Type.Object({ bonusId: Type.String(), amount: Type.Number(), description: nullable(Type.String()), invoiceUrl: nullable(Type.String()) })

/** `GET /provider/shifts/history` (spec 001 §3 "Shift history item"). */
export const HistoryShift = Type.Object({
  /** The seat's shiftId. */
  id: Type.String(),
  shiftGroupId: Type.String(),
  title: Type.String(),
  shiftTime: Type.Object({ startTime: instant(), endTime: instant(), state: Type.String(), timeZone: Type.String() }),
  facilityName: Type.String(),
  rate: dollars('Provider hourly rate, dollars'),
  total: dollars("The provider's earnings for the seat, dollars"),
  totalInCents: cents('`total` in cents'),
  status: literalUnion(HISTORY_SHIFT_STATUSES),
  attendanceStatus: literalUnion(ATTENDANCE_STATUSES),
  providerId: Type.String(),
  facilityId: Type.String(),
  /** The facility's rating of the provider for this seat, one entry per category. */
  ratings: Type.Array(Type.Object({ category: Type.String(), score: Type.Number(), ratingId: Type.String() })),
  comment: nullable(Type.String()),
  bonus: nullable(HistoryBonus),
  cancellationFee: nullable(CancellationFeeSummary),
})
export type HistoryShift = Static<typeof HistoryShift>

/** The seed names this answer `data: {shifts, pagination}` (api-contract "Lists"). */
export const ShiftHistoryResponse = Type.Object({ data: Type.Object({ shifts: Type.Array(HistoryShift), pagination: Pagination }) })
export type ShiftHistoryResponse = Static<typeof ShiftHistoryResponse>

/** `GET /provider/shift/count`. */
export const OpenShiftCount = Type.Object({ count: Type.Integer() })
export type OpenShiftCount = Static<typeof OpenShiftCount>

/** `GET /provider/shift-group/{shiftGroupId}` (spec 001 §3 "Shift group detail"). */
export const ProviderShiftGroup = Type.Object({
  shiftGroupId: Type.String(),
  /** The provider's own seat in the group, unless it was canceled. */
  shiftId: nullable(Type.String()),
  createdAt: instant(),
  shiftStatus: literalUnion(PROVIDER_SHIFT_STATUSES),
  title: Type.String(),
  description: Type.String(),
  date: Type.String(),
  /** Times of day (`HH:mm`) in the facility's time zone. */
  times: Type.Object({ startTime: Type.String(), endTime: Type.String() }),
  /** The start and end as instants. */
  startTime: instant(),
  endTime: instant(),
  location: Type.String(),
  rate: dollars('Provider hourly rate, dollars'),
  quantityOfHours: Type.Number(),
  effectiveWorkingHours: Type.Number({ description: 'Paid hours: less an unpaid lunch' }),
  providerTitle: literalUnion(PROVIDER_TYPES),
  preferences: Type.Object({
    specialties: Type.Array(Type.String()),
    softwares: Type.Array(Type.String()),
    languages: Type.Array(Type.String()),
    skills: Type.Array(Type.String()),
  }),
  requirements: Type.Object({
    recentDrugScreen: Type.Boolean(),
    softwareExperience: Type.Boolean(),
    malpracticeInsurance: Type.Boolean(),
    licenseInShiftState: Type.Boolean(),
  }),
  isParkingFree: Type.Boolean(),
  parkingDetails: nullable(Type.String()),
  parkingOptions: Type.Array(Type.String()),
  isProviderHired: Type.Boolean(),
  facility: Type.Object({
    id: Type.String(),
    name: Type.String(),
    address: Type.String(),
    city: Type.String(),
    state: Type.String(),
    zipcode: Type.String(),
    currentRating: nullable(Type.Number()),
  }),
  address: Type.String(),
  city: Type.String(),
  state: Type.String(),
  zipcode: Type.String(),
  timeZone: Type.String(),
  isRemote: Type.Boolean(),
  isLunchBreakPaid: Type.Boolean(),
  lunchBreakMinutes: Type.Integer(),
  totalInCents: cents("The provider's earnings for a seat (their own seat's when hired), cents"),
  /** `totalInCents` as text, e.g. `$336.00`. */
  displayableTotalPayout: Type.String(),
  distanceInMeters: nullable(Type.Integer()),
  providerWillAttendShift: Type.Boolean(),
  dailyAverageScriptCount: nullable(Type.Integer()),
  staffOnHandHelp: nullable(Type.String()),
  meetsAllRequirements: Type.Boolean(),
  requirementDetails: RequirementDetails,
  missingRequirements: MissingRequirements,
  blockedForMalpracticeInsurance: Type.Boolean(),
  shiftLat: Type.Number(),
  shiftLng: Type.Number(),
  /** The provider's application to the group, whatever its status; null if they never applied. */
  application: nullable(
    Type.Object({
      applicationId: Type.String(),
      createdAt: instant(),
      expiredAt: nullable(instant()),
      status: literalUnion(APPLICATION_STATUSES),
    }),
  ),
  payments: Type.Object({
    bonusAmount: nullable(Type.Number()),
    bonusInvoiceUrl: nullable(Type.String()),
    transferReceiptUrl: nullable(Type.String()),
    /** The payout of the provider's seat; null before one is made. */
    transferStatus: nullable(literalUnion(TRANSFER_STATUSES)),
  }),
  cancellationFee: nullable(CancellationFeeSummary),
  /** Whether the provider can apply now, with the reason when not. */
  status: Type.Object({ isAvailable: Type.Boolean(), reason: nullable(Type.String()) }),
})
export type ProviderShiftGroup = Static<typeof ProviderShiftGroup>

/** `GET /provider/shift-group/{shiftGroupId}/related` (spec 001 §3 "Related shift"). */
export const RelatedShift = Type.Object({
  shiftGroupId: Type.String(),
  title: Type.String(),
  startDate: instant(),
  endDate: instant(),
  rate: dollars('Provider hourly rate, dollars'),
  isRemote: Type.Boolean(),
  providerType: literalUnion(PROVIDER_TYPES),
  state: Type.String(),
  city: Type.String(),
  timeZone: Type.String(),
})
export type RelatedShift = Static<typeof RelatedShift>
export const RelatedShiftsResponse = Type.Object({ shifts: Type.Array(RelatedShift), pagination: Pagination })
export type RelatedShiftsResponse = Static<typeof RelatedShiftsResponse>
