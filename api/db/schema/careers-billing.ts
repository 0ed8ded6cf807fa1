/**
 * Careers billing (spec 000 §3 "Careers price", "Careers subscription"; §4 subscription actions):
 * the prices the admin panel sets (code defaults in api/settings.ts `careers.defaultPrices` when no
 * row applies), each organization's subscription to the job board, its invoices, and the job-post
 * add-ons bought per post. Charges themselves are `charges` rows (payments' charge protocol), and
 * every movement of money is in `ledger_entries`. All amounts are integer cents.
 */
import { sql } from 'drizzle-orm'
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import type { InvoiceStatus, SubscriptionRecurrence, SubscriptionStatus, SubscriptionTier } from '../../../shared/enums'
import { createdAt, flag, id, instant, updatedAt } from './columns'
import { organizations } from './organizations'

export type CareersProductType = 'SUBSCRIPTION' | 'JOB_POST_ADDON'
export type CareersInvoiceType = 'SUBSCRIPTION' | 'RENEWAL' | 'UPGRADE' | 'JOB_POST_ADDON'

/**
 * A price from `effectiveFrom` (until `effectiveTo`, set when a newer price for the same product,
 * plan and recurrence takes over). A subscriber keeps the price it paid until its renewal.
 */
export const careersPrices = sqliteTable(
  'careers_prices',
  {
    id: id(),
    name: text('name').notNull(),
    productType: text('product_type').$type<CareersProductType>().notNull(),
    /** The tier for SUBSCRIPTION; null for the job-post add-on. */
    planType: text('plan_type').$type<SubscriptionTier>(),
    /** MONTHLY, QUARTERLY or YEARLY; the add-on's price is per month of listing. */
    recurrence: text('recurrence').$type<SubscriptionRecurrence>().notNull(),
    priceInCents: integer('price_in_cents').notNull(),
    originalPriceInCents: integer('original_price_in_cents').notNull(),
    isActive: flag('is_active'),
    effectiveFrom: instant('effective_from').notNull(),
    effectiveTo: instant('effective_to'),
    createdByTeamMemberId: text('created_by_team_member_id'),
    createdAt: createdAt(),
  },
  (t) => [index('careers_prices_product_idx').on(t.productType, t.planType, t.recurrence, t.effectiveFrom)],
)

export const careersSubscriptions = sqliteTable(
  'careers_subscriptions',
  {
    id: id(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    plan: text('plan').$type<SubscriptionTier>().notNull(),
    recurrence: text('recurrence').$type<SubscriptionRecurrence>().notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    /** What this period costs after the discount (the price in force when the period was bought). */
    priceInCents: integer('price_in_cents').notNull(),
    /** The list price of that period before the discount. */
    originalPriceInCents: integer('original_price_in_cents').notNull(),
    /** A careers-discount benefit's percentage, kept for the subscription's life (0 for none). */
    discountPercentage: integer('discount_percentage').notNull().default(0),
    organizationBenefitStateId: text('organization_benefit_state_id'),
    /** The card renewals charge; null: the organization's default card at that time. */
    paymentMethodId: text('payment_method_id'),
    periodStart: instant('period_start'),
    periodEnd: instant('period_end'),
    jobPostingsUsed: integer('job_postings_used').notNull().default(0),
    featuredListingsUsed: integer('featured_listings_used').notNull().default(0),
    /** A downgrade waiting for the period's end (status PENDING_DOWNGRADE). */
    pendingPlan: text('pending_plan').$type<SubscriptionTier>(),
    pendingRecurrence: text('pending_recurrence').$type<SubscriptionRecurrence>(),
    /**
     * Who runs its lifecycle: the built-in sandbox on the server's clock, or Stripe Billing (its
     * own clock; this row mirrors it from the API's answers and the `customer.subscription.*` and
     * `invoice.*` webhooks).
     */
    processor: text('processor').$type<'sandbox' | 'stripe'>().notNull().default('sandbox'),
    /** Stripe's subscription (`sub_…`) and the schedule (`sub_sched_…`) holding a downgrade for the period's end. */
    processorSubscriptionId: text('processor_subscription_id'),
    processorScheduleId: text('processor_schedule_id'),
    /** The checkout session of a PENDING subscription: the sandbox's (its page is the product's own) or Stripe's (`cs_…`). */
    checkoutSessionId: text('checkout_session_id'),
    /** Stripe Checkout's hosted page of that session (null in the sandbox, whose page is the product's). */
    checkoutUrl: text('checkout_url'),
    redirectUrl: text('redirect_url'),
    /** Failed renewal charges of the open invoice, and when the next retry is due (PAST_DUE). */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    nextRetryAt: instant('next_retry_at'),
    canceledAt: instant('canceled_at'),
    activatedAt: instant('activated_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('careers_subscriptions_org_idx').on(t.organizationId, t.createdAt),
    // The scheduler's sweep: subscriptions whose period ended, by status.
    index('careers_subscriptions_due_idx').on(t.status, t.periodEnd),
    index('careers_subscriptions_retry_idx').on(t.status, t.nextRetryAt),
    uniqueIndex('careers_subscriptions_checkout_unique').on(t.checkoutSessionId),
    uniqueIndex('careers_subscriptions_processor_unique').on(t.processorSubscriptionId),
  ],
)

export const careersInvoices = sqliteTable(
  'careers_invoices',
  {
    id: id(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    subscriptionId: text('subscription_id'),
    jobId: text('job_id'),
    type: text('type').$type<CareersInvoiceType>().notNull(),
    /** The recurrence billed, or ONE_TIME for a post bought without a subscription. */
    frequency: text('frequency').$type<SubscriptionRecurrence | 'ONE_TIME'>().notNull(),
    status: text('status').$type<InvoiceStatus>().notNull(),
    amountInCents: integer('amount_in_cents').notNull(),
    description: text('description').notNull(),
    /** The successful charge that paid it (charges.id). */
    chargeId: text('charge_id'),
    /** Stripe's invoice (`in_…`) this row mirrors, and its hosted page (the `invoiceLink` then). */
    processorInvoiceId: text('processor_invoice_id'),
    hostedInvoiceUrl: text('hosted_invoice_url'),
    periodStart: instant('period_start'),
    periodEnd: instant('period_end'),
    billingDate: instant('billing_date').notNull(),
    paidAt: instant('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('careers_invoices_org_idx').on(t.organizationId, t.billingDate),
    index('careers_invoices_subscription_idx').on(t.subscriptionId, t.status),
    uniqueIndex('careers_invoices_processor_unique').on(t.processorInvoiceId),
    // Paid periods by their end: the admin dashboard's active subscriptions and amortized income.
    // Open per-post checkouts by age: the sweep that voids abandoned ones.
    index('careers_invoices_open_post_idx').on(t.createdAt).where(sql`${t.type} = 'JOB_POST_ADDON' and ${t.status} = 'open'`),
    index('careers_invoices_paid_period_idx').on(t.periodEnd, t.periodStart, t.organizationId, t.type, t.amountInCents).where(sql`${t.status} = 'paid' and ${t.periodEnd} is not null`),
  ],
)

/**
 * A job published by paying per post. With a subscription it is an item of that subscription:
 * charged prorated today, then with every renewal until removed (`DELETE /job-addon/{jobId}`).
 */
export const careersJobPostAddons = sqliteTable(
  'careers_job_post_addons',
  {
    id: id(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    jobId: text('job_id').notNull(),
    subscriptionId: text('subscription_id'),
    status: text('status').$type<'ACTIVE' | 'REMOVED'>().notNull(),
    /** Charged today (prorated with a subscription). */
    amountInCents: integer('amount_in_cents').notNull(),
    /** Charged at each renewal of the subscription (0 without one). */
    recurringAmountInCents: integer('recurring_amount_in_cents').notNull(),
    invoiceId: text('invoice_id'),
    removedAt: instant('removed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('careers_job_post_addons_org_idx').on(t.organizationId, t.jobId), index('careers_job_post_addons_subscription_idx').on(t.subscriptionId, t.status)],
)
