/**
 * Payments (spec 000 §3 "Payment methods", §5 messages; spec 001 "Payment item", "Payment
 * account"): facilities' cards and bank accounts, providers' payout accounts and payments.
 * Money in responses is dollars (api-contract "Values").
 */
import { Type, type Static } from '@sinclair/typebox'
import { literalUnion } from './literal-union'
import { Paged, pageQuery } from './paging'

const requiredId = (message: string) =>
  Type.String({ minLength: 1, maxLength: 100, pattern: '\\S', messages: { required: message, minLength: message, pattern: message, type: message, maxLength: 'The id is too long' } })

const token = () => requiredId('Token is required')
const facilityId = () => requiredId('Facility Id is required')
const paymentMethodId = () => requiredId('Payment method ID is required')

/** `POST /payment-method/attach-card` and `/attach-payment-method` (bank): a processor token for one facility. */
export const AttachPaymentMethodBody = Type.Object({ token: token(), facilityId: facilityId() })
export type AttachPaymentMethodBody = Static<typeof AttachPaymentMethodBody>

/**
 * `POST /organization/payment-methods`: a card (`tok_…`) or bank (`btok_…`) token for the whole
 * organization, usable by the facilities given, or by every facility when none are.
 */
export const AttachOrganizationPaymentMethodBody = Type.Object({
  token: token(),
  facilityIds: Type.Optional(Type.Array(facilityId(), { maxItems: 200, messages: { maxItems: 'Too many facilities' } })),
})
export type AttachOrganizationPaymentMethodBody = Static<typeof AttachOrganizationPaymentMethodBody>

export const SharePaymentMethodBody = Type.Object({
  paymentMethodId: paymentMethodId(),
  facilityIds: Type.Array(facilityId(), {
    minItems: 1,
    maxItems: 200,
    messages: { required: 'At least one facility ID is required', minItems: 'At least one facility ID is required', type: 'At least one facility ID is required', maxItems: 'Too many facilities' },
  }),
})
export type SharePaymentMethodBody = Static<typeof SharePaymentMethodBody>

export const RemovePaymentMethodBody = Type.Object({ paymentMethodId: paymentMethodId() })
export type RemovePaymentMethodBody = Static<typeof RemovePaymentMethodBody>

/** The default is per facility; without `facilityId`, at the facility that added the method. */
export const MakeDefaultPaymentMethodBody = Type.Object({
  paymentMethodId: paymentMethodId(),
  facilityId: Type.Optional(Type.Union([facilityId(), Type.Null()])),
})
export type MakeDefaultPaymentMethodBody = Static<typeof MakeDefaultPaymentMethodBody>

export const FacilityIdParams = Type.Object({ facilityId: facilityId() })

/** Payment-method lists are paged like every list; pages default to 50 methods. */
export const PaymentMethodListQuery = Type.Object(pageQuery(50))
export type PaymentMethodListQuery = Static<typeof PaymentMethodListQuery>

const usage = {
  /** The facility the entry is about: the one asked for, or the one that added the method. */
  facilityId: Type.String(),
  /** Default at `facilityId`. */
  isDefault: Type.Boolean(),
  /** Facilities (of those the caller sees) that may use it. */
  facilityIds: Type.Array(Type.String()),
  /** Facilities (of those the caller sees) where it is the default. */
  defaultFacilityIds: Type.Array(Type.String()),
}

/** Spec 000 §3 card shape; `cardNumber` is masked ("•••• 4242"), `expirationDate` "MM/YY". */
export const CardPaymentMethod = Type.Object({
  paymentMethodId: Type.String(),
  type: Type.Literal('CARD'),
  brand: Type.String(),
  cardNumber: Type.String(),
  expirationDate: Type.String(),
  name: Type.Union([Type.String(), Type.Null()]),
  funding: Type.Union([Type.String(), Type.Null()]),
  ...usage,
})

/** Spec 000 §3 bank shape; `last4` is exactly 4 characters. */
export const BankPaymentMethod = Type.Object({
  paymentMethodId: Type.String(),
  type: Type.Literal('BANK'),
  bankName: Type.Union([Type.String(), Type.Null()]),
  last4: Type.String({ minLength: 4, maxLength: 4 }),
  routingNumber: Type.Union([Type.String(), Type.Null()]),
  accountType: Type.Union([Type.String(), Type.Null()]),
  accountHolderType: Type.Union([Type.String(), Type.Null()]),
  accountHolderName: Type.Union([Type.String(), Type.Null()]),
  ...usage,
})

export const PaymentMethod = Type.Union([CardPaymentMethod, BankPaymentMethod])
export type PaymentMethod = Static<typeof PaymentMethod>
export const PaymentMethodList = Paged(PaymentMethod)
export type PaymentMethodList = Static<typeof PaymentMethodList>

export const PAYOUT_SOURCES = ['web', 'mobile'] as const

/** `POST /stripe/connect-account`. `redirectUrl`: where the provider lands after onboarding. */
export const ConnectAccountBody = Type.Object({
  source: literalUnion(PAYOUT_SOURCES, { messages: { required: 'Source is required', default: 'Source must be web or mobile' } }),
  redirectUrl: Type.Union([
    Type.String({
      maxLength: 2000,
      // An absolute address with a scheme (https:// or an app's own scheme for mobile).
      pattern: '^[A-Za-z][A-Za-z0-9+.-]*://\\S+$',
      messages: { pattern: 'Redirect URL must be an absolute URL', maxLength: 'Redirect URL is too long', type: 'Redirect URL must be an absolute URL' },
    }),
    Type.Null(),
  ]),
})
export type ConnectAccountBody = Static<typeof ConnectAccountBody>

export const ConnectAccountResponse = Type.Object({ accountLink: Type.String() })
export const VerifyAccountResponse = Type.Object({ stripeAccountCompleted: Type.Boolean(), message: Type.String() })
export const FinishedCheckoutQuery = Type.Object({
  sessionId: Type.String({ minLength: 1, maxLength: 200, messages: { required: 'Session ID is required', minLength: 'Session ID is required', maxLength: 'Session ID is too long' } }),
})
export const FinishedCheckoutResponse = Type.Object({ success: Type.Boolean() })

export const PAYMENT_STATUS_FILTERS = ['All', 'Completed', 'Processing', 'Pending'] as const
export const PAYMENT_TYPE_FILTERS = ['All', 'Shift', 'Bonus'] as const
export const PAYMENT_STATUSES = ['processing', 'completed', 'pending'] as const
export const PAYMENT_TYPES = ['Shift', 'Bonus', 'CancellationFee'] as const

const calendarDate = (label: string) =>
  Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', messages: { pattern: `${label} must be a date (YYYY-MM-DD)`, type: `${label} must be a date (YYYY-MM-DD)` } })

/** `GET /provider/payments` (spec 001). */
export const ProviderPaymentsQuery = Type.Object({
  ...pageQuery(10),
  fromDate: Type.Optional(calendarDate('From date')),
  toDate: Type.Optional(calendarDate('To date')),
  status: Type.Optional(literalUnion(PAYMENT_STATUS_FILTERS, { messages: { default: 'Status must be All, Completed, Processing or Pending' } })),
  paymentType: Type.Optional(literalUnion(PAYMENT_TYPE_FILTERS, { messages: { default: 'Payment type must be All, Shift or Bonus' } })),
})
export type ProviderPaymentsQuery = Static<typeof ProviderPaymentsQuery>

/** Spec 001 "Payment item". `date` is the shift's calendar date (or the payment's day when no shift). */
export const PaymentItem = Type.Object({
  id: Type.String(),
  amount: Type.Number(),
  date: Type.String(),
  shiftTitle: Type.Union([Type.String(), Type.Null()]),
  status: literalUnion(PAYMENT_STATUSES),
  paymentType: literalUnion(PAYMENT_TYPES),
  facilityName: Type.Union([Type.String(), Type.Null()]),
})
export type PaymentItem = Static<typeof PaymentItem>

export const ProviderPaymentsResponse = Type.Object({
  data: Type.Array(PaymentItem),
  pagination: Paged(PaymentItem).properties.pagination,
  /** Dollars: every payment of the provider in the date range, whatever its status or type. */
  totalEarnings: Type.Number(),
})
export type ProviderPaymentsResponse = Static<typeof ProviderPaymentsResponse>

export const WebhookReceived = Type.Object({ received: Type.Boolean() })
export type WebhookReceived = Static<typeof WebhookReceived>

/** Spec 001 §4 "Cancellation fee payment status". */
export const CANCELLATION_FEE_STATUSES = ['HELD', 'RELEASED', 'COMPLETED', 'PENDING', 'CHARGE_FAILED', 'CANCELED'] as const
/** A payout to the provider, as the payment processor reports it. */
export const TRANSFER_STATUSES = ['pending', 'processing', 'completed'] as const

/** The cancellation fee held for a canceled seat, as the provider's shift views show it. */
export const CancellationFeeSummary = Type.Object({
  cancellationFeeId: Type.String(),
  feeInCents: Type.Integer(),
  paymentStatus: literalUnion(CANCELLATION_FEE_STATUSES),
  createdAt: Type.String({ format: 'date-time' }),
})
export type CancellationFeeSummary = Static<typeof CancellationFeeSummary>

export type ConnectAccountResponse = Static<typeof ConnectAccountResponse>
export type VerifyAccountResponse = Static<typeof VerifyAccountResponse>
export type FinishedCheckoutResponse = Static<typeof FinishedCheckoutResponse>

/**
 * `GET /stripe/onboarding-return`: a small HTML page for the provider's browser, not JSON.
 * `contentMediaType` names the page's media type for the API document.
 */
export const OnboardingReturnPage = Type.String({ contentMediaType: 'text/html', description: 'An HTML page saying whether the payout account is ready' })

/** `GET /stripe/sandbox-onboarding/{linkId}`: no body; the `Location` header carries the return address. */
export const OnboardingRedirect = Type.Void({ description: 'Redirects (302) to the onboarding return address' })
