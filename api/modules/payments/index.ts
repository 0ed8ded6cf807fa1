/**
 * Payments: facilities' cards and bank accounts, charges, refunds, credits, provider payouts, the
 * processor's webhooks, and the one ledger every figure is computed from (domain "Money").
 * Facility calls in `facility/`, provider calls in `provider/`, the processor's in `webhooks/`.
 */
import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { facilityPaymentRoutes } from './facility/routes'
import { providerPaymentRoutes } from './provider/routes'
import type { ProcessorEventHandler } from './webhooks/handle-webhook'
import { paymentWebhookRoutes } from './webhooks/routes'

/** `eventHandlers`: the processor's events of modules above payments (careers billing's), passed in by app.ts. */
export const paymentRoutes = (ctx: AppContext, eventHandlers: ProcessorEventHandler[] = []) =>
  new Elysia().use(facilityPaymentRoutes(ctx)).use(providerPaymentRoutes(ctx)).use(paymentWebhookRoutes(ctx, eventHandlers))

export type { ProcessorEventHandler } from './webhooks/handle-webhook'
// The processor's customer of an organization, created on first need (careers billing's subscriptions).
export { ensureCustomer } from './facility/ensure-customer'
// A payment the processor collected itself (a Stripe Billing invoice), into charges and the ledger.
export { markCreditsSent, recordCreditsForProcessor, recordProcessorPaidCharge } from './record-processor-charge'

export { attachPaymentMethod } from './facility/attach-payment-method'
export { getUsablePaymentMethod } from './queries'
export type { PaymentMethodRow } from './queries'
export { setUpPayoutAccountForTesting } from './provider/set-up-payout-account-for-testing'

// Settling a shift's money after each transition of a hired seat (shifts/settle-shift-money.ts).
export { chargeAdditional } from './charge-additional'
export { payProvider } from './pay-provider'
export { recordPlatformFee } from './record-platform-fee'
export { refundCharge } from './refund-charge'

// Provider-paid fees outside shifts (background checks) are recorded as ledger rows of their own kind.
export { writeLedger } from './ledger'

// The charge protocol for work that must hold its own rows beside a charge (a hire reserves a
// seat): reserve a PENDING charge in the caller's transaction, ask the processor outside it
// (under the key's lock), record the answer, then read the result or throw its decline.
export { withKeyLock } from './keyed-lock'
export { askAndRecord, askProcessor, chargeForAudit, recordCharge, reserveCharge, resultOf, succeededOrThrow } from './run-charge'
export type { ChargeRow, RunChargeInput } from './run-charge'

// The scheduler's sweeps.
export { collectHeldCancellationFees } from './collect-held-cancellation-fees'
export { completeDueTransfers } from './complete-due-transfers'
