/**
 * A facility's profile, its NPI check and its defaults for new shifts (spec 000 §7 Facility:
 * `POST /facility/{facilityId}/validate-npi`, `PUT /facility/{facilityId}/preferences`; spec 001
 * §3 "Facility onboarding summary, facility profile": rates, suggested and minimum rates,
 * percentage fee, NPI verified, auto-hire eligibility, default payment method id, administrator,
 * files). The preferences reuse the post form's own field schemas, so both word a failure alike.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { hasValidNpiCheckDigit } from '../domain/npi'
import type { Contract, FieldError } from '../validation/validate'
import { providerType } from './fields'
import { CreateShiftBody } from './shifts'

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])

/* ─────────────────────────────────── NPI ─────────────────────────────────── */

export const ValidateNpiBody = Type.Object({
  npi: Type.String({
    pattern: '^\\d{10}$',
    // CMS's worked example: a valid check digit (the API document shows it, the authorization matrix sends it).
    examples: ['1234567893'],
    messages: { required: 'NPI is required', type: 'NPI must be 10 digits', pattern: 'NPI must be 10 digits' },
  }),
})
export type ValidateNpiBody = Static<typeof ValidateNpiBody>

/** Ten digits, then the CMS check digit (shared/domain/npi.ts). */
export const ValidateNpi: Contract<typeof ValidateNpiBody> = {
  schema: ValidateNpiBody,
  refine: (v) => (hasValidNpiCheckDigit(v.npi) ? [] : [{ field: 'npi', message: 'This NPI is not valid' }]),
}

export const NpiRegistryRecord = Type.Object({
  /** The organization's name (NPI-2) or the person's (NPI-1), as the registry spells it. */
  name: Type.String(),
  enumerationType: Type.Union([Type.Literal('NPI-1'), Type.Literal('NPI-2')]),
  /** One line: street, city, state and ZIP code; null when the registry lists no address. */
  address: nullable(Type.String()),
  streetAddress: nullable(Type.String()),
  city: nullable(Type.String()),
  state: nullable(Type.String()),
  zipCode: nullable(Type.String()),
  taxonomy: nullable(Type.String()),
  /** Which registry answered: `nppes` (CMS) or `offline` (the built-in default). */
  source: Type.Union([Type.Literal('nppes'), Type.Literal('offline')]),
})
export type NpiRegistryRecord = Static<typeof NpiRegistryRecord>

/** `POST /facility/{facilityId}/validate-npi`. */
export const NpiValidation = Type.Object({
  facilityId: Type.String(),
  npi: Type.String(),
  isNpiVerified: Type.Boolean(),
  npiVerifiedAt: Type.String({ description: 'ISO 8601, UTC' }),
  registry: NpiRegistryRecord,
})
export type NpiValidation = Static<typeof NpiValidation>

/* ─────────────────────────────── Preferences ─────────────────────────────── */

const shift = CreateShiftBody.properties
/** A preference list: optional and possibly empty (the post form still asks for at least one). */
const preferenceList = shift.skills

const dollars = (label: string) =>
  Type.Number({
    exclusiveMinimum: 0,
    maximum: 1000,
    messages: { required: `${label} is required`, minimum: `${label} must be a positive number`, maximum: `${label} must be $1,000 an hour or less`, default: `${label} must be a positive number` },
  })

export const FacilityRateBody = Type.Object({
  providerType: providerType(),
  /** Dollars an hour: what the post form fills in for this provider type. */
  suggestedRate: dollars('Suggested rate'),
  /** Dollars an hour: the lowest rate the facility means to offer this provider type. */
  minimumRate: dollars('Minimum rate'),
})
export type FacilityRateBody = Static<typeof FacilityRateBody>

/**
 * `PUT /facility/{facilityId}/preferences`: the whole set of defaults, replaced (a field left
 * out is cleared). Names as in the post form (`POST /facility/shift`).
 */
export const FacilityPreferencesBody = Type.Object({
  software: preferenceList,
  specialties: preferenceList,
  languages: preferenceList,
  skills: preferenceList,
  rates: Type.Optional(Type.Array(FacilityRateBody, { maxItems: 3, messages: { maxItems: 'One rate per provider type' } })),
  isAutoHireEnabled: shift.isAutoHireEnabled,
  /** The default payment method: one usable at this facility (added by or shared with it). */
  paymentMethodId: shift.paymentMethodId,
  isParkingFree: shift.isParkingFree,
  parkingDetails: shift.parkingDetails,
  parkingOptions: shift.parkingOptions,
  isLunchBreakPaid: shift.isLunchBreakPaid,
  lunchBreakMinutes: shift.lunchBreakMinutes,
})
export type FacilityPreferencesBody = Static<typeof FacilityPreferencesBody>

function preferenceRules(v: FacilityPreferencesBody): FieldError[] {
  const errors: FieldError[] = []
  // Spec 001 §5, as on the post form: "Payment method is required when auto-hire is enabled".
  if (v.isAutoHireEnabled && !v.paymentMethodId) errors.push({ field: 'paymentMethodId', message: 'Payment method is required when auto-hire is enabled' })
  const seen = new Set<string>()
  ;(v.rates ?? []).forEach((rate, i) => {
    if (seen.has(rate.providerType)) errors.push({ field: `rates[${i}].providerType`, message: 'One rate per provider type' })
    seen.add(rate.providerType)
    if (rate.minimumRate > rate.suggestedRate) errors.push({ field: `rates[${i}].minimumRate`, message: 'Minimum rate cannot be more than the suggested rate' })
  })
  return errors
}

export const FacilityPreferences: Contract<typeof FacilityPreferencesBody> = { schema: FacilityPreferencesBody, refine: preferenceRules }

/* ───────────────────────────────── Profile ───────────────────────────────── */

export const FacilityRate = Type.Object({
  providerType: Type.String(),
  suggestedRate: Type.Number({ description: 'Dollars an hour' }),
  minimumRate: Type.Number({ description: 'Dollars an hour' }),
  suggestedRateInCents: Type.Integer(),
  minimumRateInCents: Type.Integer(),
})

export const FacilityShiftDefaults = Type.Object({
  software: Type.Array(Type.String()),
  specialties: Type.Array(Type.String()),
  languages: Type.Array(Type.String()),
  skills: Type.Array(Type.String()),
  isAutoHireEnabled: Type.Boolean(),
  /** As saved; `defaultPaymentMethodId` of the profile says whether it is still usable. */
  paymentMethodId: nullable(Type.String()),
  isParkingFree: Type.Boolean(),
  parkingDetails: nullable(Type.String()),
  parkingOptions: Type.Array(Type.String()),
  isLunchBreakPaid: Type.Boolean(),
  lunchBreakMinutes: Type.Integer(),
  updatedAt: nullable(Type.String({ description: 'ISO 8601, UTC; null until first saved' })),
})

/** `GET /facility/{facilityId}/profile` and the answer of `PUT /facility/{facilityId}/preferences`. */
export const FacilityProfile = Type.Object({
  facilityId: Type.String(),
  name: Type.String(),
  /** Default rates per provider type the facility has set, in the order pharmacist, technician, intern. */
  rates: Type.Array(FacilityRate),
  /** The organization's fee on shifts, percent: what new shifts are priced with (domain "Money"). */
  percentageFee: Type.Number(),
  npi: nullable(Type.String()),
  isNpiVerified: Type.Boolean(),
  npiVerifiedAt: nullable(Type.String()),
  /** A verified NPI and a default payment method usable at the facility (docs/decisions.md). */
  isAutoHireEligible: Type.Boolean(),
  /** The preferences' payment method while it is usable at the facility; null otherwise. */
  defaultPaymentMethodId: nullable(Type.String()),
  /** The organization's OWNER, else its earliest ADMIN; null if neither has a live account. */
  administrator: nullable(Type.Object({ name: Type.String(), email: Type.String() })),
  /** The facility's files; empty until the file store keeps facility documents. */
  files: Type.Array(Type.Object({ fileId: Type.String(), name: Type.String(), url: Type.String() })),
  preferences: FacilityShiftDefaults,
})
export type FacilityProfile = Static<typeof FacilityProfile>
