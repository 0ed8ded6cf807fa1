/**
 * `PUT /admin-panel/facilities/{facilityId}` with `organizationId` (ADMIN, OPERATIONS): moves the
 * facility to another organization — a pharmacy bought by a chain. What is the facility's goes
 * with it: its shift history (groups and seats), onboarding form, conversations and its
 * regular bans. What is the old organization's stays: money (charges, refunds, the ledger:
 * whoever paid keeps the record) and its cards (no longer shared with the facility).
 *
 * Refused (409) while the facility has work under way — a shift group still to start or a hired
 * seat not yet completed — since those were posted and paid for by the old organization: cancel
 * or finish them first. A MEMBER of the old organization limited to the facility keeps that
 * limit (and so sees nothing of it, nor of the rest of the old organization): removing it would
 * leave them unlimited. Moving to the organization it is in changes nothing. An unknown
 * organization is 404.
 */
import { and, eq, gt, inArray, ne } from 'drizzle-orm'
import type { AdminFacility, MoveFacilityBody } from '../../../../shared/contracts/admin-organizations'
import type { AppContext, TeamCaller } from '../../../context'
import {
  bans,
  conversations,
  facilities,
  facilityOnboardingForms,
  paymentMethodFacilities,
  shiftGroups,
  shifts,
} from '../../../db/schema'
import { ConflictError } from '../../../errors'
import { audit } from '../../audit'
import type { OrganizationAdminDeps } from './deps'
import { getAdminFacilityOrThrow, getOrganizationRowOrThrow } from './queries'

export const WORK_UNDER_WAY = 'This facility has shifts still to come or in progress. Cancel or finish them before moving it to another organization.'

export async function moveFacility({ ctx, caller, deps, facilityId, input }: { ctx: AppContext; caller: TeamCaller; deps: OrganizationAdminDeps; facilityId: string; input: MoveFacilityBody }): Promise<AdminFacility> {
  deps.requireTeamPermission(caller, 'facilities.manage')
  return ctx.db.write(async (tx) => {
    const before = await getAdminFacilityOrThrow(tx, facilityId)
    const target = await getOrganizationRowOrThrow(tx, input.organizationId)
    if (target.id === before.organizationId) return before
    const now = ctx.clock.now()
    const upcoming = await tx
      .select({ id: shiftGroups.id })
      .from(shiftGroups)
      .where(and(eq(shiftGroups.facilityId, facilityId), ne(shiftGroups.status, 'CANCELED'), gt(shiftGroups.startsAt, now)))
      .limit(1)
      .get()
    const hired = await tx.select({ id: shifts.id }).from(shifts).where(and(eq(shifts.facilityId, facilityId), eq(shifts.status, 'FILLED'))).limit(1).get()
    if (upcoming || hired) throw new ConflictError(WORK_UNDER_WAY)

    const to = { organizationId: target.id }
    await tx.update(facilities).set({ ...to, updatedAt: now }).where(eq(facilities.id, facilityId))
    await tx.update(shiftGroups).set(to).where(eq(shiftGroups.facilityId, facilityId))
    await tx.update(shifts).set(to).where(eq(shifts.facilityId, facilityId))
    await tx.update(facilityOnboardingForms).set(to).where(eq(facilityOnboardingForms.facilityId, facilityId))
    await tx.update(conversations).set(to).where(eq(conversations.facilityId, facilityId))
    await tx.update(bans).set(to).where(and(eq(bans.facilityId, facilityId), inArray(bans.kind, ['BAN'])))
    await tx.delete(paymentMethodFacilities).where(eq(paymentMethodFacilities.facilityId, facilityId))
    await audit(ctx, tx, caller, {
      action: 'facility.move',
      subject: ['facility', facilityId],
      organizationId: target.id,
      before: { organizationId: before.organizationId, organizationName: before.organizationName },
      after: { organizationId: target.id, organizationName: target.name },
    })
    return getAdminFacilityOrThrow(tx, facilityId)
  })
}
