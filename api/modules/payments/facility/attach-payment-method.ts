/**
 * `POST /payment-method/attach-card` and `POST /payment-method/attach-payment-method` (bank): a
 * processor token becomes a stored payment method of one facility (spec 000 §3). The facility's
 * first method becomes its default. A refused card answers 402 with the processor's message.
 */
import type { AttachPaymentMethodBody, PaymentMethod } from '../../../../shared/contracts/payments'
import type { AppContext, FacilityCaller } from '../../../context'
import { ValidationError } from '../../../errors'
import type { PaymentMethodKind } from '../../../integrations/payments/gateway'
import { getFacilityInScope } from '../../organizations'
import { ensureCustomer } from './ensure-customer'
import { linksOf } from '../queries'
import { storePaymentMethod } from './store-payment-method'
import { toPaymentMethodDto } from '../to-dto'

/** Processor tokens say what they are: bank tokens are `btok_…`, card tokens `tok_…`. */
export function tokenKind(token: string): PaymentMethodKind {
  return token.trim().startsWith('btok_') ? 'BANK' : 'CARD'
}

export async function attachPaymentMethod({ ctx, caller, input, kind }: { ctx: AppContext; caller: FacilityCaller; input: AttachPaymentMethodBody; kind: PaymentMethodKind }): Promise<PaymentMethod> {
  const token = input.token.trim()
  if (kind === 'CARD' && tokenKind(token) === 'BANK') throw ValidationError.field('token', 'This is a bank account token: add it as a bank account')
  if (kind === 'BANK' && tokenKind(token) !== 'BANK') throw ValidationError.field('token', 'This is not a bank account token')
  const facility = await getFacilityInScope(ctx.db.read, caller, input.facilityId)
  const customerId = await ensureCustomer(ctx, caller.organizationId)
  const attached = await ctx.payments.attachPaymentMethod({ customerId, token, kind, idempotencyKey: `attach:${caller.organizationId}:${crypto.randomUUID()}` })
  return ctx.db.write(async (tx) => {
    const method = await storePaymentMethod(ctx, tx, { organizationId: caller.organizationId, ownerFacilityId: facility.id, attached })
    return toPaymentMethodDto(method, await linksOf(tx, [method.id]), facility.id)
  })
}
