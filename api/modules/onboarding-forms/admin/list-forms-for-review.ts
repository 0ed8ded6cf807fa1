/**
 * `GET /admin-panel/ffm`: the facility onboarding forms awaiting approval (issue 16 §3), the one
 * waiting longest first; GENERATED (approved) or REJECTED ones decided in the panel, the latest
 * decision first. `search` matches the facility's or the organization's name. Paged, 7 a page by
 * default (spec 000 §9).
 */
import { and, asc, desc } from 'drizzle-orm'
import { VERIFICATION_PAGE_SIZE, type AdminFfmList, type AdminFfmListQuery } from '../../../../shared/contracts/verification-queues'
import type { AppContext, TeamCaller } from '../../../context'
import { facilityOnboardingForms } from '../../../db/schema'
import { pageRequest, pagination } from '../../../lib/paging'
import { requireTeamPermission } from '../../team'
import { countFormsForReview, hasReviewStatus, matchesSearch, selectFormsForReview } from './queries'
import { toAdminFfm } from './to-admin-dto'

export async function listFormsForReview({ ctx, caller, query }: { ctx: AppContext; caller: TeamCaller; query: AdminFfmListQuery }): Promise<AdminFfmList> {
  requireTeamPermission(caller, 'panel.read')
  const page = pageRequest(query, VERIFICATION_PAGE_SIZE)
  const status = query.status ?? 'PENDING'
  const where = and(hasReviewStatus(status), matchesSearch(query.search ?? undefined))
  const forms = facilityOnboardingForms
  const order = status === 'PENDING' ? [asc(forms.submittedAt), asc(forms.id)] : [desc(forms.reviewedAt), desc(forms.id)]
  const rows = await selectFormsForReview(ctx.db.read, where)
    .orderBy(...order)
    .limit(page.pageSize)
    .offset(page.offset)
  return { data: rows.map(toAdminFfm), pagination: pagination(page, await countFormsForReview(ctx.db.read, where)) }
}
