/**
 * `POST /organization/careers/subscription` (spec 000 §7 "Careers"): plan, recurrence, redirect,
 * organizationBenefitStateId → checkoutSession (docs/decisions.md "Careers billing"): when the
 * organization already has a card, the first period is charged and the subscription is ACTIVE at
 * once (the session answers `complete`, its url the redirect); otherwise the subscription is
 * PENDING and the session's url is the checkout page — the product's own in the sandbox, Stripe
 * Checkout with Stripe Billing (billing/adapter.ts).
 */
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { CreateCareersSubscriptionBody } from '../../../../shared/contracts/careers-billing'
import type { AppContext, FacilityCaller } from '../../../context'
import { careersSubscriptions, organizationBenefitStates, organizationBenefits } from '../../../db/schema'
import { ConflictError, NotFoundError } from '../../../errors'
import { requireOrganizationRole } from '../../organizations'
import { billingOf } from '../billing/select'
import { discounted } from '../plans'
import { subscriptionPrice } from '../prices'
import { billingMethodOf, LIVE_STATUSES } from '../queries'
import { subscriptionView } from '../view'
import { checkoutSessionOf, safeRedirect } from './checkout-session'

export async function createSubscription({ ctx, caller, input }: { ctx: AppContext; caller: FacilityCaller; input: CreateCareersSubscriptionBody }) {
  requireOrganizationRole(caller, ['OWNER', 'ADMIN'])
  const now = ctx.clock.now()
  let discountPercentage = 0
  if (input.organizationBenefitStateId) {
    const state = await ctx.db.read
      .select({ usedAt: organizationBenefitStates.usedAt, type: organizationBenefits.type, discountPercentage: organizationBenefits.discountPercentage })
      .from(organizationBenefitStates)
      .innerJoin(organizationBenefits, eq(organizationBenefits.id, organizationBenefitStates.benefitId))
      .where(and(eq(organizationBenefitStates.id, input.organizationBenefitStateId), eq(organizationBenefitStates.organizationId, caller.organizationId)))
      .get()
    if (!state || state.type !== 'CAREERS_SUBSCRIPTION_DISCOUNT') throw new NotFoundError('benefit', 'Careers discount not found')
    if (state.usedAt) throw new ConflictError('This careers discount has already been used')
    discountPercentage = Math.min(100, Math.max(0, state.discountPercentage ?? 0))
  }
  const price = await subscriptionPrice(ctx.db.read, input.plan, input.recurrence, now)
  const method = await billingMethodOf(ctx.db.read, caller.organizationId, null)
  const adapter = billingOf(ctx)
  const sub = await ctx.db.write(async (tx) => {
    const live = await tx.select({ id: careersSubscriptions.id }).from(careersSubscriptions).where(and(eq(careersSubscriptions.organizationId, caller.organizationId), inArray(careersSubscriptions.status, LIVE_STATUSES))).get()
    if (live) throw new ConflictError('Your organization already has a careers subscription')
    // An earlier checkout never completed gives way to this one.
    await tx.update(careersSubscriptions).set({ status: 'CANCELED', canceledAt: now, updatedAt: now }).where(and(eq(careersSubscriptions.organizationId, caller.organizationId), eq(careersSubscriptions.status, 'PENDING')))
    const [row] = await tx
      .insert(careersSubscriptions)
      .values({
        organizationId: caller.organizationId,
        plan: input.plan,
        recurrence: input.recurrence,
        status: 'PENDING',
        priceInCents: discounted(price.priceInCents, discountPercentage),
        originalPriceInCents: price.originalPriceInCents,
        discountPercentage,
        organizationBenefitStateId: input.organizationBenefitStateId ?? null,
        paymentMethodId: method?.id ?? null,
        processor: adapter.processor,
        // The sandbox's session; Stripe's replaces it when its Checkout is opened.
        checkoutSessionId: `cs_sbx_${uuidv7().replace(/-/g, '')}`,
        redirectUrl: safeRedirect(ctx, input.redirect),
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    return row!
  })
  const current = await adapter.start(ctx, caller, sub, method)
  // Stripe Checkout sessions of the checkouts this one replaced are closed, so none completes later.
  if (adapter.processor === 'stripe') await expireReplacedCheckouts(ctx, caller.organizationId, sub.id)
  return { checkoutSession: checkoutSessionOf(ctx, current), subscription: await subscriptionView(ctx, current) }
}

async function expireReplacedCheckouts(ctx: AppContext, organizationId: string, keptId: string): Promise<void> {
  const replaced = await ctx.db.read
    .select({ id: careersSubscriptions.id, sessionId: careersSubscriptions.checkoutSessionId })
    .from(careersSubscriptions)
    .where(and(eq(careersSubscriptions.organizationId, organizationId), eq(careersSubscriptions.status, 'CANCELED'), eq(careersSubscriptions.processor, 'stripe'), isNull(careersSubscriptions.processorSubscriptionId), isNull(careersSubscriptions.activatedAt)))
    .limit(20)
  for (const old of replaced) {
    if (old.id === keptId || !old.sessionId?.startsWith('cs_') || old.sessionId.startsWith('cs_sbx_')) continue
    await ctx.payments.billing?.expireCheckoutSession(old.sessionId).catch((error: unknown) => ctx.log.error('could not expire a replaced checkout', { sessionId: old.sessionId, error: error instanceof Error ? error.message : String(error) }))
  }
}
