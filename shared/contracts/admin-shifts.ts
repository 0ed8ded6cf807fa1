/**
 * The admin panel's shifts (spec 000 §3 "Shift (admin list row)", "Shift all-data row", "Shift
 * detail (admin)"; §5 "Admin cancel shift", "Template shift"; §7 "Admin" shifts and "Shift
 * actions"). One row is one seat (a shift; its group is the posting). Money fields without
 * `InCents` are dollars (api-contract "Values"); dates and times of day are the facility's own.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { LOCATION_TYPES, OWNER_SHIFT_STATUSES, PROVIDER_TYPES } from '../enums'
import '../validation/formats'
import { providerType } from './fields'
import { literalUnion } from './literal-union'
import { Paged, pageQuery } from './paging'

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])
const dollars = (description: string) => Type.Number({ description })

/** Spec 000 §9: 7 a page for the admin shift list, 50 for all-data. */
export const ADMIN_SHIFTS_PAGE_SIZE = 7
export const ADMIN_SHIFTS_ALL_DATA_PAGE_SIZE = 50

/** The seat statuses of the lists (the history's: spec 001 §4). */
export const ADMIN_SHIFT_STATUSES = OWNER_SHIFT_STATUSES
export type AdminShiftStatus = (typeof ADMIN_SHIFT_STATUSES)[number]

const pipeList = (values: readonly string[]) => `^(${values.join('|')})(\\|(${values.join('|')}))*$`
const calendarDate = (label: string) =>
  Type.String({ format: 'calendar-date', messages: { format: `${label} must be a valid date (YYYY-MM-DD)`, default: `${label} must be a valid date (YYYY-MM-DD)` } })

const filters = {
  fromDate: Type.Optional(calendarDate('fromDate')),
  toDate: Type.Optional(calendarDate('toDate')),
  providerType: Type.Optional(
    Type.String({
      pattern: pipeList(PROVIDER_TYPES),
      description: 'PHARMACIST, TECHNICIAN or INTERN; several joined by |',
      messages: { pattern: 'Provider type must be a valid Provider Type', default: 'Provider type must be a valid Provider Type' },
    }),
  ),
  status: Type.Optional(
    Type.String({
      pattern: pipeList(ADMIN_SHIFT_STATUSES),
      description: 'Open, Filled, Completed or Canceled; several joined by |',
      messages: { pattern: 'Status must be Open, Filled, Completed or Canceled (several joined by |)', default: 'Status must be Open, Filled, Completed or Canceled (several joined by |)' },
    }),
  ),
}

const search = Type.Optional(
  Type.String({ maxLength: 100, description: "Part of the title, the facility's name or the hired provider's name, any case", messages: { maxLength: 'Search must be at most 100 characters' } }),
)
const facilityId = Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: "Only this facility's shifts" }))

/** `GET /admin-panel/shifts`. */
export const AdminShiftListQuery = Type.Object({ ...pageQuery(ADMIN_SHIFTS_PAGE_SIZE), ...filters, search })
export type AdminShiftListQuery = Static<typeof AdminShiftListQuery>

/** `GET /admin-panel/shifts/all-data`. */
export const AdminShiftAllDataQuery = Type.Object({ ...pageQuery(ADMIN_SHIFTS_ALL_DATA_PAGE_SIZE), ...filters, facilityId })
export type AdminShiftAllDataQuery = Static<typeof AdminShiftAllDataQuery>

/** `GET /shifts/csv`: the all-data filters (and `search`), every page. */
export const AdminShiftCsvQuery = Type.Object({ ...filters, facilityId, search })
export type AdminShiftCsvQuery = Static<typeof AdminShiftCsvQuery>

export const AdminShiftParams = Type.Object({ shiftId: Type.String({ minLength: 1 }) })

export const AdminShiftRow = Type.Object({
  /** The seat's shiftId. */
  id: Type.String(),
  shiftGroupId: Type.String(),
  title: Type.String(),
  shiftDate: Type.String({ description: 'YYYY-MM-DD, the facility’s date' }),
  startTime: Type.String({ description: 'HH:mm' }),
  endTime: Type.String({ description: 'HH:mm' }),
  providerType: providerType(),
  rate: dollars('Provider hourly rate'),
  displayedRate: dollars('The hourly rate the facility sees: rate × (1 + percentageFee / 100)'),
  quantityOfHours: Type.Number(),
  totalProviderEarnings: dollars("The seat's provider earnings (fixed at hire, re-priced by adjustments)"),
  status: literalUnion(ADMIN_SHIFT_STATUSES),
  facility: Type.Object({ id: Type.String(), name: Type.String(), state: Type.String(), timezone: Type.String() }),
  hiredProvider: nullable(Type.Object({ providerId: Type.String(), firstName: Type.String(), lastName: Type.String() })),
})
export type AdminShiftRow = Static<typeof AdminShiftRow>

export const AdminShiftPage = Paged(AdminShiftRow)
export type AdminShiftPage = Static<typeof AdminShiftPage>

/** `GET /admin-panel/shifts/today`. */
export const AdminTodayShifts = Type.Object({
  /** Hired seats that ended in the last 24 hours (completed or awaiting attendance), latest end first. */
  finished: Type.Array(AdminShiftRow),
  /** Hired seats between their start and end now, soonest end first. */
  inProgress: Type.Array(AdminShiftRow),
  /** Seats (open or hired) starting in the next 3 hours, soonest first. */
  closeToStart: Type.Array(AdminShiftRow),
})
export type AdminTodayShifts = Static<typeof AdminTodayShifts>

/** Spec 000 §3 "Shift all-data row": a flat row, as exported to CSV. Money from the ledger. */
export const AdminShiftDataRow = Type.Object({
  id: Type.String(),
  shiftGroupId: Type.String(),
  facilityName: Type.String(),
  startDate: Type.String(),
  shiftStartTime: Type.String(),
  shiftEndTime: Type.String(),
  totalShiftHours: Type.Number(),
  lunchBreakMinutes: Type.Integer(),
  isLunchBreakPaid: Type.Boolean(),
  effectiveWorkingHours: Type.Number({ description: 'Paid hours: those worked once the seat is completed (adjustments included), else the schedule less an unpaid lunch' }),
  city: Type.String(),
  state: Type.String(),
  address: Type.String(),
  archived: Type.Boolean({ description: 'The seat is over: completed or canceled' }),
  firstApplicationDate: nullable(Type.String({ format: 'date-time' })),
  applicants: Type.Integer({ description: 'Applications to the shift group, any status' }),
  status: literalUnion(ADMIN_SHIFT_STATUSES),
  hiredProvider: nullable(Type.String({ description: "The hired provider's name" })),
  description: Type.String(),
  shiftLocation: literalUnion(LOCATION_TYPES),
  title: Type.String(),
  providerRole: providerType(),
  providerRate: dollars('Provider hourly rate'),
  shiftFee: dollars("The seat's platform fee (earnings × percentageFee)"),
  facilityRate: dollars('rate × (1 + percentageFee / 100)'),
  totalPayment: dollars("The facility's net payment for the seat: charges and credits used, less refunds (ledger)"),
  amountPaidToProvider: dollars('Transfers to the provider for the seat, bonuses included (ledger)'),
  creditsDeducted: dollars('Credits used, less credits returned (ledger)'),
  platformCut: dollars("The platform's net cut (ledger): totalPayment − amountPaidToProvider − processor fee − creditsDeducted"),
  lunchBreak: Type.String({ description: 'e.g. "30 minutes, unpaid", or "None"' }),
  malpracticeInsuranceRequired: Type.Boolean(),
  experienceInSoftwareRequired: Type.Boolean(),
  drugScreenRequired: Type.Boolean(),
  providerNeedsLicenseOnState: Type.Boolean(),
  providerNeedsLicenseOnTheShiftState: Type.Boolean(),
  canceledAt: nullable(Type.String({ format: 'date-time' })),
  canceledBy: nullable(literalUnion(['PROVIDER', 'FACILITY', 'ADMIN'] as const)),
  cancellationReason: nullable(Type.String()),
  software: Type.String({ description: 'The softwares asked for, joined by ", "' }),
  dateCreated: Type.String({ format: 'date-time' }),
  paymentStatus: nullable(Type.String({ description: "The hire charge's status (PENDING, SUCCEEDED, FAILED, REFUNDED, PARTIALLY_REFUNDED); null before a hire" })),
  paymentIntentId: nullable(Type.String()),
  isVirtual: Type.Boolean(),
})
export type AdminShiftDataRow = Static<typeof AdminShiftDataRow>

export const AdminShiftDataPage = Paged(AdminShiftDataRow)
export type AdminShiftDataPage = Static<typeof AdminShiftDataPage>

/** `GET /shifts/meta/{shiftId}`: what a page title and breadcrumbs need. */
export const AdminShiftMeta = Type.Object({
  shiftId: Type.String(),
  shiftGroupId: Type.String(),
  title: Type.String(),
  status: literalUnion(ADMIN_SHIFT_STATUSES),
  shiftDate: Type.String(),
  startTime: Type.String(),
  endTime: Type.String(),
  timeZone: Type.String(),
  providerType: providerType(),
  facilityId: Type.String(),
  facilityName: Type.String(),
  organizationId: Type.String(),
  organizationName: Type.String(),
  hiredProviderId: nullable(Type.String()),
  hiredProviderName: nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
})
export type AdminShiftMeta = Static<typeof AdminShiftMeta>

export const AdminShiftBonus = Type.Object({
  /** The provider's payment (transfer) id. */
  bonusId: Type.String(),
  amount: dollars('The bonus'),
  amountInCents: Type.Integer(),
  description: Type.String(),
  /** The facility's charge for it; its receipt is the bonus's invoice. */
  chargeId: Type.String(),
  invoice: Type.String({ description: 'The path of the charge’s receipt (GET /billing/receipts/{chargeId})' }),
  status: literalUnion(['pending', 'processing', 'completed'] as const),
  createdAt: Type.String({ format: 'date-time' }),
})
export type AdminShiftBonus = Static<typeof AdminShiftBonus>

/** `GET /shifts/details/{shiftId}` (spec 000 §3 "Shift detail (admin)"). */
export const AdminShiftDetail = Type.Object({
  ...AdminShiftMeta.properties,
  description: Type.String(),
  location: Type.String({ description: 'The facility’s address on one line, or "Remote"' }),
  locationType: literalUnion(LOCATION_TYPES),
  attendanceStatus: Type.String(),
  providerRate: dollars('Provider hourly rate'),
  providerEarnings: dollars("The seat's provider earnings"),
  providerEarningsInCents: Type.Integer(),
  shiftFee: dollars("The seat's platform fee"),
  shiftFeeInCents: Type.Integer(),
  quantityOfHours: Type.Number(),
  effectiveWorkingHours: Type.Number({ description: 'Paid hours: those worked once the seat is completed (adjustments included), else the schedule less an unpaid lunch' }),
  lunchBreakMinutes: Type.Integer(),
  isLunchBreakPaid: Type.Boolean(),
  workedStartTime: nullable(Type.String({ description: 'HH:mm, as adjusted' })),
  workedEndTime: nullable(Type.String({ description: 'HH:mm, as adjusted' })),
  applicantsQuantity: Type.Integer(),
  requirements: Type.Object({
    softwares: Type.Array(Type.String()),
    skills: Type.Array(Type.String()),
    languages: Type.Array(Type.String()),
    specialties: Type.Array(Type.String()),
    malpracticeInsuranceRequired: Type.Boolean(),
    experienceInSoftwareRequired: Type.Boolean(),
    drugScreenRequired: Type.Boolean(),
    providerNeedsLicenseOnTheShiftState: Type.Boolean(),
  }),
  facility: Type.Object({
    id: Type.String(),
    name: Type.String(),
    /** The facility's default rates for new shifts (null when never set). */
    pharmacistRate: nullable(Type.Number()),
    technicianRate: nullable(Type.Number()),
    /** The shift is priced at a fee other than the organization's current one. */
    isLegacyRate: Type.Boolean(),
    /** The fee the shift is priced with. */
    percentageFee: Type.Number(),
  }),
  shiftPayment: nullable(
    Type.Object({
      id: Type.String(),
      status: Type.String(),
      amount: dollars('What the hire charged: card or bank plus credits'),
      stripeFeeAmount: dollars("The payment processor's fee"),
      applicationFeeAmount: dollars("The seat's platform fee"),
      creditsApplied: dollars('Credits the charge used'),
      refunded: dollars('Refunded since, card or bank plus credits'),
      invoice: Type.String({ description: 'The path of the charge’s receipt' }),
      paymentMethod: nullable(Type.Object({ type: Type.String(), brand: nullable(Type.String()), last4: Type.String() })),
      paymentIntentId: nullable(Type.String()),
    }),
  ),
  hiredProvider: nullable(Type.Object({ id: Type.String(), name: Type.String(), paymentAccountId: nullable(Type.String()) })),
  bonuses: Type.Array(AdminShiftBonus),
})
export type AdminShiftDetail = Static<typeof AdminShiftDetail>

/* ─────────────────────────────── Actions ─────────────────────────────── */

const time = (label: string) =>
  Type.String({ format: 'time-of-day', messages: { required: `${label} is required`, type: `${label} is required`, format: `${label} must be a time like 09:00` } })

/** `PUT /admin-panel/shifts/{shiftId}/adjust-hours`: the hours worked, the facility's local times. */
export const AdminAdjustHoursBody = Type.Object({ startTime: time('Start time'), endTime: time('End time') })
export type AdminAdjustHoursBody = Static<typeof AdminAdjustHoursBody>

const rate = Type.Number({
  exclusiveMinimum: 0,
  maximum: 1000,
  messages: { required: 'Rate is required', minimum: 'Rate must be a positive number', maximum: 'Rate must be $1,000 an hour or less', default: 'Rate must be a positive number' },
})

/** `PUT /admin-panel/shifts/{shiftId}/update-rate`. */
export const AdminUpdateRateBody = Type.Object({ rate })
export type AdminUpdateRateBody = Static<typeof AdminUpdateRateBody>

/** `POST /admin-panel/shifts/{shiftId}/add-bonus`. */
export const AdminAddBonusBody = Type.Object({
  bonusAmount: Type.Number({
    exclusiveMinimum: 0,
    maximum: 10_000,
    messages: { required: 'Bonus amount is required', minimum: 'Bonus amount must be greater than 0', maximum: 'Bonus amount must be $10,000 or less', default: 'Bonus amount must be greater than 0' },
  }),
  bonusDescription: Type.String({
    minLength: 1,
    maxLength: 500,
    pattern: '\\S',
    messages: { required: 'Bonus description is required', type: 'Bonus description is required', minLength: 'Bonus description is required', pattern: 'Bonus description is required', maxLength: 'Bonus description must be 500 characters or less' },
  }),
})
export type AdminAddBonusBody = Static<typeof AdminAddBonusBody>

/** `PUT /admin-panel/shifts/{shiftId}/cancel` (spec 000 §5). */
export const AdminCancelShiftBody = Type.Object({
  cancelationReason: Type.String({
    minLength: 1,
    maxLength: 500,
    pattern: '\\S',
    messages: {
      required: 'Cancellation reason is required',
      type: 'Cancellation reason is required',
      minLength: 'Cancellation reason is required',
      pattern: 'Cancellation reason is required',
      maxLength: 'Reason must be less than 500 characters',
    },
  }),
  banProvider: Type.Optional(Type.Boolean({ default: false })),
})
export type AdminCancelShiftBody = Static<typeof AdminCancelShiftBody>

/** `POST /admin-panel/shifts/{shiftId}/create-from-template` (spec 000 §5: lunchBreakMinutes at least 0). */
export const AdminCreateFromTemplateBody = Type.Object({
  title: Type.String({
    minLength: 6,
    maxLength: 100,
    messages: { required: 'Title is required', type: 'Title is required', minLength: 'Title must be at least 6 characters', maxLength: 'Title must be 100 characters or less' },
  }),
  description: Type.String({
    minLength: 60,
    maxLength: 2000,
    messages: { required: 'Description is required', type: 'Description is required', minLength: 'Description must be at least 60 characters', maxLength: 'Description must be 2000 characters or less' },
  }),
  providerType: providerType(),
  rate,
  shiftDate: Type.String({ format: 'calendar-date', messages: { required: 'Date is required', type: 'Date is required', format: 'Date must be a valid date (YYYY-MM-DD)' } }),
  startTime: time('Start time'),
  endTime: time('End time'),
  isLunchBreakPaid: Type.Optional(Type.Boolean()),
  lunchBreakMinutes: Type.Optional(
    Type.Number({
      minimum: 0,
      maximum: 120,
      multipleOf: 1,
      messages: { minimum: 'Lunch break cannot be negative', maximum: 'Lunch break cannot be longer than 2 hours', default: 'Lunch break must be a whole number of minutes' },
    }),
  ),
})
export type AdminCreateFromTemplateBody = Static<typeof AdminCreateFromTemplateBody>

/** What every action answers: the shift's row after it (the new shift's, for a template). */
export const AdminShiftActionResult = Type.Object({ shift: AdminShiftRow })
export type AdminShiftActionResult = Static<typeof AdminShiftActionResult>

export const AdminCancelShiftResult = Type.Object({
  shift: AdminShiftRow,
  refundedInCents: Type.Integer({ description: 'Card or bank money and credits returned to the facility' }),
  providerBanned: Type.Boolean(),
})
export type AdminCancelShiftResult = Static<typeof AdminCancelShiftResult>

export const AdminAddBonusResult = Type.Object({ shift: AdminShiftRow, bonus: AdminShiftBonus })
export type AdminAddBonusResult = Static<typeof AdminAddBonusResult>

/** The CSV exports' answer: a `text/csv` file (streamed for `GET /shifts/csv`). */
export const AdminShiftCsvFile = Type.String({ contentMediaType: 'text/csv', description: 'A CSV file: a header line, then one line per shift' })
