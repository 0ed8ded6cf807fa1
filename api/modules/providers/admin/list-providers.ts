/**
 * `GET /admin-panel/providers`: every provider, the newest first, 7 a page by default;
 * `providerType` filters by title, `searchString` matches the name, e-mail, phone number or city,
 * any case. Any team role.
 *
 * At national scale (750,000 providers) a page walks the providers newest first (by type, the
 * type's own index) and stops at its last row; the total without a search is the sum of
 * `provider_type_totals` (migration 0047, kept by triggers), not a count of the providers. A
 * search of three characters or more reads only the providers the full-text index of migration
 * 0050 gives for it (search.ts); a shorter one, or a word too common for the index to pay, is
 * read in windows of the providers' creation time with the event loop free between them.
 */
import { desc, inArray, sql, type SQL } from 'drizzle-orm'
import { ADMIN_PROVIDERS_PAGE_SIZE, type AdminProviderList, type AdminProviderListQuery } from '../../../../shared/contracts/admin-providers'
import type { AppContext, TeamCaller } from '../../../context'
import type { Tx } from '../../../db/client'
import { providers } from '../../../db/schema'
import { pageRequest, pagination, type PageRequest } from '../../../lib/paging'
import { requireTeamPermission } from '../../team'
import { adminProviderWhere, selectAdminProviders, toAdminProviderRow } from './queries'
import { indexedProviders, planProviderSearch } from './search'

export async function listProviders({ ctx, caller, query }: { ctx: AppContext; caller: TeamCaller; query: AdminProviderListQuery }): Promise<AdminProviderList> {
  requireTeamPermission(caller, 'panel.read')
  const page = pageRequest(query, ADMIN_PROVIDERS_PAGE_SIZE)
  const where = adminProviderWhere(query)
  const db = ctx.db.read
  const search = await planProviderSearch(db, query.searchString)
  let ids: string[]
  let total: number
  if (search.kind === 'few') {
    // Every provider the index gives, tested and sorted newest first: the total, and the page a slice.
    const all = await db.all<{ id: string }>(
      sql`select "providers"."id" as "id" ${indexedProviders(search.match, where)} order by "providers"."created_at" desc, "providers"."id" desc`,
    )
    ids = all.slice(page.offset, page.offset + page.pageSize).map((r) => r.id)
    total = all.length
  } else if (search.kind === 'walk') {
    ;({ ids, total } = await scanInWindows(db, query, where, page))
  } else {
    ids = await walkNewestFirst(db, query, where, page)
    total = search.kind === 'many' ? await countIndexed(db, search.match, where) : await countProviders(db, query)
  }
  const rows = ids.length ? await selectAdminProviders(db, inArray(providers.id, ids)).orderBy(desc(providers.createdAt), desc(providers.id)) : []
  return { data: rows.map(toAdminProviderRow), pagination: pagination(page, total) }
}

/**
 * The page's providers by the index of their creation (of the type's, when one is given): the
 * walk stops at the page's last row. Left to choose, SQLite read every account, or every provider
 * of the type, and sorted them (a third of 750,000 for one type).
 */
async function walkNewestFirst(db: Tx, query: AdminProviderListQuery, where: SQL | undefined, page: PageRequest): Promise<string[]> {
  const index = sql.raw(query.providerType ? 'providers_type_created_idx' : 'providers_created_idx')
  const rows = await db.all<{ id: string }>(sql`select "providers"."id" as "id" from "providers" indexed by ${index} cross join "users"
    where "users"."id" = "providers"."user_id" and "users"."deleted_at" is null${where ? sql` and ${where}` : sql``}
    order by "providers"."created_at" desc, "providers"."id" desc limit ${page.pageSize} offset ${page.offset}`)
  return rows.map((r) => r.id)
}

/** A common word's total: the providers the index gives, each tested; never the others. */
async function countIndexed(db: Tx, match: string, where: SQL | undefined): Promise<number> {
  const [row] = await db.all<{ n: number }>(sql`select count(*) as "n" ${indexedProviders(match, where)}`)
  return Number(row?.n ?? 0)
}

/** Without a search, the sum of `provider_type_totals` (at most three rows). */
async function countProviders(db: Tx, query: AdminProviderListQuery): Promise<number> {
  const [row] = await db.all<{ n: number }>(
    sql`select coalesce(sum(providers), 0) as "n" from provider_type_totals${query.providerType ? sql` where provider_type = ${query.providerType}` : sql``}`,
  )
  return Number(row?.n ?? 0)
}

/** Providers a window of the scan reads: enough to answer in a few milliseconds (tests set fewer). */
export const PROVIDER_SCAN = { perWindow: 20_000 }

/**
 * A search the trigram index cannot answer (under three characters, or a word more than 20,000
 * providers hold) reads every provider to count its matches: about 0.7 s of SQLite at 750,000.
 * Read as one statement it would hold the event loop for all of it, so the providers are read in
 * windows of their creation time (about 20,000 a window, the newest first, through the creation
 * index) with a turn of the event loop between windows. The windows are disjoint and cover every
 * instant, so the count is exact whatever the ties; the page is taken from the windows it falls in.
 */
async function scanInWindows(db: Tx, query: AdminProviderListQuery, where: SQL | undefined, page: PageRequest): Promise<{ ids: string[]; total: number }> {
  const typed = query.providerType ? sql` where "provider_type" = ${query.providerType}` : sql``
  const index = sql.raw(query.providerType ? 'providers_type_created_idx' : 'providers_created_idx')
  // The newest and the oldest creation time: each one step down the index.
  const edge = async (order: SQL) =>
    (await db.all<{ at: number }>(sql`select "created_at" as "at" from "providers" indexed by ${index}${typed} order by "created_at" ${order} limit 1`))[0]?.at
  const span = { hi: await edge(sql.raw('desc')), lo: await edge(sql.raw('asc')) }
  if (span.lo === undefined || span.hi === undefined) return { ids: [], total: 0 }
  const windows = Math.max(1, Math.ceil((await countProviders(db, query)) / PROVIDER_SCAN.perWindow))
  const width = Math.max(1, Math.ceil((span.hi - span.lo + 1) / windows))
  const ids: string[] = []
  let total = 0
  for (let hi = span.hi + 1; hi > span.lo; hi -= width) {
    const lo = hi - width
    const inWindow = sql`from "providers" indexed by ${index} cross join "users"
      where "users"."id" = "providers"."user_id" and "users"."deleted_at" is null
      and "providers"."created_at" >= ${lo} and "providers"."created_at" < ${hi}${where ? sql` and ${where}` : sql``}`
    const [counted] = await db.all<{ n: number }>(sql`select count(*) as "n" ${inWindow}`)
    const n = Number(counted?.n ?? 0)
    // The page starts at `page.offset` of the matches newest first: take what of it this window holds.
    const wanted = page.offset + page.pageSize
    if (n > 0 && total < wanted && total + n > page.offset) {
      const skip = Math.max(0, page.offset - total)
      const rows = await db.all<{ id: string }>(
        sql`select "providers"."id" as "id" ${inWindow} order by "providers"."created_at" desc, "providers"."id" desc limit ${wanted - total - skip} offset ${skip}`,
      )
      ids.push(...rows.map((r) => r.id))
    }
    total += n
    await new Promise<void>((resolve) => setImmediate(resolve))
  }
  return { ids, total }
}
