/**
 * Stripe Billing's webhooks for the job board (handed to payments' `POST /stripe/webhook` by
 * app.ts, which checks the signature and records each event id in the transaction that applies
 * it, so each is applied once):
 * - `checkout.session.completed`: the Checkout's subscription (fetched from Stripe) and its first
 *   invoice; `checkout.session.expired`: a PENDING subscription whose checkout expired → CANCELED;
 * - `customer.subscription.created|updated|deleted` (and `paused`, `resumed`, `trial_will_end`):
 *   its status, plan and period (stripe-state.ts);
 * - `invoice.*` (`finalized`, `paid`, `payment_failed`, `payment_succeeded`, `marked_uncollectible`,
 *   `voided`, `updated`…): the careers invoice, its payment into charges and the ledger, the failed
 *   attempts and the next retry.
 * A copy of an invoice without its payment (webhooks do not carry `payments`) is fetched first.
 */
import { and, eq } from 'drizzle-orm'
import type { WebhookActor } from '../../../callers'
import type { AppContext } from '../../../context'
import type { Tx } from '../../../db/client'
import { careersSubscriptions } from '../../../db/schema'
import type { BillingInvoice, BillingSubscription } from '../../../integrations/payments/billing'
import type { ProcessorEvent } from '../../../integrations/payments/gateway'
import type { ProcessorEventHandler } from '../../payments'
import { applyStripeAnswer, applyStripeInvoice, applyStripeSubscription, type AfterCommit } from './stripe-state'

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null)

export const careersBillingEvents: ProcessorEventHandler = {
  handles: (type) => type.startsWith('customer.subscription.') || type.startsWith('invoice.') || type === 'checkout.session.completed' || type === 'checkout.session.expired',

  async prepare(ctx: AppContext, event: ProcessorEvent): Promise<unknown> {
    const stripe = ctx.payments.billing
    if (!stripe) return null
    if (event.type === 'checkout.session.completed') {
      const subscriptionId = text(event.object.subscription) ?? text((event.object.subscription as { id?: unknown } | null)?.id)
      return subscriptionId && event.object.mode === 'subscription' ? stripe.retrieveSubscription(subscriptionId) : null
    }
    if (event.type.startsWith('customer.subscription.')) return stripe.readSubscription(event.object)
    if (event.type.startsWith('invoice.')) {
      const invoice = stripe.readInvoice(event.object)
      return invoice.status === 'paid' && invoice.amountPaidCents > 0 && !invoice.paymentIntentId ? stripe.retrieveInvoice(invoice.id) : invoice
    }
    return null
  },

  async apply(ctx: AppContext, tx: Tx, event: ProcessorEvent, prepared: unknown, actor: WebhookActor) {
    if (!ctx.payments.billing || (!prepared && event.type !== 'checkout.session.expired')) return null
    const after: AfterCommit[] = []
    if (event.type === 'checkout.session.completed') after.push(...(await applyStripeAnswer(ctx, tx, actor, prepared as BillingSubscription)).after)
    else if (event.type === 'checkout.session.expired') {
      const sessionId = text(event.object.id)
      if (sessionId) {
        const now = ctx.clock.now()
        await tx.update(careersSubscriptions).set({ status: 'CANCELED', canceledAt: now, updatedAt: now }).where(and(eq(careersSubscriptions.checkoutSessionId, sessionId), eq(careersSubscriptions.status, 'PENDING')))
      }
    } else if (event.type.startsWith('customer.subscription.')) {
      const applied = await applyStripeSubscription(ctx, tx, actor, prepared as BillingSubscription)
      if (applied?.after) after.push(applied.after)
    } else {
      const sent = await applyStripeInvoice(ctx, tx, actor, prepared as BillingInvoice)
      if (sent) after.push(sent)
    }
    return after.length
      ? async () => {
          for (const work of after) await work()
        }
      : null
  },
}
