/** `GET /organization/payment-methods`: every method of the organization (owners and admins). */
import type { PaymentMethodList, PaymentMethodListQuery } from '../../../../shared/contracts/payments'
import type { AppContext, FacilityCaller } from '../../../context'
import { pageRequest, pagination } from '../../../lib/paging'
import { requireOrganizationRole } from '../../organizations'
import { linksOf, pageOfPaymentMethods } from '../queries'
import { toPaymentMethodDto } from '../to-dto'

export async function listOrganizationPaymentMethods({ ctx, caller, query }: { ctx: AppContext; caller: FacilityCaller; query: PaymentMethodListQuery }): Promise<PaymentMethodList> {
  requireOrganizationRole(caller, ['OWNER', 'ADMIN'])
  const page = pageRequest(query, 50)
  const { methods, totalItems } = await pageOfPaymentMethods(ctx.db.read, { organizationId: caller.organizationId, facilityIds: null }, page)
  const links = await linksOf(ctx.db.read, methods.map((m) => m.id))
  return {
    data: methods.map((m) => toPaymentMethodDto(m, links.filter((l) => l.paymentMethodId === m.id))),
    pagination: pagination(page, totalItems),
  }
}
