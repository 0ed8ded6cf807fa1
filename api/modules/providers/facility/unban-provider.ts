/**
 * `DELETE /facility/providers/{providerId}/ban`: lifts a ban under the same rules as banning
 * (spec 000 §5 "Unban follows the same rule"). Visibility comes back; withdrawn applications do
 * not (domain "Bans and shadow bans").
 */
import { and, eq, isNull } from 'drizzle-orm'
import { Unban, type UnbanBody } from '../../../../shared/contracts/facility-providers'
import { validate } from '../../../../shared/validation/validate'
import type { AppContext, FacilityCaller } from '../../../context'
import { bans } from '../../../db/schema'
import { NotFoundError, ValidationError } from '../../../errors'
import { getFacilityInScope, requireOrganizationRole } from '../../organizations'
import { HARD_BAN_ROLES } from './ban-provider'

export async function unbanProvider({ ctx, caller, providerId, input }: { ctx: AppContext; caller: FacilityCaller; providerId: string; input: UnbanBody }): Promise<void> {
  const errors = validate(Unban, input)
  if (errors.length) throw new ValidationError(errors)
  const hard = input.banType === 'HARD_BAN'
  if (hard) requireOrganizationRole(caller, HARD_BAN_ROLES)
  await ctx.db.write(async (tx) => {
    const facilityId = hard ? null : (await getFacilityInScope(tx, caller, input.facilityId!)).id
    const removed = await tx
      .delete(bans)
      .where(
        and(
          eq(bans.providerId, providerId),
          eq(bans.organizationId, caller.organizationId),
          eq(bans.kind, input.banType),
          facilityId ? eq(bans.facilityId, facilityId) : isNull(bans.facilityId),
        ),
      )
      .returning({ id: bans.id })
    if (!removed.length) throw new NotFoundError('ban', 'This provider is not banned')
  })
}
