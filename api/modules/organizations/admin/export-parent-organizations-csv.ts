/**
 * `GET /admin-panel/parent-organizations/csv` (issue 16 §9): every parent organization the list's
 * `searchTerm` keeps, streamed (api/lib/csv.ts), in the list's order (name, then id); its child
 * organizations are one cell (`; ` between their names).
 */
import { and, asc, type SQL } from 'drizzle-orm'
import type { ParentOrganization, ParentOrganizationCsvQuery } from '../../../../shared/contracts/admin-organizations'
import type { AppContext, TeamCaller } from '../../../context'
import { parentOrganizations } from '../../../db/schema'
import { CSV_PAGE_ROWS, csvHeader, csvResponse, csvRows, keysetAfter, keysetNext, type CsvColumn } from '../../../lib/csv'
import type { OrganizationAdminDeps } from './deps'
import { toParentOrganizations } from './parent-organizations'
import { parentOrganizationSearch } from './queries'

export const PARENT_ORGANIZATION_CSV_COLUMNS: CsvColumn<ParentOrganization>[] = [
  { header: 'parentOrganizationId', cell: (p) => p.parentOrganizationId },
  { header: 'name', cell: (p) => p.name },
  { header: 'childOrganizationsCount', cell: (p) => p.childOrganizationsCount },
  { header: 'childOrganizations', cell: (p) => p.childOrganizations.map((c) => c.name).join('; ') },
  { header: 'createdAt', cell: (p) => p.createdAt },
]

interface Cursor {
  name: string
  id: string
}

const after = (c: Cursor | null): SQL | undefined => (c ? keysetAfter('asc', [[parentOrganizations.name, c.name], [parentOrganizations.id, c.id]]) : undefined)

export function exportParentOrganizationsCsv({ ctx, caller, deps, query, pageRows = CSV_PAGE_ROWS }: { ctx: AppContext; caller: TeamCaller; deps: OrganizationAdminDeps; query: ParentOrganizationCsvQuery; pageRows?: number }): Response {
  deps.requireTeamPermission(caller, 'panel.read')
  const where = parentOrganizationSearch(query.searchTerm)
  const db = ctx.db.read
  return csvResponse<Cursor>({
    ctx,
    name: 'parent-organizations',
    header: csvHeader(PARENT_ORGANIZATION_CSV_COLUMNS),
    async readPage(cursor) {
      const rows = await db.select().from(parentOrganizations).where(and(where, after(cursor))).orderBy(asc(parentOrganizations.name), asc(parentOrganizations.id)).limit(pageRows)
      return { lines: csvRows(PARENT_ORGANIZATION_CSV_COLUMNS, await toParentOrganizations(db, rows)), next: keysetNext(rows, pageRows, (r) => ({ name: r.name, id: r.id })) }
    },
  })
}
