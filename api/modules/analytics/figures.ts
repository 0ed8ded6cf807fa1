/**
 * Every dashboard figure, defined once from the ledger's and the seats' daily totals (the table
 * in docs/decisions.md "Analytics dashboard" says the same in words). Integer cents and minutes
 * here; the DTO mapper turns them into the contract's dollars and hours.
 */
import type { LedgerTotals, ShiftTotals } from './totals'

/** What facilities paid for shifts (card, bank and credits), less what was given back. */
export const grossVolumeShiftsCents = (l: LedgerTotals) => l.cents('CHARGE', 'SHIFT') + l.cents('CREDIT_USE', 'SHIFT') - l.cents('REFUND', 'SHIFT') - l.cents('CREDIT_RETURN', 'SHIFT')

/** Money sent to providers' payout accounts: shift earnings, bonuses, cancellation fees. */
export const providerPayoutsCents = (l: LedgerTotals) => l.cents('TRANSFER')

/** The platform's net cut of shifts (domain "Money": platformCut), written when a seat settles. */
export const shiftEarningsCents = (l: LedgerTotals) => l.cents('PLATFORM_FEE', 'SHIFT')

/** The payment processor's fees on shift charges (kept by the processor even on a refund). */
export const shiftTransactionFeesCents = (l: LedgerTotals) => l.cents('PROCESSOR_FEE', 'SHIFT')

/** Background checks paid for. */
export const backgroundChecksCount = (l: LedgerTotals) => l.entries('BACKGROUND_CHECK_FEE')

/** Background-check fees less their refunds. */
export const backgroundChecksRevenueCents = (l: LedgerTotals) => l.cents('BACKGROUND_CHECK_FEE') - l.cents('BACKGROUND_CHECK_REFUND')

/**
 * Careers job board money received: what organizations paid for careers charges (subscriptions,
 * renewals, upgrades, pay-per-post), card, bank and credits, less refunds and credits returned.
 */
export const jobBoardRevenueCents = (l: LedgerTotals) => l.cents('CHARGE', 'CAREERS') + l.cents('CREDIT_USE', 'CAREERS') - l.cents('REFUND', 'CAREERS') - l.cents('CREDIT_RETURN', 'CAREERS')

export interface Revenue {
  jobBoardCents: number
  backgroundChecksCents: number
  shiftsCents: number
  totalCents: number
}

/** Revenue by line of business: job board, background checks, and shifts (the platform's cut). */
export function revenueOf(l: LedgerTotals): Revenue {
  const jobBoardCents = jobBoardRevenueCents(l)
  const backgroundChecksCents = backgroundChecksRevenueCents(l)
  const shiftsCents = shiftEarningsCents(l)
  return { jobBoardCents, backgroundChecksCents, shiftsCents, totalCents: jobBoardCents + backgroundChecksCents + shiftsCents }
}

/** Paid hours of the seats completed in the window, in minutes. */
export const shiftMinutes = (s: ShiftTotals) => s.paidMinutes

/** Paid minutes per completed seat (0 without any). */
export const averageShiftMinutes = (s: ShiftTotals) => (s.completedSeats ? s.paidMinutes / s.completedSeats : 0)

/** Provider earnings per paid hour of the completed seats, in cents, rounded (0 without any hour). */
export const averageAmountPerHourCents = (s: ShiftTotals) => (s.paidMinutes ? Math.round((s.providerEarningsCents * 60) / s.paidMinutes) : 0)
