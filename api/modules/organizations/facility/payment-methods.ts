/**
 * What the facility's profile needs to know of payment methods, passed in rather than imported:
 * payments already imports this module (its methods belong to facilities), so importing payments
 * back would close a cycle (.dependency-cruiser.cjs "no-circular"). app.ts hands in payments'
 * own `getUsablePaymentMethod`, so "usable at this facility" stays one rule.
 */
import type { Tx } from '../../../db/client'
import { NotFoundError } from '../../../errors'

export interface FacilityPaymentMethods {
  /** The method if it is the organization's, not removed, and added by or shared with the facility; NotFoundError otherwise. */
  getUsablePaymentMethod(db: Tx, input: { organizationId: string; facilityId: string; paymentMethodId: string }): Promise<{ id: string }>
}

/** Whether the method is still usable at the facility (a removed or unshared card is not). */
export async function isUsableAt(db: Tx, paymentMethods: FacilityPaymentMethods, input: { organizationId: string; facilityId: string; paymentMethodId: string }): Promise<boolean> {
  try {
    await paymentMethods.getUsablePaymentMethod(db, input)
    return true
  } catch (error) {
    if (error instanceof NotFoundError) return false
    throw error
  }
}
