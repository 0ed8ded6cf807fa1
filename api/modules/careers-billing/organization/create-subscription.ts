/**
 * `POST /organization/careers/subscription` (spec 000 §7 "Careers"): plan, recurrence, redirect,
 * organizationBenefitStateId → checkoutSession. With the built-in sandbox (docs/decisions.md
 * "Careers billing"): when the organization already has a card, the first period is charged and
 * the subscription is ACTIVE at once (the session answers `complete`, its url the redirect);
 * otherwise the subscription is PENDING and the session's url is the product's own checkout page,
 * which charges the card added meanwhile and activates it when visited.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { CreateCareersSubscriptionBody } from '../../../../shared/contracts/careers-billing'
import type { AppContext, FacilityCaller } from '../../../context'
import { careersSubscriptions, organizationBenefitStates, organizationBenefits } from '../../../db/schema'
import { ConflictError, NotFoundError } from '../../../errors'
import { requireOrganizationRole } from '../../organizations'
import { activateSubscription } from '../billing-cycle'
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
        checkoutSessionId: `cs_sbx_${uuidv7().replace(/-/g, '')}`,
        redirectUrl: safeRedirect(ctx, input.redirect),
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    return row!
  })
  const current = method || sub.priceInCents === 0 ? await activateSubscription(ctx, caller, sub) : sub
  return { checkoutSession: checkoutSessionOf(ctx, current), subscription: await subscriptionView(ctx, current) }
}
