/**
 * `GET /admin-panel/careers/prices` ('panel.read'): every price the admin panel set, newest first,
 * then the built-in defaults. `isActive` of a default says whether it is the price in force (no
 * admin row applies to its plan and recurrence now).
 */
import { and, eq, type SQL } from 'drizzle-orm'
import type { CareersPriceListQuery } from '../../../../shared/contracts/careers-billing'
import type { AppContext, TeamCaller } from '../../../context'
import { careersPrices } from '../../../db/schema'
import { pageRequest, pagination } from '../../../lib/paging'
import { requireTeamPermission } from '../../team'
import { allDefaults, fromRow, priceInForce } from '../prices'
import { priceDto } from '../to-dto'

export async function listCareersPrices({ ctx, caller, query }: { ctx: AppContext; caller: TeamCaller; query: CareersPriceListQuery }) {
  requireTeamPermission(caller, 'panel.read')
  const now = ctx.clock.now()
  const filters: SQL[] = []
  if (query.productType) filters.push(eq(careersPrices.productType, query.productType))
  if (query.planType) filters.push(eq(careersPrices.planType, query.planType))
  // Prices are few (a handful per plan a year): read them all and page in memory with the defaults.
  // Sorted here, not by SQLite: the whole (small) table is read anyway.
  const rows = (await ctx.db.read.select().from(careersPrices).where(filters.length ? and(...filters) : undefined).limit(5000)).sort(
    (a, b) => b.effectiveFrom.getTime() - a.effectiveFrom.getTime() || b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1),
  )
  const defaults = []
  for (const d of allDefaults()) {
    if (query.productType && d.productType !== query.productType) continue
    if (query.planType && d.planType !== query.planType) continue
    const inForce = await priceInForce(ctx.db.read, d, now)
    defaults.push({ ...d, isActive: inForce.isDefault })
  }
  const all = [...rows.map(fromRow), ...defaults].map(priceDto)
  const page = pageRequest(query, 50)
  return { data: all.slice(page.offset, page.offset + page.pageSize), pagination: pagination(page, all.length) }
}
