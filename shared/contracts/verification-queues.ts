/**
 * The admin panel's verification queues beside the licenses' (issue 16 §3): certifications to
 * verify, background checks needing a decision, and facility onboarding forms (FFM) awaiting
 * approval. Each is a paged list (7 a page, spec 000 §9), one item with its history of decisions,
 * and two decisions; a rejection carries a reason the other side reads. Decisions are taken only
 * on items waiting for one (409 otherwise), and `updatedAt`, when sent, must still be the item's
 * (409 if it changed since staff opened it), as for licenses.
 */
import { Type, type Static } from '@sinclair/typebox'
import { CERTIFICATION_REVIEW_STATUSES, CERTIFICATION_STATUSES, CERTIFICATION_TYPES } from '../enums'
import { AdminBackgroundCheckRow } from './background-checks'
import { optional, requiredText } from './fields'
import { LicenseHolder, seenUpdatedAt } from './licenses'
import { literalUnion } from './literal-union'
import { FfmAnswers } from './onboarding-forms'
import { Paged, pageQuery } from './paging'

/** Spec 000 §9: admin lists default to 7 a page. */
export const VERIFICATION_PAGE_SIZE = 7
export const REVIEW_REASON_MAX = 500

const instant = () => Type.String({ format: 'date-time' })
const nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()])
const search = () => optional(Type.String({ maxLength: 100, messages: { maxLength: 'Search must be at most 100 characters' } }))

/** The team member who decided; null when they are gone from the team. */
export const Reviewer = Type.Union([Type.Object({ id: Type.String(), name: Type.String() }), Type.Null()])
export type Reviewer = Static<typeof Reviewer>

/** One decision as the audit trail recorded it. */
export const RecordedDecision = Type.Object({
  decision: Type.String({ description: 'VERIFIED / REJECTED, CLEARED / NOT_CLEARED, or GENERATED / REJECTED' }),
  decidedAt: instant(),
  decidedBy: Reviewer,
  reason: nullable(Type.String()),
})
export type RecordedDecision = Static<typeof RecordedDecision>

/** A decision that approves: no body, or the `updatedAt` staff saw. */
export const ApproveBody = Type.Optional(Type.Union([Type.Object({ updatedAt: seenUpdatedAt() }), Type.Null()]))
export type ApproveBody = Static<typeof ApproveBody>

/** A decision that turns down, with why (the provider or the pharmacy reads it by e-mail and in the app). */
export const RejectWithReasonBody = Type.Object({
  reason: requiredText('Rejection reason', REVIEW_REASON_MAX),
  updatedAt: seenUpdatedAt(),
})
export type RejectWithReasonBody = Static<typeof RejectWithReasonBody>

// ─── Certifications ─────────────────────────────────────────────────────────────────────────────

export const CertificationReviewStatusValue = literalUnion(CERTIFICATION_REVIEW_STATUSES, {
  description: 'PENDING: being checked · VERIFIED · REJECTED: not accepted, see `rejectionReason`',
})

export const AdminCertificationListQuery = Type.Object({
  ...pageQuery(VERIFICATION_PAGE_SIZE),
  status: optional(literalUnion(CERTIFICATION_REVIEW_STATUSES, { messages: { default: 'Status must be PENDING, VERIFIED or REJECTED' } })),
  search: search(),
})
export type AdminCertificationListQuery = Static<typeof AdminCertificationListQuery>

export const CertificationIdParams = Type.Object({ certificationId: Type.String() })

export const AdminCertification = Type.Object({
  certificationId: Type.String(),
  type: literalUnion(CERTIFICATION_TYPES),
  name: Type.String(),
  number: nullable(Type.String()),
  issuer: nullable(Type.String()),
  issuedAt: Type.String({ description: 'YYYY-MM-DD' }),
  expiresAt: nullable(Type.String({ description: 'YYYY-MM-DD, the last day it is valid; null: it does not expire' })),
  standing: literalUnion(CERTIFICATION_STATUSES, { description: 'ACTIVE; EXPIRING within 30 days; EXPIRED' }),
  status: CertificationReviewStatusValue,
  rejectionReason: nullable(Type.String()),
  /** When the provider last sent it to be checked: added or changed. */
  submittedAt: instant(),
  /** Send it back with a decision to be sure of what was checked. */
  updatedAt: instant(),
  reviewedAt: Type.Union([instant(), Type.Null()]),
  reviewedBy: Reviewer,
  /** The uploaded scan or photo, a signed link valid for an hour; null when none was uploaded. */
  document: Type.Union([Type.Object({ filename: nullable(Type.String()), contentType: nullable(Type.String()), fileLink: Type.String() }), Type.Null()]),
  provider: LicenseHolder,
})
export type AdminCertification = Static<typeof AdminCertification>
export const AdminCertificationList = Paged(AdminCertification)
export type AdminCertificationList = Static<typeof AdminCertificationList>

export const AdminCertificationDetail = Type.Object({ ...AdminCertification.properties, decisions: Type.Array(RecordedDecision) })
export type AdminCertificationDetail = Static<typeof AdminCertificationDetail>

// ─── Background checks ──────────────────────────────────────────────────────────────────────────

export const BackgroundCheckIdParams = Type.Object({ backgroundCheckId: Type.String() })

export const AdminBackgroundCheckDetail = Type.Object({ ...AdminBackgroundCheckRow.properties, decisions: Type.Array(RecordedDecision) })
export type AdminBackgroundCheckDetail = Static<typeof AdminBackgroundCheckDetail>

// ─── Facility onboarding forms (FFM) ────────────────────────────────────────────────────────────

/** GENERATED: approved, not yet published by the facility; COMPLETED: approved and published to providers. */
export const FFM_REVIEW_STATUSES = ['PENDING', 'GENERATED', 'COMPLETED', 'REJECTED'] as const
export type FfmReviewStatus = (typeof FFM_REVIEW_STATUSES)[number]

export const AdminFfmListQuery = Type.Object({
  ...pageQuery(VERIFICATION_PAGE_SIZE),
  status: optional(literalUnion(FFM_REVIEW_STATUSES, { messages: { default: 'Status must be PENDING, GENERATED, COMPLETED or REJECTED' } })),
  search: search(),
})
export type AdminFfmListQuery = Static<typeof AdminFfmListQuery>

export const AdminFfmParams = Type.Object({ ffmId: Type.String() })

export const AdminFfm = Type.Object({
  id: Type.String(),
  facilityId: Type.String(),
  facility: Type.Object({ id: Type.String(), name: Type.String(), city: Type.String(), state: Type.String(), phone: nullable(Type.String()) }),
  organization: Type.Object({ id: Type.String(), name: Type.String() }),
  status: literalUnion(['DRAFT', 'PENDING', 'GENERATED', 'COMPLETED', 'REJECTED'] as const),
  submittedAt: Type.Union([instant(), Type.Null()]),
  /** Who submitted it: the one told of the decision. */
  submittedBy: Type.Union([Type.Object({ name: Type.String(), email: Type.String() }), Type.Null()]),
  rejectedReason: nullable(Type.String()),
  reviewedAt: Type.Union([instant(), Type.Null()]),
  reviewedBy: Reviewer,
  updatedAt: instant(),
})
export type AdminFfm = Static<typeof AdminFfm>
export const AdminFfmList = Paged(AdminFfm)
export type AdminFfmList = Static<typeof AdminFfmList>

/** The answers as submitted, without the guest credentials (a login to the pharmacy's systems staff never need). */
export const AdminFfmDetail = Type.Object({
  ...AdminFfm.properties,
  answers: Type.Omit(FfmAnswers, ['guestCredentials']),
  decisions: Type.Array(RecordedDecision),
})
export type AdminFfmDetail = Static<typeof AdminFfmDetail>
