/**
 * Records a method the processor just attached: added by `ownerFacilityId`, usable by it and by
 * `sharedWith`; the first method of a facility becomes its default.
 */
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../../context'
import type { Tx } from '../../../db/client'
import { paymentMethodFacilities, paymentMethods } from '../../../db/schema'
import type { AttachedPaymentMethod } from '../../../integrations/payments/gateway'
import { electDefault, type PaymentMethodRow } from '../queries'

export async function storePaymentMethod(
  ctx: AppContext,
  tx: Tx,
  input: { organizationId: string; ownerFacilityId: string; sharedWith?: string[]; attached: AttachedPaymentMethod },
): Promise<PaymentMethodRow> {
  const { attached } = input
  const [method] = await tx
    .insert(paymentMethods)
    .values({
      organizationId: input.organizationId,
      facilityId: input.ownerFacilityId,
      type: attached.type,
      processorId: attached.processorId,
      brand: attached.brand,
      last4: attached.last4,
      expMonth: attached.expMonth,
      expYear: attached.expYear,
      funding: attached.funding,
      holderName: attached.holderName,
      bankName: attached.bankName,
      routingNumber: attached.routingNumber,
      accountType: attached.accountType,
      accountHolderType: attached.accountHolderType,
      createdAt: ctx.clock.now(),
    })
    .returning()
  await linkToFacilities(tx, method!.id, [input.ownerFacilityId, ...(input.sharedWith ?? [])])
  return (await tx.select().from(paymentMethods).where(eq(paymentMethods.id, method!.id)).get())!
}

/** Lets these facilities use the method; each that had no default gets this one. */
export async function linkToFacilities(tx: Tx, paymentMethodId: string, facilityIds: string[]): Promise<void> {
  for (const facilityId of new Set(facilityIds)) {
    await tx.insert(paymentMethodFacilities).values({ paymentMethodId, facilityId, isDefault: false }).onConflictDoNothing()
    // A facility that already has a default keeps it; one without gets a default.
    await electDefault(tx, facilityId)
  }
}
