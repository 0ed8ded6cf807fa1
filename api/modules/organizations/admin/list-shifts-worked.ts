/**
 * `GET /admin-panel/facilities/{facilityId}/providers-hired/{providerId}/shifts-worked`: the seats
 * the provider was hired for at the facility (filled or completed), the latest first, 7 a page by
 * default: id, title, role, startTime, endTime, rate (dollars an hour), date (spec 000 §7), and
 * the seat's status. Dates and times are the facility's own. Any team role; an unknown facility
 * or provider is 404.
 */
import { and, count, desc, eq } from 'drizzle-orm'
import { ADMIN_ORGANIZATIONS_PAGE_SIZE, type FacilityHiredProvidersQuery, type ShiftsWorkedList } from '../../../../shared/contracts/admin-organizations'
import type { AppContext, TeamCaller } from '../../../context'
import { providers, shiftGroups, shifts } from '../../../db/schema'
import { NotFoundError } from '../../../errors'
import { pageRequest, pagination } from '../../../lib/paging'
import type { OrganizationAdminDeps } from './deps'
import { hiredAt } from './list-providers-hired'
import { getAdminFacilityOrThrow } from './queries'

export async function listShiftsWorked({
  ctx,
  caller,
  deps,
  facilityId,
  providerId,
  query,
}: { ctx: AppContext; caller: TeamCaller; deps: OrganizationAdminDeps; facilityId: string; providerId: string; query: FacilityHiredProvidersQuery }): Promise<ShiftsWorkedList> {
  deps.requireTeamPermission(caller, 'panel.read')
  const db = ctx.db.read
  await getAdminFacilityOrThrow(db, facilityId)
  const provider = await db.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId)).get()
  if (!provider) throw new NotFoundError('provider')
  const page = pageRequest(query, ADMIN_ORGANIZATIONS_PAGE_SIZE)
  const where = and(hiredAt(facilityId), eq(shifts.providerId, providerId))
  const rows = await db
    .select({ id: shifts.id, status: shifts.status, title: shiftGroups.title, role: shiftGroups.providerType, startTime: shiftGroups.startTime, endTime: shiftGroups.endTime, rateCents: shiftGroups.rateCents, date: shiftGroups.date, startsAt: shiftGroups.startsAt })
    .from(shifts)
    .innerJoin(shiftGroups, eq(shiftGroups.id, shifts.shiftGroupId))
    .where(where)
    .orderBy(desc(shiftGroups.startsAt), desc(shifts.id))
    .limit(page.pageSize)
    .offset(page.offset)
  const [total] = await db.select({ n: count() }).from(shifts).where(where)
  return {
    data: rows.map((r) => ({ id: r.id, title: r.title, role: r.role, startTime: r.startTime, endTime: r.endTime, rate: r.rateCents / 100, date: r.date, status: r.status })),
    pagination: pagination(page, total?.n ?? 0),
  }
}
