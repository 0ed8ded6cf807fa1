/**
 * Careers billing on Stripe Billing (adapter.ts; docs/decisions.md "Careers billing on Stripe
 * Billing"). Stripe runs the lifecycle on its clock — renewals, retries of a failed payment
 * (PAST_DUE, then UNPAID), the end of a canceled subscription, a downgrade at the period's end —
 * and this product mirrors it (stripe-state.ts) from each call's answer and from the webhooks
 * (webhooks.ts). Every call to Stripe runs outside any transaction; the mirror is written after.
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { SubscriptionRecurrence, SubscriptionTier } from '../../../../shared/enums'
import { schedulerActor, type Actor } from '../../../callers'
import type { AppContext } from '../../../context'
import { careersInvoices, careersSubscriptions } from '../../../db/schema'
import { PaymentRequiredError } from '../../../errors'
import type { BillingSubscription, SubscriptionBilling } from '../../../integrations/payments/billing'
import { audit } from '../../audit'
import { ensureCustomer } from '../../payments'
import { returnUrlOf } from '../checkout-return'
import { addMonths, discounted, MONTHS_OF, periodFrom } from '../plans'
import { subscriptionPrice } from '../prices'
import { billingMethodOf, LIVE_STATUSES, type SubscriptionRow } from '../queries'
import { invoiceLinkOf } from '../to-dto'
import type { CareersBillingAdapter } from './adapter'
import { assertCanCancel, assertCanCancelDowngrade, assertCanDowngrade, assertCanReactivate, assertCanUpgrade } from './rules'
import { withCreditsOnStripe } from './stripe-credits'
import { applyStripeAnswer, planOf, type AfterCommit } from './stripe-state'

const HOUR = 3_600_000

function stripeOf(ctx: AppContext): SubscriptionBilling {
  if (!ctx.payments.billing) throw new Error('This subscription is billed by Stripe, and STRIPE_SECRET_KEY is not set')
  return ctx.payments.billing
}

/**
 * The Stripe Price of a plan at an amount, found by its lookup key or created on first need. The
 * key names the amount (a discounted or newly set price is another Price): a Price's amount never
 * changes at Stripe.
 */
export function priceIdOf(ctx: AppContext, plan: SubscriptionTier, recurrence: SubscriptionRecurrence, amountCents: number, originalCents: number): Promise<string> {
  return stripeOf(ctx).priceFor({
    lookupKey: `careers_${plan}_${recurrence}_${amountCents}_${originalCents}`.toLowerCase(),
    amountCents,
    months: MONTHS_OF[recurrence],
    productName: `Careers ${plan} (${recurrence.toLowerCase()})`,
    metadata: { product: 'SUBSCRIPTION', plan, recurrence, originalPriceInCents: String(originalCents) },
  })
}

/** Writes Stripe's answer onto the rows, then sends what it queued. */
async function mirror(ctx: AppContext, actor: Actor, s: BillingSubscription): Promise<SubscriptionRow> {
  const { row, after } = await ctx.db.write((tx) => applyStripeAnswer(ctx, tx, actor, s))
  for (const work of after) await work()
  if (!row) throw new Error(`Stripe subscription ${s.id} has no careers subscription`)
  return row
}

const reread = async (ctx: AppContext, id: string) => (await ctx.db.read.select().from(careersSubscriptions).where(eq(careersSubscriptions.id, id)).get())!

/** Prorations are dated to the hour, so a preview and the change that follows it agree to the cent. */
const prorationDateOf = (sub: SubscriptionRow, now: Date) => new Date(Math.max(sub.periodStart?.getTime() ?? 0, Math.floor(now.getTime() / HOUR) * HOUR))

async function liveStripeSubscription(ctx: AppContext, sub: SubscriptionRow): Promise<BillingSubscription> {
  if (!sub.processorSubscriptionId) throw new Error(`Careers subscription ${sub.id} has no Stripe subscription`)
  return stripeOf(ctx).retrieveSubscription(sub.processorSubscriptionId)
}

export const stripeBilling: CareersBillingAdapter = {
  processor: 'stripe',

  /**
   * With a payment method: a Stripe subscription paid at once (`error_if_incomplete`: a refused
   * card is 402 and no subscription is left). Without: a Checkout Session in subscription mode,
   * whose completion arrives by webhook.
   */
  async start(ctx, actor, sub, method) {
    const stripe = stripeOf(ctx)
    const customerId = await ensureCustomer(ctx, sub.organizationId)
    const priceId = await priceIdOf(ctx, sub.plan, sub.recurrence, sub.priceInCents, sub.originalPriceInCents)
    const metadata = { careersSubscriptionId: sub.id, organizationId: sub.organizationId }
    if (method || sub.priceInCents === 0) {
      // The organization's credits pay what they can of the first invoice (Stripe's customer balance).
      const created = await withCreditsOnStripe(
        ctx,
        actor,
        { sub, customerId, key: `careers-credits:${sub.id}:start`, description: 'Organization credits for a new careers subscription', maxCents: async () => sub.priceInCents + Math.min(0, await stripe.customerBalance(customerId)) },
        () => stripe.createSubscription({ customerId, priceId, paymentMethodId: method?.processorId ?? null, paymentMethodType: method?.type ?? null, metadata, idempotencyKey: `careers-subscribe:${sub.id}` }),
      )
      return mirror(ctx, actor, created)
    }
    const session = await stripe.createCheckoutSession({
      customerId,
      priceId,
      successUrl: returnUrlOf(ctx, sub),
      cancelUrl: `${ctx.config.publicUrl}/careers/subscription?checkout=canceled`,
      metadata,
      idempotencyKey: `careers-checkout:${sub.id}`,
    })
    const [row] = await ctx.db.write((tx) => tx.update(careersSubscriptions).set({ checkoutSessionId: session.id, checkoutUrl: session.url, updatedAt: ctx.clock.now() }).where(eq(careersSubscriptions.id, sub.id)).returning())
    return row!
  },

  checkoutUrl(ctx, sub) {
    return sub.checkoutUrl ?? returnUrlOf(ctx, sub)
  },

  /** Stripe's own preview (`invoices.createPreview`): the new period's price less the unused time, dated to the hour. */
  async quoteUpgrade(ctx, sub, to, now) {
    assertCanUpgrade(sub, to)
    const price = await subscriptionPrice(ctx.db.read, to.plan, to.recurrence, now)
    const newPrice = discounted(price.priceInCents, sub.discountPercentage)
    const priceId = await priceIdOf(ctx, to.plan, to.recurrence, newPrice, price.originalPriceInCents)
    const current = await liveStripeSubscription(ctx, sub)
    const item = planOf(current)
    if (!item) throw new Error(`Stripe subscription ${current.id} has no careers plan`)
    const preview = await stripeOf(ctx).previewPriceChange({ subscriptionId: current.id, customerId: current.customerId, itemId: item.itemId, priceId, prorationDate: prorationDateOf(sub, now) })
    return {
      ...to,
      newPriceInCents: preview.chargedLinesCents,
      originalPriceInCents: price.originalPriceInCents,
      unusedCreditInCents: preview.creditLinesCents,
      prorationCostInCents: Math.max(0, preview.amountDueCents),
      ...periodFrom(now, to.recurrence),
    }
  },

  /** The item moves to the new price now (`billing_cycle_anchor=now`, `always_invoice`); the invoice is paid at once or the change is refused (402). */
  async upgrade(ctx, actor, sub, input) {
    const now = ctx.clock.now()
    const quote = await this.quoteUpgrade(ctx, sub, input, now)
    const method = await billingMethodOf(ctx.db.read, sub.organizationId, sub.paymentMethodId)
    if (quote.prorationCostInCents > 0 && !method) throw new PaymentRequiredError('Add a card to your organization to upgrade')
    // A new admin price waiting for the period's end (stripe-price-changes.ts) gives way to the upgrade.
    if (sub.processorScheduleId) await stripeOf(ctx).releaseSchedule(sub.processorScheduleId)
    const current = await liveStripeSubscription(ctx, sub)
    const item = planOf(current)!
    const priceId = await priceIdOf(ctx, input.plan, input.recurrence, discounted((await subscriptionPrice(ctx.db.read, input.plan, input.recurrence, now)).priceInCents, sub.discountPercentage), quote.originalPriceInCents)
    const change = `${sub.updatedAt.getTime()}:${input.plan}:${input.recurrence}`
    // Credits pay what they can of the upgrade's invoice (the quote is already net of any credit on the balance).
    const changed = await withCreditsOnStripe(
      ctx,
      actor,
      { sub, customerId: current.customerId, key: `careers-credits:${sub.id}:upgrade:${change}`, description: `Organization credits for the careers upgrade to ${input.plan}`, maxCents: async () => quote.prorationCostInCents },
      () =>
        stripeOf(ctx).changePrice({
          subscriptionId: current.id,
          itemId: item.itemId,
          priceId,
          prorationDate: prorationDateOf(sub, now),
          idempotencyKey: `careers-upgrade:${sub.id}:${change}`,
        }),
    )
    const row = await mirror(ctx, actor, changed)
    await ctx.db.write((tx) =>
      audit(ctx, tx, actor, { action: 'careers.subscription.upgrade', subject: ['careers_subscription', sub.id], organizationId: sub.organizationId, before: { plan: sub.plan, recurrence: sub.recurrence }, after: { plan: input.plan, recurrence: input.recurrence, chargedCents: quote.prorationCostInCents } }),
    )
    return row
  },

  /** A subscription schedule: the current price to the period's end, then the lower one (a second downgrade replaces the first). */
  async scheduleDowngrade(ctx, actor, sub, input) {
    assertCanDowngrade(sub, input)
    const stripe = stripeOf(ctx)
    const now = ctx.clock.now()
    const price = await subscriptionPrice(ctx.db.read, input.plan, input.recurrence, now)
    const priceId = await priceIdOf(ctx, input.plan, input.recurrence, discounted(price.priceInCents, sub.discountPercentage), price.originalPriceInCents)
    if (sub.processorScheduleId) await stripe.releaseSchedule(sub.processorScheduleId)
    const current = await liveStripeSubscription(ctx, sub)
    const item = planOf(current)!
    const { scheduleId } = await stripe.schedulePriceAtPeriodEnd({ subscriptionId: current.id, currentPriceId: item.priceId, priceId, months: MONTHS_OF[input.recurrence], periodStart: current.currentPeriodStart, periodEnd: current.currentPeriodEnd, idempotencyKey: `careers-downgrade:${sub.id}:${sub.updatedAt.getTime()}:${input.plan}:${input.recurrence}` })
    return ctx.db.write(async (tx) => {
      const [updated] = await tx
        .update(careersSubscriptions)
        .set({ status: 'PENDING_DOWNGRADE', pendingPlan: input.plan, pendingRecurrence: input.recurrence, processorScheduleId: scheduleId, updatedAt: ctx.clock.now() })
        .where(eq(careersSubscriptions.id, sub.id))
        .returning()
      await audit(ctx, tx, actor, { action: 'careers.subscription.downgrade', subject: ['careers_subscription', sub.id], organizationId: sub.organizationId, before: { status: sub.status, plan: sub.plan, recurrence: sub.recurrence }, after: { status: 'PENDING_DOWNGRADE', pendingPlan: input.plan, pendingRecurrence: input.recurrence } })
      return updated!
    })
  },

  /** The schedule is released: the subscription goes on at its current price. */
  async cancelDowngrade(ctx, actor, sub) {
    assertCanCancelDowngrade(sub)
    if (sub.processorScheduleId) await stripeOf(ctx).releaseSchedule(sub.processorScheduleId)
    return ctx.db.write(async (tx) => {
      const [updated] = await tx
        .update(careersSubscriptions)
        .set({ status: 'ACTIVE', pendingPlan: null, pendingRecurrence: null, processorScheduleId: null, updatedAt: ctx.clock.now() })
        .where(eq(careersSubscriptions.id, sub.id))
        .returning()
      await audit(ctx, tx, actor, { action: 'careers.subscription.downgrade.cancel', subject: ['careers_subscription', sub.id], organizationId: sub.organizationId, before: { pendingPlan: sub.pendingPlan, pendingRecurrence: sub.pendingRecurrence }, after: { status: 'ACTIVE' } })
      return updated!
    })
  },

  /**
   * A paid subscription: `cancel_at_period_end` (a scheduled downgrade released first); Stripe
   * ends it at the period's end (`customer.subscription.deleted`). Not paid: canceled at Stripe
   * now and its open invoice voided; a checkout still open is expired.
   */
  async cancel(ctx, actor, sub) {
    const status = assertCanCancel(sub)
    const stripe = stripeOf(ctx)
    let answer: BillingSubscription | null = null
    if (status === 'CANCEL_PENDING') {
      if (sub.processorScheduleId) await stripe.releaseSchedule(sub.processorScheduleId)
      answer = await stripe.setCancelAtPeriodEnd(sub.processorSubscriptionId!, true)
    } else if (sub.processorSubscriptionId) {
      const open = await ctx.db.read
        .select({ processorInvoiceId: careersInvoices.processorInvoiceId })
        .from(careersInvoices)
        .where(and(eq(careersInvoices.subscriptionId, sub.id), eq(careersInvoices.status, 'open')))
      answer = await stripe.cancelNow(sub.processorSubscriptionId)
      for (const invoice of open) if (invoice.processorInvoiceId) await stripe.voidInvoice(invoice.processorInvoiceId)
    } else if (sub.checkoutSessionId?.startsWith('cs_') && !sub.checkoutSessionId.startsWith('cs_sbx_')) {
      await stripe.expireCheckoutSession(sub.checkoutSessionId)
    }
    const now = ctx.clock.now()
    const after: AfterCommit[] = []
    const row = await ctx.db.write(async (tx) => {
      await tx.update(careersSubscriptions).set({ pendingPlan: null, pendingRecurrence: null, processorScheduleId: null, canceledAt: now, nextRetryAt: null, ...(answer ? {} : { status }), updatedAt: now }).where(eq(careersSubscriptions.id, sub.id))
      if (answer) after.push(...(await applyStripeAnswer(ctx, tx, actor, answer)).after)
      if (status === 'CANCELED') await tx.update(careersInvoices).set({ status: 'void' }).where(and(eq(careersInvoices.subscriptionId, sub.id), eq(careersInvoices.status, 'open')))
      await audit(ctx, tx, actor, { action: 'careers.subscription.cancel', subject: ['careers_subscription', sub.id], organizationId: sub.organizationId, before: { status: sub.status }, after: { status } })
      return (await tx.select().from(careersSubscriptions).where(eq(careersSubscriptions.id, sub.id)).get())!
    })
    for (const work of after) await work()
    return row
  },

  async reactivate(ctx, actor, sub) {
    assertCanReactivate(sub, ctx.clock.now())
    const row = await mirror(ctx, actor, await stripeOf(ctx).setCancelAtPeriodEnd(sub.processorSubscriptionId!, false))
    await ctx.db.write(async (tx) => {
      await tx.update(careersSubscriptions).set({ canceledAt: null }).where(eq(careersSubscriptions.id, sub.id))
      await audit(ctx, tx, actor, { action: 'careers.subscription.reactivate', subject: ['careers_subscription', sub.id], organizationId: sub.organizationId, before: { status: sub.status }, after: { status: row.status } })
    })
    return reread(ctx, sub.id)
  },

  /** The subscription's default payment method at Stripe; a PAST_DUE or UNPAID one's invoice is paid with it now (`invoices.pay`). */
  async changePaymentMethod(ctx, actor, sub, method) {
    const stripe = stripeOf(ctx)
    if (sub.processorSubscriptionId) await stripe.setDefaultPaymentMethod({ subscriptionId: sub.processorSubscriptionId, paymentMethodId: method.processorId, type: method.type })
    const row = (await ctx.db.write((tx) => tx.update(careersSubscriptions).set({ paymentMethodId: method.id, updatedAt: ctx.clock.now() }).where(eq(careersSubscriptions.id, sub.id)).returning()))[0]!
    if ((row.status !== 'PAST_DUE' && row.status !== 'UNPAID') || !row.processorSubscriptionId) return row
    const unpaid = await ctx.db.read
      .select()
      .from(careersInvoices)
      .where(and(eq(careersInvoices.subscriptionId, sub.id), inArray(careersInvoices.status, ['open', 'uncollectible'])))
      .orderBy(careersInvoices.billingDate)
    for (const invoice of unpaid.reverse()) {
      if (!invoice.processorInvoiceId) continue
      const paid = await stripe.payInvoice({ invoiceId: invoice.processorInvoiceId, paymentMethodId: method.processorId, idempotencyKey: `careers-pay:${invoice.processorInvoiceId}:${method.id}:${row.updatedAt.getTime()}` })
      if (!paid.paid) throw new PaymentRequiredError('The open invoice could not be charged to this payment method')
    }
    return mirror(ctx, actor, await stripe.retrieveSubscription(row.processorSubscriptionId))
  },

  /** Stripe's hosted invoice page once Stripe has one; the product's own page otherwise. */
  invoiceLink(ctx, invoice) {
    return invoice.hostedInvoiceUrl ?? invoiceLinkOf(ctx, invoice.id)
  },

  /**
   * A Stripe subscription on ENTERPRISE monthly whose first month is a trial (nothing charged);
   * Stripe charges the card on file at its end like any renewal. A live one is replaced.
   */
  async activateForTesting(ctx, organizationId) {
    const stripe = stripeOf(ctx)
    const now = ctx.clock.now()
    const price = await subscriptionPrice(ctx.db.read, 'ENTERPRISE', 'MONTHLY', now)
    const live = await ctx.db.read.select().from(careersSubscriptions).where(and(eq(careersSubscriptions.organizationId, organizationId), inArray(careersSubscriptions.status, LIVE_STATUSES))).all()
    for (const old of live) {
      if (old.processorSubscriptionId) await stripe.cancelNow(old.processorSubscriptionId)
      await ctx.db.write((tx) => tx.update(careersSubscriptions).set({ status: 'CANCELED', canceledAt: now, updatedAt: now }).where(eq(careersSubscriptions.id, old.id)))
    }
    const method = await billingMethodOf(ctx.db.read, organizationId, null)
    const [sub] = await ctx.db.write((tx) =>
      tx
        .insert(careersSubscriptions)
        .values({ organizationId, plan: 'ENTERPRISE', recurrence: 'MONTHLY', status: 'PENDING', processor: 'stripe', priceInCents: price.priceInCents, originalPriceInCents: price.originalPriceInCents, paymentMethodId: method?.id ?? null, createdAt: now, updatedAt: now })
        .returning(),
    )
    const customerId = await ensureCustomer(ctx, organizationId)
    const priceId = await priceIdOf(ctx, 'ENTERPRISE', 'MONTHLY', price.priceInCents, price.originalPriceInCents)
    const created = await stripe.createSubscription({
      customerId,
      priceId,
      paymentMethodId: method?.processorId ?? null,
      paymentMethodType: method?.type ?? null,
      trialEnd: addMonths(now, 1),
      metadata: { careersSubscriptionId: sub!.id, organizationId },
      idempotencyKey: `careers-testing:${sub!.id}`,
    })
    await mirror(ctx, schedulerActor('testing: activate subscription'), created)
  },
}
