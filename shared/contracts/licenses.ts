/**
 * A provider's state licenses and their document uploads (spec 000 §3 "License", §5 license
 * rules, §7 "Licenses"), and the signed-URL file upload they use.
 */
import { Type, type Static } from '@sinclair/typebox'
import { PROVIDER_TYPES } from '../enums'
import { STATE_CODES } from '../reference/states'
import { optional, requiredText } from './fields'
import { literalUnion } from './literal-union'
import { Paged, pageQuery } from './paging'

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

/**
 * Where a license stands (issue 12 §2): waiting for staff to check it against the state board,
 * verified, or not accepted (with the reason). Derived from `isVerified` and the last decision,
 * so `isVerified` (the seed's field) and `status` always agree.
 */
export const LICENSE_STATUSES = ['PENDING', 'VERIFIED', 'REJECTED'] as const
export type LicenseStatus = (typeof LICENSE_STATUSES)[number]
export const LicenseStatusValue = literalUnion(LICENSE_STATUSES, { description: 'PENDING: being verified · VERIFIED · REJECTED: not accepted, see `rejectionReason`' })

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
  status: LicenseStatusValue,
  /** Why staff did not accept it; null unless `status` is REJECTED. Correcting the license (or a new document) sends it back to PENDING. */
  rejectionReason: nullable(Type.String()),
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

// ---- the admin panel: verifying licenses (issue 12 §2) ----------------------------------------

/** Spec 000 §9: admin lists default to 7 a page. */
export const ADMIN_LICENSES_PAGE_SIZE = 7

const STATUS_FILTER = `^(${LICENSE_STATUSES.join('|')})(\\|(${LICENSE_STATUSES.join('|')}))*$`

/**
 * `GET /admin-panel/licenses`. `status` is one or more statuses joined by `|` (api-contract
 * "Lists"), PENDING when absent. Licenses awaiting a decision come first, the longest waiting
 * first; decided ones follow, the latest decision first. `search` matches the provider's name or
 * e-mail, or the license number.
 */
export const AdminLicenseListQuery = Type.Object({
  ...pageQuery(ADMIN_LICENSES_PAGE_SIZE),
  status: optional(
    Type.String({
      pattern: STATUS_FILTER,
      examples: ['PENDING', 'VERIFIED|REJECTED'],
      messages: { pattern: 'Status must be PENDING, VERIFIED or REJECTED', type: 'Status must be PENDING, VERIFIED or REJECTED' },
    }),
  ),
  search: optional(Type.String({ maxLength: 100, messages: { maxLength: 'Search must be at most 100 characters' } })),
})
export type AdminLicenseListQuery = Static<typeof AdminLicenseListQuery>

/** The state's board of pharmacy and where to look the license up (shared/reference/state-boards.ts). */
export const StateBoardLink = Type.Object({
  name: Type.String(),
  lookupUrl: Type.String(),
  /** False when `lookupUrl` is the board's home page rather than its license search. */
  isLicenseSearch: Type.Boolean(),
})
export type StateBoardLink = Static<typeof StateBoardLink>

/** The provider behind a license, as staff need them to check it. */
export const LicenseHolder = Type.Object({
  providerId: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  /** `PHARMACIST`, `TECHNICIAN` or `INTERN`. */
  title: literalUnion(PROVIDER_TYPES),
  email: Type.String(),
  phoneNumber: Type.String(),
  city: Type.String(),
  state: Type.String(),
})
export type LicenseHolder = Static<typeof LicenseHolder>

/** The last decision on a license: who made it, when, and why it was not accepted. */
export const LicenseDecision = Type.Object({
  status: literalUnion(['VERIFIED', 'REJECTED'] as const),
  decidedAt: Type.String({ format: 'date-time' }),
  /** Null when the team member is gone, or the license was verified outside the panel (the testing helpers). */
  decidedBy: Type.Union([Type.Object({ id: Type.String(), name: Type.String() }), Type.Null()]),
  rejectionReason: nullable(Type.String()),
})
export type LicenseDecision = Static<typeof LicenseDecision>

export const AdminLicense = Type.Object({
  licenseId: Type.String(),
  state: Type.String(),
  licenseNumber: Type.String(),
  expirationDate: Type.String({ description: 'YYYY-MM-DD, the last day it is valid' }),
  /** The expiration date has passed (in US time): such a license never lets anyone work, verified or not. */
  isExpired: Type.Boolean(),
  /** `PHARMACIST`, `TECHNICIAN` or `INTERN`: the title it licenses. */
  providerType: literalUnion(PROVIDER_TYPES),
  status: LicenseStatusValue,
  /** When the provider last sent it to be verified: added, corrected after a rejection, or changed. */
  submittedAt: Type.String({ format: 'date-time' }),
  /** Changes whenever the provider edits it or attaches a document; send it back with a decision to be sure of what was checked. */
  updatedAt: Type.String({ format: 'date-time' }),
  filename: nullable(Type.String()),
  contentType: nullable(Type.String()),
  /** A signed link to the uploaded document, valid for an hour; null when none was uploaded. */
  filelink: nullable(Type.String()),
  stateBoard: StateBoardLink,
  provider: LicenseHolder,
  decision: Type.Union([LicenseDecision, Type.Null()]),
})
export type AdminLicense = Static<typeof AdminLicense>

export const AdminLicenseList = Paged(AdminLicense)
export type AdminLicenseList = Static<typeof AdminLicenseList>

/** The provider's other live licenses, so staff see the whole picture. */
export const OtherLicense = Type.Object({
  licenseId: Type.String(),
  state: Type.String(),
  licenseNumber: Type.String(),
  expirationDate: Type.String(),
  isExpired: Type.Boolean(),
  status: LicenseStatusValue,
})
export type OtherLicense = Static<typeof OtherLicense>

/**
 * `GET /admin-panel/licenses/{licenseId}`: the license, its document and board, its holder and
 * their other licenses, and every decision made on it (from the audit trail), newest first.
 */
export const AdminLicenseDetail = Type.Object({
  ...AdminLicense.properties,
  otherLicenses: Type.Array(OtherLicense),
  decisions: Type.Array(LicenseDecision),
})
export type AdminLicenseDetail = Static<typeof AdminLicenseDetail>

/**
 * The license's `updatedAt` as the team member saw it. When given and the license has changed
 * since (the provider corrected it or sent a new document), the decision is refused with 409,
 * so nobody verifies a number they never looked up.
 */
export const seenUpdatedAt = () =>
  optional(
    // A pattern, not `format: 'date-time'`, so the PWA checks the body with TypeBox alone.
    Type.String({
      pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,3})?Z$',
      examples: ['2026-11-22T14:00:00.000Z'],
      messages: { pattern: 'updatedAt must be an ISO 8601 instant in UTC', type: 'updatedAt must be an ISO 8601 instant in UTC' },
    }),
  )

/** `PUT /admin-panel/licenses/{licenseId}/verify`: no body, or `{updatedAt}`. */
export const VerifyLicenseBody = Type.Optional(Type.Union([Type.Object({ updatedAt: seenUpdatedAt() }), Type.Null()]))
export type VerifyLicenseBody = Static<typeof VerifyLicenseBody>

export const REJECTION_REASON_MAX = 500

/** `PUT /admin-panel/licenses/{licenseId}/reject`: why, in words the provider reads (they are e-mailed it and see it on their profile). */
export const RejectLicenseBody = Type.Object({
  reason: requiredText('Rejection reason', REJECTION_REASON_MAX),
  updatedAt: seenUpdatedAt(),
})
export type RejectLicenseBody = Static<typeof RejectLicenseBody>

/** Where a provider may apply (spec 001 §3 "statesWhereCanApply"). */
export const StateWhereCanApply = Type.Object({ state: Type.String(), type: Type.String() })
export type StateWhereCanApply = Static<typeof StateWhereCanApply>
