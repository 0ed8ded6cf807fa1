/**
 * Résumé extraction (issue 13 §6; spec 001 §3 "Resume extraction result", §5 "Resume extraction
 * needs a valid resume URL and original filename", §7 "Resume extraction"; spec 000 §7 "Files"
 * POST /upload-signed-url). A provider uploads a résumé to this server's file store, then asks for
 * the profile fields it contains, to pre-fill the profile form.
 */
import { Type, type Static } from '@sinclair/typebox'
import { EDUCATION_LEVELS, PROVIDER_TYPES } from '../enums'
import { optional } from './fields'
import { literalUnion } from './literal-union'

/** The one answer to every unusable résumé reference: missing, malformed, foreign or not the caller's. */
export const RESUME_URL_MESSAGE = 'Please provide a valid resume URL and original filename'

const resumeReference = (maxLength: number) =>
  Type.String({
    minLength: 1,
    maxLength,
    messages: { required: RESUME_URL_MESSAGE, type: RESUME_URL_MESSAGE, minLength: RESUME_URL_MESSAGE, maxLength: RESUME_URL_MESSAGE, default: RESUME_URL_MESSAGE },
  })

export const ExtractResumeBody = Type.Object(
  {
    /** The signed download link of the uploaded résumé (`/api/files/download/{token}`), absolute or relative. */
    resumeUrl: resumeReference(4000),
    originalFilename: resumeReference(200),
  },
  // No body at all is the same mistake as empty fields.
  { messages: { required: RESUME_URL_MESSAGE, type: RESUME_URL_MESSAGE, default: RESUME_URL_MESSAGE } },
)
export type ExtractResumeBody = Static<typeof ExtractResumeBody>

/** The purposes `POST /upload-signed-url` hands out URLs for; more join as their features arrive. */
/** What `POST /upload-signed-url` uploads: a provider's résumé or profile photo. */
export const UPLOAD_PURPOSES = ['resume', 'profile-image'] as const

export const UploadSignedUrlRequest = Type.Object({
  purpose: literalUnion(UPLOAD_PURPOSES, { messages: { required: 'Purpose is required', default: 'Purpose must be one of: resume, profile-image' } }),
  filename: optional(Type.String({ maxLength: 200, messages: { maxLength: 'File name is too long' } })),
  /** When given, the upload must be of this type (a résumé: PDF or DOCX). */
  contentType: optional(Type.String({ maxLength: 200 })),
})
export type UploadSignedUrlRequest = Static<typeof UploadSignedUrlRequest>

const text = () => Type.Union([Type.String(), Type.Null()])
/** `YYYY-MM` or `YYYY-MM-DD`; null when the résumé gives none (or "Present" for an end date). */
const isoDate = () => Type.Union([Type.String({ pattern: '^\\d{4}-\\d{2}(-\\d{2})?$' }), Type.Null()])

export const ExtractedPersonalInfo = Type.Object({
  firstName: text(),
  lastName: text(),
  email: text(),
  /** 10 digits as `(555) 555-0100`. */
  phone: text(),
  streetAddress: text(),
  city: text(),
  /** Two-letter code. */
  state: text(),
  zipCode: text(),
  aboutMe: text(),
})

export const ExtractedLicense = Type.Object({ state: Type.String(), licenseNumber: Type.String() })

export const ExtractedProfessionalInfo = Type.Object({
  title: Type.Union([literalUnion(PROVIDER_TYPES), Type.Null()]),
  yearsOfExperience: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  licenses: Type.Array(ExtractedLicense),
})

/** Names exactly as in the reference lists (GET /softwares, /specialties, /skills, /languages). */
export const ExtractedAbilities = Type.Object({
  softwares: Type.Array(Type.String()),
  specialties: Type.Array(Type.String()),
  skills: Type.Array(Type.String()),
  languages: Type.Array(Type.String()),
})

export const ExtractedWorkExperience = Type.Object({
  company: text(),
  jobTitle: text(),
  startDate: isoDate(),
  /** Null for a current position. */
  endDate: isoDate(),
  jobDescription: text(),
})

export const ExtractedEducation = Type.Object({
  institution: text(),
  major: text(),
  degreeType: Type.Union([literalUnion(EDUCATION_LEVELS), Type.Null()]),
  graduationDate: isoDate(),
})

export const ExtractedProfile = Type.Object({
  personalInfo: ExtractedPersonalInfo,
  professionalInfo: ExtractedProfessionalInfo,
  abilities: ExtractedAbilities,
  workExperience: Type.Array(ExtractedWorkExperience),
  education: Type.Array(ExtractedEducation),
})
export type ExtractedProfile = Static<typeof ExtractedProfile>
export type ExtractedPersonalInfo = Static<typeof ExtractedPersonalInfo>
export type ExtractedProfessionalInfo = Static<typeof ExtractedProfessionalInfo>
export type ExtractedAbilities = Static<typeof ExtractedAbilities>
export type ExtractedWorkExperience = Static<typeof ExtractedWorkExperience>
export type ExtractedEducation = Static<typeof ExtractedEducation>
export type ExtractedLicense = Static<typeof ExtractedLicense>

export const ExtractResumeResponse = Type.Object({ data: Type.Object({ profile: ExtractedProfile }) })
export type ExtractResumeResponse = Static<typeof ExtractResumeResponse>

/** `providers.resume_file` (spec 001 §3 "Provider sign-up" resumeFile). */
export const ResumeFile = Type.Object({
  fileId: Type.String(),
  fileType: Type.String(),
  url: Type.String(),
  originalFilename: Type.String(),
  mimeType: Type.String(),
})
export type ResumeFile = Static<typeof ResumeFile>

/** `PUT /provider/resume`: an uploaded résumé (purpose `resume`) kept as the provider's own. */
export const SaveResumeBody = Type.Object({
  fileId: Type.String({ minLength: 1, maxLength: 64, error: 'fileId is required' }),
  originalFilename: Type.Optional(Type.String({ maxLength: 255, error: 'originalFilename must be at most 255 characters' })),
})
export type SaveResumeBody = Static<typeof SaveResumeBody>
