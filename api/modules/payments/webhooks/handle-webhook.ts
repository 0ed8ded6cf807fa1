/**
 * `POST /stripe/webhook`: processor events, signature-checked over the raw body (a bad or
 * missing signature is 400), each applied once (the event id is recorded in `processor_events`
 * in the same transaction that applies it). Applied:
 *
 * - `account.updated`: a payout account with details submitted and payouts enabled is complete,
 *   and its provider's pending payments start moving;
 * - `payment_intent.payment_failed`: a charge the processor later failed (a bank debit returned)
 *   is marked FAILED with the processor's message and logged for follow-up; its ledger rows stay
 *   until operations settle it with the facility;
 * - `charge.refunded`: a refund made outside the marketplace (the processor's dashboard) is
 *   recorded as a refund of card money with its ledger row; ours are already recorded;
 * - `transfer.reversed`: logged for follow-up (the provider's payment was pulled back).
 *
 * Other events go to the handler app.ts passes in (careers billing's `customer.subscription.*`,
 * `invoice.*` and `checkout.session.completed`): its `prepare` runs before the transaction (it
 * may ask the processor), its `apply` inside the one that records the event id, so it too is
 * applied once; what it returns runs after the commit. Anything else is acknowledged and
 * ignored. In the sandbox, events must be signed with the
 * sandbox's secret (sandboxWebhookSecret); with Stripe and no STRIPE_WEBHOOK_SECRET every event
 * is refused (400 "Webhooks need STRIPE_WEBHOOK_SECRET").
 */
import { and, eq, ne, sql } from 'drizzle-orm'
import { webhookActor, type WebhookActor } from '../../../callers'
import type { AppContext } from '../../../context'
import type { Tx } from '../../../db/client'
import { charges, payoutAccounts, processorEvents, refunds, transfers } from '../../../db/schema'
import type { ProcessorEvent } from '../../../integrations/payments/gateway'
import { audit } from '../../audit'
import { writeLedger } from '../ledger'
import { chargeForAudit } from '../run-charge'
import { releasePendingTransfers } from '../release-pending-transfers'

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null)

/** Events of another module (careers billing), handed in by app.ts: payments imports no module above it. */
export interface ProcessorEventHandler {
  handles(type: string): boolean
  /** Before the transaction, once per delivery: what applying needs from the processor. */
  prepare(ctx: AppContext, event: ProcessorEvent): Promise<unknown>
  /** In the transaction that records the event id (so once); returns work for after the commit. */
  apply(ctx: AppContext, tx: Tx, event: ProcessorEvent, prepared: unknown, actor: WebhookActor): Promise<(() => void | Promise<void>) | null>
}

export async function handleProcessorWebhook({ ctx, rawBody, signature, handlers = [] }: { ctx: AppContext; rawBody: string; signature: string | null; handlers?: ProcessorEventHandler[] }): Promise<{ received: boolean }> {
  const event = await ctx.payments.parseWebhook(rawBody, signature)
  // The signature checked, the processor is who acts: each change it makes is audited as its event.
  const actor = webhookActor('payments', event.id)
  const handler = handlers.find((h) => h.handles(event.type))
  const alreadySeen = handler ? await ctx.db.read.select({ id: processorEvents.id }).from(processorEvents).where(eq(processorEvents.id, event.id)).get() : undefined
  const prepared = handler && !alreadySeen ? await handler.prepare(ctx, event) : null
  const outcome = await ctx.db.write(async (tx) => {
    const [fresh] = await tx.insert(processorEvents).values({ id: event.id, type: event.type, receivedAt: ctx.clock.now() }).onConflictDoNothing().returning()
    if (!fresh) return null
    if (handler) return { release: null, after: await handler.apply(ctx, tx, event, prepared, actor) }
    return { release: await apply(ctx, tx, event, actor), after: null }
  })
  await outcome?.after?.()
  // Moving money happens after the event is recorded; the scheduler's sweep retries a failure.
  if (outcome?.release) await releasePendingTransfers(ctx, outcome.release.providerId, actor)
  return { received: true }
}

async function apply(ctx: AppContext, tx: Tx, event: ProcessorEvent, actor: WebhookActor): Promise<{ providerId: string } | null> {
  const object = event.object
  const now = ctx.clock.now()
  switch (event.type) {
    case 'account.updated': {
      const accountId = text(object.id)
      if (!accountId || object.details_submitted !== true || object.payouts_enabled !== true) return null
      const [account] = await tx
        .update(payoutAccounts)
        .set({ isOnboardingComplete: true, completedAt: now, updatedAt: now })
        .where(and(eq(payoutAccounts.processorAccountId, accountId), eq(payoutAccounts.isOnboardingComplete, false)))
        .returning()
      if (account) await audit(ctx, tx, actor, { action: 'payout-account.complete', subject: ['payout-account', account.providerId], before: { isOnboardingComplete: false }, after: { isOnboardingComplete: true } })
      return account ? { providerId: account.providerId } : null
    }
    case 'payment_intent.payment_failed': {
      const intentId = text(object.id)
      const message = text((object.last_payment_error as Record<string, unknown> | null | undefined)?.message) ?? 'The payment failed'
      if (!intentId) return null
      const [charge] = await tx
        .update(charges)
        .set({ status: 'FAILED', failureMessage: message, updatedAt: now })
        .where(and(eq(charges.processorId, intentId), eq(charges.status, 'SUCCEEDED')))
        .returning()
      if (charge) {
        ctx.log.error('a charge failed after it was accepted', { chargeId: charge.id, shiftId: charge.shiftId, eventId: event.id })
        await audit(ctx, tx, actor, { action: 'payment.charge-failed', subject: ['charge', charge.id], organizationId: charge.organizationId, before: { ...chargeForAudit(charge), status: 'SUCCEEDED', failureMessage: null }, after: chargeForAudit(charge) })
      }
      return null
    }
    case 'charge.refunded': {
      const intentId = text(object.payment_intent)
      const refunded = typeof object.amount_refunded === 'number' ? object.amount_refunded : null
      if (!intentId || refunded === null) return null
      const charge = await tx.select().from(charges).where(and(eq(charges.processorId, intentId), ne(charges.status, 'PENDING'))).get()
      const outside = charge ? Math.min(refunded, charge.amountCents) - charge.refundedCents : 0
      if (!charge || outside <= 0) return null
      const [refund] = await tx
        .insert(refunds)
        .values({ chargeId: charge.id, amountCents: outside, reason: 'Refunded at the processor', idempotencyKey: `webhook:${event.id}`, processorId: null, createdAt: now })
        .returning()
      const fully = charge.refundedCents + outside >= charge.amountCents && charge.creditsAppliedCents === 0
      const [after] = await tx
        .update(charges)
        .set({ refundedCents: sql`${charges.refundedCents} + ${outside}`, status: fully ? 'REFUNDED' : 'PARTIALLY_REFUNDED', updatedAt: now })
        .where(eq(charges.id, charge.id))
        .returning()
      await audit(ctx, tx, actor, {
        action: 'payment.refund',
        subject: ['charge', charge.id],
        organizationId: charge.organizationId,
        before: { status: charge.status, refundedCents: charge.refundedCents },
        after: { status: after!.status, refundedCents: after!.refundedCents, refundId: refund!.id, reason: refund!.reason },
      })
      await writeLedger(tx, now, [
        { kind: 'REFUND', amountCents: outside, organizationId: charge.organizationId, facilityId: charge.facilityId, shiftId: charge.shiftId, referenceId: refund!.id, memo: 'Refunded at the processor' },
      ])
      return null
    }
    case 'transfer.reversed': {
      const transferId = text(object.id)
      const transfer = transferId ? await tx.select({ id: transfers.id }).from(transfers).where(eq(transfers.processorId, transferId)).get() : undefined
      if (transfer) ctx.log.error('a payment to a provider was reversed at the processor', { transferId: transfer.id, eventId: event.id })
      return null
    }
    default:
      return null
  }
}
