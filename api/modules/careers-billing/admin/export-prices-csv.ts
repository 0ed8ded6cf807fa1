/**
 * `GET /admin-panel/careers/prices/csv` (issue 16 §9): every price the list's `productType` and
 * `planType` keep, streamed (api/lib/csv.ts), in the list's order: the admin panel's prices, the
 * newest effective first (a page at a time from where the last page stopped: effective from,
 * created at, id), then the built-in defaults with whether each is the price in force now.
 */
import { and, desc, eq, type SQL } from 'drizzle-orm'
import type { CareersPrice, CareersPriceCsvQuery } from '../../../../shared/contracts/careers-billing'
import type { AppContext, TeamCaller } from '../../../context'
import { careersPrices } from '../../../db/schema'
import { CSV_PAGE_ROWS, csvHeader, csvResponse, csvRows, dollars, keysetAfter, keysetNext, type CsvColumn } from '../../../lib/csv'
import { requireTeamPermission } from '../../team'
import { allDefaults, fromRow, priceInForce } from '../prices'
import { priceDto } from '../to-dto'

export const PRICE_CSV_COLUMNS: CsvColumn<CareersPrice>[] = [
  { header: 'careersPriceId', cell: (p) => p.careersPriceId },
  { header: 'name', cell: (p) => p.name },
  { header: 'productType', cell: (p) => p.productType },
  { header: 'planType', cell: (p) => p.planType },
  { header: 'recurrence', cell: (p) => p.recurrence },
  { header: 'price', cell: (p) => dollars(p.priceInCents) },
  { header: 'priceInCents', cell: (p) => p.priceInCents },
  { header: 'originalPrice', cell: (p) => dollars(p.originalPriceInCents) },
  { header: 'originalPriceInCents', cell: (p) => p.originalPriceInCents },
  { header: 'isActive', cell: (p) => p.isActive },
  { header: 'isDefault', cell: (p) => p.isDefault },
  { header: 'effectiveFrom', cell: (p) => p.effectiveFrom },
  { header: 'effectiveTo', cell: (p) => p.effectiveTo },
]

interface Cursor {
  effectiveFrom: Date
  createdAt: Date
  id: string
}

const c = careersPrices
const after = (k: Cursor | null): SQL | undefined => (k ? keysetAfter('desc', [[c.effectiveFrom, k.effectiveFrom], [c.createdAt, k.createdAt], [c.id, k.id]]) : undefined)

export function exportCareersPricesCsv({ ctx, caller, query, pageRows = CSV_PAGE_ROWS }: { ctx: AppContext; caller: TeamCaller; query: CareersPriceCsvQuery; pageRows?: number }): Response {
  requireTeamPermission(caller, 'panel.read')
  const where = and(query.productType ? eq(c.productType, query.productType) : undefined, query.planType ? eq(c.planType, query.planType) : undefined)
  const db = ctx.db.read
  return csvResponse<Cursor>({
    ctx,
    name: 'careers-prices',
    header: csvHeader(PRICE_CSV_COLUMNS),
    async readPage(cursor) {
      const rows = await db.select().from(c).where(and(where, after(cursor))).orderBy(desc(c.effectiveFrom), desc(c.createdAt), desc(c.id)).limit(pageRows)
      const prices = rows.map((row) => priceDto(fromRow(row)))
      const next = keysetNext(rows, pageRows, (r) => ({ effectiveFrom: r.effectiveFrom, createdAt: r.createdAt, id: r.id }))
      if (next === null) {
        // The admin rows are done: the defaults (a handful) close the file, as they close the list.
        const now = ctx.clock.now()
        for (const d of allDefaults()) {
          if (query.productType && d.productType !== query.productType) continue
          if (query.planType && d.planType !== query.planType) continue
          const inForce = await priceInForce(db, d, now)
          prices.push(priceDto({ ...d, isActive: inForce.isDefault }))
        }
      }
      return { lines: csvRows(PRICE_CSV_COLUMNS, prices), next }
    },
  })
}
