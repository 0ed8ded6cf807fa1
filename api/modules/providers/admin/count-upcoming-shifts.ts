/**
 * `GET /admin-panel/providers/{providerId}/upcoming-shifts-count`: the seats the provider is
 * hired for that have not started yet — what a shadow ban or a hard ban would leave standing.
 * Any team role; an unknown provider is 404.
 */
import { and, count, eq, gt } from 'drizzle-orm'
import type { UpcomingShiftsCount } from '../../../../shared/contracts/admin-providers'
import type { AppContext, TeamCaller } from '../../../context'
import { shiftGroups, shifts } from '../../../db/schema'
import { requireTeamPermission } from '../../team'
import { getAdminProviderOrThrow } from './queries'

export async function countUpcomingShifts({ ctx, caller, providerId }: { ctx: AppContext; caller: TeamCaller; providerId: string }): Promise<UpcomingShiftsCount> {
  requireTeamPermission(caller, 'panel.read')
  const db = ctx.db.read
  await getAdminProviderOrThrow(db, providerId)
  const [row] = await db
    .select({ n: count() })
    .from(shifts)
    .innerJoin(shiftGroups, eq(shiftGroups.id, shifts.shiftGroupId))
    .where(and(eq(shifts.providerId, providerId), eq(shifts.status, 'FILLED'), gt(shiftGroups.startsAt, ctx.clock.now())))
  const n = row?.n ?? 0
  return { providerId, upcomingShiftsCount: n, count: n }
}
