/**
 * `GET /admin-panel/background-checks`: the background checks staff should look at. By default
 * those needing review — the vendor blocked the case, or it finished without clearing the provider
 * (an adverse action, or its steps under way) and nobody on staff has decided (review-state.ts) —
 * the latest change first, 7 a page. `review` cleared | not-cleared | in-progress | all shows the
 * others. Any team role; ADMIN and OPERATIONS decide (clear-background-check.ts,
 * reject-background-check.ts).
 */
import { count, desc } from 'drizzle-orm'
import type { AdminBackgroundCheckList, AdminBackgroundCheckListQuery } from '../../../../shared/contracts/background-checks'
import type { AppContext, TeamCaller } from '../../../context'
import { backgroundChecks } from '../../../db/schema'
import { pageRequest, pagination } from '../../../lib/paging'
import { requireTeamPermission } from '../../team'
import { selectChecksForReview } from './queries'
import { reviewCondition } from './review-state'
import { toAdminBackgroundCheck } from './to-admin-dto'

export async function listBackgroundChecksForReview({ ctx, caller, query }: { ctx: AppContext; caller: TeamCaller; query: AdminBackgroundCheckListQuery }): Promise<AdminBackgroundCheckList> {
  requireTeamPermission(caller, 'panel.read')
  const page = pageRequest(query, 7)
  const where = reviewCondition(query.review ?? 'needs-review')
  const db = ctx.db.read
  const rows = await selectChecksForReview(db, where)
    .orderBy(desc(backgroundChecks.updatedAt), desc(backgroundChecks.id))
    .limit(page.pageSize)
    .offset(page.offset)
  const [total] = await db.select({ n: count() }).from(backgroundChecks).where(where)
  return { data: rows.map(toAdminBackgroundCheck), pagination: pagination(page, total?.n ?? 0) }
}
