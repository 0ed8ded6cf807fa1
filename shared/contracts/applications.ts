/** Applying to shifts (spec 001 §7 "Provider shifts", §3 "Expiration options"). */
import { Type, type Static } from '@sinclair/typebox'
import { optional } from './fields'
import { ATTENDANCE_STATUSES, SEAT_STATUSES } from './facility-shifts'
import { literalUnion } from './literal-union'

export const EXPIRATION_UNITS = ['HOURS', 'DAYS', 'WEEKS'] as const

export const ExpirationOptions = Type.Object({
  expirationEnabled: Type.Boolean({ messages: { required: 'Expiration enabled is required', default: 'Expiration enabled must be true or false' } }),
  unit: optional(literalUnion(EXPIRATION_UNITS, { messages: { default: 'Unit must be HOURS, DAYS or WEEKS' } })),
  unitAmount: optional(
    Type.Number({ minimum: 1, maximum: 1000, multipleOf: 1, messages: { minimum: 'Unit amount must be at least 1', maximum: 'Unit amount must be 1000 or less', default: 'Unit amount must be a whole number' } }),
  ),
})
export type ExpirationOptions = Static<typeof ExpirationOptions>

const message = optional(Type.String({ maxLength: 1000, messages: { maxLength: 'Message must be 1000 characters or less' } }))

export const ApplyBody = Type.Object({ message, expirationOptions: optional(ExpirationOptions) })
export type ApplyBody = Static<typeof ApplyBody>

export const MultiApplyBody = Type.Object({
  message,
  shiftGroupIds: Type.Array(Type.String({ minLength: 1 }), {
    minItems: 1,
    maxItems: 50,
    messages: { minItems: 'Choose at least one shift', required: 'Choose at least one shift', maxItems: 'Apply to at most 50 shifts at once' },
  }),
  expirationOptions: optional(ExpirationOptions),
})
export type MultiApplyBody = Static<typeof MultiApplyBody>

export const ExpirationBody = Type.Object({ expirationOptions: ExpirationOptions })

export const HireBody = Type.Object({
  applicantId: Type.String({ minLength: 1, messages: { required: 'Applicant ID is required', minLength: 'Applicant ID is required' } }),
  paymentMethodId: optional(Type.String()),
  useFreeShift: Type.Optional(Type.Boolean()),
})

export const CancellationReason = Type.String({
  minLength: 1,
  maxLength: 500,
  pattern: '\\S',
  messages: {
    required: 'Please provide a reason for cancellation',
    minLength: 'Please provide a reason for cancellation',
    pattern: 'Please provide a reason for cancellation',
    maxLength: 'Reason must be less than 500 characters',
  },
})

export const ProviderCancelBody = Type.Object({ cancelationReason: CancellationReason })

export const FacilityCancelBody = Type.Object({
  hiredProviderId: optional(Type.String()),
  cancellationReason: CancellationReason,
  shouldRepostShift: Type.Optional(Type.Boolean()),
})

const hour = (required: string) =>
  Type.String({ format: 'time-of-day', messages: { required, type: required, format: 'Times must look like 09:00' } })

export const AdjustAttendanceBody = Type.Object({
  startTime: hour('Please select a start hour'),
  endTime: hour('Please select an end hour'),
  reason: Type.String({
    minLength: 1,
    maxLength: 500,
    pattern: '\\S',
    messages: { required: 'Please provide a reason to adjust the hours', minLength: 'Please provide a reason to adjust the hours', pattern: 'Please provide a reason to adjust the hours', maxLength: 'Reason must be less than 500 characters' },
  }),
  didProviderTakeLunchBreak: optional(Type.Boolean()),
})
export type AdjustAttendanceBody = Static<typeof AdjustAttendanceBody>
export type ExpirationBody = Static<typeof ExpirationBody>
export type HireBody = Static<typeof HireBody>
export type ProviderCancelBody = Static<typeof ProviderCancelBody>
export type FacilityCancelBody = Static<typeof FacilityCancelBody>

/* ──────────────────────────────────────── Answers ──────────────────────────────────────── */

/**
 * `POST /provider/shift/{shiftGroupId}/apply` answers 200 with this when auto-hire hired the
 * provider at once (spec 001 §4 "Applying returns whether the provider was hired directly"),
 * else 204.
 */
export const ApplyHired = Type.Object({
  hired: Type.Literal(true),
  applicationId: Type.String(),
  /** The seat the provider now holds. */
  shiftId: Type.String(),
})
export type ApplyHired = Static<typeof ApplyHired>

/** `POST /provider/shift/multi-apply` answers 200 with this when auto-hire hired the provider for every shift, else 204. */
export const MultiApplyHired = Type.Object({
  hiredForAll: Type.Literal(true),
  results: Type.Array(Type.Object({ shiftGroupId: Type.String(), applicationId: Type.String(), hired: Type.Boolean() })),
})
export type MultiApplyHired = Static<typeof MultiApplyHired>

/**
 * The booked shift an application would overlap (the 409 of apply and multi-apply): named so the
 * provider sees which of their shifts is in the way. Date and times are the facility's wall clock.
 */
export const BookedShiftConflict = Type.Object({
  shiftId: Type.String(),
  shiftGroupId: Type.String(),
  title: Type.String(),
  facilityName: Type.String(),
  date: Type.String({ description: 'YYYY-MM-DD in the facility time zone' }),
  startTime: Type.String({ description: 'HH:mm' }),
  endTime: Type.String({ description: 'HH:mm' }),
  timeZone: Type.String(),
})
export type BookedShiftConflict = Static<typeof BookedShiftConflict>

/**
 * A refused application: api-contract "Errors" `{message}`, plus `conflict` when the refusal is a
 * booked shift at the same time, and (multi-apply) `shiftGroupId`, the chosen shift refused.
 */
export const ApplyRefusal = Type.Object({
  message: Type.String(),
  conflict: Type.Optional(BookedShiftConflict),
  shiftGroupId: Type.Optional(Type.String({ description: 'multi-apply: the chosen shift that was refused' })),
})
export type ApplyRefusal = Static<typeof ApplyRefusal>

/** `POST /facility/shift/{shiftGroupId}/hire` (201). */
export const HiredApplicant = Type.Object({
  shiftId: Type.String(),
  shiftGroupId: Type.String(),
  providerId: Type.String(),
  applicationId: Type.String(),
})
export type HiredApplicant = Static<typeof HiredApplicant>

/** The seat after `PUT /facility/shift/{shiftId}/attendance/confirm`, `…/adjust` or `…/no-show`. */
export const AttendanceOutcome = Type.Object({
  shiftId: Type.String(),
  status: literalUnion(SEAT_STATUSES),
  attendanceStatus: literalUnion(ATTENDANCE_STATUSES),
})
export type AttendanceOutcome = Static<typeof AttendanceOutcome>
