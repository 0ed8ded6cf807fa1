/**
 * `GET /admin-panel/organizations`: every organization by name, 7 a page by default;
 * `searchTerm` matches its name or its parent organization's, any case.
 */
import { asc, count, eq } from 'drizzle-orm'
import { ADMIN_ORGANIZATIONS_PAGE_SIZE, type AdminOrganizationList, type AdminOrganizationListQuery } from '../../../../shared/contracts/admin-organizations'
import type { AppContext, TeamCaller } from '../../../context'
import { organizations, parentOrganizations } from '../../../db/schema'
import { pageRequest, pagination } from '../../../lib/paging'
import type { OrganizationAdminDeps } from './deps'
import { organizationSearch, selectOrganizations, toAdminOrganizations } from './queries'

export async function listOrganizations({ ctx, caller, deps, query }: { ctx: AppContext; caller: TeamCaller; deps: OrganizationAdminDeps; query: AdminOrganizationListQuery }): Promise<AdminOrganizationList> {
  deps.requireTeamPermission(caller, 'panel.read')
  const page = pageRequest(query, ADMIN_ORGANIZATIONS_PAGE_SIZE)
  const where = organizationSearch(query.searchTerm)
  const db = ctx.db.read
  const rows = await selectOrganizations(db).where(where).orderBy(asc(organizations.name), asc(organizations.id)).limit(page.pageSize).offset(page.offset)
  const [total] = await db
    .select({ n: count() })
    .from(organizations)
    .leftJoin(parentOrganizations, eq(parentOrganizations.id, organizations.parentOrganizationId))
    .where(where)
  return { data: await toAdminOrganizations(db, rows), pagination: pagination(page, total?.n ?? 0) }
}
