/**
 * Money (domain "Money"): payment methods, charges, refunds, provider payout accounts and
 * transfers, cancellation fees, and the ledger every report is computed from. All amounts are
 * integer cents.
 */
import { sql } from 'drizzle-orm'
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { createdAt, flag, id, instant, updatedAt } from './columns'
import { facilities, organizations } from './organizations'
import { providers } from './providers'

export type PaymentMethodType = 'CARD' | 'BANK'
/** PENDING: credits are reserved and the processor is being asked; every other status is final or refund-driven. */
export type ChargeStatus = 'PENDING' | 'SUCCEEDED' | 'FAILED' | 'REFUNDED' | 'PARTIALLY_REFUNDED'
export type TransferStatus = 'pending' | 'processing' | 'completed'
export type CancellationFeeStatus = 'HELD' | 'RELEASED' | 'COMPLETED' | 'PENDING' | 'CHARGE_FAILED' | 'CANCELED'
export type LedgerKind = 'CHARGE' | 'REFUND' | 'TRANSFER' | 'PROCESSOR_FEE' | 'PLATFORM_FEE' | 'CREDIT_USE' | 'CREDIT_GRANT' | 'CREDIT_RETURN'
  // A provider's background-check fee and its refund (issue 13 §4): provider money, no shift or organization.
  | 'BACKGROUND_CHECK_FEE'
  | 'BACKGROUND_CHECK_REFUND'

export const paymentMethods = sqliteTable(
  'payment_methods',
  {
    id: id(),
    organizationId: text('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
    /** The facility that added it; payment_method_facilities lists every facility that may use it. */
    facilityId: text('facility_id').notNull().references(() => facilities.id, { onDelete: 'cascade' }),
    type: text('type').$type<PaymentMethodType>().notNull(),
    /** The processor's id (Stripe `pm_…`, or the sandbox's). */
    processorId: text('processor_id').notNull(),
    brand: text('brand'),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    funding: text('funding'),
    holderName: text('holder_name'),
    bankName: text('bank_name'),
    routingNumber: text('routing_number'),
    accountType: text('account_type'),
    accountHolderType: text('account_holder_type'),
    /** Default at the facility that added it (kept equal to that facility's link row). */
    isDefault: flag('is_default'),
    removedAt: instant('removed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('payment_methods_org_idx').on(t.organizationId)],
)

/**
 * Every facility that may use a payment method: the one that added it and those it was shared
 * with. Each facility has at most one default among its methods.
 */
export const paymentMethodFacilities = sqliteTable(
  'payment_method_facilities',
  {
    paymentMethodId: text('payment_method_id').notNull().references(() => paymentMethods.id, { onDelete: 'cascade' }),
    facilityId: text('facility_id').notNull().references(() => facilities.id, { onDelete: 'cascade' }),
    isDefault: flag('is_default'),
  },
  (t) => [primaryKey({ columns: [t.paymentMethodId, t.facilityId] }), index('payment_method_facilities_facility_idx').on(t.facilityId)],
)

/** The processor's customer for an organization (one per organization). */
export const processorCustomers = sqliteTable('processor_customers', {
  organizationId: text('organization_id').primaryKey().references(() => organizations.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull(),
  createdAt: createdAt(),
})

export const charges = sqliteTable(
  'charges',
  {
    id: id(),
    organizationId: text('organization_id').notNull(),
    facilityId: text('facility_id').notNull(),
    shiftId: text('shift_id'),
    paymentMethodId: text('payment_method_id'),
    /** What the card or bank was asked for (after credits). */
    amountCents: integer('amount_cents').notNull(),
    creditsAppliedCents: integer('credits_applied_cents').notNull().default(0),
    processorFeeCents: integer('processor_fee_cents').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    status: text('status').$type<ChargeStatus>().notNull(),
    /** The processor's payment intent id. */
    processorId: text('processor_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    failureMessage: text('failure_message'),
    purpose: text('purpose').$type<'SHIFT' | 'CANCELLATION_FEE' | 'ADJUSTMENT' | 'BONUS' | 'CAREERS_SUBSCRIPTION' | 'CAREERS_JOB_POST'>().notNull().default('SHIFT'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('charges_idempotency_unique').on(t.idempotencyKey),
    index('charges_shift_idx').on(t.shiftId),
    index('charges_org_idx').on(t.organizationId, t.createdAt),
    // Charges the processor never answered, for the scheduler's sweep.
    index('charges_pending_idx').on(t.updatedAt).where(sql`${t.status} = 'PENDING'`),
  ],
)

export const refunds = sqliteTable(
  'refunds',
  {
    id: id(),
    chargeId: text('charge_id').notNull().references(() => charges.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    creditsReturnedCents: integer('credits_returned_cents').notNull().default(0),
    processorId: text('processor_id'),
    reason: text('reason').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('refunds_idempotency_unique').on(t.idempotencyKey), index('refunds_charge_idx').on(t.chargeId)],
)

/** A provider's payout account (Stripe Connect, or the sandbox's). */
export const payoutAccounts = sqliteTable('payout_accounts', {
  providerId: text('provider_id').primaryKey().references(() => providers.id, { onDelete: 'cascade' }),
  processorAccountId: text('processor_account_id').notNull(),
  isOnboardingComplete: flag('is_onboarding_complete'),
  completedAt: instant('completed_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const transfers = sqliteTable(
  'transfers',
  {
    id: id(),
    providerId: text('provider_id').notNull(),
    shiftId: text('shift_id'),
    kind: text('kind').$type<'SHIFT' | 'BONUS' | 'CANCELLATION_FEE'>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<TransferStatus>().notNull(),
    processorId: text('processor_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    description: text('description'),
    /** When a `processing` transfer is expected to land (`completed`). */
    availableAt: instant('available_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('transfers_idempotency_unique').on(t.idempotencyKey), index('transfers_provider_idx').on(t.providerId, t.createdAt), index('transfers_status_idx').on(t.status)],
)

export const cancellationFees = sqliteTable(
  'cancellation_fees',
  {
    id: id(),
    shiftId: text('shift_id').notNull(),
    organizationId: text('organization_id').notNull(),
    providerId: text('provider_id').notNull(),
    feeCents: integer('fee_cents').notNull(),
    paymentStatus: text('payment_status').$type<CancellationFeeStatus>().notNull(),
    chargeId: text('charge_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('cancellation_fees_status_idx').on(t.paymentStatus), index('cancellation_fees_shift_idx').on(t.shiftId)],
)

/**
 * The ledger: one row per movement of money, signed by `kind`. Reports sum it; for a completed
 * shift (api/modules/payments/record-platform-fee.ts):
 *   CHARGE − REFUND = TRANSFER + PLATFORM_FEE + PROCESSOR_FEE   (card and bank money)
 *   CREDIT_USE − CREDIT_RETURN = credits the shift kept
 * Every kind is a positive amount except PLATFORM_FEE, the platform's net cut, which is negative
 * when credits or a kept processor fee cost the platform more than the shift's fee.
 */
export const ledgerEntries = sqliteTable(
  'ledger_entries',
  {
    id: id(),
    kind: text('kind').$type<LedgerKind>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    organizationId: text('organization_id'),
    facilityId: text('facility_id'),
    providerId: text('provider_id'),
    shiftId: text('shift_id'),
    /** The charge, refund or transfer behind the entry. */
    referenceId: text('reference_id'),
    memo: text('memo'),
    occurredAt: instant('occurred_at').notNull(),
  },
  (t) => [index('ledger_shift_idx').on(t.shiftId), index('ledger_org_idx').on(t.organizationId, t.occurredAt), index('ledger_provider_idx').on(t.providerId, t.occurredAt)],
)

/**
 * The built-in sandbox processor's own records (customers, payment methods, payment intents,
 * refunds, payout accounts, onboarding links, transfers), so it behaves like Stripe's test mode
 * across restarts. `idempotency_key` makes a repeated request answer the first result.
 */
export const sandboxProcessorObjects = sqliteTable(
  'sandbox_processor_objects',
  {
    /** `cus_sbx_…`, `pm_sbx_…`, `ba_sbx_…`, `pi_sbx_…`, `re_sbx_…`, `acct_sbx_…`, `acctlink_sbx_…`, `tr_sbx_…`. */
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key'),
    data: text('data', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sandbox_processor_objects_idempotency_unique').on(t.kind, t.idempotencyKey)],
)

/** Processor webhook events already applied (each applied once). */
export const processorEvents = sqliteTable('processor_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: instant('received_at').notNull(),
})
