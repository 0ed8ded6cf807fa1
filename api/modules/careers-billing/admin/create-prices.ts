/**
 * `POST /admin-panel/careers/prices` ('prices.manage', ADMIN only; spec 000 §5 "Subscription
 * prices"): a plan's monthly, quarterly and annual prices, current and original, each optional.
 * Each value given is a new price from `effectiveFrom` (default now); the price it replaces ends
 * then. Subscribers keep the price they paid until their renewal. A current value without its
 * original makes the original equal to it; an original alone keeps the current price in force.
 */
import { and, eq, gt, isNull, lte, or } from 'drizzle-orm'
import type { CreateCareersPricesBody } from '../../../../shared/contracts/careers-billing'
import type { SubscriptionRecurrence } from '../../../../shared/enums'
import type { AppContext, TeamCaller } from '../../../context'
import { careersPrices } from '../../../db/schema'
import { ValidationError } from '../../../errors'
import { audit } from '../../audit'
import { requireTeamPermission } from '../../team'
import { fromRow, priceInForce } from '../prices'
import { priceDto } from '../to-dto'

const VALUES: { recurrence: SubscriptionRecurrence; price: keyof CreateCareersPricesBody; original: keyof CreateCareersPricesBody; label: string }[] = [
  { recurrence: 'MONTHLY', price: 'monthlyPriceInCents', original: 'originalMonthlyPriceInCents', label: 'monthly' },
  { recurrence: 'QUARTERLY', price: 'quarterlyPriceInCents', original: 'originalQuarterlyPriceInCents', label: 'quarterly' },
  { recurrence: 'YEARLY', price: 'annualPriceInCents', original: 'originalAnnualPriceInCents', label: 'annual' },
]

export async function createCareersPrices({ ctx, caller, input }: { ctx: AppContext; caller: TeamCaller; input: CreateCareersPricesBody }) {
  requireTeamPermission(caller, 'prices.manage')
  const productType = input.productType ?? 'SUBSCRIPTION'
  const planType = productType === 'SUBSCRIPTION' ? (input.planType ?? null) : null
  if (productType === 'SUBSCRIPTION' && !planType) throw ValidationError.field('planType', 'Plan type is required')
  const wanted = (productType === 'SUBSCRIPTION' ? VALUES : VALUES.slice(0, 1)).filter((v) => input[v.price] !== undefined || input[v.original] !== undefined)
  if (!wanted.length) throw ValidationError.field('monthlyPriceInCents', 'At least one price is required')
  const now = ctx.clock.now()
  const effectiveFrom = input.effectiveFrom ? new Date(input.effectiveFrom) : now
  const created = await ctx.db.write(async (tx) => {
    const out = []
    for (const v of wanted) {
      const key = { productType, planType, recurrence: v.recurrence } as const
      const inForce = await priceInForce(tx, key, effectiveFrom)
      const priceInCents = (input[v.price] as number | undefined) ?? inForce.priceInCents
      const originalPriceInCents = (input[v.original] as number | undefined) ?? (input[v.price] !== undefined ? priceInCents : inForce.originalPriceInCents)
      // The price in force at the new one's start ends there.
      await tx
        .update(careersPrices)
        .set({ effectiveTo: effectiveFrom })
        .where(
          and(
            eq(careersPrices.productType, productType),
            planType ? eq(careersPrices.planType, planType) : isNull(careersPrices.planType),
            eq(careersPrices.recurrence, v.recurrence),
            lte(careersPrices.effectiveFrom, effectiveFrom),
            or(isNull(careersPrices.effectiveTo), gt(careersPrices.effectiveTo, effectiveFrom)),
          ),
        )
      const [row] = await tx
        .insert(careersPrices)
        .values({
          name: input.name ?? (productType === 'SUBSCRIPTION' ? `${planType} ${v.label}` : 'Job post add-on (per month)'),
          productType,
          planType,
          recurrence: v.recurrence,
          priceInCents,
          originalPriceInCents,
          isActive: true,
          effectiveFrom,
          createdByTeamMemberId: caller.teamMemberId,
          createdAt: now,
        })
        .returning()
      await audit(ctx, tx, caller, { action: 'careers.price.create', subject: ['careers_price', row!.id], before: { priceInCents: inForce.priceInCents, originalPriceInCents: inForce.originalPriceInCents }, after: { productType, planType, recurrence: v.recurrence, priceInCents, originalPriceInCents, effectiveFrom: effectiveFrom.toISOString() } })
      out.push(row!)
    }
    return out
  })
  return { data: created.map((r) => priceDto(fromRow(r))) }
}
