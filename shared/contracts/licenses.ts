/**
 * A provider's state licenses and their document uploads (spec 000 §3 "License", §5 license
 * rules, §7 "Licenses"), and the signed-URL file upload they use.
 */
import { Type, type Static } from '@sinclair/typebox'
import { STATE_CODES } from '../reference/states'
import { optional } from './fields'

const nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()])

/**
 * Spec 000 §5 "State is required"; spec 001 §5 "State must be a valid State". A pattern (not an
 * enumeration) so an empty choice reads "is required", as a form's blank select should.
 */
const licenseState = () =>
  Type.String({
    minLength: 1,
    pattern: `^(${STATE_CODES.join('|')})$`,
    description: 'Two-letter US state code (or DC)',
    examples: ['TX'],
    messages: {
      required: 'State is required',
      type: 'State is required',
      minLength: 'State is required',
      pattern: 'State must be a valid State',
    },
  })

/** Spec 000 §5 "License number is required"; spec 001 §9 1–30 characters. */
const licenseNumber = () =>
  Type.String({
    minLength: 1,
    maxLength: 30,
    pattern: '\\S',
    messages: {
      required: 'License number is required',
      type: 'License number is required',
      minLength: 'License number is required',
      pattern: 'License number is required',
      maxLength: 'License number is too long',
    },
  })

/** Spec 000 §5 "License Expiration Date is required"; a calendar date after today. */
const expirationDate = () =>
  Type.String({
    minLength: 1,
    format: 'future-date',
    description: 'YYYY-MM-DD, the last day the license is valid',
    examples: ['2027-06-30'],
    messages: {
      required: 'License Expiration Date is required',
      type: 'License Expiration Date is required',
      minLength: 'License Expiration Date is required',
      format: 'License Expiration Date must be a future date',
    },
  })

export const LICENSE_EXPIRATION_FUTURE = 'License Expiration Date must be a future date'

export const License = Type.Object({
  licenseId: Type.String(),
  filename: nullable(Type.String()),
  state: Type.String(),
  licenseNumber: Type.String(),
  expirationDate: Type.String({ description: 'YYYY-MM-DD' }),
  /** True while a background check paid for with this license awaits payment. */
  isPaymentPending: Type.Boolean(),
  backgroundCheckId: nullable(Type.String()),
  /** A signed link to the license document, valid for an hour; null without a document. */
  filelink: nullable(Type.String()),
  isVerified: Type.Boolean(),
  contentType: nullable(Type.String()),
})
export type License = Static<typeof License>

export const LicenseList = Type.Array(License)
export type LicenseList = Static<typeof LicenseList>

export const CreateLicenseBody = Type.Object({
  state: licenseState(),
  licenseNumber: licenseNumber(),
  expirationDate: expirationDate(),
})
export type CreateLicenseBody = Static<typeof CreateLicenseBody>

/** Any subset; changing the state, number or expiration makes the license unverified again. */
export const UpdateLicenseBody = Type.Object({
  state: Type.Optional(licenseState()),
  licenseNumber: Type.Optional(licenseNumber()),
  expirationDate: Type.Optional(expirationDate()),
})
export type UpdateLicenseBody = Static<typeof UpdateLicenseBody>

export const LicenseIdParams = Type.Object({ licenseId: Type.String() })

/** The document formats accepted for upload (phones' photos, scanners' PDFs). */
export const UPLOAD_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/heic', 'image/heif'] as const

/** Optional: a PUT with no body gets a URL for any accepted type. */
export const UploadSignedUrlBody = Type.Optional(
  Type.Union([
    Type.Object({
      /** The name shown for the document; defaults to `license.<ext>`. */
      filename: optional(Type.String({ maxLength: 200, messages: { maxLength: 'File name is too long' } })),
      /** When given, the upload must be of this type. */
      contentType: optional(Type.String({ maxLength: 100, examples: ['application/pdf'] })),
    }),
    Type.Null(),
  ]),
)
export type UploadSignedUrlBody = Static<typeof UploadSignedUrlBody>

export const SignedUpload = Type.Object({
  /** PUT the file's bytes here with its `Content-Type`; no bearer token needed. */
  uploadUrl: Type.String(),
  fileId: Type.String(),
  expiresAt: Type.String({ format: 'date-time' }),
})
export type SignedUpload = Static<typeof SignedUpload>

export const UploadedFile = Type.Object({
  fileId: Type.String(),
  filename: Type.String(),
  contentType: Type.String(),
  size: Type.Integer({ description: 'Bytes' }),
})
export type UploadedFile = Static<typeof UploadedFile>

/**
 * `GET /files/download/{token}`: the file's bytes, not JSON, sent with the file's own
 * `Content-Type` (one of `UPLOAD_CONTENT_TYPES`).
 */
export const DownloadedFile = Type.String({
  contentMediaType: 'application/octet-stream',
  description: "The file's bytes, with its own Content-Type (PDF, JPEG, PNG or HEIC)",
})

export const LicenseImageBody = Type.Object({
  fileId: Type.String({ minLength: 1, messages: { required: 'File ID is required', minLength: 'File ID is required', type: 'File ID is required' } }),
  licenseId: Type.String({
    minLength: 1,
    messages: { required: 'License ID is required', minLength: 'License ID is required', type: 'License ID is required' },
  }),
})
export type LicenseImageBody = Static<typeof LicenseImageBody>

/** Admin panel: mark a license verified (default) or withdraw the verification. */
export const VerifyLicenseBody = Type.Optional(Type.Union([Type.Object({ isVerified: Type.Optional(Type.Boolean()) }), Type.Null()]))
export type VerifyLicenseBody = Static<typeof VerifyLicenseBody>

export const ProviderLicenseParams = Type.Object({ providerId: Type.String(), licenseId: Type.String() })

/** Where a provider may apply (spec 001 §3 "statesWhereCanApply"). */
export const StateWhereCanApply = Type.Object({ state: Type.String(), type: Type.String() })
export type StateWhereCanApply = Static<typeof StateWhereCanApply>
