/**
 * Background checks (issue 13 §4, spec 001 "Enumerations" and "POST /background-check/webhook"):
 * the provider starts a paid check, the vendor (Checkr, or the built-in sandbox) runs it and
 * reports through its webhook. Statuses and results are the seed's exact values.
 */
import { Type, type Static } from '@sinclair/typebox'
import { APP_SOURCES } from '../enums'
import { literalUnion } from './literal-union'

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
