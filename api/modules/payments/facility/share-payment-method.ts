/**
 * `POST /payment-method/share`: lets more of the organization's facilities use a method. Each of
 * them that has no default yet gets it as its default.
 */
import type { PaymentMethod, SharePaymentMethodBody } from '../../../../shared/contracts/payments'
import type { AppContext, FacilityCaller } from '../../../context'
import { canSeeFacility, getFacilityInScope } from '../../organizations'
import { getVisiblePaymentMethod, linksOf } from '../queries'
import { linkToFacilities } from './store-payment-method'
import { toPaymentMethodDto } from '../to-dto'

export async function sharePaymentMethod({ ctx, caller, input }: { ctx: AppContext; caller: FacilityCaller; input: SharePaymentMethodBody }): Promise<PaymentMethod> {
  return ctx.db.write(async (tx) => {
    const { method } = await getVisiblePaymentMethod(tx, caller, input.paymentMethodId)
    const targets: string[] = []
    for (const facilityId of new Set(input.facilityIds)) targets.push((await getFacilityInScope(tx, caller, facilityId)).id)
    await linkToFacilities(tx, method.id, targets)
    const links = (await linksOf(tx, [method.id])).filter((l) => canSeeFacility(caller, l.facilityId))
    return toPaymentMethodDto(method, links)
  })
}
