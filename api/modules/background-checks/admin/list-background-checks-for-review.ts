/**
 * `GET /admin-panel/background-checks`: the background checks staff should look at. By default
 * those needing review — the vendor blocked the case, or it finished without clearing the provider
 * (an adverse action, or its steps under way) — the latest change first, 7 a page. `review`
 * cleared | in-progress | all shows the others. Any team role: it only reads (decisions stay with
 * the vendor, whose events the webhook applies).
 */
import { and, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { AdminBackgroundCheckList, AdminBackgroundCheckListQuery, BackgroundCheckReviewFilter } from '../../../../shared/contracts/background-checks'
import type { AppContext, TeamCaller } from '../../../context'
import { backgroundChecks, providers, users } from '../../../db/schema'
import { pageRequest, pagination } from '../../../lib/paging'
import { requireTeamPermission } from '../../team'

function reviewCondition(filter: BackgroundCheckReviewFilter): SQL | undefined {
  const finished = or(eq(backgroundChecks.status, 'Complete'), eq(backgroundChecks.status, 'Adjudicated'))
  switch (filter) {
    case 'needs-review':
      return and(eq(backgroundChecks.cleared, false), or(eq(backgroundChecks.status, 'Blocked'), finished, sql`${backgroundChecks.result} in ('Pre-Adverse Action', 'Dispute Adverse Action', 'Adverse Action')`))
    case 'cleared':
      return eq(backgroundChecks.cleared, true)
    case 'in-progress':
      return and(eq(backgroundChecks.cleared, false), or(isNull(backgroundChecks.status), eq(backgroundChecks.status, 'Pending')))
    case 'all':
      return undefined
  }
}

export async function listBackgroundChecksForReview({ ctx, caller, query }: { ctx: AppContext; caller: TeamCaller; query: AdminBackgroundCheckListQuery }): Promise<AdminBackgroundCheckList> {
  requireTeamPermission(caller, 'panel.read')
  const page = pageRequest(query, 7)
  const where = reviewCondition(query.review ?? 'needs-review')
  const db = ctx.db.read
  const rows = await db
    .select({ check: backgroundChecks, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(backgroundChecks)
    .innerJoin(providers, eq(providers.id, backgroundChecks.providerId))
    .innerJoin(users, eq(users.id, providers.userId))
    .where(where)
    .orderBy(desc(backgroundChecks.updatedAt), desc(backgroundChecks.id))
    .limit(page.pageSize)
    .offset(page.offset)
  const [total] = await db.select({ n: count() }).from(backgroundChecks).where(where)
  const iso = (d: Date | null) => (d ? d.toISOString() : null)
  return {
    data: rows.map(({ check: c, firstName, lastName, email }) => ({
      backgroundCheckId: c.id,
      providerId: c.providerId,
      providerName: `${firstName} ${lastName}`,
      email,
      licenseId: c.licenseId,
      vendor: c.vendor,
      status: c.status,
      result: c.result,
      secondaryStatus: c.secondaryStatus,
      adverseActionSteps: c.adverseActionSteps,
      cleared: c.cleared,
      paidAt: iso(c.paidAt),
      refundedAt: iso(c.refundedAt),
      createdAt: c.createdAt.toISOString(),
      updatedAt: c.updatedAt.toISOString(),
    })),
    pagination: pagination(page, total?.n ?? 0),
  }
}
