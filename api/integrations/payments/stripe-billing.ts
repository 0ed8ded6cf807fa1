/**
 * Stripe Billing through the official SDK (the `billing` of the Stripe gateway, billing.ts):
 * - Prices are found by `lookup_key` and created on first need (`product_data` names the plan);
 *   the key carries the amount, since a Price's amount never changes (docs/decisions.md);
 * - Checkout Sessions in `mode=subscription` when the organization has no card yet;
 * - subscriptions created with the card on file and `payment_behavior=error_if_incomplete`, so a
 *   refused card is a 402 and leaves no subscription;
 * - upgrades: `invoices.createPreview` and `subscriptions.update` with the same `proration_date`,
 *   `billing_cycle_anchor=now` and `proration_behavior=always_invoice` (the preview is what is
 *   charged, to the cent);
 * - downgrades: a subscription schedule whose second phase starts at the period's end;
 * - invoices with their `hosted_invoice_url`, and the PaymentIntent that paid them (`payments`).
 */
import Stripe from 'stripe'
import { PaymentRequiredError } from '../../errors'
import type { BillingInvoice, BillingSubscription, SubscriptionBilling } from './billing'

const date = (seconds: number) => new Date(seconds * 1000)
const seconds = (d: Date) => Math.floor(d.getTime() / 1000)
const idOf = (value: unknown): string | null => (typeof value === 'string' ? value : value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string' ? (value as { id: string }).id : null)
const metadataOf = (value: unknown): Record<string, string> => (value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'string')) : {})

/** A Stripe invoice (from the API or a webhook) in the marketplace's terms. */
export function readStripeInvoice(raw: Record<string, unknown>): BillingInvoice {
  const invoice = raw as unknown as Stripe.Invoice
  const lines = invoice.lines?.data ?? []
  const firstLine = lines[0]
  const payments = (invoice.payments?.data ?? []) as Stripe.InvoicePayment[]
  const paid = payments.find((p) => p.status === 'paid') ?? payments[0]
  return {
    id: invoice.id!,
    customerId: idOf(invoice.customer)!,
    subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
    status: (invoice.status ?? 'draft') as BillingInvoice['status'],
    billingReason: invoice.billing_reason ?? null,
    totalCents: invoice.total,
    amountDueCents: invoice.amount_due,
    amountPaidCents: invoice.amount_paid,
    hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
    periodStart: firstLine ? date(firstLine.period.start) : null,
    periodEnd: firstLine ? date(lines.reduce((end, l) => Math.max(end, l.period.end), 0)) : null,
    created: date(invoice.created),
    attemptCount: invoice.attempt_count ?? 0,
    nextPaymentAttempt: invoice.next_payment_attempt ? date(invoice.next_payment_attempt) : null,
    paymentIntentId: paid ? idOf(paid.payment?.payment_intent) : null,
    chargedLinesCents: lines.filter((l) => l.amount > 0).reduce((sum, l) => sum + l.amount, 0),
    creditLinesCents: -lines.filter((l) => l.amount < 0).reduce((sum, l) => sum + l.amount, 0),
    // Balances are the customer's debt: credit is negative, so what it paid is ending − starting.
    balanceAppliedCents: typeof invoice.ending_balance === 'number' ? Math.max(0, invoice.ending_balance - (invoice.starting_balance ?? 0)) : 0,
    metadata: metadataOf(invoice.parent?.subscription_details?.metadata ?? invoice.metadata),
  }
}

/** A Stripe subscription (from the API or a webhook) in the marketplace's terms. */
export function readStripeSubscription(raw: Record<string, unknown>): BillingSubscription {
  const sub = raw as unknown as Stripe.Subscription
  const items = sub.items?.data ?? []
  const first = items[0]
  const latest = sub.latest_invoice && typeof sub.latest_invoice === 'object' ? readStripeInvoice(sub.latest_invoice as unknown as Record<string, unknown>) : null
  return {
    id: sub.id,
    customerId: idOf(sub.customer)!,
    status: sub.status as BillingSubscription['status'],
    cancelAtPeriodEnd: sub.cancel_at_period_end === true,
    currentPeriodStart: date(first?.current_period_start ?? sub.start_date),
    currentPeriodEnd: date(first?.current_period_end ?? sub.start_date),
    items: items.map((i) => ({ id: i.id, priceId: i.price.id, priceMetadata: metadataOf(i.price.metadata), unitAmountCents: i.price.unit_amount ?? 0, quantity: i.quantity ?? 1 })),
    scheduleId: idOf(sub.schedule),
    metadata: metadataOf(sub.metadata),
    latestInvoice: latest,
  }
}

function refusedCard(error: unknown): never {
  if (error instanceof Stripe.errors.StripeCardError) throw new PaymentRequiredError(error.message)
  throw error
}

export function createStripeBilling(stripe: Stripe): SubscriptionBilling {
  const prices = new Map<string, string>()
  const latestInvoice = ['latest_invoice', 'latest_invoice.payments'] as const

  return {
    async priceFor({ lookupKey, amountCents, months, productName, metadata }) {
      const known = prices.get(lookupKey)
      if (known) return known
      const found = await stripe.prices.list({ lookup_keys: [lookupKey], limit: 1 })
      let id = found.data[0]?.id
      if (!id) {
        const created = await stripe.prices.create(
          { lookup_key: lookupKey, currency: 'usd', unit_amount: amountCents, recurring: { interval: 'month', interval_count: months }, product_data: { name: productName }, metadata },
          { idempotencyKey: `price:${lookupKey}` },
        )
        id = created.id
      }
      prices.set(lookupKey, id)
      return id
    },

    async createCheckoutSession({ customerId, priceId, successUrl, cancelUrl, metadata, idempotencyKey }) {
      const session = await stripe.checkout.sessions.create(
        { mode: 'subscription', customer: customerId, line_items: [{ price: priceId, quantity: 1 }], success_url: successUrl, cancel_url: cancelUrl, metadata, subscription_data: { metadata } },
        { idempotencyKey },
      )
      return { id: session.id, url: session.url ?? successUrl }
    },

    async expireCheckoutSession(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId)
      if (session.status === 'open') await stripe.checkout.sessions.expire(sessionId)
    },

    async createSubscription({ customerId, priceId, paymentMethodId, paymentMethodType, trialEnd, metadata, idempotencyKey }) {
      try {
        const sub = await stripe.subscriptions.create(
          {
            customer: customerId,
            items: [{ price: priceId, quantity: 1 }],
            metadata,
            expand: [...latestInvoice],
            ...(paymentMethodId ? (paymentMethodType === 'BANK' ? { default_source: paymentMethodId } : { default_payment_method: paymentMethodId }) : {}),
            ...(trialEnd ? { trial_end: seconds(trialEnd) } : { payment_behavior: 'error_if_incomplete' as const }),
          },
          { idempotencyKey },
        )
        return readStripeSubscription(sub as unknown as Record<string, unknown>)
      } catch (error) {
        refusedCard(error)
      }
    },

    async retrieveSubscription(subscriptionId) {
      return readStripeSubscription((await stripe.subscriptions.retrieve(subscriptionId, { expand: [...latestInvoice] })) as unknown as Record<string, unknown>)
    },

    async previewPriceChange({ subscriptionId, customerId, itemId, priceId, prorationDate }) {
      const preview = await stripe.invoices.createPreview({
        customer: customerId,
        subscription: subscriptionId,
        subscription_details: { items: [{ id: itemId, price: priceId, quantity: 1 }], billing_cycle_anchor: { type: 'now' as const }, proration_behavior: 'always_invoice' as const, proration_date: seconds(prorationDate) },
      })
      return readStripeInvoice({ ...preview, id: preview.id ?? 'upcoming' } as unknown as Record<string, unknown>)
    },

    async changePrice({ subscriptionId, itemId, priceId, prorationDate, idempotencyKey }) {
      try {
        const sub = await stripe.subscriptions.update(
          subscriptionId,
          { items: [{ id: itemId, price: priceId, quantity: 1 }], billing_cycle_anchor: { type: 'now' as const }, proration_behavior: 'always_invoice' as const, proration_date: seconds(prorationDate), payment_behavior: 'error_if_incomplete', expand: [...latestInvoice] },
          { idempotencyKey },
        )
        return readStripeSubscription(sub as unknown as Record<string, unknown>)
      } catch (error) {
        refusedCard(error)
      }
    },

    async schedulePriceAtPeriodEnd({ subscriptionId, currentPriceId, priceId, months, periodStart, periodEnd, idempotencyKey }) {
      const schedule = await stripe.subscriptionSchedules.create({ from_subscription: subscriptionId }, { idempotencyKey: `${idempotencyKey}:create` })
      await stripe.subscriptionSchedules.update(schedule.id, {
        end_behavior: 'release',
        phases: [
          { items: [{ price: currentPriceId, quantity: 1 }], start_date: seconds(periodStart), end_date: seconds(periodEnd), proration_behavior: 'none' },
          { items: [{ price: priceId, quantity: 1 }], duration: { interval: 'month', interval_count: months }, proration_behavior: 'none' },
        ],
      }, { idempotencyKey: `${idempotencyKey}:phases` })
      return { scheduleId: schedule.id }
    },

    async releaseSchedule(scheduleId) {
      const schedule = await stripe.subscriptionSchedules.retrieve(scheduleId)
      if (schedule.status === 'active' || schedule.status === 'not_started') await stripe.subscriptionSchedules.release(scheduleId)
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      return readStripeSubscription((await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel, expand: [...latestInvoice] })) as unknown as Record<string, unknown>)
    },

    async cancelNow(subscriptionId) {
      return readStripeSubscription((await stripe.subscriptions.cancel(subscriptionId, { invoice_now: false, prorate: false })) as unknown as Record<string, unknown>)
    },

    async voidInvoice(invoiceId) {
      await stripe.invoices.voidInvoice(invoiceId)
    },

    async setDefaultPaymentMethod({ subscriptionId, paymentMethodId, type }) {
      await stripe.subscriptions.update(subscriptionId, type === 'BANK' ? { default_source: paymentMethodId } : { default_payment_method: paymentMethodId })
    },

    async payInvoice({ invoiceId, paymentMethodId, idempotencyKey }) {
      try {
        const invoice = await stripe.invoices.pay(invoiceId, { payment_method: paymentMethodId, expand: ['payments'] }, { idempotencyKey })
        return { paid: invoice.status === 'paid', invoice: readStripeInvoice(invoice as unknown as Record<string, unknown>), message: null }
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) return { paid: false, invoice: null, message: error.message }
        throw error
      }
    },

    async listInvoices(subscriptionId) {
      const page = await stripe.invoices.list({ subscription: subscriptionId, limit: 100, expand: ['data.payments'] })
      return page.data.map((i) => readStripeInvoice(i as unknown as Record<string, unknown>))
    },

    async retrieveInvoice(invoiceId) {
      return readStripeInvoice((await stripe.invoices.retrieve(invoiceId, { expand: ['payments'] })) as unknown as Record<string, unknown>)
    },

    async previewRenewal({ subscriptionId, customerId }) {
      const preview = await stripe.invoices.createPreview({ customer: customerId, subscription: subscriptionId })
      return { totalCents: preview.total }
    },

    async customerBalance(customerId) {
      const customer = await stripe.customers.retrieve(customerId)
      return 'deleted' in customer && customer.deleted ? 0 : ((customer as Stripe.Customer).balance ?? 0)
    },

    async createBalanceTransaction({ customerId, amountCents, description, metadata, idempotencyKey }) {
      const txn = await stripe.customers.createBalanceTransaction(customerId, { amount: amountCents, currency: 'usd', description, metadata }, { idempotencyKey })
      return { id: txn.id, endingBalanceCents: txn.ending_balance }
    },

    readSubscription: readStripeSubscription,
    readInvoice: readStripeInvoice,
  }
}
