/** `GET /admin-panel/parent-organizations`: by name, 7 a page by default; `searchTerm` matches the name, any case. */
import { asc, count } from 'drizzle-orm'
import { ADMIN_ORGANIZATIONS_PAGE_SIZE, type ParentOrganizationList, type ParentOrganizationListQuery } from '../../../../shared/contracts/admin-organizations'
import type { AppContext, TeamCaller } from '../../../context'
import { parentOrganizations } from '../../../db/schema'
import { pageRequest, pagination } from '../../../lib/paging'
import type { OrganizationAdminDeps } from './deps'
import { toParentOrganizations } from './parent-organizations'
import { parentOrganizationSearch } from './queries'

export async function listParentOrganizations({ ctx, caller, deps, query }: { ctx: AppContext; caller: TeamCaller; deps: OrganizationAdminDeps; query: ParentOrganizationListQuery }): Promise<ParentOrganizationList> {
  deps.requireTeamPermission(caller, 'panel.read')
  const page = pageRequest(query, ADMIN_ORGANIZATIONS_PAGE_SIZE)
  const where = parentOrganizationSearch(query.searchTerm)
  const db = ctx.db.read
  const rows = await db.select().from(parentOrganizations).where(where).orderBy(asc(parentOrganizations.name), asc(parentOrganizations.id)).limit(page.pageSize).offset(page.offset)
  const [total] = await db.select({ n: count() }).from(parentOrganizations).where(where)
  return { data: await toParentOrganizations(db, rows), pagination: pagination(page, total?.n ?? 0) }
}
