/** `GET /payment-method/facility/{facilityId}`: the methods one facility may use, its default marked. */
import type { PaymentMethodList, PaymentMethodListQuery } from '../../../../shared/contracts/payments'
import type { AppContext, FacilityCaller } from '../../../context'
import { pageRequest, pagination } from '../../../lib/paging'
import { canSeeFacility, getFacilityInScope } from '../../organizations'
import { linksOf, pageOfPaymentMethods } from '../queries'
import { toPaymentMethodDto } from '../to-dto'

export async function listFacilityPaymentMethods({ ctx, caller, facilityId, query }: { ctx: AppContext; caller: FacilityCaller; facilityId: string; query: PaymentMethodListQuery }): Promise<PaymentMethodList> {
  const facility = await getFacilityInScope(ctx.db.read, caller, facilityId)
  const page = pageRequest(query, 50)
  const { methods, totalItems } = await pageOfPaymentMethods(ctx.db.read, { organizationId: caller.organizationId, facilityIds: [facility.id] }, page)
  const links = (await linksOf(ctx.db.read, methods.map((m) => m.id))).filter((l) => canSeeFacility(caller, l.facilityId))
  return {
    data: methods.map((m) => toPaymentMethodDto(m, links.filter((l) => l.paymentMethodId === m.id), facility.id)),
    pagination: pagination(page, totalItems),
  }
}
