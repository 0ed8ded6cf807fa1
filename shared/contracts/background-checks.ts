/**
 * Background checks (issue 13 §4, spec 001 "Enumerations" and "POST /background-check/webhook"):
 * the provider starts a paid check, the vendor (Checkr, or the built-in sandbox) runs it and
 * reports through its webhook. Statuses and results are the seed's exact values.
 */
import { Type, type Static } from '@sinclair/typebox'
import { APP_SOURCES } from '../enums'
import { literalUnion } from './literal-union'
import { Paged, pageQuery } from './paging'

/** Staff's decision on a check that needed review (issue 16 §3). */
export const BACKGROUND_CHECK_DECISIONS = ['CLEARED', 'NOT_CLEARED'] as const
export type BackgroundCheckDecision = (typeof BACKGROUND_CHECK_DECISIONS)[number]

export const BACKGROUND_CHECK_STATUSES = ['Pending', 'Blocked', 'Complete', 'Adjudicated'] as const
export type BackgroundCheckStatus = (typeof BACKGROUND_CHECK_STATUSES)[number]

export const BACKGROUND_CHECK_RESULTS = ['Open', 'Placed', 'Pre-Adverse Action', 'Dispute Adverse Action', 'Adverse Action'] as const
export type BackgroundCheckResult = (typeof BACKGROUND_CHECK_RESULTS)[number]

const nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()])
const Source = literalUnion(APP_SOURCES, { messages: { default: 'source must be web or mobile' } })
const RedirectUrl = Type.String({ minLength: 1, maxLength: 2000, pattern: '^https?://' })

export const StartBackgroundCheckBody = Type.Object({ source: Source, redirectUrl: RedirectUrl }, { additionalProperties: false })
export type StartBackgroundCheckBody = Static<typeof StartBackgroundCheckBody>

export const StartBackgroundCheckResponse = Type.Object({
  checkoutUrl: Type.String(),
  /** True when the check is already paid (nothing to pay): go straight to redirectUrl. */
  bypassCheckout: Type.Boolean(),
})

export const LicenseBackgroundCheckBody = Type.Object(
  {
    licenseId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    /** The seed's clients send the whole license object; only its licenseId is read. */
    license: Type.Optional(Type.Object({ licenseId: Type.String({ minLength: 1, maxLength: 64 }) })),
    source: Source,
    redirectUrl: RedirectUrl,
  },
)
export type LicenseBackgroundCheckBody = Static<typeof LicenseBackgroundCheckBody>

export const LicenseBackgroundCheckResponse = Type.Object({ url: Type.String() })

export const BackgroundCheckState = Type.Object({
  backgroundCheckId: nullable(Type.String()),
  status: Type.Union([literalUnion(BACKGROUND_CHECK_STATUSES), Type.Null()]),
  result: Type.Union([literalUnion(BACKGROUND_CHECK_RESULTS), Type.Null()]),
  /** The vendor's finer status (e.g. the invitation's: pending, completed, expired, canceled). */
  secondaryStatus: nullable(Type.String()),
  invitationUrl: nullable(Type.String()),
  /** Adverse-action steps in the order they happened (Pre-Adverse Action, Dispute Adverse Action, Adverse Action). */
  adverseActionSteps: Type.Array(Type.Object({ step: Type.String(), at: Type.String() })),
  hasBackgroundCheckCleared: Type.Boolean(),
  /** The fee paid, in dollars (0 until paid; refunded fees are shown in refundedAmount). */
  paidAmount: Type.Number(),
  refundedAmount: Type.Number(),
  isPaymentPending: Type.Boolean(),
  licenseId: nullable(Type.String()),
})
export type BackgroundCheckState = Static<typeof BackgroundCheckState>

export const BackgroundCheckWebhookAnswer = Type.Object({ message: Type.String() })

/* ─────────────── The admin panel's review of background checks (issue "Running the company" §3) ─────────────── */

/**
 * `GET /admin-panel/background-checks`: `review` needs-review (default: blocked, or finished
 * without clearing — an adverse action or its steps under way) | cleared | in-progress | all.
 */
export const BACKGROUND_CHECK_REVIEW_FILTERS = ['needs-review', 'cleared', 'not-cleared', 'in-progress', 'all'] as const
export type BackgroundCheckReviewFilter = (typeof BACKGROUND_CHECK_REVIEW_FILTERS)[number]

export const AdminBackgroundCheckListQuery = Type.Object({
  ...pageQuery(7),
  review: Type.Optional(literalUnion(BACKGROUND_CHECK_REVIEW_FILTERS, { messages: { default: 'review must be needs-review, cleared, not-cleared, in-progress or all' } })),
})
export type AdminBackgroundCheckListQuery = Static<typeof AdminBackgroundCheckListQuery>

export const AdminBackgroundCheckRow = Type.Object({
  backgroundCheckId: Type.String(),
  providerId: Type.String(),
  providerName: Type.String(),
  email: Type.String(),
  licenseId: Type.Union([Type.String(), Type.Null()]),
  vendor: Type.String(),
  status: Type.Union([literalUnion(BACKGROUND_CHECK_STATUSES), Type.Null()]),
  result: Type.Union([literalUnion(BACKGROUND_CHECK_RESULTS), Type.Null()]),
  secondaryStatus: Type.Union([Type.String(), Type.Null()]),
  adverseActionSteps: Type.Array(Type.Object({ step: Type.String(), at: Type.String() })),
  cleared: Type.Boolean(),
  /** The vendor's case ended without clearing the provider (or is blocked) and no one on staff has decided yet. */
  needsReview: Type.Boolean(),
  /** Staff's decision, once made (issue 16 §3); the provider is e-mailed it. */
  review: Type.Union([
    Type.Object({
      decision: literalUnion(BACKGROUND_CHECK_DECISIONS),
      reason: Type.Union([Type.String(), Type.Null()]),
      reviewedAt: Type.String({ format: 'date-time' }),
      reviewedBy: Type.Union([Type.Object({ id: Type.String(), name: Type.String() }), Type.Null()]),
    }),
    Type.Null(),
  ]),
  paidAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  refundedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
})
export type AdminBackgroundCheckRow = Static<typeof AdminBackgroundCheckRow>

export const AdminBackgroundCheckList = Paged(AdminBackgroundCheckRow)
export type AdminBackgroundCheckList = Static<typeof AdminBackgroundCheckList>
