/**
 * The scheduler's sweep of the job board's billing, on the server's clock (docs/decisions.md
 * "Careers billing"): a subscription whose period has ended
 * - CANCEL_PENDING → CANCELED (its job-post add-ons end with it);
 * - PENDING_DOWNGRADE → the lower plan, then renewed like an ACTIVE one;
 * - ACTIVE → a new period at the price in force now (less its discount), plus its active job-post
 *   add-ons, on an open invoice charged to the card on file (billing-cycle.ts: paid → ACTIVE,
 *   declined → PAST_DUE, retried, then UNPAID).
 * A PAST_DUE subscription whose retry is due is charged again. One period per pass: a server
 * that slept through several catches up over the following passes.
 *
 * Those are the sandbox's subscriptions. Stripe Billing renews its own on its clock and says so
 * by webhook; a Stripe subscription whose period ended over an hour ago without word from Stripe
 * (a webhook lost) is read back from Stripe and mirrored (billing/stripe-state.ts), and one still on
 * an older admin price is given the new one from its period's end (billing/stripe-price-changes.ts);
 * one renewing within a day is given the organization's credits as Stripe customer balance
 * (billing/stripe-credits.ts).
 */
import { and, eq, inArray, lte } from 'drizzle-orm'
import type { SchedulerActor } from '../../callers'
import type { AppContext } from '../../context'
import { careersInvoices, careersJobPostAddons, careersSubscriptions } from '../../db/schema'
import { collectOpenInvoice } from './billing-cycle'
import { applyCreditsBeforeStripeRenewals } from './billing/stripe-credits'
import { moveStripeSubscribersToNewPrices } from './billing/stripe-price-changes'
import { applyStripeAnswer } from './billing/stripe-state'
import { MONTHS_OF, discounted, periodFrom } from './plans'
import { jobPostPrice, subscriptionPrice } from './prices'
import type { SubscriptionRow } from './queries'

const BATCH = 100
/** How long after a Stripe subscription's period ended without a webhook it is read back from Stripe. */
const RECONCILE_AFTER_MS = 3_600_000

export async function renewCareersSubscriptions(ctx: AppContext, actor: SchedulerActor): Promise<{ renewed: number; canceled: number; retried: number; reconciled: number; repriced: number; credited: number }> {
  const now = ctx.clock.now()
  const sandbox = eq(careersSubscriptions.processor, 'sandbox')
  const due = await ctx.db.read
    .select()
    .from(careersSubscriptions)
    .where(and(inArray(careersSubscriptions.status, ['ACTIVE', 'PENDING_DOWNGRADE', 'CANCEL_PENDING']), lte(careersSubscriptions.periodEnd, now), sandbox))
    .limit(BATCH)
  let renewed = 0
  let canceled = 0
  for (const sub of due) {
    await oneAtATime(ctx, sub, async () => {
      if (sub.status === 'CANCEL_PENDING') {
        await endSubscription(ctx, sub)
        canceled++
        return
      }
      const opened = await openRenewal(ctx, sub)
      if (opened) {
        await collectOpenInvoice(ctx, actor, opened)
        renewed++
      }
    })
  }
  const retries = await ctx.db.read
    .select()
    .from(careersSubscriptions)
    .where(and(eq(careersSubscriptions.status, 'PAST_DUE'), lte(careersSubscriptions.nextRetryAt, now), sandbox))
    .limit(BATCH)
  for (const sub of retries) await oneAtATime(ctx, sub, () => collectOpenInvoice(ctx, actor, sub))
  const reconciled = await reconcileStripe(ctx, actor, now)
  const repriced = await moveStripeSubscribersToNewPrices(ctx)
  // After the new prices' schedules, so the renewal's preview has the price it will charge.
  return { renewed, canceled, retried: retries.length, reconciled, repriced, credited: await applyCreditsBeforeStripeRenewals(ctx, actor) }
}

/** Stripe subscriptions silent past their period's end: read back from Stripe (a lost webhook). */
async function reconcileStripe(ctx: AppContext, actor: SchedulerActor, now: Date): Promise<number> {
  const stripe = ctx.payments.billing
  if (!stripe) return 0
  const silent = await ctx.db.read
    .select()
    .from(careersSubscriptions)
    .where(and(inArray(careersSubscriptions.status, ['ACTIVE', 'PENDING_DOWNGRADE', 'CANCEL_PENDING']), lte(careersSubscriptions.periodEnd, new Date(now.getTime() - RECONCILE_AFTER_MS)), eq(careersSubscriptions.processor, 'stripe')))
    .limit(BATCH)
  let reconciled = 0
  for (const sub of silent) {
    if (!sub.processorSubscriptionId) continue
    await oneAtATime(ctx, sub, async () => {
      const answer = await stripe.retrieveSubscription(sub.processorSubscriptionId!)
      const { after } = await ctx.db.write((tx) => applyStripeAnswer(ctx, tx, actor, answer))
      for (const work of after) await work()
      reconciled++
    })
  }
  return reconciled
}

/**
 * One subscription's failure (the processor unreachable) is logged and does not stop the others;
 * its renewal stays PAST_DUE with its retry due, so the next pass tries again.
 */
async function oneAtATime(ctx: AppContext, sub: SubscriptionRow, work: () => Promise<unknown>): Promise<void> {
  try {
    await work()
  } catch (error) {
    ctx.log.error('careers renewal failed', { subscriptionId: sub.id, error: error instanceof Error ? error.message : String(error) })
  }
}

async function endSubscription(ctx: AppContext, sub: SubscriptionRow): Promise<void> {
  await ctx.db.write(async (tx) => {
    const now = ctx.clock.now()
    await tx.update(careersSubscriptions).set({ status: 'CANCELED', canceledAt: now, updatedAt: now }).where(and(eq(careersSubscriptions.id, sub.id), eq(careersSubscriptions.status, 'CANCEL_PENDING')))
    await tx.update(careersJobPostAddons).set({ status: 'REMOVED', removedAt: now }).where(and(eq(careersJobPostAddons.subscriptionId, sub.id), eq(careersJobPostAddons.status, 'ACTIVE')))
  })
}

/** The next period (applying a scheduled downgrade) and its open invoice; null when another pass did it. */
async function openRenewal(ctx: AppContext, sub: SubscriptionRow): Promise<SubscriptionRow | null> {
  const now = ctx.clock.now()
  const plan = sub.status === 'PENDING_DOWNGRADE' && sub.pendingPlan ? sub.pendingPlan : sub.plan
  const recurrence = sub.status === 'PENDING_DOWNGRADE' && sub.pendingRecurrence ? sub.pendingRecurrence : sub.recurrence
  const price = await subscriptionPrice(ctx.db.read, plan, recurrence, now)
  const addonMonthly = (await jobPostPrice(ctx.db.read, now)).priceInCents
  return ctx.db.write(async (tx) => {
    const current = (await tx.select().from(careersSubscriptions).where(eq(careersSubscriptions.id, sub.id)).get())!
    if (current.status !== sub.status || current.periodEnd?.getTime() !== sub.periodEnd?.getTime()) return null
    const period = periodFrom(current.periodEnd!, recurrence)
    const subscriptionCents = discounted(price.priceInCents, current.discountPercentage)
    const addons = await tx.select().from(careersJobPostAddons).where(and(eq(careersJobPostAddons.subscriptionId, sub.id), eq(careersJobPostAddons.status, 'ACTIVE')))
    const addonCents = addonMonthly * MONTHS_OF[recurrence]
    for (const addon of addons) await tx.update(careersJobPostAddons).set({ recurringAmountInCents: addonCents }).where(eq(careersJobPostAddons.id, addon.id))
    const total = subscriptionCents + addonCents * addons.length
    const [row] = await tx
      .update(careersSubscriptions)
      .set({
        plan,
        recurrence,
        pendingPlan: null,
        pendingRecurrence: null,
        priceInCents: subscriptionCents,
        originalPriceInCents: price.originalPriceInCents,
        ...period,
        jobPostingsUsed: 0,
        featuredListingsUsed: 0,
        // Until the invoice is paid; a crash before the charge leaves it for the retry pass.
        status: 'PAST_DUE',
        nextRetryAt: now,
        failedAttempts: 0,
        updatedAt: now,
      })
      .where(eq(careersSubscriptions.id, sub.id))
      .returning()
    const label = `Careers ${plan} subscription (${recurrence.toLowerCase()})${addons.length ? ` and ${addons.length} job post add-on${addons.length > 1 ? 's' : ''}` : ''}`
    await tx.insert(careersInvoices).values({ organizationId: sub.organizationId, subscriptionId: sub.id, type: 'RENEWAL', frequency: recurrence, status: 'open', amountInCents: total, description: label, ...period, billingDate: now })
    return row!
  })
}
