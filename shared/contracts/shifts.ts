/**
 * Shift posting and its rules (spec 001 §5 "Shift", api-contract "Request bodies"). The PWA's post
 * form validates with these same values as the user types.
 */
import { Type, type Static } from '@sinclair/typebox'
import { LOCATION_TYPES } from '../enums'
import type { Contract, FieldError } from '../validation/validate'
import '../validation/formats'
import { optional, providerType } from './fields'
import { literalUnion } from './literal-union'

export const PARKING_OPTIONS = ['Other', 'Garage', 'Street', 'ParkingLot'] as const

const nameList = (what: string) =>
  Type.Array(Type.String({ minLength: 1, maxLength: 100 }), {
    minItems: 1,
    maxItems: 50,
    messages: { minItems: `at least one ${what} must be specified`, required: `at least one ${what} must be specified`, maxItems: `Too many ${what} choices` },
  })

const optionalNameList = () => optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 50 }))

const time = (label: string) =>
  Type.String({ format: 'time-of-day', messages: { required: `${label} is required`, type: `${label} is required`, format: `${label} must be a time like 09:00` } })

export const TimeSlot = Type.Object({
  startTime: time('Start time'),
  endTime: time('End time'),
  quantity: Type.Number({
    minimum: 1,
    maximum: 50,
    multipleOf: 1,
    messages: { required: 'Quantity is required', minimum: 'Quantity must be at least 1', maximum: 'Quantity must be 50 or less', default: 'Quantity must be a whole number' },
  }),
})

export const ShiftDay = Type.Object({
  date: Type.String({ format: 'calendar-date', messages: { required: 'Date is required', type: 'Date is required', format: 'Date must be a valid date (YYYY-MM-DD)' } }),
  timeSlots: Type.Array(TimeSlot, { minItems: 1, maxItems: 10, messages: { minItems: 'At least one time slot is required', required: 'At least one time slot is required', maxItems: 'At most 10 time slots per day' } }),
})

const shiftFields = {
  title: Type.String({
    minLength: 6,
    maxLength: 100,
    messages: { required: 'Title is required', type: 'Title is required', minLength: 'Title must be at least 6 characters', maxLength: 'Title must be 100 characters or less' },
  }),
  description: Type.String({
    minLength: 60,
    maxLength: 2000,
    messages: {
      required: 'Description is required',
      type: 'Description is required',
      minLength: 'Description must be at least 60 characters',
      maxLength: 'Description must be 2000 characters or less',
    },
  }),
  rate: Type.Number({
    exclusiveMinimum: 0,
    maximum: 1000,
    messages: { required: 'Rate is required', minimum: 'Rate must be a positive number', maximum: 'Rate must be $1,000 an hour or less', default: 'Rate must be a positive number' },
  }),
  providerType: providerType(),
  locationType: literalUnion(LOCATION_TYPES, { messages: { required: 'Location type is required', default: 'Location type must be ON_SITE or REMOTE' } }),
  software: nameList('software'),
  specialties: nameList('specialty'),
  languages: nameList('language'),
  skills: optionalNameList(),
  malpracticeInsuranceRequired: Type.Optional(Type.Boolean()),
  experienceInSoftwareRequired: Type.Optional(Type.Boolean()),
  drugScreenRequired: Type.Optional(Type.Boolean()),
  providerNeedsLicenseOnTheShiftState: Type.Optional(Type.Boolean()),
  isParkingFree: Type.Optional(Type.Boolean()),
  parkingDetails: optional(Type.String({ maxLength: 1000, messages: { maxLength: 'Parking details must be 1000 characters or less' } })),
  parkingOptions: optional(Type.Array(literalUnion(PARKING_OPTIONS, { messages: { default: 'Parking option must be Other, Garage, Street or ParkingLot' } }), { maxItems: 4 })),
  isLunchBreakPaid: Type.Optional(Type.Boolean()),
  lunchBreakMinutes: optional(
    Type.Number({
      minimum: 0,
      maximum: 120,
      multipleOf: 1,
      messages: { minimum: 'Lunch break cannot be negative', maximum: 'Lunch break cannot be longer than 2 hours', default: 'Lunch break must be a whole number of minutes' },
    }),
  ),
  isAutoHireEnabled: Type.Optional(Type.Boolean()),
  paymentMethodId: optional(Type.String({ minLength: 1 })),
  dailyAverageScriptCount: optional(
    Type.Number({ minimum: 0, maximum: 100_000, multipleOf: 1, messages: { default: 'Daily average script count must be a whole number from 0 to 100,000' } }),
  ),
  staffOnHandHelp: optional(Type.String({ maxLength: 500, messages: { maxLength: 'Staff on hand must be 500 characters or less' } })),
}

export const CreateShiftBody = Type.Object({
  facilityId: Type.String({ minLength: 1, messages: { required: 'Facility ID is required', minLength: 'Facility ID is required', type: 'Facility ID is required' } }),
  ...shiftFields,
  shiftDays: Type.Array(ShiftDay, {
    minItems: 1,
    maxItems: 62,
    messages: { minItems: 'At least one shift day is required', required: 'At least one shift day is required', maxItems: 'At most 62 shift days in one post' },
  }),
})
export type CreateShiftBody = Static<typeof CreateShiftBody>

/** Spec 001 §5: "Payment method is required when auto-hire is enabled". */
function autoHireNeedsPaymentMethod(v: { isAutoHireEnabled?: boolean | undefined; paymentMethodId?: string | null | undefined }): FieldError[] {
  return v.isAutoHireEnabled && !v.paymentMethodId ? [{ field: 'paymentMethodId', message: 'Payment method is required when auto-hire is enabled' }] : []
}

export const CreateShift: Contract<typeof CreateShiftBody> = { schema: CreateShiftBody, refine: autoHireNeedsPaymentMethod }

/**
 * `POST /facility/shift` as the API takes it: the post form's body (CreateShiftBody), where what
 * the facility's preferences (`PUT /facility/{facilityId}/preferences`) can supply may be left
 * out — the rate (the suggested rate for the provider type), the software, specialty and
 * language lists. The server fills them in, with parking, lunch and auto-hire, then checks the
 * whole post with CreateShift, so a field neither gives still answers the form's own message.
 */
export const PostShiftBody = Type.Object({
  ...CreateShiftBody.properties,
  rate: Type.Optional(shiftFields.rate),
  software: Type.Optional(shiftFields.software),
  specialties: Type.Optional(shiftFields.specialties),
  languages: Type.Optional(shiftFields.languages),
})
export type PostShiftBody = Static<typeof PostShiftBody>

/**
 * `PUT /facility/shift/{shiftGroupId}`: every field optional; a single shift's own date and
 * times replace `shiftDays` (domain: date and times only while no one is hired).
 */
export const UpdateShiftBody = Type.Partial(
  Type.Object({
    ...shiftFields,
    date: ShiftDay.properties.date,
    startTime: time('Start time'),
    endTime: time('End time'),
  }),
)
export type UpdateShiftBody = Static<typeof UpdateShiftBody>
/**
 * An edit may leave the payment method out (the group keeps the one it has; the server checks a
 * group turning auto-hire on without one), but may not turn auto-hire on while clearing it.
 */
export const UpdateShift: Contract<typeof UpdateShiftBody> = {
  schema: UpdateShiftBody,
  refine: (v) => (v.paymentMethodId === undefined ? [] : autoHireNeedsPaymentMethod(v)),
}

export const ShiftGroupParams = Type.Object({ shiftGroupId: Type.String({ minLength: 1 }) })
export const ShiftParams = Type.Object({ shiftId: Type.String({ minLength: 1 }) })

export const CreatedShiftGroups = Type.Object({
  postId: Type.String(),
  shiftGroups: Type.Array(
    Type.Object({
      shiftGroupId: Type.String(),
      date: Type.String(),
      startTime: Type.String(),
      endTime: Type.String(),
      quantity: Type.Integer(),
      shiftIds: Type.Array(Type.String()),
    }),
  ),
})
export type CreatedShiftGroups = Static<typeof CreatedShiftGroups>

/** `PUT /facility/shift/{shiftGroupId}`. */
export const UpdatedShiftGroup = Type.Object({ shiftGroupId: Type.String() })
export type UpdatedShiftGroup = Static<typeof UpdatedShiftGroup>
