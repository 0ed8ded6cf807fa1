/**
 * `GET /admin-panel/benefits/csv` (issue 16 §9): every benefit the list's `searchTerm` keeps,
 * streamed (api/lib/csv.ts), in the list's order (the newest first), a page at a time from where
 * the last page stopped (created at, then id).
 */
import { and, desc, type SQL } from 'drizzle-orm'
import type { Benefit, BenefitCsvQuery } from '../../../../shared/contracts/benefits'
import type { AppContext, TeamCaller } from '../../../context'
import { organizationBenefits } from '../../../db/schema'
import { CSV_PAGE_ROWS, csvHeader, csvResponse, csvRows, dollars, keysetAfter, keysetNext, type CsvColumn } from '../../../lib/csv'
import { requireTeamPermission } from '../../team'
import { toBenefit } from '../to-dto'
import { benefitSearch } from './queries'

export const BENEFIT_CSV_COLUMNS: CsvColumn<Benefit>[] = [
  { header: 'organizationBenefitId', cell: (b) => b.organizationBenefitId },
  { header: 'name', cell: (b) => b.name },
  { header: 'code', cell: (b) => b.code },
  { header: 'type', cell: (b) => b.type },
  { header: 'description', cell: (b) => b.description },
  { header: 'actionTrigger', cell: (b) => b.actionTrigger },
  { header: 'percentageFee', cell: (b) => b.percentageFee },
  { header: 'discountPercentage', cell: (b) => b.discountPercentage },
  { header: 'creditAmount', cell: (b) => dollars(b.creditAmountInCents) },
  { header: 'creditAmountInCents', cell: (b) => b.creditAmountInCents },
  { header: 'freeShifts', cell: (b) => b.freeShifts },
  { header: 'createdAt', cell: (b) => b.createdAt },
]

interface Cursor {
  createdAt: Date
  id: string
}

const b = organizationBenefits
const after = (c: Cursor | null): SQL | undefined => (c ? keysetAfter('desc', [[b.createdAt, c.createdAt], [b.id, c.id]]) : undefined)

export function exportBenefitsCsv({ ctx, caller, query, pageRows = CSV_PAGE_ROWS }: { ctx: AppContext; caller: TeamCaller; query: BenefitCsvQuery; pageRows?: number }): Response {
  requireTeamPermission(caller, 'panel.read')
  const where = benefitSearch(query.searchTerm)
  return csvResponse<Cursor>({
    ctx,
    name: 'benefits',
    header: csvHeader(BENEFIT_CSV_COLUMNS),
    async readPage(cursor) {
      const rows = await ctx.db.read.select().from(b).where(and(where, after(cursor))).orderBy(desc(b.createdAt), desc(b.id)).limit(pageRows)
      return { lines: csvRows(BENEFIT_CSV_COLUMNS, rows.map(toBenefit)), next: keysetNext(rows, pageRows, (r) => ({ createdAt: r.createdAt, id: r.id })) }
    },
  })
}
