/**
 * The built-in sandbox's careers billing: the product runs the lifecycle itself on the server's
 * clock (docs/decisions.md "Careers billing"). Charges go through payments' charge protocol to
 * whichever payment gateway runs (billing-cycle.ts, charge.ts); the checkout is the product's own
 * page; invoices are the product's pages; the scheduler's sweep renews, retries and ends
 * subscriptions (renew-subscriptions.ts).
 */
import { and, eq, inArray } from 'drizzle-orm'
import { careersInvoices, careersSubscriptions } from '../../../db/schema'
import { ConflictError, PaymentRequiredError } from '../../../errors'
import { audit } from '../../audit'
import { activateSubscription, collectOpenInvoice } from '../billing-cycle'
import { chargeForCareers } from '../charge'
import { discounted, periodFrom, unusedShare } from '../plans'
import { subscriptionPrice } from '../prices'
import { billingMethodOf, LIVE_STATUSES } from '../queries'
import { invoiceLinkOf } from '../to-dto'
import type { CareersBillingAdapter } from './adapter'
import { assertCanCancel, assertCanCancelDowngrade, assertCanDowngrade, assertCanReactivate, assertCanUpgrade } from './rules'

export const sandboxBilling: CareersBillingAdapter = {
  processor: 'sandbox',

  async start(ctx, actor, sub, method) {
    return method || sub.priceInCents === 0 ? activateSubscription(ctx, actor, sub) : sub
  },

  checkoutUrl(ctx, sub) {
    return `${ctx.config.publicUrl}/api/organization/careers/subscription/checkout/${sub.checkoutSessionId ?? sub.id}`
  },

  /**
   * The new plan's price in force (less the subscription's discount) for a period starting now,
   * less the unused part of the period already paid, in whole hours (plans.ts `unusedShare`).
   */
  async quoteUpgrade(ctx, sub, to, now) {
    assertCanUpgrade(sub, to)
    const price = await subscriptionPrice(ctx.db.read, to.plan, to.recurrence, now)
    const newPriceInCents = discounted(price.priceInCents, sub.discountPercentage)
    const unusedCreditInCents = unusedShare(sub.priceInCents, { periodStart: sub.periodStart!, periodEnd: sub.periodEnd! }, now)
    const prorationCostInCents = Math.max(0, newPriceInCents - unusedCreditInCents)
    return { ...to, newPriceInCents, originalPriceInCents: price.originalPriceInCents, unusedCreditInCents, prorationCostInCents, ...periodFrom(now, to.recurrence) }
  },

  /**
   * The prorated cost is charged to the card on file; paid, a new period starts now at the new
   * price (postings used this period still count), with an UPGRADE invoice. No card or a declined
   * one: 402 and nothing changes.
   */
  async upgrade(ctx, actor, sub, input) {
    const now = ctx.clock.now()
    const quote = await this.quoteUpgrade(ctx, sub, input, now)
    let chargeId: string | null = null
    if (quote.prorationCostInCents > 0) {
      const method = await billingMethodOf(ctx.db.read, sub.organizationId, sub.paymentMethodId)
      if (!method) throw new PaymentRequiredError('Add a card to your organization to upgrade')
      const charge = await chargeForCareers({
        ctx,
        organizationId: sub.organizationId,
        method,
        amountCents: quote.prorationCostInCents,
        idempotencyKey: `careers-upgrade:${sub.id}:${sub.updatedAt.getTime()}:${input.plan}:${input.recurrence}`,
        description: `Careers upgrade to ${input.plan} (${input.recurrence.toLowerCase()}), prorated`,
        purpose: 'CAREERS_SUBSCRIPTION',
        actor,
      })
      if (charge.status === 'FAILED') throw new PaymentRequiredError(charge.failureMessage ?? 'The payment could not be completed')
      chargeId = charge.id
    }
    return ctx.db.write(async (tx) => {
      const [updated] = await tx
        .update(careersSubscriptions)
        .set({ plan: input.plan, recurrence: input.recurrence, priceInCents: quote.newPriceInCents, originalPriceInCents: quote.originalPriceInCents, periodStart: quote.periodStart, periodEnd: quote.periodEnd, updatedAt: now })
        .where(and(eq(careersSubscriptions.id, sub.id), eq(careersSubscriptions.status, 'ACTIVE'), eq(careersSubscriptions.updatedAt, sub.updatedAt)))
        .returning()
      if (!updated) throw new ConflictError('The subscription changed meanwhile; please try again')
      await tx.insert(careersInvoices).values({
        organizationId: sub.organizationId,
        subscriptionId: sub.id,
        type: 'UPGRADE',
        frequency: input.recurrence,
        status: 'paid',
        amountInCents: quote.prorationCostInCents,
        description: `Upgrade to ${input.plan} (${input.recurrence.toLowerCase()}): $${(quote.newPriceInCents / 100).toFixed(2)} less $${(quote.unusedCreditInCents / 100).toFixed(2)} unused`,
        chargeId,
        periodStart: quote.periodStart,
        periodEnd: quote.periodEnd,
        billingDate: now,
        paidAt: now,
      })
      await audit(ctx, tx, actor, { action: 'careers.subscription.upgrade', subject: ['careers_subscription', sub.id], organizationId: sub.organizationId, before: { plan: sub.plan, recurrence: sub.recurrence }, after: { plan: input.plan, recurrence: input.recurrence, chargedCents: quote.prorationCostInCents } })
      return updated
    })
  },

  /** PENDING_DOWNGRADE; the scheduler's sweep applies it at renewal. A second downgrade before then replaces the first. */
  async scheduleDowngrade(ctx, actor, sub, input) {
    return ctx.db.write(async (tx) => {
      const current = (await tx.select().from(careersSubscriptions).where(eq(careersSubscriptions.id, sub.id)).get())!
      assertCanDowngrade(current, input)
      const [updated] = await tx
        .update(careersSubscriptions)
        .set({ status: 'PENDING_DOWNGRADE', pendingPlan: input.plan, pendingRecurrence: input.recurrence, updatedAt: ctx.clock.now() })
        .where(eq(careersSubscriptions.id, current.id))
        .returning()
      await audit(ctx, tx, actor, { action: 'careers.subscription.downgrade', subject: ['careers_subscription', current.id], organizationId: current.organizationId, before: { status: current.status, plan: current.plan, recurrence: current.recurrence }, after: { status: 'PENDING_DOWNGRADE', pendingPlan: input.plan, pendingRecurrence: input.recurrence } })
      return updated!
    })
  },

  async cancelDowngrade(ctx, actor, sub) {
    return ctx.db.write(async (tx) => {
      const current = (await tx.select().from(careersSubscriptions).where(eq(careersSubscriptions.id, sub.id)).get())!
      assertCanCancelDowngrade(current)
      const [updated] = await tx.update(careersSubscriptions).set({ status: 'ACTIVE', pendingPlan: null, pendingRecurrence: null, updatedAt: ctx.clock.now() }).where(eq(careersSubscriptions.id, current.id)).returning()
      await audit(ctx, tx, actor, { action: 'careers.subscription.downgrade.cancel', subject: ['careers_subscription', current.id], organizationId: current.organizationId, before: { pendingPlan: current.pendingPlan, pendingRecurrence: current.pendingRecurrence }, after: { status: 'ACTIVE' } })
      return updated!
    })
  },

  /** A paid subscription → CANCEL_PENDING (the sweep ends it); PENDING, PAST_DUE, UNPAID → CANCELED now, open invoice void. */
  async cancel(ctx, actor, sub) {
    return ctx.db.write(async (tx) => {
      const current = (await tx.select().from(careersSubscriptions).where(eq(careersSubscriptions.id, sub.id)).get())!
      const status = assertCanCancel(current)
      const now = ctx.clock.now()
      const [updated] = await tx
        .update(careersSubscriptions)
        .set({ status, pendingPlan: null, pendingRecurrence: null, canceledAt: now, nextRetryAt: null, updatedAt: now })
        .where(eq(careersSubscriptions.id, current.id))
        .returning()
      if (status === 'CANCELED') await tx.update(careersInvoices).set({ status: 'void' }).where(and(eq(careersInvoices.subscriptionId, current.id), eq(careersInvoices.status, 'open')))
      await audit(ctx, tx, actor, { action: 'careers.subscription.cancel', subject: ['careers_subscription', current.id], organizationId: current.organizationId, before: { status: current.status }, after: { status } })
      return updated!
    })
  },

  async reactivate(ctx, actor, sub) {
    return ctx.db.write(async (tx) => {
      const current = (await tx.select().from(careersSubscriptions).where(eq(careersSubscriptions.id, sub.id)).get())!
      const now = ctx.clock.now()
      assertCanReactivate(current, now)
      const [updated] = await tx.update(careersSubscriptions).set({ status: 'ACTIVE', canceledAt: null, updatedAt: now }).where(eq(careersSubscriptions.id, current.id)).returning()
      await audit(ctx, tx, actor, { action: 'careers.subscription.reactivate', subject: ['careers_subscription', current.id], organizationId: current.organizationId, before: { status: current.status }, after: { status: 'ACTIVE' } })
      return updated!
    })
  },

  async changePaymentMethod(ctx, actor, sub, method) {
    const row = await ctx.db.write(async (tx) => {
      const [updated] = await tx.update(careersSubscriptions).set({ paymentMethodId: method.id, updatedAt: ctx.clock.now() }).where(eq(careersSubscriptions.id, sub.id)).returning()
      return updated!
    })
    if (row.status === 'PAST_DUE' || row.status === 'UNPAID') {
      const after = await collectOpenInvoice(ctx, actor, { ...row, failedAttempts: row.status === 'UNPAID' ? 0 : row.failedAttempts })
      if (after.status !== 'ACTIVE') throw new PaymentRequiredError('The open invoice could not be charged to this payment method')
      return after
    }
    return row
  },

  invoiceLink(ctx, invoice) {
    return invoiceLinkOf(ctx, invoice.id)
  },

  /** A live subscription is made ACTIVE with a fresh period; otherwise a new one, without a charge. */
  async activateForTesting(ctx, organizationId) {
    const now = ctx.clock.now()
    const price = await subscriptionPrice(ctx.db.read, 'ENTERPRISE', 'MONTHLY', now)
    await ctx.db.write(async (tx) => {
      const period = periodFrom(now, 'MONTHLY')
      const live = await tx.select().from(careersSubscriptions).where(and(eq(careersSubscriptions.organizationId, organizationId), inArray(careersSubscriptions.status, LIVE_STATUSES))).get()
      const values = { plan: 'ENTERPRISE' as const, recurrence: 'MONTHLY' as const, status: 'ACTIVE' as const, priceInCents: price.priceInCents, originalPriceInCents: price.originalPriceInCents, ...period, jobPostingsUsed: 0, featuredListingsUsed: 0, pendingPlan: null, pendingRecurrence: null, failedAttempts: 0, nextRetryAt: null, canceledAt: null, activatedAt: now, updatedAt: now }
      if (live) await tx.update(careersSubscriptions).set(values).where(eq(careersSubscriptions.id, live.id))
      else await tx.insert(careersSubscriptions).values({ organizationId, ...values, createdAt: now })
    })
  },
}
