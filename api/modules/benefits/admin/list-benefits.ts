/** `GET /admin-panel/benefits`: every benefit, newest first, paged (7 a page), optionally by name or code. */
import { count, desc } from 'drizzle-orm'
import type { BenefitList, BenefitListQuery } from '../../../../shared/contracts/benefits'
import type { AppContext, TeamCaller } from '../../../context'
import { organizationBenefits } from '../../../db/schema'
import { pageRequest, pagination } from '../../../lib/paging'
import { requireTeamPermission } from '../../team'
import { toBenefit } from '../to-dto'
import { benefitSearch } from './queries'

export async function listBenefits({ ctx, caller, query }: { ctx: AppContext; caller: TeamCaller; query: BenefitListQuery }): Promise<BenefitList> {
  requireTeamPermission(caller, 'panel.read')
  const db = ctx.db.read
  const page = pageRequest(query, 7)
  const b = organizationBenefits
  const where = benefitSearch(query.searchTerm)
  const [total] = await db.select({ n: count() }).from(b).where(where)
  const rows = await db.select().from(b).where(where).orderBy(desc(b.createdAt), desc(b.id)).limit(page.pageSize).offset(page.offset)
  return { data: rows.map(toBenefit), pagination: pagination(page, total?.n ?? 0) }
}
