/**
 * The subscription's money steps, shared by the checkout, the organization's calls and the
 * scheduler's sweep (docs/decisions.md "Careers billing"):
 * - `activateSubscription`: the first period is charged to the card on file; paid, the
 *   subscription is ACTIVE with its allowance, its discount benefit marked used, a paid invoice;
 * - `collectOpenInvoice`: charge an open (renewal) invoice; paid → ACTIVE; declined → PAST_DUE,
 *   retried every RENEWAL_RETRY_HOURS, UNPAID with the invoice uncollectible after RENEWAL_ATTEMPTS.
 * Each charge runs outside any transaction (payments' charge protocol) with a key naming what it
 * pays, so a repeat moves no money twice.
 */
import { and, desc, eq, inArray } from 'drizzle-orm'
import type { Actor } from '../../callers'
import type { AppContext } from '../../context'
import type { Tx } from '../../db/client'
import { careersInvoices, careersSubscriptions, organizationBenefitStates, organizationMembers, users } from '../../db/schema'
import { deliverEmail, queueEmail, type QueuedEmail } from '../notifications'
import { PaymentRequiredError } from '../../errors'
import { chargeForCareers, refundUnusedCharge } from './charge'
import { RENEWAL_ATTEMPTS, RENEWAL_RETRY_HOURS, periodFrom } from './plans'
import { billingMethodOf, type SubscriptionRow } from './queries'

const HOUR = 3_600_000

/** Charges the first period of a PENDING subscription and activates it; 402 when there is no card or it is declined. */
export async function activateSubscription(ctx: AppContext, actor: Actor, sub: SubscriptionRow): Promise<SubscriptionRow> {
  if (sub.status !== 'PENDING') return sub
  const method = await billingMethodOf(ctx.db.read, sub.organizationId, sub.paymentMethodId)
  if (!method && sub.priceInCents > 0) throw new PaymentRequiredError('Add a card to your organization to subscribe')
  let chargeId: string | null = null
  if (sub.priceInCents > 0 && method) {
    const charge = await chargeForCareers({
      ctx,
      organizationId: sub.organizationId,
      method,
      amountCents: sub.priceInCents,
      idempotencyKey: `careers-checkout:${sub.id}`,
      description: `Careers ${sub.plan} subscription (${sub.recurrence.toLowerCase()})`,
      purpose: 'CAREERS_SUBSCRIPTION',
      actor,
    })
    if (charge.status === 'FAILED') throw new PaymentRequiredError(charge.failureMessage ?? 'The payment could not be completed')
    chargeId = charge.id
  }
  const activated = await ctx.db.write(async (tx) => {
    const current = (await tx.select().from(careersSubscriptions).where(eq(careersSubscriptions.id, sub.id)).get())!
    if (current.status !== 'PENDING') return current
    const now = ctx.clock.now()
    const period = periodFrom(now, current.recurrence)
    const [active] = await tx
      .update(careersSubscriptions)
      .set({ status: 'ACTIVE', ...period, activatedAt: now, paymentMethodId: current.paymentMethodId ?? method?.id ?? null, jobPostingsUsed: 0, featuredListingsUsed: 0, updatedAt: now })
      .where(eq(careersSubscriptions.id, sub.id))
      .returning()
    await tx.insert(careersInvoices).values({
      organizationId: current.organizationId,
      subscriptionId: current.id,
      type: 'SUBSCRIPTION',
      frequency: current.recurrence,
      status: 'paid',
      amountInCents: current.priceInCents,
      description: `Careers ${current.plan} subscription (${current.recurrence.toLowerCase()})`,
      chargeId,
      ...period,
      billingDate: now,
      paidAt: now,
    })
    if (current.organizationBenefitStateId) {
      await tx.update(organizationBenefitStates).set({ usedAt: now }).where(eq(organizationBenefitStates.id, current.organizationBenefitStateId))
    }
    return active!
  })
  // Another checkout replaced this one while its card was charged.
  if (chargeId && activated.status === 'CANCELED') await refundUnusedCharge(ctx, actor, chargeId, sub.priceInCents, 'Checkout replaced by another')
  return activated
}

/**
 * Charges the subscription's open invoice (a renewal). Paid → ACTIVE; declined (or no card) →
 * PAST_DUE with the next retry, or UNPAID with the invoice uncollectible after the last attempt.
 */
// An UNPAID subscription's uncollectible invoice is charged again when the organization changes its card.
export async function collectOpenInvoice(ctx: AppContext, actor: Actor, sub: SubscriptionRow): Promise<SubscriptionRow> {
  const invoice = await ctx.db.read
    .select()
    .from(careersInvoices)
    .where(and(eq(careersInvoices.subscriptionId, sub.id), inArray(careersInvoices.status, ['open', 'uncollectible'])))
    .orderBy(desc(careersInvoices.billingDate))
    .get()
  if (!invoice) return sub
  const attempt = sub.failedAttempts + 1
  const method = await billingMethodOf(ctx.db.read, sub.organizationId, sub.paymentMethodId)
  let paid = invoice.amountInCents === 0
  let chargeId: string | null = null
  if (!paid && method) {
    const charge = await chargeForCareers({
      ctx,
      organizationId: sub.organizationId,
      method,
      amountCents: invoice.amountInCents,
      idempotencyKey: `careers-invoice:${invoice.id}:${attempt}`,
      description: invoice.description,
      purpose: 'CAREERS_SUBSCRIPTION',
      actor,
    })
    paid = charge.status === 'SUCCEEDED'
    if (paid) chargeId = charge.id
  }
  const emails: QueuedEmail[] = []
  const result = await ctx.db.write(async (tx) => {
    const now = ctx.clock.now()
    if (paid) {
      await tx.update(careersInvoices).set({ status: 'paid', chargeId, paidAt: now }).where(eq(careersInvoices.id, invoice.id))
      const [row] = await tx.update(careersSubscriptions).set({ status: 'ACTIVE', failedAttempts: 0, nextRetryAt: null, updatedAt: now }).where(eq(careersSubscriptions.id, sub.id)).returning()
      return row!
    }
    const last = attempt >= RENEWAL_ATTEMPTS
    if (attempt === 1 || last) emails.push(...(await tellOwners(ctx, tx, sub.organizationId, invoice.amountInCents, last)))
    if (last) {
      await tx.update(careersInvoices).set({ status: 'uncollectible' }).where(eq(careersInvoices.id, invoice.id))
      const [row] = await tx.update(careersSubscriptions).set({ status: 'UNPAID', failedAttempts: attempt, nextRetryAt: null, updatedAt: now }).where(eq(careersSubscriptions.id, sub.id)).returning()
      return row!
    }
    const [row] = await tx
      .update(careersSubscriptions)
      .set({ status: 'PAST_DUE', failedAttempts: attempt, nextRetryAt: new Date(now.getTime() + RENEWAL_RETRY_HOURS * HOUR), updatedAt: now })
      .where(eq(careersSubscriptions.id, sub.id))
      .returning()
    return row!
  })
  for (const email of emails) deliverEmail(ctx, email)
  return result
}

/** The organization's OWNERs hear of the first declined renewal, and when the subscription becomes UNPAID. */
export async function tellOwners(ctx: AppContext, tx: Tx, organizationId: string, amountInCents: number, last: boolean): Promise<QueuedEmail[]> {
  const owners = await tx
    .select({ email: users.email, userId: users.id })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.role, 'OWNER')))
  const amount = `$${(amountInCents / 100).toFixed(2)}`
  const link = `${ctx.config.publicUrl}/careers/subscription`
  const subject = last ? 'Your careers subscription is unpaid' : 'Your careers subscription payment failed'
  const text = last
    ? `We could not charge ${amount} for your careers subscription after several attempts, so it is now unpaid and your job postings are on hold. Update your payment method to resume it: ${link}`
    : `We could not charge ${amount} for the renewal of your careers subscription. We will try again in ${RENEWAL_RETRY_HOURS} hours; you can update your payment method now: ${link}`
  const queued: QueuedEmail[] = []
  for (const owner of owners) queued.push(await queueEmail(ctx, tx, { to: owner.email, subject, text, unsubscribeUserId: owner.userId }))
  return queued
}
