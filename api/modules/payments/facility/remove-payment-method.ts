/**
 * `POST /payment-method/remove`: the method can no longer be charged, by any facility. Only a
 * user who sees the facility that added it may remove it (others were only lent it). A method
 * that pays for auto-hire on an open shift cannot go until those shifts use another (409).
 * Facilities that lose their default get their newest remaining method as the default.
 */
import { and, eq } from 'drizzle-orm'
import type { AppContext, FacilityCaller } from '../../../context'
import { paymentMethodFacilities, paymentMethods, shiftGroups } from '../../../db/schema'
import { ConflictError, ForbiddenError } from '../../../errors'
import { canSeeFacility } from '../../organizations'
import { customerIdOf, electDefault, getVisiblePaymentMethod, linksOf } from '../queries'

export async function removePaymentMethod({ ctx, caller, paymentMethodId }: { ctx: AppContext; caller: FacilityCaller; paymentMethodId: string }): Promise<{ message: string }> {
  const method = await ctx.db.write(async (tx) => {
    const { method } = await getVisiblePaymentMethod(tx, caller, paymentMethodId)
    if (!canSeeFacility(caller, method.facilityId)) throw new ForbiddenError('Only the facility that added this payment method can remove it')
    const autoHire = await tx
      .select({ id: shiftGroups.id })
      .from(shiftGroups)
      .where(and(eq(shiftGroups.paymentMethodId, method.id), eq(shiftGroups.status, 'OPEN'), eq(shiftGroups.isAutoHireEnabled, true)))
      .limit(1)
    if (autoHire.length) {
      throw new ConflictError('This payment method pays for auto-hire on open shifts. Choose another payment method for those shifts (or turn auto-hire off) before removing it.')
    }
    const links = await linksOf(tx, [method.id])
    await tx.update(paymentMethods).set({ removedAt: ctx.clock.now(), isDefault: false }).where(eq(paymentMethods.id, method.id))
    await tx.update(paymentMethodFacilities).set({ isDefault: false }).where(eq(paymentMethodFacilities.paymentMethodId, method.id))
    for (const link of links) if (link.isDefault) await electDefault(tx, link.facilityId)
    return method
  })
  // The processor forgets it too; failing that is logged, since the marketplace no longer uses it.
  const customerId = await customerIdOf(ctx.db.read, caller.organizationId)
  if (customerId) {
    await ctx.payments.detachPaymentMethod({ customerId, processorId: method.processorId, type: method.type }).catch((error: unknown) => {
      ctx.log.warn('payment method not detached at the processor', { paymentMethodId: method.id, error: error instanceof Error ? error.message : String(error) })
    })
  }
  return { message: 'Payment method removed' }
}
