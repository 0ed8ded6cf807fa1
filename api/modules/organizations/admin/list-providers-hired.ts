/**
 * `GET /admin-panel/facilities/{facilityId}/providers-hired`: the providers the facility hired at
 * least once (a seat filled or completed; canceled hires do not count), the most recent shift
 * first, 7 a page by default. Any team role.
 */
import { and, count, countDistinct, desc, eq, inArray, isNotNull, max } from 'drizzle-orm'
import { ADMIN_ORGANIZATIONS_PAGE_SIZE, type FacilityHiredProvidersQuery, type HiredProviderList } from '../../../../shared/contracts/admin-organizations'
import type { AppContext, TeamCaller } from '../../../context'
import { providers, shiftGroups, shifts, users } from '../../../db/schema'
import { pageRequest, pagination } from '../../../lib/paging'
import type { OrganizationAdminDeps } from './deps'
import { getAdminFacilityOrThrow } from './queries'

export const hiredAt = (facilityId: string) => and(eq(shifts.facilityId, facilityId), inArray(shifts.status, ['FILLED', 'COMPLETED']), isNotNull(shifts.providerId))

export async function listProvidersHired({ ctx, caller, deps, facilityId, query }: { ctx: AppContext; caller: TeamCaller; deps: OrganizationAdminDeps; facilityId: string; query: FacilityHiredProvidersQuery }): Promise<HiredProviderList> {
  deps.requireTeamPermission(caller, 'panel.read')
  const db = ctx.db.read
  await getAdminFacilityOrThrow(db, facilityId)
  const page = pageRequest(query, ADMIN_ORGANIZATIONS_PAGE_SIZE)
  const lastShiftDate = max(shiftGroups.date)
  const rows = await db
    .select({
      providerId: providers.id,
      firstName: users.firstName,
      lastName: users.lastName,
      title: providers.providerType,
      email: users.email,
      phone: providers.phoneNumber,
      shiftsCount: count(shifts.id),
      lastShiftDate,
    })
    .from(shifts)
    .innerJoin(shiftGroups, eq(shiftGroups.id, shifts.shiftGroupId))
    .innerJoin(providers, eq(providers.id, shifts.providerId))
    .innerJoin(users, eq(users.id, providers.userId))
    .where(hiredAt(facilityId))
    .groupBy(providers.id)
    .orderBy(desc(lastShiftDate), desc(providers.id))
    .limit(page.pageSize)
    .offset(page.offset)
  const [total] = await db.select({ n: countDistinct(shifts.providerId) }).from(shifts).where(hiredAt(facilityId))
  return {
    data: rows.map((r) => ({
      providerId: r.providerId,
      name: `${r.firstName} ${r.lastName}`,
      title: r.title,
      email: r.email,
      phone: r.phone,
      shiftsCount: r.shiftsCount,
      lastShiftDate: r.lastShiftDate ?? '',
    })),
    pagination: pagination(page, total?.n ?? 0),
  }
}
