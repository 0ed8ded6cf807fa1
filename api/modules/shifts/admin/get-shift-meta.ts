/** `GET /shifts/meta/{shiftId}` (spec 000 §7): a shift's headline for the admin panel's page title and breadcrumbs. */
import { eq } from 'drizzle-orm'
import type { AdminShiftMeta } from '../../../../shared/contracts/admin-shifts'
import type { AppContext, TeamCaller } from '../../../context'
import type { Tx } from '../../../db/client'
import { organizations } from '../../../db/schema'
import { requireTeamPermission } from '../../team'
import { getAdminShift, statusOf, type AdminShiftJoined } from './queries'

export async function shiftMeta(db: Tx, row: AdminShiftJoined): Promise<AdminShiftMeta> {
  const { seat, group, facility } = row
  const organization = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, group.organizationId)).get()
  return {
    shiftId: seat.id,
    shiftGroupId: group.id,
    title: group.title,
    status: statusOf(seat, group),
    shiftDate: group.date,
    startTime: group.startTime,
    endTime: group.endTime,
    timeZone: group.timeZone,
    providerType: group.providerType,
    facilityId: facility.id,
    facilityName: facility.name,
    organizationId: group.organizationId,
    organizationName: organization?.name ?? '',
    hiredProviderId: row.providerId ?? null,
    hiredProviderName: row.providerId && row.firstName !== null ? `${row.firstName} ${row.lastName ?? ''}`.trim() : null,
    createdAt: group.createdAt.toISOString(),
  }
}

export async function getShiftMeta({ ctx, caller, shiftId }: { ctx: AppContext; caller: TeamCaller; shiftId: string }): Promise<AdminShiftMeta> {
  requireTeamPermission(caller, 'panel.read')
  return shiftMeta(ctx.db.read, await getAdminShift(ctx.db.read, shiftId))
}
