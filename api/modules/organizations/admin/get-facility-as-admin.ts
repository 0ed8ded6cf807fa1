import type { AdminFacility } from '../../../../shared/contracts/admin-organizations'
import type { AppContext, TeamCaller } from '../../../context'
import type { OrganizationAdminDeps } from './deps'
import { getAdminFacilityOrThrow } from './queries'

/** `GET /admin-panel/facilities/{facilityId}`: any team role; a deleted facility is 404. */
export async function getFacilityAsAdmin({ ctx, caller, deps, facilityId }: { ctx: AppContext; caller: TeamCaller; deps: OrganizationAdminDeps; facilityId: string }): Promise<AdminFacility> {
  deps.requireTeamPermission(caller, 'panel.read')
  return getAdminFacilityOrThrow(ctx.db.read, facilityId)
}
