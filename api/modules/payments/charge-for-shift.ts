/**
 * Charges the facility for a hired seat (domain "Hire", "Money"): credits first, the payment
 * method for the rest. Call it outside any transaction; a repeat with the same key answers the
 * same charge. A decline returns the credits and throws 402 with the processor's message; a
 * payment method the facility may not use (not its own or shared with it, or removed) is 404.
 * See run-charge.ts for the steps.
 */
import type { Actor } from '../../callers'
import type { AppContext } from '../../context'
import { runCharge, type ChargeResult } from './run-charge'

export type { ChargeResult } from './run-charge'

export function chargeForShift({
  ctx,
  organizationId,
  facilityId,
  shiftId,
  paymentMethodId,
  totalCents,
  idempotencyKey,
  description,
  actor,
}: {
  ctx: AppContext
  organizationId: string
  facilityId: string
  shiftId: string
  /** Null when credits are expected to cover everything (402 otherwise). */
  paymentMethodId: string | null
  totalCents: number
  idempotencyKey: string
  description: string
  /** Who charges, for the audit trail. */
  actor: Actor
}): Promise<ChargeResult> {
  return runCharge({ ctx, organizationId, facilityId, shiftId, paymentMethodId, totalCents, idempotencyKey, description, purpose: 'SHIFT', actor })
}
