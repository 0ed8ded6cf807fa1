/**
 * `GET /admin-panel/certifications`: the certification review queue (issue 16 §3). By default
 * those awaiting a decision, the one waiting longest first; VERIFIED or REJECTED ones the latest
 * decision first. `search` matches the provider's name or e-mail or the certification's name or
 * number. Paged, 7 a page by default (spec 000 §9).
 */
import { and, asc, desc } from 'drizzle-orm'
import { VERIFICATION_PAGE_SIZE, type AdminCertificationList, type AdminCertificationListQuery } from '../../../../../shared/contracts/verification-queues'
import type { AppContext, TeamCaller } from '../../../../context'
import { certifications } from '../../../../db/schema'
import { pageRequest, pagination } from '../../../../lib/paging'
import { requireTeamPermission } from '../../../team'
import { countForReview, hasReviewStatus, matchesSearch, selectForReview } from './queries'
import { toAdminCertification } from './to-admin-dto'

export async function listCertificationsForReview({ ctx, caller, query }: { ctx: AppContext; caller: TeamCaller; query: AdminCertificationListQuery }): Promise<AdminCertificationList> {
  requireTeamPermission(caller, 'panel.read')
  const page = pageRequest(query, VERIFICATION_PAGE_SIZE)
  const status = query.status ?? 'PENDING'
  const search = matchesSearch(query.search ?? undefined)
  const where = and(hasReviewStatus(status), search)
  const order = status === 'PENDING' ? [asc(certifications.submittedAt), asc(certifications.id)] : [desc(certifications.reviewedAt), desc(certifications.id)]
  const rows = await selectForReview(ctx.db.read, where)
    .orderBy(...order)
    .limit(page.pageSize)
    .offset(page.offset)
  const total = await countForReview(ctx.db.read, where, { joinHolder: search !== undefined })
  return { data: rows.map((row) => toAdminCertification(ctx, row)), pagination: pagination(page, total) }
}
