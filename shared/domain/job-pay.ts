/**
 * Careers pay on one scale (spec 000 §9 "Salary input type: hour or annual"): an annual amount
 * compares as hourly over 2,080 working hours a year (40 hours × 52 weeks). The search's salary
 * filter and its highestPay sort read `jobs.hourly_pay_cents`, written with this rule.
 */
export const HOURS_A_YEAR = 2080

/** Cents an hour for an amount in cents per year (`annual`) or per hour. */
export function hourlyCents(amountCents: number, per: 'hour' | 'annual'): number {
  return per === 'annual' ? Math.round(amountCents / HOURS_A_YEAR) : Math.round(amountCents)
}
