/**
 * `GET /admin-panel/providers/csv` (issue 16 §9): every provider the list's `providerType` and
 * `searchString` keep, streamed (api/lib/csv.ts), in the list's order (the newest first), a page
 * at a time from where the last page stopped (created at, then id).
 */
import { and, desc, type SQL } from 'drizzle-orm'
import type { AdminProviderCsvQuery, AdminProviderRow } from '../../../../shared/contracts/admin-providers'
import type { AppContext, TeamCaller } from '../../../context'
import { providers } from '../../../db/schema'
import { CSV_PAGE_ROWS, csvHeader, csvResponse, csvRows, dollarsOf, keysetAfter, keysetNext, type CsvColumn } from '../../../lib/csv'
import { requireTeamPermission } from '../../team'
import { adminProviderWhere, selectAdminProviders, toAdminProviderRow } from './queries'

export const PROVIDER_CSV_COLUMNS: CsvColumn<AdminProviderRow>[] = [
  { header: 'providerId', cell: (p) => p.providerId },
  { header: 'userId', cell: (p) => p.userId },
  { header: 'firstName', cell: (p) => p.firstName },
  { header: 'lastName', cell: (p) => p.lastName },
  { header: 'title', cell: (p) => p.title },
  { header: 'email', cell: (p) => p.email },
  { header: 'phone', cell: (p) => p.phone },
  { header: 'city', cell: (p) => p.city },
  { header: 'state', cell: (p) => p.state },
  { header: 'currentHourlyRate', cell: (p) => dollarsOf(p.currentHourlyRate) },
  { header: 'paymentAccountId', cell: (p) => p.paymentAccountId },
  { header: 'hasBackgroundCheckCovered', cell: (p) => p.hasBackgroundCheckCovered },
  { header: 'hasBackgroundCheckCleared', cell: (p) => p.hasBackgroundCheckCleared },
  { header: 'currentPoints', cell: (p) => p.currentPoints },
  { header: 'isShadowBanned', cell: (p) => p.isShadowBanned },
  { header: 'createdAt', cell: (p) => p.createdAt },
]

interface Cursor {
  createdAt: Date
  id: string
}

const after = (c: Cursor | null): SQL | undefined => (c ? keysetAfter('desc', [[providers.createdAt, c.createdAt], [providers.id, c.id]]) : undefined)

export function exportProvidersCsv({ ctx, caller, query, pageRows = CSV_PAGE_ROWS }: { ctx: AppContext; caller: TeamCaller; query: AdminProviderCsvQuery; pageRows?: number }): Response {
  requireTeamPermission(caller, 'panel.read')
  const where = adminProviderWhere(query, { walkNewestFirst: true })
  const db = ctx.db.read
  return csvResponse<Cursor>({
    ctx,
    name: 'providers',
    header: csvHeader(PROVIDER_CSV_COLUMNS),
    async readPage(cursor) {
      const rows = await selectAdminProviders(db, and(where, after(cursor))).orderBy(desc(providers.createdAt), desc(providers.id)).limit(pageRows)
      return { lines: csvRows(PROVIDER_CSV_COLUMNS, rows.map(toAdminProviderRow)), next: keysetNext(rows, pageRows, (r) => ({ createdAt: r.provider.createdAt, id: r.provider.id })) }
    },
  })
}
