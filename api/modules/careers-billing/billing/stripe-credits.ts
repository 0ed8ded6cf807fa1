/**
 * Organization credits on Stripe-billed careers subscriptions (docs/decisions.md "Careers on
 * Stripe: organization credits through the customer balance"). The sandbox takes credits first at
 * each charge (payments' charge protocol); Stripe collects its invoices itself, so credits reach
 * it beforehand as customer balance, which Stripe applies to the next finalized invoice.
 *
 * - Before a renewal (its period ends within `CREDITS_BEFORE_RENEWAL_MS`), the scheduler's careers
 *   pass takes min(credits, the renewal's total less any credit already on the customer's
 *   balance) in one transaction with its CREDIT_USE ledger row (a charge of 0 to the card, keyed
 *   `careers-credits:{subscription}:{period end}`, so once per period), then gives it to Stripe
 *   (`customers.createBalanceTransaction`, negative, the same key). A pass cut short between the
 *   two resumes with the same key.
 * - The invoice: Stripe uses the balance (`starting_balance` → `ending_balance`); the card pays
 *   `amount_paid`, recorded as the invoice's CHARGE as before. Credit Stripe did not use (the
 *   invoice came out smaller: a downgrade or an upgrade in between) stays on the customer's
 *   balance for the next invoice, and the next reservation tops up only the difference.
 * - A new subscription's first invoice and an upgrade's invoice get credits the same way just
 *   before Stripe makes them (`withCreditsOnStripe`); a refused card takes them back at once.
 * - When the subscription ends (or an invoice of an ended one is voided, giving its credit back
 *   to the balance), what is left on the balance of this subscription's credits is taken back from
 *   Stripe and returned to the organization (CREDIT_RETURN through a refund of those charges).
 */
import { and, desc, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm'
import type { Actor } from '../../../callers'
import type { AppContext } from '../../../context'
import { careersSubscriptions, charges, facilities, organizations, refunds } from '../../../db/schema'
import type { SubscriptionBilling } from '../../../integrations/payments/billing'
import { ensureCustomer, markCreditsSent, recordCreditsForProcessor, refundCharge, withKeyLock } from '../../payments'
import { billingMethodOf, type SubscriptionRow } from '../queries'

/** How long before a renewal the credits are handed to Stripe. */
export const CREDITS_BEFORE_RENEWAL_MS = 24 * 3_600_000
const BATCH = 100

export const creditsKeyOf = (subscriptionId: string, periodEnd: Date) => `careers-credits:${subscriptionId}:${periodEnd.getTime()}`

/** The scheduler's part: credits for each Stripe subscription renewing soon. Answers how many were given to Stripe. */
export async function applyCreditsBeforeStripeRenewals(ctx: AppContext, actor: Actor): Promise<number> {
  const stripe = ctx.payments.billing
  if (!stripe) return 0
  const now = ctx.clock.now()
  const key = sql`'careers-credits:' || ${careersSubscriptions.id} || ':' || ${careersSubscriptions.periodEnd}`
  const due = await ctx.db.read
    .select({ sub: careersSubscriptions, credits: organizations.creditsInCents })
    .from(careersSubscriptions)
    .innerJoin(organizations, eq(organizations.id, careersSubscriptions.organizationId))
    .where(
      and(
        inArray(careersSubscriptions.status, ['ACTIVE', 'PENDING_DOWNGRADE']),
        gt(careersSubscriptions.periodEnd, now),
        lte(careersSubscriptions.periodEnd, new Date(now.getTime() + CREDITS_BEFORE_RENEWAL_MS)),
        eq(careersSubscriptions.processor, 'stripe'),
        // Credits to give and nothing taken for this period yet, or taken and not yet at Stripe.
        sql`((${organizations.creditsInCents} > 0 and not exists (select 1 from ${charges} c where c.idempotency_key = ${key})) or exists (select 1 from ${charges} c where c.idempotency_key = ${key} and c.processor_id is null))`,
      ),
    )
    .limit(BATCH)
  let given = 0
  for (const { sub, credits } of due) {
    const key = creditsKeyOf(sub.id, sub.periodEnd!)
    // Looked at already with these credits and nothing to give (the balance covers the renewal): not again.
    if (nothingToGive.get(key) === credits) continue
    try {
      const outcome = await creditsForRenewal(ctx, actor, stripe, sub)
      if (outcome === 'given') given++
      else if (outcome === 'nothing') remember(key, credits)
    } catch (error) {
      ctx.log.error('careers credits not given to Stripe', { subscriptionId: sub.id, error: error instanceof Error ? error.message : String(error) })
    }
  }
  return given
}

async function facilityOf(ctx: AppContext, sub: SubscriptionRow): Promise<string | null> {
  const method = await billingMethodOf(ctx.db.read, sub.organizationId, sub.paymentMethodId)
  return method?.facilityId ?? (await ctx.db.read.select({ id: facilities.id }).from(facilities).where(eq(facilities.organizationId, sub.organizationId)).get())?.id ?? null
}

/** Per process: periods found with nothing to give, by the organization's credits then (bounded). */
const nothingToGive = new Map<string, number>()
function remember(key: string, credits: number) {
  if (nothingToGive.size >= 10_000) nothingToGive.clear()
  nothingToGive.set(key, credits)
}

async function creditsForRenewal(ctx: AppContext, actor: Actor, stripe: SubscriptionBilling, sub: SubscriptionRow): Promise<'given' | 'nothing' | 'not yet'> {
  const key = creditsKeyOf(sub.id, sub.periodEnd!)
  return withKeyLock(key, async () => {
    let charge = await ctx.db.read.select().from(charges).where(eq(charges.idempotencyKey, key)).get()
    const live = await stripe.retrieveSubscription(sub.processorSubscriptionId!)
    if (!charge) {
      // Only a subscription Stripe will renew at the period the row knows (no cancel waiting).
      if ((live.status !== 'active' && live.status !== 'trialing') || live.cancelAtPeriodEnd || live.currentPeriodEnd.getTime() !== sub.periodEnd!.getTime()) return 'not yet'
      const { totalCents } = await stripe.previewRenewal({ subscriptionId: live.id, customerId: live.customerId })
      const onBalance = Math.max(0, -(await stripe.customerBalance(live.customerId)))
      const facilityId = await facilityOf(ctx, sub)
      if (totalCents - onBalance <= 0 || !facilityId) return 'nothing'
      charge =
        (await ctx.db.write((tx) =>
          recordCreditsForProcessor(ctx, tx, actor, {
            organizationId: sub.organizationId,
            facilityId,
            maxCents: totalCents - onBalance,
            idempotencyKey: key,
            description: `Credits for the careers ${sub.plan} subscription's renewal (${sub.recurrence.toLowerCase()})`,
            purpose: 'CAREERS_SUBSCRIPTION',
          }),
        )) ?? undefined
      if (!charge) return 'nothing'
    }
    if (charge.processorId) return 'not yet'
    await sendCredits(ctx, stripe, live.customerId, sub, charge)
    return 'given'
  })
}

async function sendCredits(ctx: AppContext, stripe: SubscriptionBilling, customerId: string, sub: SubscriptionRow, charge: typeof charges.$inferSelect): Promise<void> {
  const txn = await stripe.createBalanceTransaction({
    customerId,
    amountCents: -charge.creditsAppliedCents,
    description: 'Organization credits for the careers subscription',
    metadata: { careersSubscriptionId: sub.id, chargeId: charge.id },
    idempotencyKey: charge.idempotencyKey,
  })
  await markCreditsSent(ctx, charge.id, txn.id)
}

/**
 * Credits for an invoice Stripe makes now (a new subscription's first, an upgrade's): given to the
 * customer's balance before `run`, so that invoice uses them; if `run` fails (a refused card:
 * Stripe keeps no invoice and the balance is as it was), they are taken back at once.
 * `maxCents` answers what the invoice will ask of the card (less any credit already on the
 * balance); it is asked only when the organization has credits.
 */
export async function withCreditsOnStripe<T>(ctx: AppContext, actor: Actor, input: { sub: SubscriptionRow; customerId: string; maxCents: () => Promise<number>; key: string; description: string }, run: () => Promise<T>): Promise<T> {
  const stripe = ctx.payments.billing
  const { sub } = input
  const credits = stripe ? await ctx.db.read.select({ credits: organizations.creditsInCents }).from(organizations).where(eq(organizations.id, sub.organizationId)).get() : undefined
  if (!stripe || !credits || credits.credits <= 0) return run()
  const facilityId = await facilityOf(ctx, sub)
  const maxCents = await input.maxCents()
  if (!facilityId || maxCents <= 0) return run()
  const charge = await ctx.db.write((tx) => recordCreditsForProcessor(ctx, tx, actor, { organizationId: sub.organizationId, facilityId, maxCents, idempotencyKey: input.key, description: input.description, purpose: 'CAREERS_SUBSCRIPTION' }))
  // A repeat of a request whose credits were already taken back gives none.
  const given = charge && charge.status === 'SUCCEEDED' ? charge : null
  try {
    if (given && !given.processorId) await sendCredits(ctx, stripe, input.customerId, sub, given)
    return await run()
  } catch (error) {
    if (given) await takeBackCredits(ctx, actor, sub, input.customerId)
    throw error
  }
}

/**
 * An ended subscription's credits still on Stripe's balance come back to the organization
 * (at most what its reservations have not yet returned). Errors are logged: run after a commit.
 */
export async function returnStripeCredits(ctx: AppContext, actor: Actor, subscriptionId: string): Promise<number> {
  if (!ctx.payments.billing) return 0
  try {
    const sub = await ctx.db.read.select().from(careersSubscriptions).where(eq(careersSubscriptions.id, subscriptionId)).get()
    if (!sub || sub.status !== 'CANCELED') return 0
    // Most subscriptions never had credits: no call to Stripe for them.
    const any = await ctx.db.read.select({ id: charges.id }).from(charges).where(and(gte(charges.idempotencyKey, `careers-credits:${sub.id}:`), lt(charges.idempotencyKey, `careers-credits:${sub.id};`))).limit(1).get()
    if (!any) return 0
    return await takeBackCredits(ctx, actor, sub, await ensureCustomer(ctx, sub.organizationId))
  } catch (error) {
    ctx.log.error('careers credits not returned from Stripe', { subscriptionId, error: error instanceof Error ? error.message : String(error) })
    return 0
  }
}

/**
 * What is on the customer's balance of this subscription's credits (at most what its
 * reservations have not returned yet) is taken back from Stripe and returned to the organization,
 * newest reservation first (CREDIT_RETURN through a refund of those charges).
 */
async function takeBackCredits(ctx: AppContext, actor: Actor, sub: SubscriptionRow, customerId: string): Promise<number> {
  const stripe = ctx.payments.billing!
  return withKeyLock(`careers-credits-return:${sub.id}`, async () => {
    // This subscription's reservations, by their keys (the unique index's range).
    const held = await ctx.db.read
      .select()
      .from(charges)
      .where(and(gte(charges.idempotencyKey, `careers-credits:${sub.id}:`), lt(charges.idempotencyKey, `careers-credits:${sub.id};`)))
      .orderBy(desc(charges.createdAt), desc(charges.id))
    if (!held.length) return 0
    const returned = await ctx.db.read
      .select({ chargeId: refunds.chargeId, credits: sql<number>`coalesce(sum(${refunds.creditsReturnedCents}), 0)`, count: sql<number>`count(*)` })
      .from(refunds)
      .where(inArray(refunds.chargeId, held.map((c) => c.id)))
      .groupBy(refunds.chargeId)
    const left = new Map(held.map((c) => [c.id, c.creditsAppliedCents - Number(returned.find((r) => r.chargeId === c.id)?.credits ?? 0)]))
    const unreturned = [...left.values()].reduce((a, b) => a + b, 0)
    if (unreturned <= 0) return 0
    // Each return adds a refund and each reservation a charge: together they name this return once.
    const step = `${held.length}:${returned.reduce((n, r) => n + Number(r.count), 0)}`
    // Credits taken but never acknowledged by Stripe are sent first (same key: Stripe answers
    // the first transaction), so every credit taken is on the balance or used by an invoice.
    for (const charge of held) if (!charge.processorId && charge.status === 'SUCCEEDED') await sendCredits(ctx, stripe, customerId, sub, charge)
    const amount = Math.min(Math.max(0, -(await stripe.customerBalance(customerId))), unreturned)
    if (amount <= 0) return 0
    await stripe.createBalanceTransaction({
      customerId,
      amountCents: amount,
      description: 'Organization credits returned from the careers subscription',
      metadata: { careersSubscriptionId: sub.id },
      idempotencyKey: `careers-credits-return:${sub.id}:${step}`,
    })
    let rest = amount
    for (const charge of held) {
      const give = Math.min(rest, left.get(charge.id) ?? 0)
      if (give <= 0) continue
      await refundCharge({ ctx, chargeId: charge.id, amountCents: give, reason: 'Careers credits Stripe did not use', idempotencyKey: `careers-credits-return:${charge.id}:${step}`, actor })
      rest -= give
    }
    return amount
  })
}
