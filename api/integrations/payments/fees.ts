/**
 * The processor's fee on a charge (domain "Money", api-contract "Payments without Stripe"): cards
 * 2.9% + 30¢, bank debits 0.8% capped at $5, each rounded half up to the cent. The sandbox and
 * the local Stripe double report it; the Stripe adapter falls back to it while Stripe has not
 * settled the fee yet (a bank debit still processing).
 */
import { settings } from '../../settings'
import type { PaymentMethodKind } from './gateway'

/** round(amount × basisPoints / 10 000), halves up, in integers only. */
function percentOf(amountCents: number, basisPoints: number): number {
  return Math.floor((amountCents * basisPoints + 5_000) / 10_000)
}

export function processorFeeCents(kind: PaymentMethodKind, amountCents: number): number {
  if (amountCents <= 0) return 0
  const fees = settings.processorFees
  if (kind === 'CARD') return percentOf(amountCents, fees.cardPercentBasisPoints) + fees.cardFixedCents
  return Math.min(percentOf(amountCents, fees.bankPercentBasisPoints), fees.bankCapCents)
}
