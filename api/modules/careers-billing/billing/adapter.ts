/**
 * Careers billing behind one interface, two implementations (docs/decisions.md "Careers billing
 * on Stripe Billing"):
 * - `sandbox` (sandbox.ts): the product runs the lifecycle itself on the server's clock — charges
 *   through payments' charge protocol, its own checkout page, invoices and renewal sweep;
 * - `stripe` (stripe.ts): Stripe Billing runs it — Checkout Sessions, subscriptions, proration
 *   previews, schedules, invoices with hosted pages; this product mirrors Stripe's answers and its
 *   webhooks (stripe-state.ts, webhooks.ts).
 * A subscription keeps the implementation it was created with (`processor`); new ones take
 * Stripe's when the payments gateway has Stripe Billing (STRIPE_SECRET_KEY), else the sandbox's.
 * The verbs check who may act and answer with the subscription; each implementation checks what
 * the subscription's state allows (409) and moves the money.
 */
import type { SubscriptionRecurrence, SubscriptionTier } from '../../../../shared/enums'
import type { Actor } from '../../../callers'
import type { AppContext } from '../../../context'
import type { careersInvoices } from '../../../db/schema'
import type { PaymentMethodRow, SubscriptionRow } from '../queries'

export type PlanChoice = { plan: SubscriptionTier; recurrence: SubscriptionRecurrence }
export type InvoiceRow = typeof careersInvoices.$inferSelect

export interface UpgradeQuote extends PlanChoice {
  newPriceInCents: number
  originalPriceInCents: number
  unusedCreditInCents: number
  prorationCostInCents: number
  periodStart: Date
  periodEnd: Date
}

export interface CareersBillingAdapter {
  readonly processor: 'sandbox' | 'stripe'
  /**
   * A new PENDING subscription: with a payment method (or nothing to pay) its first period is paid
   * at once and it is ACTIVE (402 when refused, and it stays PENDING); without one its checkout
   * session is opened and it stays PENDING.
   */
  start(ctx: AppContext, actor: Actor, sub: SubscriptionRow, method: PaymentMethodRow | null): Promise<SubscriptionRow>
  /** Where the browser completes a PENDING subscription's checkout. */
  checkoutUrl(ctx: AppContext, sub: SubscriptionRow): string
  /** What upgrading now costs (409 when the state or the plan forbids it): what `upgrade` charges, to the cent. */
  quoteUpgrade(ctx: AppContext, sub: SubscriptionRow, to: PlanChoice, now: Date): Promise<UpgradeQuote>
  upgrade(ctx: AppContext, actor: Actor, sub: SubscriptionRow, to: PlanChoice): Promise<SubscriptionRow>
  /** The lower plan from the period's end: PENDING_DOWNGRADE. */
  scheduleDowngrade(ctx: AppContext, actor: Actor, sub: SubscriptionRow, to: PlanChoice): Promise<SubscriptionRow>
  cancelDowngrade(ctx: AppContext, actor: Actor, sub: SubscriptionRow): Promise<SubscriptionRow>
  /** A paid subscription at its period's end (CANCEL_PENDING); one not paid now (CANCELED). */
  cancel(ctx: AppContext, actor: Actor, sub: SubscriptionRow): Promise<SubscriptionRow>
  /** CANCEL_PENDING before the period ends → ACTIVE. */
  reactivate(ctx: AppContext, actor: Actor, sub: SubscriptionRow): Promise<SubscriptionRow>
  /** The method renewals charge; a PAST_DUE or UNPAID subscription's invoice is paid with it at once (402 if refused). */
  changePaymentMethod(ctx: AppContext, actor: Actor, sub: SubscriptionRow, method: PaymentMethodRow): Promise<SubscriptionRow>
  /** The invoice's page: the product's own signed link, or the processor's hosted one. */
  invoiceLink(ctx: AppContext, invoice: InvoiceRow): string
  /** Testing helper: an ACTIVE ENTERPRISE monthly subscription from now, nothing charged. */
  activateForTesting(ctx: AppContext, organizationId: string): Promise<void>
}
