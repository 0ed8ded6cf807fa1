/**
 * The payment processor as the marketplace sees it: customers and their payment methods, charges
 * and refunds on them, providers' payout accounts and transfers to them, and signed webhook
 * events. Two implementations: the built-in sandbox (sandbox.ts, the default) and Stripe
 * (stripe.ts). Amounts are integer cents in USD.
 *
 * Contract of every implementation:
 * - a request repeated with the same `idempotencyKey` answers the first result and moves no
 *   money twice;
 * - a refused card at attach throws `PaymentRequiredError` with the processor's message, an
 *   unknown or wrong token throws `ValidationError` on `token`;
 * - a declined charge is an outcome (`{status: 'failed'}`), not an exception, so the caller can
 *   return reserved credits; a processor that cannot be reached throws.
 */
import type { SubscriptionBilling } from './billing'

export type PaymentMethodKind = 'CARD' | 'BANK'

export interface AttachedPaymentMethod {
  /** `pm_…` for cards, `ba_…` for bank accounts (Stripe), `pm_sbx_…` / `ba_sbx_…` (sandbox). */
  processorId: string
  type: PaymentMethodKind
  brand: string | null
  last4: string
  expMonth: number | null
  expYear: number | null
  funding: string | null
  holderName: string | null
  bankName: string | null
  routingNumber: string | null
  accountType: string | null
  accountHolderType: string | null
}

export type ChargeOutcome =
  | { status: 'succeeded'; processorId: string; processorFeeCents: number }
  | { status: 'failed'; processorId: string | null; message: string }

export interface ChargeRequest {
  customerId: string
  paymentMethodId: string
  type: PaymentMethodKind
  amountCents: number
  description: string
  idempotencyKey: string
  metadata: Record<string, string>
}

export interface PayoutAccountState {
  accountId: string
  /** Details submitted and payouts enabled: transfers can be sent to it. */
  onboardingComplete: boolean
}

/** A verified webhook event, reduced to what the marketplace reads. */
export interface ProcessorEvent {
  id: string
  type: string
  object: Record<string, unknown>
}

export interface PaymentGateway {
  readonly name: 'sandbox' | 'stripe'
  /**
   * The processor keeps its records in this database (the sandbox): a charge may run inside the
   * caller's write transaction and commit or roll back with it. A remote processor never does.
   */
  readonly chargesInOurTransaction: boolean
  createCustomer(input: { organizationId: string; name: string; idempotencyKey: string }): Promise<{ customerId: string }>
  attachPaymentMethod(input: { customerId: string; token: string; kind: PaymentMethodKind; idempotencyKey: string }): Promise<AttachedPaymentMethod>
  detachPaymentMethod(input: { customerId: string; processorId: string; type: PaymentMethodKind }): Promise<void>
  charge(input: ChargeRequest): Promise<ChargeOutcome>
  refund(input: { paymentIntentId: string; amountCents: number; reason: string; idempotencyKey: string }): Promise<{ processorId: string }>
  createPayoutAccount(input: { providerId: string; email: string; idempotencyKey: string }): Promise<{ accountId: string }>
  /** A one-time address where the provider completes onboarding, then is sent to `returnUrl`. */
  createOnboardingLink(input: { accountId: string; returnUrl: string; refreshUrl: string }): Promise<{ url: string }>
  getPayoutAccount(accountId: string): Promise<PayoutAccountState>
  /** Testing helper: onboarding done without the processor's pages (the sandbox only; Stripe cannot). */
  completeOnboardingForTesting(accountId: string): Promise<void>
  transfer(input: { accountId: string; amountCents: number; description: string; idempotencyKey: string; metadata: Record<string, string> }): Promise<{ processorId: string }>
  /** Verifies the `stripe-signature` header over the raw body; a bad one throws `ValidationError` (400). */
  parseWebhook(rawBody: string, signature: string | null): Promise<ProcessorEvent>
  /**
   * Recurring billing run by the processor (Stripe Billing); absent in the sandbox, where careers
   * billing runs its own lifecycle on the server's clock.
   */
  readonly billing?: SubscriptionBilling
  /** The sandbox's onboarding page: completes the account behind a link (undefined on Stripe). */
  visitSandboxOnboardingLink?(linkId: string): Promise<{ accountId: string; returnUrl: string } | null>
}
