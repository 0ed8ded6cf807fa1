/**
 * The job board's plans (docs/decisions.md "Careers billing"): what each tier includes per month,
 * the built-in default prices (in force until the admin panel sets others), billing periods and
 * proration. Pure functions of their inputs; money in integer cents.
 */
import type { SubscriptionRecurrence, SubscriptionTier } from '../../../shared/enums'
import { SUBSCRIPTION_TIERS } from '../../../shared/enums'

/** Job postings and featured listings per month of subscription (a period has months × these). */
export const PLAN_ALLOWANCES: Record<SubscriptionTier, { jobPostingsPerMonth: number; featuredListingsPerMonth: number }> = {
  BASIC: { jobPostingsPerMonth: 1, featuredListingsPerMonth: 0 },
  STANDARD: { jobPostingsPerMonth: 3, featuredListingsPerMonth: 1 },
  ESSENTIAL: { jobPostingsPerMonth: 10, featuredListingsPerMonth: 3 },
  ENTERPRISE: { jobPostingsPerMonth: 25, featuredListingsPerMonth: 10 },
}

export const MONTHS_OF: Record<SubscriptionRecurrence, number> = { MONTHLY: 1, QUARTERLY: 3, YEARLY: 12 }

/** Current and original (list) price of each plan and recurrence, in cents: the fallback of every price lookup. */
export const DEFAULT_SUBSCRIPTION_PRICES: Record<SubscriptionTier, Record<SubscriptionRecurrence, { priceInCents: number; originalPriceInCents: number }>> = {
  BASIC: { MONTHLY: { priceInCents: 4_900, originalPriceInCents: 4_900 }, QUARTERLY: { priceInCents: 13_500, originalPriceInCents: 14_700 }, YEARLY: { priceInCents: 49_900, originalPriceInCents: 58_800 } },
  STANDARD: { MONTHLY: { priceInCents: 9_900, originalPriceInCents: 9_900 }, QUARTERLY: { priceInCents: 26_900, originalPriceInCents: 29_700 }, YEARLY: { priceInCents: 99_900, originalPriceInCents: 118_800 } },
  ESSENTIAL: { MONTHLY: { priceInCents: 19_900, originalPriceInCents: 19_900 }, QUARTERLY: { priceInCents: 53_900, originalPriceInCents: 59_700 }, YEARLY: { priceInCents: 199_900, originalPriceInCents: 238_800 } },
  ENTERPRISE: { MONTHLY: { priceInCents: 39_900, originalPriceInCents: 39_900 }, QUARTERLY: { priceInCents: 107_900, originalPriceInCents: 119_700 }, YEARLY: { priceInCents: 399_900, originalPriceInCents: 478_800 } },
}

/** The job-post add-on (pay per post): per month of listing; a subscription's add-on costs months × this per period. */
export const DEFAULT_JOB_POST_PRICE = { priceInCents: 7_900, originalPriceInCents: 7_900 }

/** How long a published job stays listed (then the jobs' sweep moves it to PAST_DUE). */
export const LISTING_DAYS = 30

/** A failed renewal is retried this often, this many times, before the subscription is UNPAID. */
export const RENEWAL_RETRY_HOURS = 24
export const RENEWAL_ATTEMPTS = 4

/** Where the sandbox's checkout session expires. */
export const CHECKOUT_SESSION_HOURS = 24

const HOUR = 3_600_000

export function allowanceOf(plan: SubscriptionTier, recurrence: SubscriptionRecurrence) {
  const a = PLAN_ALLOWANCES[plan]
  const months = MONTHS_OF[recurrence]
  return { jobPostings: a.jobPostingsPerMonth * months, featuredListings: a.featuredListingsPerMonth * months }
}

/** The same day of month `months` later, in UTC (the last day when that month is shorter). */
export function addMonths(from: Date, months: number): Date {
  const d = new Date(from.getTime())
  const day = d.getUTCDate()
  d.setUTCDate(1)
  d.setUTCMonth(d.getUTCMonth() + months)
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate()
  d.setUTCDate(Math.min(day, last))
  return d
}

export function periodFrom(start: Date, recurrence: SubscriptionRecurrence): { periodStart: Date; periodEnd: Date } {
  return { periodStart: start, periodEnd: addMonths(start, MONTHS_OF[recurrence]) }
}

/** `priceInCents` less a percentage discount, rounded to the cent. */
export function discounted(priceInCents: number, discountPercentage: number): number {
  return Math.round((priceInCents * (100 - discountPercentage)) / 100)
}

/**
 * The unused part of a paid period, in whole hours left over the period's hours, so a preview
 * and the charge that follows it seconds later agree to the cent.
 */
export function unusedShare(amountInCents: number, period: { periodStart: Date; periodEnd: Date }, now: Date): number {
  const total = Math.max(1, Math.floor((period.periodEnd.getTime() - period.periodStart.getTime()) / HOUR))
  const left = Math.min(total, Math.max(0, Math.floor((period.periodEnd.getTime() - now.getTime()) / HOUR)))
  return Math.floor((amountInCents * left) / total)
}

export type PlanChange = 'UPGRADE' | 'DOWNGRADE' | 'SAME'

/** A higher tier, or the same tier billed over a longer period, is an upgrade. */
export function comparePlans(from: { plan: SubscriptionTier; recurrence: SubscriptionRecurrence }, to: { plan: SubscriptionTier; recurrence: SubscriptionRecurrence }): PlanChange {
  const rank = (p: SubscriptionTier) => SUBSCRIPTION_TIERS.indexOf(p)
  if (rank(to.plan) !== rank(from.plan)) return rank(to.plan) > rank(from.plan) ? 'UPGRADE' : 'DOWNGRADE'
  if (MONTHS_OF[to.recurrence] !== MONTHS_OF[from.recurrence]) return MONTHS_OF[to.recurrence] > MONTHS_OF[from.recurrence] ? 'UPGRADE' : 'DOWNGRADE'
  return 'SAME'
}

export const toDollars = (cents: number) => Math.round(cents) / 100
