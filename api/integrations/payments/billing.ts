/**
 * Recurring billing at the processor (Stripe Billing): prices, Checkout Sessions in subscription
 * mode, subscriptions and their proration, schedules that change the price at the period's end,
 * and invoices with their hosted pages. The processor owns the clock here: it renews, retries a
 * failed payment and ends a subscription on its own, and says so with signed webhooks
 * (`customer.subscription.*`, `invoice.*`), which `readBillingEvent` reduces to these shapes.
 *
 * The built-in sandbox has no such processor: careers billing runs its own lifecycle on the
 * server's clock (api/modules/careers-billing/billing/sandbox.ts). Only the Stripe gateway has a
 * `billing` (stripe-billing.ts). Amounts are integer cents in USD; times are Dates.
 *
 * Contract: a money-moving call carries the caller's idempotency key; a refused card where the
 * call must pay at once (subscribe, upgrade) throws `PaymentRequiredError` (402) and leaves
 * nothing behind; paying an open invoice answers its outcome instead.
 */
export type BillingSubscriptionStatus = 'incomplete' | 'incomplete_expired' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid' | 'paused'
export type BillingInvoiceStatus = 'draft' | 'open' | 'paid' | 'uncollectible' | 'void'

export interface BillingItem {
  id: string
  priceId: string
  /** The price's metadata: careers billing writes `product`, `plan`, `recurrence` there. */
  priceMetadata: Record<string, string>
  unitAmountCents: number
  quantity: number
}

export interface BillingSubscription {
  id: string
  customerId: string
  status: BillingSubscriptionStatus
  cancelAtPeriodEnd: boolean
  currentPeriodStart: Date
  currentPeriodEnd: Date
  items: BillingItem[]
  scheduleId: string | null
  metadata: Record<string, string>
  latestInvoice: BillingInvoice | null
}

export interface BillingInvoice {
  id: string
  customerId: string
  subscriptionId: string | null
  status: BillingInvoiceStatus
  /** subscription_create, subscription_cycle, subscription_update, manual… */
  billingReason: string | null
  totalCents: number
  amountDueCents: number
  amountPaidCents: number
  hostedInvoiceUrl: string | null
  periodStart: Date | null
  periodEnd: Date | null
  created: Date
  attemptCount: number
  nextPaymentAttempt: Date | null
  /** The payment that paid it (its PaymentIntent), for the ledger and later refunds. */
  paymentIntentId: string | null
  /** Positive lines (what the new price costs) and the credit of unused time (a positive number). */
  chargedLinesCents: number
  creditLinesCents: number
  /**
   * What the customer's credit balance paid of it (Stripe's `ending_balance − starting_balance`
   * once finalized; 0 before): `amountDue = total − balanceApplied`.
   */
  balanceAppliedCents: number
  metadata: Record<string, string>
}

export interface PriceRequest {
  /** Unique per product, plan, recurrence and amount: a Stripe Price's amount never changes. */
  lookupKey: string
  amountCents: number
  months: number
  productName: string
  metadata: Record<string, string>
}

export interface SubscriptionBilling {
  /** The Price of this lookup key, created on first need. */
  priceFor(request: PriceRequest): Promise<string>
  createCheckoutSession(input: { customerId: string; priceId: string; successUrl: string; cancelUrl: string; metadata: Record<string, string>; idempotencyKey: string }): Promise<{ id: string; url: string }>
  expireCheckoutSession(sessionId: string): Promise<void>
  /** Charged at once with the given method (402 if refused); with `trialEnd`, nothing is charged until then. */
  createSubscription(input: { customerId: string; priceId: string; paymentMethodId: string | null; paymentMethodType: 'CARD' | 'BANK' | null; trialEnd?: Date; metadata: Record<string, string>; idempotencyKey: string }): Promise<BillingSubscription>
  retrieveSubscription(subscriptionId: string): Promise<BillingSubscription>
  /** What moving the subscription's item to `priceId` now (a new period from now, unused time credited) would invoice. */
  previewPriceChange(input: { subscriptionId: string; customerId: string; itemId: string; priceId: string; prorationDate: Date }): Promise<BillingInvoice>
  /** That change, invoiced and paid at once (402 if refused; nothing changes then). */
  changePrice(input: { subscriptionId: string; itemId: string; priceId: string; prorationDate: Date; idempotencyKey: string }): Promise<BillingSubscription>
  /** The price from the end of the current period (a subscription schedule of two phases). */
  schedulePriceAtPeriodEnd(input: { subscriptionId: string; currentPriceId: string; priceId: string; months: number; periodStart: Date; periodEnd: Date; idempotencyKey: string }): Promise<{ scheduleId: string }>
  /** Drops a schedule's future phases; the subscription goes on at its current price. */
  releaseSchedule(scheduleId: string): Promise<void>
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<BillingSubscription>
  cancelNow(subscriptionId: string): Promise<BillingSubscription>
  voidInvoice(invoiceId: string): Promise<void>
  setDefaultPaymentMethod(input: { subscriptionId: string; paymentMethodId: string; type: 'CARD' | 'BANK' }): Promise<void>
  /** Pays an open (or uncollectible) invoice with this method; a refusal is an outcome. */
  payInvoice(input: { invoiceId: string; paymentMethodId: string; idempotencyKey: string }): Promise<{ paid: boolean; invoice: BillingInvoice | null; message: string | null }>
  /** The subscription's invoices, newest first (the mirror is rebuilt from these when a webhook was missed). */
  listInvoices(subscriptionId: string): Promise<BillingInvoice[]>
  /** An invoice with the payment that paid it (a webhook's copy does not carry it). */
  retrieveInvoice(invoiceId: string): Promise<BillingInvoice>
  /** The total of the subscription's next invoice (its renewal, with a schedule's next phase), before any customer balance. */
  previewRenewal(input: { subscriptionId: string; customerId: string }): Promise<{ totalCents: number }>
  /** The customer's balance: negative is credit the next finalized invoices use first. */
  customerBalance(customerId: string): Promise<number>
  /** Moves the customer's balance (`amountCents` < 0 gives credit, > 0 takes it back). */
  createBalanceTransaction(input: { customerId: string; amountCents: number; description: string; metadata: Record<string, string>; idempotencyKey: string }): Promise<{ id: string; endingBalanceCents: number }>
  /** A webhook's `data.object` read as a subscription or an invoice. */
  readSubscription(object: Record<string, unknown>): BillingSubscription
  readInvoice(object: Record<string, unknown>): BillingInvoice
}
