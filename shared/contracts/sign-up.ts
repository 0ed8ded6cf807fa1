/**
 * Sign-up bodies (spec 001 §3 "Facility sign-up" / "Provider sign-up", rules of §5), with
 * `email` and `password` at the top level (api-contract "Authentication").
 */
import { Type, type Static } from '@sinclair/typebox'
import { HOW_HEARD_NEEDS_ANSWER, HOW_HEARD_SOURCES, PLATFORM_INTERESTS } from '../enums'
import type { Contract, FieldError } from '../validation/validate'
import {
  city,
  email,
  optional,
  password,
  personName,
  phoneNumber,
  providerType,
  referralCode,
  requiredText,
  stateCode,
  streetAddress,
  zipCode,
} from './fields'
import { literalUnion } from './literal-union'

const howHeard = (label = 'How did you hear about us') =>
  literalUnion(HOW_HEARD_SOURCES, { messages: { required: `${label} is required`, default: `${label} is required` } })

const platformInterest = () =>
  literalUnion(PLATFORM_INTERESTS, { messages: { default: 'Platform interest must be MARKETPLACE, CAREERS or BOTH' } })

const utmFields = {
  utmSource: optional(Type.String({ maxLength: 200 })),
  utmMedium: optional(Type.String({ maxLength: 200 })),
  utmCampaign: optional(Type.String({ maxLength: 200 })),
  utmTerm: optional(Type.String({ maxLength: 200 })),
  utmContent: optional(Type.String({ maxLength: 200 })),
}

const otherAnswer = () => Type.String({ maxLength: 200, messages: { maxLength: 'Answer is too long' } })

function pleaseSpecify(source: string | null | undefined, answer: string | null | undefined, field: string): FieldError[] {
  if (source && (HOW_HEARD_NEEDS_ANSWER as readonly string[]).includes(source) && !answer?.trim()) {
    return [{ field, message: 'Please specify' }]
  }
  return []
}

export const FacilitySignUpBody = Type.Object(
  {
    email: email(),
    password: password(),
    firstName: personName('First Name'),
    lastName: personName('Last Name'),
    facilityName: requiredText('Facility Name', 100),
    streetAddress: streetAddress(false),
    city: city(),
    state: stateCode(),
    zipCode: zipCode(),
    phoneNumber: phoneNumber(),
    personalPhone: optional(phoneNumber()),
    howDidYouHearAboutUs: howHeard(),
    otherAnswer: optional(otherAnswer()),
    platformInterest: optional(platformInterest()),
    smsOptIn: optional(Type.Boolean()),
    referralCode: optional(referralCode()),
    ipAddress: optional(Type.String({ maxLength: 64 })),
    ...utmFields,
  },
  { additionalProperties: true },
)
export type FacilitySignUpBody = Static<typeof FacilitySignUpBody>
export const FacilitySignUp: Contract<typeof FacilitySignUpBody> = {
  schema: FacilitySignUpBody,
  refine: (v) => pleaseSpecify(v.howDidYouHearAboutUs, v.otherAnswer, 'otherAnswer'),
}

const ResumeFile = Type.Object({
  fileId: Type.String(),
  fileType: optional(Type.String()),
  url: optional(Type.String()),
  originalFilename: optional(Type.String()),
  mimeType: optional(Type.String()),
})

export const ProviderPersonalInformation = Type.Object(
  {
    firstName: personName('First Name'),
    lastName: personName('Last Name'),
    streetAddress: streetAddress(true),
    city: city(),
    state: stateCode(),
    zipCode: zipCode(),
    aboutMe: optional(Type.String({ maxLength: 1000, messages: { maxLength: 'About me is too long' } })),
    malpracticeInsurance: optional(Type.Boolean()),
    resumeFile: optional(ResumeFile),
    referralCode: optional(referralCode()),
  },
  { additionalProperties: true },
)

export const ProviderProfessionalInformation = Type.Object(
  {
    providerTitle: providerType(),
    verifiedLicenseTechnician: optional(Type.Boolean()),
    licenseNumber: Type.String({
      minLength: 1,
      maxLength: 30,
      pattern: '\\S',
      messages: {
        required: 'License number is required',
        minLength: 'License number is required',
        pattern: 'License number is required',
        maxLength: 'License number is too long',
      },
    }),
    licenseExpiration: Type.String({
      format: 'future-date',
      messages: {
        required: 'License Expiration Date is required',
        type: 'License Expiration Date is required',
        format: 'State expiration date must be a valid date',
      },
    }),
    stateLicense: stateCode(),
    phoneNumber: phoneNumber(),
    smsOptIn: optional(Type.Boolean()),
    malpracticeInsurance: optional(Type.Boolean()),
    howDidYouHearAboutUs: howHeard(),
    otherAnswer: optional(otherAnswer()),
    platformInterest: optional(platformInterest()),
    isInternAndCheckAwareness: optional(Type.Boolean()),
  },
  { additionalProperties: true },
)

const nameList = (label: string) =>
  Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 50, messages: { maxItems: `Too many ${label}` } })

export const ProviderExtraInformation = Type.Object(
  {
    yearsOfExperience: optional(
      Type.Integer({ minimum: 0, maximum: 70, messages: { default: 'Years of experience must be a whole number from 0 to 70' } }),
    ),
    skills: optional(nameList('skills')),
    softwares: optional(nameList('softwares')),
    specialties: optional(nameList('specialties')),
    languages: optional(nameList('languages')),
  },
  { additionalProperties: true },
)

export const ProviderSignUpBody = Type.Object(
  {
    email: email(),
    password: password(),
    personalInformation: ProviderPersonalInformation,
    professionalInformation: ProviderProfessionalInformation,
    extraInformation: optional(ProviderExtraInformation),
    isMobile: optional(Type.Boolean()),
    ...utmFields,
  },
  { additionalProperties: true },
)
export type ProviderSignUpBody = Static<typeof ProviderSignUpBody>
export const ProviderSignUp: Contract<typeof ProviderSignUpBody> = {
  schema: ProviderSignUpBody,
  refine: (v) =>
    pleaseSpecify(
      v.professionalInformation.howDidYouHearAboutUs,
      v.professionalInformation.otherAnswer,
      'professionalInformation.otherAnswer',
    ),
}

export const FacilitySignUpResponse = Type.Object({
  id: Type.String({ description: 'The new facility' }),
  organizationId: Type.String(),
  userId: Type.String(),
  token: Type.String({ description: 'A session for the new owner, so the app can continue signed in' }),
})

export const ProviderSignUpResponse = Type.Object({
  providerId: Type.String(),
  message: Type.String(),
  userId: Type.String(),
  token: Type.String({ description: 'A session for the new provider, so the app can continue signed in' }),
})

export const ReferralCodeValidateBody = Type.Object({ referralCode: referralCode() })
export const ReferralCodeValidateResponse = Type.Object({
  isValid: Type.Boolean(),
  message: Type.String(),
  referrerName: Type.Optional(Type.String()),
})

export type FacilitySignUpResponse = Static<typeof FacilitySignUpResponse>
export type ProviderSignUpResponse = Static<typeof ProviderSignUpResponse>
export type ReferralCodeValidateResponse = Static<typeof ReferralCodeValidateResponse>
