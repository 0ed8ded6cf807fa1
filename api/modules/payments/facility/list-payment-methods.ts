/** `GET /payment-methods/all`: every method the caller may use, across the facilities they see. */
import type { PaymentMethodList, PaymentMethodListQuery } from '../../../../shared/contracts/payments'
import type { AppContext, FacilityCaller } from '../../../context'
import { pageRequest, pagination } from '../../../lib/paging'
import { canSeeFacility } from '../../organizations'
import { linksOf, pageOfPaymentMethods } from '../queries'
import { toPaymentMethodDto } from '../to-dto'

export async function listPaymentMethods({ ctx, caller, query }: { ctx: AppContext; caller: FacilityCaller; query: PaymentMethodListQuery }): Promise<PaymentMethodList> {
  const page = pageRequest(query, 50)
  const { methods, totalItems } = await pageOfPaymentMethods(ctx.db.read, { organizationId: caller.organizationId, facilityIds: caller.facilityIds }, page)
  const links = (await linksOf(ctx.db.read, methods.map((m) => m.id))).filter((l) => canSeeFacility(caller, l.facilityId))
  return {
    data: methods.map((m) => toPaymentMethodDto(m, links.filter((l) => l.paymentMethodId === m.id))),
    pagination: pagination(page, totalItems),
  }
}
