/**
 * Which price is in force (spec 000 §7 "Careers prices"): the newest active admin row of that
 * product, plan and recurrence whose `effectiveFrom` has come and whose `effectiveTo` has not;
 * otherwise the built-in default of plans.ts. A subscriber keeps the price it paid until its
 * renewal, which reads the price in force then.
 */
import { and, desc, eq, gt, isNull, lte, or } from 'drizzle-orm'
import type { SubscriptionRecurrence, SubscriptionTier } from '../../../shared/enums'
import { SUBSCRIPTION_RECURRENCES, SUBSCRIPTION_TIERS } from '../../../shared/enums'
import type { Tx } from '../../db/client'
import { careersPrices, type CareersProductType } from '../../db/schema'
import { DEFAULT_JOB_POST_PRICE, DEFAULT_SUBSCRIPTION_PRICES } from './plans'

export type PriceRow = typeof careersPrices.$inferSelect

export interface PriceInForce {
  careersPriceId: string
  name: string
  productType: CareersProductType
  planType: SubscriptionTier | null
  recurrence: SubscriptionRecurrence
  priceInCents: number
  originalPriceInCents: number
  isActive: boolean
  effectiveFrom: Date
  effectiveTo: Date | null
  isDefault: boolean
}

const EPOCH = new Date(0)

export function defaultPrice(productType: CareersProductType, planType: SubscriptionTier | null, recurrence: SubscriptionRecurrence): PriceInForce {
  const p = productType === 'SUBSCRIPTION' && planType ? DEFAULT_SUBSCRIPTION_PRICES[planType][recurrence] : DEFAULT_JOB_POST_PRICE
  const name = productType === 'SUBSCRIPTION' ? `${planType} ${recurrence.toLowerCase()}` : 'Job post add-on (per month)'
  return {
    careersPriceId: productType === 'SUBSCRIPTION' ? `default-${planType}-${recurrence}` : 'default-JOB_POST_ADDON-MONTHLY',
    name,
    productType,
    planType: productType === 'SUBSCRIPTION' ? planType : null,
    recurrence,
    ...p,
    isActive: true,
    effectiveFrom: EPOCH,
    effectiveTo: null,
    isDefault: true,
  }
}

export function fromRow(row: PriceRow): PriceInForce {
  return { careersPriceId: row.id, name: row.name, productType: row.productType, planType: row.planType, recurrence: row.recurrence, priceInCents: row.priceInCents, originalPriceInCents: row.originalPriceInCents, isActive: row.isActive, effectiveFrom: row.effectiveFrom, effectiveTo: row.effectiveTo, isDefault: false }
}

export async function priceInForce(db: Tx, key: { productType: CareersProductType; planType: SubscriptionTier | null; recurrence: SubscriptionRecurrence }, now: Date): Promise<PriceInForce> {
  const row = await db
    .select()
    .from(careersPrices)
    .where(
      and(
        eq(careersPrices.productType, key.productType),
        key.planType ? eq(careersPrices.planType, key.planType) : isNull(careersPrices.planType),
        eq(careersPrices.recurrence, key.recurrence),
        lte(careersPrices.effectiveFrom, now),
        eq(careersPrices.isActive, true),
        or(isNull(careersPrices.effectiveTo), gt(careersPrices.effectiveTo, now)),
      ),
    )
    .orderBy(desc(careersPrices.effectiveFrom))
    .get()
  return row ? fromRow(row) : defaultPrice(key.productType, key.planType, key.recurrence)
}

export const subscriptionPrice = (db: Tx, plan: SubscriptionTier, recurrence: SubscriptionRecurrence, now: Date) => priceInForce(db, { productType: 'SUBSCRIPTION', planType: plan, recurrence }, now)

/** The add-on's price per month of listing. */
export const jobPostPrice = (db: Tx, now: Date) => priceInForce(db, { productType: 'JOB_POST_ADDON', planType: null, recurrence: 'MONTHLY' }, now)

/** A plan's prices in force, one per recurrence. */
export function pricesOfPlan(db: Tx, plan: SubscriptionTier, now: Date): Promise<PriceInForce[]> {
  return Promise.all(SUBSCRIPTION_RECURRENCES.map((r) => subscriptionPrice(db, plan, r, now)))
}

/** Every built-in default, for the admin list. */
export function allDefaults(): PriceInForce[] {
  return [...SUBSCRIPTION_TIERS.flatMap((t) => SUBSCRIPTION_RECURRENCES.map((r) => defaultPrice('SUBSCRIPTION', t, r))), defaultPrice('JOB_POST_ADDON', null, 'MONTHLY')]
}
