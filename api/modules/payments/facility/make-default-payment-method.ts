/**
 * `PUT /payment-method/make-default`: the facility's default method (each facility has one).
 * Without `facilityId`, at the facility that added the method.
 */
import type { MakeDefaultPaymentMethodBody, PaymentMethod } from '../../../../shared/contracts/payments'
import type { AppContext, FacilityCaller } from '../../../context'
import { NotFoundError } from '../../../errors'
import { canSeeFacility } from '../../organizations'
import { getVisiblePaymentMethod, linksOf, setDefault } from '../queries'
import { toPaymentMethodDto } from '../to-dto'

export async function makeDefaultPaymentMethod({ ctx, caller, input }: { ctx: AppContext; caller: FacilityCaller; input: MakeDefaultPaymentMethodBody }): Promise<PaymentMethod> {
  return ctx.db.write(async (tx) => {
    const { method, links } = await getVisiblePaymentMethod(tx, caller, input.paymentMethodId)
    const facilityId = input.facilityId ?? method.facilityId
    // The facility must see the method and the caller must see the facility.
    if (!links.some((l) => l.facilityId === facilityId)) throw new NotFoundError('payment method')
    await setDefault(tx, method.id, facilityId)
    const after = (await linksOf(tx, [method.id])).filter((l) => canSeeFacility(caller, l.facilityId))
    return toPaymentMethodDto(method, after, facilityId)
  })
}
