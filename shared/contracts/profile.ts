/**
 * The provider's own profile and professional history (issue 13 §2; spec 001 §3 "Provider
 * sign-up" fields, §5 "About me", "Work experience", "Education", "Provider profile"; spec 000 §3
 * "Job applicant" jobExperience, educationExperience), and what a facility sees of that history.
 * The PWA's forms validate with these same values.
 */
import { Type, type Static } from '@sinclair/typebox'
import { CERTIFICATION_REVIEW_STATUSES, CERTIFICATION_STATUSES, CERTIFICATION_TYPES, EDUCATION_LEVELS, EXPERIENCE_BANDS } from '../enums'
import type { Contract, FieldError } from '../validation/validate'
import '../validation/formats'
import { city, optional, personName, phoneNumber, providerType, requiredText, stateCode, streetAddress, zipCode } from './fields'
import { FacilityProviderProfile } from './facility-providers'
import { literalUnion } from './literal-union'

/** How many entries of each history list a provider may keep (docs/decisions.md "Provider profile"). */
export const MAX_HISTORY_ENTRIES = 50

const nullableString = () => Type.Union([Type.String(), Type.Null()])

/** A calendar date, `YYYY-MM-DD`; blank reads "is required". */
const calendarDate = (label: string) =>
  Type.String({
    minLength: 1,
    format: 'calendar-date',
    examples: ['2024-06-30'],
    messages: { required: `${label} is required`, type: `${label} is required`, minLength: `${label} is required`, format: `${label} must be a valid date` },
  })

/** Optional free text up to `maxLength`; blank is stored as null. */
const optionalText = (label: string, maxLength: number) => optional(Type.String({ maxLength, messages: { maxLength: `${label} is too long`, default: `${label} must be text` } }))

/** Spec 001 §5 "at least one software, specialty and language", in the house's capitalised form. */
const abilityList = (what: string, atLeastOne: boolean) =>
  Type.Array(Type.String({ minLength: 1, maxLength: 100 }), {
    ...(atLeastOne ? { minItems: 1 } : {}),
    maxItems: 50,
    messages: {
      minItems: `At least one ${what} must be specified`,
      required: atLeastOne ? `At least one ${what} must be specified` : `${what} is required`,
      maxItems: `Too many ${what} choices`,
      default: `At least one ${what} must be specified`,
    },
  })

// ─── Profile ────────────────────────────────────────────────────────────────────────────────────

const personalFields = {
  firstName: personName('First Name'),
  lastName: personName('Last Name'),
  streetAddress: streetAddress(true),
  city: city(),
  state: stateCode(),
  zipCode: zipCode(),
  aboutMe: optional(Type.String({ maxLength: 1000, messages: { maxLength: 'About me is too long' } })),
  malpracticeInsurance: optional(Type.Boolean({ messages: { default: 'Malpractice insurance must be true or false' } })),
}

const yearsOfExperience = () =>
  Type.Integer({
    minimum: 0,
    maximum: 70,
    messages: { required: 'Years of experience is required', default: 'Years of experience must be a whole number from 0 to 70' },
  })

/** Dollars an hour (api-contract "Values"); spec 001 §5 "hourly rate a number". */
const hourlyRate = () =>
  Type.Number({
    minimum: 0,
    maximum: 1000,
    messages: { minimum: 'Hourly rate cannot be negative', maximum: 'Hourly rate must be $1,000 an hour or less', default: 'Hourly rate must be a number' },
  })

export const ProviderProfileBody = Type.Object(
  {
    personalInformation: Type.Object(personalFields, { additionalProperties: true, messages: { required: 'Personal information is required' } }),
    professionalInformation: Type.Object(
      {
        yearsOfExperience: yearsOfExperience(),
        hourlyRate: optional(hourlyRate()),
        phoneNumber: phoneNumber(),
      },
      // `providerTitle` may be echoed back from GET; it is read-only and ignored.
      { additionalProperties: true, messages: { required: 'Professional information is required' } },
    ),
    abilities: Type.Object(
      {
        softwares: abilityList('software', true),
        specialties: abilityList('specialty', true),
        languages: abilityList('language', true),
        skills: optional(abilityList('skill', false)),
      },
      { additionalProperties: true, messages: { required: 'At least one software must be specified' } },
    ),
  },
  { additionalProperties: true },
)
export type ProviderProfileBody = Static<typeof ProviderProfileBody>

export const ProviderProfile = Type.Object({
  providerId: Type.String(),
  personalInformation: Type.Object({
    firstName: Type.String(),
    lastName: Type.String(),
    email: Type.String(),
    streetAddress: Type.String(),
    city: Type.String(),
    state: Type.String(),
    zipCode: Type.String(),
    aboutMe: nullableString(),
    malpracticeInsurance: Type.Boolean(),
  }),
  professionalInformation: Type.Object({
    providerTitle: providerType(),
    yearsOfExperience: Type.Union([Type.Integer(), Type.Null()]),
    experienceBand: Type.Union([literalUnion(EXPERIENCE_BANDS), Type.Null()], { description: 'Spec 001 §9 experience band of `yearsOfExperience`' }),
    hourlyRate: Type.Union([Type.Number(), Type.Null()], { description: 'Dollars an hour' }),
    phoneNumber: Type.String(),
  }),
  abilities: Type.Object({
    softwares: Type.Array(Type.String()),
    specialties: Type.Array(Type.String()),
    skills: Type.Array(Type.String()),
    languages: Type.Array(Type.String()),
  }),
})
export type ProviderProfile = Static<typeof ProviderProfile>

// ─── Work experience ────────────────────────────────────────────────────────────────────────────

export const END_BEFORE_START = 'End date must be after the start date'
export const CURRENT_JOB_HAS_NO_END = 'A current job has no end date'

export const WorkExperienceBody = Type.Object({
  company: requiredText('Company', 100),
  jobTitle: requiredText('Job title', 100),
  startDate: calendarDate('Start date'),
  endDate: optional(calendarDate('End date')),
  isCurrent: optional(Type.Boolean({ messages: { default: 'Is current must be true or false' } })),
  jobDescription: requiredText('Job description', 2000),
})
export type WorkExperienceBody = Static<typeof WorkExperienceBody>
export const WorkExperienceContract: Contract<typeof WorkExperienceBody> = {
  schema: WorkExperienceBody,
  refine: (v): FieldError[] => {
    if (v.isCurrent && v.endDate) return [{ field: 'endDate', message: CURRENT_JOB_HAS_NO_END }]
    if (v.endDate && v.endDate <= v.startDate) return [{ field: 'endDate', message: END_BEFORE_START }]
    return []
  },
}

export const WorkExperience = Type.Object({
  workExperienceId: Type.String(),
  company: Type.String(),
  jobTitle: Type.String(),
  startDate: Type.String(),
  endDate: nullableString(),
  isCurrent: Type.Boolean(),
  jobDescription: Type.String(),
})
export type WorkExperience = Static<typeof WorkExperience>
export const WorkExperienceList = Type.Array(WorkExperience)
export const WorkExperienceParams = Type.Object({ workExperienceId: Type.String() })

// ─── Education ──────────────────────────────────────────────────────────────────────────────────

export const EducationBody = Type.Object({
  institution: requiredText('Institution', 150),
  major: requiredText('Major', 100),
  degreeType: literalUnion(EDUCATION_LEVELS, { messages: { required: 'Degree type is required', default: 'Degree type must be a valid Degree Type' } }),
  graduationDate: calendarDate('Graduation date'),
})
export type EducationBody = Static<typeof EducationBody>

export const Education = Type.Object({
  educationId: Type.String(),
  institution: Type.String(),
  major: Type.String(),
  degreeType: literalUnion(EDUCATION_LEVELS),
  graduationDate: Type.String(),
})
export type Education = Static<typeof Education>
export const EducationList = Type.Array(Education)
export const EducationParams = Type.Object({ educationId: Type.String() })

// ─── Certifications ─────────────────────────────────────────────────────────────────────────────

export const EXPIRES_BEFORE_ISSUED = 'Expiration date must be after the issue date'

export const CertificationBody = Type.Object({
  type: literalUnion(CERTIFICATION_TYPES, { messages: { required: 'Certification type is required', default: 'Certification type must be a valid Certification Type' } }),
  name: requiredText('Certification name', 100),
  number: optionalText('Certification number', 50),
  issuer: optionalText('Issuer', 100),
  issuedAt: calendarDate('Issue date'),
  expiresAt: optional(calendarDate('Expiration date')),
  fileId: optional(Type.String({ maxLength: 64, description: 'An uploaded document (`PUT /provider/certifications/upload-signed-url`); on PUT, absent keeps the current one and null removes it' })),
})
export type CertificationBody = Static<typeof CertificationBody>
export const CertificationContract: Contract<typeof CertificationBody> = {
  schema: CertificationBody,
  refine: (v): FieldError[] => (v.expiresAt && v.expiresAt <= v.issuedAt ? [{ field: 'expiresAt', message: EXPIRES_BEFORE_ISSUED }] : []),
}

const certificationFields = {
  certificationId: Type.String(),
  type: literalUnion(CERTIFICATION_TYPES),
  name: Type.String(),
  issuer: nullableString(),
  issuedAt: Type.String(),
  expiresAt: Type.Union([Type.String(), Type.Null()], { description: 'The last day it is valid; null: it does not expire' }),
  status: literalUnion(CERTIFICATION_STATUSES, { description: 'ACTIVE; EXPIRING within 30 days of `expiresAt`; EXPIRED after it' }),
  /** Staff's check of it (issue 16 §3): PENDING when added or changed, VERIFIED, or REJECTED. */
  verificationStatus: literalUnion(CERTIFICATION_REVIEW_STATUSES),
}

export const Certification = Type.Object({
  ...certificationFields,
  /** Why staff did not accept it; null unless `verificationStatus` is REJECTED. Editing it sends it back to PENDING. */
  rejectionReason: nullableString(),
  number: nullableString(),
  document: Type.Union([
    Type.Object({
      fileId: Type.String(),
      filename: nullableString(),
      contentType: nullableString(),
      fileLink: Type.String({ description: 'A signed link, valid for an hour' }),
    }),
    Type.Null(),
  ]),
})
export type Certification = Static<typeof Certification>
export const CertificationList = Type.Array(Certification)
export const CertificationParams = Type.Object({ certificationId: Type.String() })

// ─── What a facility sees ───────────────────────────────────────────────────────────────────────

/** A certification as a facility sees it: no number, no document. */
export const PublicCertification = Type.Object(certificationFields)
export type PublicCertification = Static<typeof PublicCertification>

/** `GET /facility/provider/{providerId}/profile` with the provider's history. */
export const FacilityProviderProfileWithHistory = Type.Object({
  ...FacilityProviderProfile.properties,
  workExperience: Type.Array(WorkExperience),
  education: Type.Array(Education),
  certifications: Type.Array(PublicCertification),
})
export type FacilityProviderProfileWithHistory = Static<typeof FacilityProviderProfileWithHistory>
