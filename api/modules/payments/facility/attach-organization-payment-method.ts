/**
 * `POST /organization/payment-methods`: an owner or admin adds a card or bank account for the
 * organization. It is added by the first facility given (or the organization's first facility)
 * and usable by every facility given, or by all of them when none are; each facility without a
 * default gets it as its default.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { AttachOrganizationPaymentMethodBody, PaymentMethod } from '../../../../shared/contracts/payments'
import type { AppContext, FacilityCaller } from '../../../context'
import { facilities } from '../../../db/schema'
import { NotFoundError, RuleError } from '../../../errors'
import { requireOrganizationRole } from '../../organizations'
import { tokenKind } from './attach-payment-method'
import { ensureCustomer } from './ensure-customer'
import { linksOf } from '../queries'
import { storePaymentMethod } from './store-payment-method'
import { toPaymentMethodDto } from '../to-dto'

export async function attachOrganizationPaymentMethod({ ctx, caller, input }: { ctx: AppContext; caller: FacilityCaller; input: AttachOrganizationPaymentMethodBody }): Promise<PaymentMethod> {
  requireOrganizationRole(caller, ['OWNER', 'ADMIN'])
  const token = input.token.trim()
  const wanted = input.facilityIds?.length ? [...new Set(input.facilityIds)] : null
  const rows = await ctx.db.read
    .select({ id: facilities.id })
    .from(facilities)
    .where(and(eq(facilities.organizationId, caller.organizationId), isNull(facilities.deletedAt), wanted ? inArray(facilities.id, wanted) : undefined))
    .orderBy(asc(facilities.createdAt))
  if (wanted && rows.length !== wanted.length) throw new NotFoundError('facility')
  if (!rows.length) throw new RuleError('Add a facility before adding a payment method')
  const facilityIds = wanted ?? rows.map((r) => r.id)
  const kind = tokenKind(token)
  const customerId = await ensureCustomer(ctx, caller.organizationId)
  const attached = await ctx.payments.attachPaymentMethod({ customerId, token, kind, idempotencyKey: `attach:${caller.organizationId}:${crypto.randomUUID()}` })
  return ctx.db.write(async (tx) => {
    const method = await storePaymentMethod(ctx, tx, { organizationId: caller.organizationId, ownerFacilityId: facilityIds[0]!, sharedWith: facilityIds.slice(1), attached })
    return toPaymentMethodDto(method, await linksOf(tx, [method.id]))
  })
}
