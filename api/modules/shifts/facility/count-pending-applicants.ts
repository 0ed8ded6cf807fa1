/**
 * How many applications await the facility's decision on each of these groups, by the rules of
 * the applicant lists (visible, pending, not hired): for the staffing agent's answers and cards.
 * Only groups of the caller's scope are counted; another tenant's group counts nothing.
 */
import { and, count, eq, inArray } from 'drizzle-orm'
import type { AppContext, FacilityCaller } from '../../../context'
import { applications, shiftGroups } from '../../../db/schema'
import { inCallerScope } from '../../organizations'
import { pendingApplications } from './queries'

export async function countPendingApplicants({ ctx, caller, shiftGroupIds }: { ctx: AppContext; caller: FacilityCaller; shiftGroupIds: string[] }): Promise<Map<string, number>> {
  const counts = new Map<string, number>(shiftGroupIds.map((id) => [id, 0]))
  if (!shiftGroupIds.length) return counts
  const rows = await ctx.db.read
    .select({ groupId: applications.shiftGroupId, n: count() })
    .from(applications)
    .innerJoin(shiftGroups, eq(shiftGroups.id, applications.shiftGroupId))
    .where(and(inArray(applications.shiftGroupId, shiftGroupIds), inCallerScope(caller, shiftGroups), pendingApplications(ctx.clock.now())))
    .groupBy(applications.shiftGroupId)
  for (const row of rows) counts.set(row.groupId, Number(row.n))
  return counts
}
