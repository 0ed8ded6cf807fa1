/**
 * The mirror of Stripe Billing (docs/decisions.md "Careers billing on Stripe Billing"): a Stripe
 * subscription or invoice, from an API answer or a webhook, written onto the product's rows in
 * the caller's transaction. Both are idempotent (the state is copied, never added to), so the
 * API's answer and the webhook that repeats it, in either order, end in the same rows.
 *
 * Stripe → product statuses: incomplete → PENDING; trialing or active → ACTIVE, or
 * CANCEL_PENDING when it cancels at the period's end, or PENDING_DOWNGRADE while a downgrade waits
 * for the period's end; past_due → PAST_DUE; unpaid (or paused) → UNPAID; canceled or
 * incomplete_expired → CANCELED. A new period that starts where the last one ended is a renewal:
 * the period's postings start again.
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { SubscriptionRecurrence, SubscriptionStatus, SubscriptionTier } from '../../../../shared/enums'
import { SUBSCRIPTION_RECURRENCES, SUBSCRIPTION_TIERS } from '../../../../shared/enums'
import type { Actor } from '../../../callers'
import type { AppContext } from '../../../context'
import type { Tx } from '../../../db/client'
import { careersInvoices, careersJobPostAddons, careersSubscriptions, facilities, organizationBenefitStates } from '../../../db/schema'
import type { BillingInvoice, BillingSubscription } from '../../../integrations/payments/billing'
import { audit } from '../../audit'
import { deliverEmail, type QueuedEmail } from '../../notifications'
import { recordProcessorPaidCharge } from '../../payments'
import { tellOwners } from '../billing-cycle'
import { billAddonsForRenewal } from './stripe-addons'
import { returnStripeCredits } from './stripe-credits'
import { billingMethodOf, type SubscriptionRow } from '../queries'

/** Work for after the commit (e-mails to send, add-ons to bill, credits to take back from Stripe). */
export type AfterCommit = () => void | Promise<void>

const isTier = (v: string | undefined): v is SubscriptionTier => !!v && (SUBSCRIPTION_TIERS as readonly string[]).includes(v)
const isRecurrence = (v: string | undefined): v is SubscriptionRecurrence => !!v && (SUBSCRIPTION_RECURRENCES as readonly string[]).includes(v)

/** The plan of the subscription's item (its Price's metadata), or null for a price this product did not make. */
export function planOf(s: BillingSubscription): { plan: SubscriptionTier; recurrence: SubscriptionRecurrence; itemId: string; priceId: string; amountCents: number; originalCents: number | null } | null {
  const item = s.items.find((i) => i.priceMetadata.product === 'SUBSCRIPTION')
  if (!item || !isTier(item.priceMetadata.plan) || !isRecurrence(item.priceMetadata.recurrence)) return null
  const original = Number(item.priceMetadata.originalPriceInCents)
  return { plan: item.priceMetadata.plan, recurrence: item.priceMetadata.recurrence, itemId: item.id, priceId: item.priceId, amountCents: item.unitAmountCents, originalCents: Number.isInteger(original) ? original : null }
}

async function rowOf(tx: Tx, stripeSubscriptionId: string | null, careersSubscriptionId: string | undefined): Promise<SubscriptionRow | null> {
  if (stripeSubscriptionId) {
    const row = await tx.select().from(careersSubscriptions).where(eq(careersSubscriptions.processorSubscriptionId, stripeSubscriptionId)).get()
    if (row) return row
  }
  if (!careersSubscriptionId) return null
  const row = await tx.select().from(careersSubscriptions).where(eq(careersSubscriptions.id, careersSubscriptionId)).get()
  // A row already bound to another Stripe subscription is not this one's.
  return row && row.processor === 'stripe' && (!row.processorSubscriptionId || row.processorSubscriptionId === stripeSubscriptionId) ? row : null
}

function statusOf(s: BillingSubscription, pending: boolean): SubscriptionStatus {
  switch (s.status) {
    case 'incomplete':
      return 'PENDING'
    case 'incomplete_expired':
    case 'canceled':
      return 'CANCELED'
    case 'past_due':
      return 'PAST_DUE'
    case 'unpaid':
    case 'paused':
      return 'UNPAID'
    default:
      if (s.cancelAtPeriodEnd) return 'CANCEL_PENDING'
      return pending ? 'PENDING_DOWNGRADE' : 'ACTIVE'
  }
}

/** Copies a Stripe subscription onto its row (found by its id, or by the row id in its metadata). Null when it is not one of ours. */
export async function applyStripeSubscription(ctx: AppContext, tx: Tx, actor: Actor, s: BillingSubscription): Promise<{ row: SubscriptionRow; after: AfterCommit | null } | null> {
  const row = await rowOf(tx, s.id, s.metadata.careersSubscriptionId)
  if (!row) return null
  // A row canceled here (a checkout replaced, a subscription ended) is never brought back by a late event.
  if (row.status === 'CANCELED' && s.status !== 'canceled') {
    if (!row.processorSubscriptionId) ctx.log.error('a Stripe subscription started for a careers subscription already canceled', { careersSubscriptionId: row.id, stripeSubscriptionId: s.id })
    return { row, after: null }
  }
  const now = ctx.clock.now()
  const plan = planOf(s)
  const onPlan = plan ?? { plan: row.plan, recurrence: row.recurrence, amountCents: row.priceInCents, originalCents: row.originalPriceInCents }
  // The scheduled downgrade took effect once the subscription is on the lower plan.
  const downgraded = !!row.pendingPlan && onPlan.plan === row.pendingPlan && onPlan.recurrence === row.pendingRecurrence
  const pending = !!row.pendingPlan && !downgraded && !!row.processorScheduleId
  const status = statusOf(s, pending)
  const renewal = !!row.periodEnd && s.currentPeriodStart.getTime() >= row.periodEnd.getTime()
  const live = status !== 'PENDING' && status !== 'CANCELED'
  const firstActivation = live && !row.activatedAt
  const [updated] = await tx
    .update(careersSubscriptions)
    .set({
      processorSubscriptionId: s.id,
      status,
      plan: onPlan.plan,
      recurrence: onPlan.recurrence,
      priceInCents: onPlan.amountCents,
      originalPriceInCents: onPlan.originalCents ?? Math.max(onPlan.amountCents, row.originalPriceInCents),
      periodStart: s.currentPeriodStart,
      periodEnd: s.currentPeriodEnd,
      ...(renewal ? { jobPostingsUsed: 0, featuredListingsUsed: 0 } : {}),
      ...(downgraded || !pending ? { pendingPlan: null, pendingRecurrence: null } : {}),
      // A schedule Stripe no longer has (a new price's, released when its phase began) is forgotten too.
      ...(downgraded || status === 'CANCEL_PENDING' || status === 'CANCELED' || (!s.scheduleId && !row.pendingPlan) ? { processorScheduleId: null } : {}),
      ...(status === 'ACTIVE' || status === 'PENDING_DOWNGRADE' ? { failedAttempts: 0, nextRetryAt: null, canceledAt: null } : {}),
      ...((status === 'CANCEL_PENDING' || status === 'CANCELED') && !row.canceledAt ? { canceledAt: now } : {}),
      ...(firstActivation ? { activatedAt: now } : {}),
      updatedAt: now,
    })
    .where(eq(careersSubscriptions.id, row.id))
    .returning()
  if (firstActivation && row.organizationBenefitStateId) {
    await tx.update(organizationBenefitStates).set({ usedAt: now }).where(eq(organizationBenefitStates.id, row.organizationBenefitStateId))
  }
  if (status === 'CANCELED') {
    await tx.update(careersJobPostAddons).set({ status: 'REMOVED', removedAt: now }).where(and(eq(careersJobPostAddons.subscriptionId, row.id), eq(careersJobPostAddons.status, 'ACTIVE')))
  }
  let after: AfterCommit | null = null
  if (status === 'UNPAID' && row.status !== 'UNPAID') {
    const emails = await tellOwners(ctx, tx, row.organizationId, row.priceInCents, true)
    after = sendAll(ctx, emails)
  }
  // Credits given to Stripe and not used by an invoice come back when the subscription ends.
  if (status === 'CANCELED' && row.status !== 'CANCELED') after = () => returnStripeCredits(ctx, actor, row.id).then(() => undefined)
  if (status !== row.status) {
    await audit(ctx, tx, actor, { action: 'careers.subscription.status', subject: ['careers_subscription', row.id], organizationId: row.organizationId, before: { status: row.status }, after: { status } })
  }
  return { row: updated!, after }
}

function sendAll(ctx: AppContext, emails: QueuedEmail[]): AfterCommit | null {
  return emails.length ? () => emails.forEach((e) => deliverEmail(ctx, e)) : null
}

const INVOICE_TYPES: Record<string, 'SUBSCRIPTION' | 'RENEWAL' | 'UPGRADE'> = { subscription_create: 'SUBSCRIPTION', subscription_cycle: 'RENEWAL', subscription_update: 'UPGRADE' }

/**
 * Copies a Stripe invoice of one of our subscriptions onto its careers invoice (by Stripe's id);
 * once paid, its payment is a charge with its ledger rows (keyed by the invoice, so once). A
 * failed payment counts the attempts and the next retry on the subscription; the first failure
 * of a renewal tells the organization's OWNERs.
 */
export async function applyStripeInvoice(ctx: AppContext, tx: Tx, actor: Actor, inv: BillingInvoice): Promise<AfterCommit | null> {
  if (inv.status === 'draft') return null
  const sub = await rowOf(tx, inv.subscriptionId, inv.metadata.careersSubscriptionId)
  if (!sub) return null
  const now = ctx.clock.now()
  const type = INVOICE_TYPES[inv.billingReason ?? ''] ?? 'SUBSCRIPTION'
  const existing = await tx.select().from(careersInvoices).where(eq(careersInvoices.processorInvoiceId, inv.id)).get()
  let chargeId = existing?.chargeId ?? null
  if (inv.status === 'paid' && inv.amountPaidCents > 0 && !chargeId) {
    const method = await billingMethodOf(tx, sub.organizationId, sub.paymentMethodId)
    const facilityId = method?.facilityId ?? (await tx.select({ id: facilities.id }).from(facilities).where(eq(facilities.organizationId, sub.organizationId)).get())?.id
    if (facilityId) {
      const charge = await recordProcessorPaidCharge(ctx, tx, actor, {
        organizationId: sub.organizationId,
        facilityId,
        paymentMethodId: method?.id ?? null,
        methodType: method?.type ?? 'CARD',
        amountCents: inv.amountPaidCents,
        processorId: inv.paymentIntentId,
        idempotencyKey: `stripe-invoice:${inv.id}`,
        description: describe(type, sub),
        purpose: 'CAREERS_SUBSCRIPTION',
      })
      chargeId = charge.id
    }
  }
  const values = {
    status: inv.status,
    amountInCents: inv.totalCents,
    chargeId,
    hostedInvoiceUrl: inv.hostedInvoiceUrl,
    periodStart: inv.periodStart,
    periodEnd: inv.periodEnd,
    paidAt: inv.status === 'paid' ? (existing?.paidAt ?? now) : null,
  }
  if (existing) await tx.update(careersInvoices).set(values).where(eq(careersInvoices.id, existing.id))
  else {
    await tx
      .insert(careersInvoices)
      .values({ organizationId: sub.organizationId, subscriptionId: sub.id, type, frequency: sub.recurrence, description: describe(type, sub), billingDate: inv.created, processorInvoiceId: inv.id, ...values })
      .onConflictDoNothing()
  }
  // A voided invoice gives its credit back to the customer's balance: an ended subscription's returns to the organization.
  if (inv.status === 'void' && existing?.status !== 'void' && sub.status === 'CANCELED') return () => returnStripeCredits(ctx, actor, sub.id).then(() => undefined)
  if (inv.status === 'paid') {
    // The renewal's add-ons are billed beside it, once it is first seen paid here (credits may have paid all of it: no charge).
    const addons: AfterCommit | null = type === 'RENEWAL' && existing?.status !== 'paid' ? () => billAddonsForRenewal(ctx, actor, sub.id, inv) : null
    await tx.update(careersSubscriptions).set({ failedAttempts: 0, nextRetryAt: null, updatedAt: now }).where(and(eq(careersSubscriptions.id, sub.id), inArray(careersSubscriptions.status, ['ACTIVE', 'PENDING_DOWNGRADE', 'CANCEL_PENDING'])))
    return addons
  }
  // A failed attempt of a renewal (the first payment of a new subscription is refused by the API instead).
  if ((inv.status === 'open' || inv.status === 'uncollectible') && inv.attemptCount > sub.failedAttempts && inv.amountDueCents > 0) {
    await tx.update(careersSubscriptions).set({ failedAttempts: inv.attemptCount, nextRetryAt: inv.nextPaymentAttempt, updatedAt: now }).where(eq(careersSubscriptions.id, sub.id))
    if (sub.failedAttempts === 0 && type === 'RENEWAL') return sendAll(ctx, await tellOwners(ctx, tx, sub.organizationId, inv.amountDueCents, false))
  }
  return null
}

function describe(type: 'SUBSCRIPTION' | 'RENEWAL' | 'UPGRADE', sub: SubscriptionRow): string {
  const plan = `Careers ${sub.plan} subscription (${sub.recurrence.toLowerCase()})`
  return type === 'UPGRADE' ? `Upgrade: ${plan}, prorated` : plan
}

/** A subscription and its latest invoice, as one API answer (the subscription first: the invoice finds its row by it). */
export async function applyStripeAnswer(ctx: AppContext, tx: Tx, actor: Actor, s: BillingSubscription): Promise<{ row: SubscriptionRow | null; after: AfterCommit[] }> {
  const after: AfterCommit[] = []
  const applied = await applyStripeSubscription(ctx, tx, actor, s)
  if (applied?.after) after.push(applied.after)
  if (s.latestInvoice) {
    const invoiceAfter = await applyStripeInvoice(ctx, tx, actor, s.latestInvoice)
    if (invoiceAfter) after.push(invoiceAfter)
  }
  const row = applied ? ((await tx.select().from(careersSubscriptions).where(eq(careersSubscriptions.id, applied.row.id)).get()) ?? null) : null
  return { row, after }
}
