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

/**
 * Billing history (issue 12 item 4): what an organization paid and got back, one entry per
 * ledger row the facility side sees (domain "Money"), plus cancellation fees held but not yet
 * charged. `amount`/`amountInCents` are signed from the organization's side: positive paid,
 * negative given back (refunds, credits returned or granted). Held and failed fees are listed
 * with their amount but are not money that moved, so totals leave them out.
 */
export const BILLING_ENTRY_TYPES = ['CHARGE', 'ADJUSTMENT', 'CANCELLATION_FEE', 'CREDITS_APPLIED', 'REFUND', 'CREDITS_RETURNED', 'CREDITS_GRANTED'] as const
export type BillingEntryType = (typeof BILLING_ENTRY_TYPES)[number]
/** PAID/PARTIALLY_REFUNDED/REFUNDED: a charge as it stands now; COMPLETED: any other movement; PENDING: a fee held, not yet charged; FAILED: a fee whose charge was declined. */
export const BILLING_ENTRY_STATUSES = ['PAID', 'PARTIALLY_REFUNDED', 'REFUNDED', 'COMPLETED', 'PENDING', 'FAILED'] as const
export type BillingEntryStatus = (typeof BILLING_ENTRY_STATUSES)[number]

const billingTypes = `(${BILLING_ENTRY_TYPES.join('|')})`
const yearMonth = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', examples: ['2026-11'], messages: { pattern: 'Month must be YYYY-MM', type: 'Month must be YYYY-MM' } })

/** `GET /billing/history`: `from`/`to` are calendar dates in the billing time zone, both inclusive; `type` is one or more entry types joined by `|`. */
export const BillingHistoryQuery = Type.Object({
  ...pageQuery(20),
  facilityId: Type.Optional(facilityId()),
  from: Type.Optional(calendarDate('From date')),
  to: Type.Optional(calendarDate('To date')),
  type: Type.Optional(Type.String({ pattern: `^${billingTypes}(\\|${billingTypes})*$`, messages: { pattern: `Type must be one or more of ${BILLING_ENTRY_TYPES.join(', ')} joined by |`, type: 'Type must be text' } })),
})
export type BillingHistoryQuery = Static<typeof BillingHistoryQuery>

const nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()])

export const BillingShift = Type.Object({
  shiftId: Type.String(),
  shiftGroupId: Type.String(),
  title: Type.String(),
  /** The shift's calendar date in the facility's zone. */
  date: Type.String(),
  providerName: nullable(Type.String()),
})
export type BillingShift = Static<typeof BillingShift>

export const BillingPaymentMethod = Type.Object({
  paymentMethodId: Type.String(),
  type: literalUnion(['CARD', 'BANK'] as const),
  /** Card brand (`visa`) or bank name. */
  brand: nullable(Type.String()),
  last4: Type.String(),
})
export type BillingPaymentMethod = Static<typeof BillingPaymentMethod>

export const BillingEntry = Type.Object({
  id: Type.String(),
  type: literalUnion(BILLING_ENTRY_TYPES),
  status: literalUnion(BILLING_ENTRY_STATUSES),
  /** Dollars, signed: positive paid by the organization, negative given back. */
  amount: Type.Number(),
  amountInCents: Type.Integer(),
  /** When the money moved (or the fee was held), ISO 8601 UTC. */
  occurredAt: Type.String({ format: 'date-time' }),
  /** That instant's calendar date in the facility's zone. */
  date: Type.String(),
  facilityId: nullable(Type.String()),
  facilityName: nullable(Type.String()),
  /** The charge behind the entry (a refund's: the charge it gives back); its receipt is `/billing/receipts/{chargeId}`. */
  chargeId: nullable(Type.String()),
  description: Type.String(),
  shift: Type.Union([BillingShift, Type.Null()]),
  paymentMethod: Type.Union([BillingPaymentMethod, Type.Null()]),
})
export type BillingEntry = Static<typeof BillingEntry>

/** Sums over every entry the filters select (all pages), in cents; pending and failed fees are not in them. */
export const BillingTotals = Type.Object({
  paidInCents: Type.Integer(),
  returnedInCents: Type.Integer(),
  /** paid − returned: equals the organization's ledger for the same selection, to the cent. */
  netInCents: Type.Integer(),
  net: Type.Number(),
  pendingInCents: Type.Integer(),
})
export type BillingTotals = Static<typeof BillingTotals>

export const BillingHistoryResponse = Type.Object({
  data: Type.Array(BillingEntry),
  pagination: Paged(BillingEntry).properties.pagination,
  totals: BillingTotals,
})
export type BillingHistoryResponse = Static<typeof BillingHistoryResponse>

/** `GET /billing/receipts/{chargeId}` (JSON; PDF with `Accept: application/pdf` or `{chargeId}.pdf`). */
export const BillingReceiptParams = Type.Object({ chargeId: requiredId('Charge ID is required') })
export type BillingReceiptParams = Static<typeof BillingReceiptParams>

export const BillingReceipt = Type.Object({
  receiptNumber: Type.String(),
  chargeId: Type.String(),
  type: literalUnion(['CHARGE', 'ADJUSTMENT', 'CANCELLATION_FEE'] as const),
  status: literalUnion(['PAID', 'PARTIALLY_REFUNDED', 'REFUNDED'] as const),
  occurredAt: Type.String({ format: 'date-time' }),
  date: Type.String(),
  organizationName: Type.String(),
  facilityId: Type.String(),
  facilityName: Type.String(),
  facilityAddress: Type.String(),
  description: Type.String(),
  shift: Type.Union([BillingShift, Type.Null()]),
  paymentMethod: Type.Union([BillingPaymentMethod, Type.Null()]),
  /** What the charge was for: credits applied + card or bank. */
  total: Type.Number(),
  totalInCents: Type.Integer(),
  creditsAppliedInCents: Type.Integer(),
  chargedInCents: Type.Integer(),
  /** For a hire: the provider's earnings and the platform's service fee that make up the total (null when the total was re-priced since). */
  providerEarningsInCents: Type.Union([Type.Integer(), Type.Null()]),
  serviceFeeInCents: Type.Union([Type.Integer(), Type.Null()]),
  refunds: Type.Array(Type.Object({ refundId: Type.String(), occurredAt: Type.String({ format: 'date-time' }), amountInCents: Type.Integer(), creditsReturnedInCents: Type.Integer(), reason: Type.String() })),
  refundedInCents: Type.Integer(),
})
export type BillingReceipt = Static<typeof BillingReceipt>

/** `GET /billing/statements/{month}`: one calendar month, as a PDF (default) or CSV. */
export const BillingStatementParams = Type.Object({ month: yearMonth })
export type BillingStatementParams = Static<typeof BillingStatementParams>
export const BillingStatementQuery = Type.Object({
  facilityId: Type.Optional(facilityId()),
  format: Type.Optional(literalUnion(['pdf', 'csv'] as const, { messages: { default: 'Format must be pdf or csv' } })),
})
export type BillingStatementQuery = Static<typeof BillingStatementQuery>

/** A receipt or statement file (the body is the document, not JSON). */
export const BillingDocument = Type.String({ contentMediaType: 'application/pdf', description: 'A PDF document (or CSV for `format=csv`)' })
/** A receipt: JSON, or the PDF file when asked for one. */
export const BillingReceiptOrDocument = Type.Union([BillingReceipt, BillingDocument])
