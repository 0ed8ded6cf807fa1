/**
 * Job-post add-ons on a Stripe-billed subscription. Stripe renews the plan; the add-ons riding on
 * it (published by paying per post, "recurring with the subscription until removed") are billed
 * beside each paid renewal, once per renewal invoice, through payments' charge protocol at the
 * add-on's price in force for the new period — the sandbox puts them on its renewal invoice
 * instead. Paid: a JOB_POST_ADDON invoice for the period. Refused, or no card: the add-ons are not
 * renewed (REMOVED); their jobs stay listed until their listing ends, as when removed by hand.
 */
import { and, eq } from 'drizzle-orm'
import type { Actor } from '../../../callers'
import type { AppContext } from '../../../context'
import { careersInvoices, careersJobPostAddons, careersSubscriptions } from '../../../db/schema'
import type { BillingInvoice } from '../../../integrations/payments/billing'
import { chargeForCareers } from '../charge'
import { MONTHS_OF } from '../plans'
import { jobPostPrice } from '../prices'
import { billingMethodOf } from '../queries'

export async function billAddonsForRenewal(ctx: AppContext, actor: Actor, subscriptionId: string, renewal: BillingInvoice): Promise<void> {
  const sub = await ctx.db.read.select().from(careersSubscriptions).where(eq(careersSubscriptions.id, subscriptionId)).get()
  if (!sub) return
  const addons = await ctx.db.read.select().from(careersJobPostAddons).where(and(eq(careersJobPostAddons.subscriptionId, sub.id), eq(careersJobPostAddons.status, 'ACTIVE')))
  if (!addons.length) return
  const now = ctx.clock.now()
  const recurring = (await jobPostPrice(ctx.db.read, now)).priceInCents * MONTHS_OF[sub.recurrence]
  const total = recurring * addons.length
  const method = await billingMethodOf(ctx.db.read, sub.organizationId, sub.paymentMethodId)
  const charge =
    method && total > 0
      ? await chargeForCareers({
          ctx,
          organizationId: sub.organizationId,
          method,
          amountCents: total,
          idempotencyKey: `careers-addons:${renewal.id}`,
          description: `Careers job post add-on${addons.length > 1 ? 's' : ''} (${addons.length}), ${sub.recurrence.toLowerCase()} renewal`,
          purpose: 'CAREERS_JOB_POST',
          actor,
        })
      : null
  await ctx.db.write(async (tx) => {
    const at = ctx.clock.now()
    if (!charge || charge.status !== 'SUCCEEDED') {
      for (const addon of addons) await tx.update(careersJobPostAddons).set({ status: 'REMOVED', removedAt: at }).where(and(eq(careersJobPostAddons.id, addon.id), eq(careersJobPostAddons.status, 'ACTIVE')))
      ctx.log.error('careers job post add-ons not renewed: the payment was refused', { subscriptionId: sub.id, addons: addons.length })
      return
    }
    if (await tx.select({ id: careersInvoices.id }).from(careersInvoices).where(eq(careersInvoices.chargeId, charge.id)).get()) return
    await tx.insert(careersInvoices).values({
      organizationId: sub.organizationId,
      subscriptionId: sub.id,
      type: 'JOB_POST_ADDON',
      frequency: sub.recurrence,
      status: 'paid',
      amountInCents: total,
      description: `Job post add-on${addons.length > 1 ? 's' : ''} (${addons.length}) for the period`,
      chargeId: charge.id,
      periodStart: renewal.periodStart ?? sub.periodStart,
      periodEnd: renewal.periodEnd ?? sub.periodEnd,
      billingDate: at,
      paidAt: at,
    })
    for (const addon of addons) await tx.update(careersJobPostAddons).set({ recurringAmountInCents: recurring }).where(eq(careersJobPostAddons.id, addon.id))
  })
}
