/**
 * Field builders for the contracts: each carries the seed's messages for its rules
 * (spec 001 §5, spec 000 §5), so a form and the API word a failure identically.
 */
import { Type, type TSchema } from '@sinclair/typebox'
import '../validation/formats'
import { PROVIDER_TYPES } from '../enums'
import { STATE_CODES } from '../reference/states'
import { literalUnion } from './literal-union'

/** Names: 1–50 letters and spaces (hyphens and apostrophes too: O'Neil, Smith-Jones). */
export const personName = (label: string) =>
  Type.String({
    minLength: 1,
    maxLength: 50,
    // TypeBox compiles patterns without the `u` flag, so letters are spelled out (Latin-1 accents).
    pattern: "^[A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u00FF][A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u00FF '\\-]*$",
    messages: {
      required: `${label} is required`,
      minLength: `${label} is required`,
      maxLength: `${label} is too long`,
      pattern: `${label} must only contain letters`,
      type: `${label} is required`,
    },
  })

export const requiredText = (label: string, maxLength: number) =>
  Type.String({
    minLength: 1,
    maxLength,
    pattern: '\\S',
    messages: {
      required: `${label} is required`,
      minLength: `${label} is required`,
      pattern: `${label} is required`,
      maxLength: `${label} is too long`,
      type: `${label} is required`,
    },
  })

/** Street address 1–50; `refusePoBox` for provider home addresses. */
export const streetAddress = (refusePoBox: boolean) =>
  Type.String({
    minLength: 1,
    maxLength: 50,
    // Refuses "PO Box 12", "P.O. Box", "Post Office Box", "POB 3" anywhere in the line.
    pattern: refusePoBox
      ? '^(?![\\s\\S]*\\b([Pp]\\.?\\s*[Oo]\\.?\\s*[Bb][Oo][Xx]|[Pp][Oo][Ss][Tt]\\s+[Oo][Ff][Ff][Ii][Cc][Ee]\\s+[Bb][Oo][Xx]|[Pp][Oo][Bb]\\s*\\d))[\\s\\S]*\\S[\\s\\S]*$'
      : '\\S',
    messages: {
      required: 'Street address is required',
      minLength: 'Street address is required',
      maxLength: 'Street address is too long',
      pattern: refusePoBox ? 'PO Box addresses are not accepted' : 'Street address is required',
      type: 'Street address is required',
    },
  })

export const city = () => requiredText('City', 50)

/** Spec 001 §5: 5 digits or ZIP+4. */
export const zipCode = () =>
  Type.String({
    pattern: '^\\d{5}(-\\d{4})?$',
    messages: {
      required: 'Zip code is required',
      type: 'Zip code is required',
      pattern: 'Zip code must be a valid US zip code',
    },
  })

export const phoneNumber = () =>
  Type.String({
    minLength: 10,
    maxLength: 14,
    format: 'us-phone',
    messages: {
      required: 'Phone number is required',
      type: 'Phone number is required',
      minLength: 'Phone number must be a valid US phone number',
      maxLength: 'Phone number is too long',
      format: 'Phone number must be a valid US phone number',
    },
  })

export const stateCode = () => literalUnion(STATE_CODES, { messages: { required: 'State is required', default: 'State must be a valid State' } })

export const providerType = () =>
  literalUnion(PROVIDER_TYPES, { messages: { required: 'Provider type is required', default: 'Provider type must be a valid Provider Type' } })

export const email = () =>
  Type.String({
    maxLength: 254,
    format: 'email-address',
    messages: {
      required: 'Email is required',
      type: 'Email is required',
      maxLength: 'Email is too long',
      format: 'Email must be a valid email address',
    },
  })

export const password = () =>
  Type.String({
    minLength: 8,
    maxLength: 128,
    messages: {
      required: 'Password is required',
      type: 'Password is required',
      minLength: 'Password must be at least 8 characters',
      maxLength: 'Password is too long',
    },
  })

export const referralCode = () =>
  Type.String({
    minLength: 1,
    maxLength: 50,
    messages: { minLength: 'Referral code is required', maxLength: 'Referral code is too long', required: 'Referral code is required' },
  })

/** Optional in the body, and `null` is accepted as "not given" (forms send null for empty). */
export const optional = <T extends TSchema>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]))
