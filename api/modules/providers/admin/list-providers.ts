/**
 * `GET /admin-panel/providers`: every provider, the newest first, 7 a page by default;
 * `providerType` filters by title, `searchString` matches the name, e-mail, phone number or city,
 * any case. Any team role.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm'
import { ADMIN_PROVIDERS_PAGE_SIZE, type AdminProviderList, type AdminProviderListQuery } from '../../../../shared/contracts/admin-providers'
import type { AppContext, TeamCaller } from '../../../context'
import { providers, users } from '../../../db/schema'
import { pageRequest, pagination } from '../../../lib/paging'
import { requireTeamPermission } from '../../team'
import { adminProviderWhere, selectAdminProviders, toAdminProviderRow } from './queries'

export async function listProviders({ ctx, caller, query }: { ctx: AppContext; caller: TeamCaller; query: AdminProviderListQuery }): Promise<AdminProviderList> {
  requireTeamPermission(caller, 'panel.read')
  const page = pageRequest(query, ADMIN_PROVIDERS_PAGE_SIZE)
  const where = adminProviderWhere(query)
  const db = ctx.db.read
  const rows = await selectAdminProviders(db, where).orderBy(desc(providers.createdAt), desc(providers.id)).limit(page.pageSize).offset(page.offset)
  const [total] = await db
    .select({ n: count() })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .where(and(sql`${users.deletedAt} is null`, where))
  return { data: rows.map(toAdminProviderRow), pagination: pagination(page, total?.n ?? 0) }
}
