/**
 * `GET /admin-panel/providers`: every provider, the newest first, 7 a page by default;
 * `providerType` filters by title, `searchString` matches the name, e-mail, phone number or city,
 * any case. Any team role.
 *
 * At national scale (750,000 providers) a page walks the providers newest first (by type, the
 * type's own index) and stops at its last row; the total without a search is the sum of
 * `provider_type_totals` (migration 0047, kept by triggers), not a count of the providers. A
 * search still reads every provider for its total (no index answers a part of a name).
 */
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
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
  // The page's providers first, by the index of their creation (of the type's, when one is given):
  // the walk stops at the page's last row. Left to choose, SQLite read every account, or every
  // provider of the type, and sorted them (a third of 750,000 for one type).
  const index = sql.raw(query.providerType ? 'providers_type_created_idx' : 'providers_created_idx')
  const ids = await db.all<{ id: string }>(sql`select "providers"."id" as "id" from "providers" indexed by ${index} cross join "users"
    where "users"."id" = "providers"."user_id" and "users"."deleted_at" is null${where ? sql` and ${where}` : sql``}
    order by "providers"."created_at" desc, "providers"."id" desc limit ${page.pageSize} offset ${page.offset}`)
  const rows = ids.length
    ? await selectAdminProviders(db, inArray(providers.id, ids.map((r) => r.id))).orderBy(desc(providers.createdAt), desc(providers.id))
    : []
  return { data: rows.map(toAdminProviderRow), pagination: pagination(page, await countProviders(ctx, query, where)) }
}

async function countProviders(ctx: AppContext, query: AdminProviderListQuery, where: SQL | undefined): Promise<number> {
  const db = ctx.db.read
  if (!query.searchString?.trim()) {
    const [row] = await db.all<{ n: number }>(
      sql`select coalesce(sum(providers), 0) as "n" from provider_type_totals${query.providerType ? sql` where provider_type = ${query.providerType}` : sql``}`,
    )
    return Number(row?.n ?? 0)
  }
  const [total] = await db
    .select({ n: count() })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .where(and(sql`${users.deletedAt} is null`, where))
  return total?.n ?? 0
}
