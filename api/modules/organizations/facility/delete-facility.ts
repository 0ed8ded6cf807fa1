/**
 * `DELETE /facility/{facilityId} {reason}`: an OWNER or ADMIN deletes one of the organization's
 * facilities. Another organization's facility → 404. A provider hired there for a shift that has
 * not ended → 409 (cancel those first). Otherwise, in one write: the facility's groups still
 * taking people and not yet started are canceled with their open seats (browse drops them), and
 * the facility is marked deleted — it leaves every list and scope, while its past shifts, charges
 * and ledger rows stay as they were. Audited with the reason.
 */
import { and, eq, gt, inArray } from 'drizzle-orm'
import type { DeleteWithReasonBody } from '../../../../shared/contracts/accounts'
import type { AppContext, FacilityCaller } from '../../../context'
import { facilities, shiftGroups, shifts } from '../../../db/schema'
import { ConflictError } from '../../../errors'
import { audit } from '../../audit'
import { getFacilityInScope, requireOrganizationRole } from '../scope'

export async function deleteFacility({ ctx, caller, facilityId, input }: { ctx: AppContext; caller: FacilityCaller; facilityId: string; input: DeleteWithReasonBody }): Promise<void> {
  requireOrganizationRole(caller, ['OWNER', 'ADMIN'])
  await ctx.db.write(async (tx) => {
    const facility = await getFacilityInScope(tx, caller, facilityId)
    const now = ctx.clock.now()
    const hired = await tx
      .select({ id: shifts.id })
      .from(shifts)
      .innerJoin(shiftGroups, eq(shiftGroups.id, shifts.shiftGroupId))
      .where(and(eq(shiftGroups.facilityId, facility.id), eq(shifts.status, 'FILLED'), gt(shiftGroups.endsAt, now)))
      .limit(1)
      .get()
    if (hired) throw new ConflictError('This facility has hired shifts that have not ended. Cancel them before deleting the facility.')
    const open = await tx
      .select({ id: shiftGroups.id })
      .from(shiftGroups)
      .where(and(eq(shiftGroups.facilityId, facility.id), inArray(shiftGroups.status, ['OPEN', 'CLOSED']), gt(shiftGroups.startsAt, now)))
    const groupIds = open.map((g) => g.id)
    if (groupIds.length) {
      await tx.update(shifts).set({ status: 'CANCELED', canceledAt: now, canceledBy: 'FACILITY', cancellationReason: 'Facility deleted', updatedAt: now }).where(and(inArray(shifts.shiftGroupId, groupIds), eq(shifts.status, 'OPEN')))
      await tx.update(shiftGroups).set({ status: 'CANCELED', canceledAt: now, cancellationReason: 'Facility deleted', updatedAt: now }).where(inArray(shiftGroups.id, groupIds))
    }
    await tx.update(facilities).set({ deletedAt: now, updatedAt: now }).where(eq(facilities.id, facility.id))
    await audit(ctx, tx, caller, { action: 'facility.delete', subject: ['facility', facility.id], before: { name: facility.name }, after: { reason: input.reason.trim(), canceledShiftGroupIds: groupIds } })
  })
}
