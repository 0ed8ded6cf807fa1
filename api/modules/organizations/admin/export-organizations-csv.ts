/**
 * `GET /admin-panel/organizations/csv` (issue 16 §9): every organization the list's `searchTerm`
 * keeps, streamed (api/lib/csv.ts), in the list's order (name, then id), a page at a time from
 * where the last page stopped. Facilities and people, lists in the admin view, are one cell each
 * (`; ` between them).
 */
import { and, asc, type SQL } from 'drizzle-orm'
import type { AdminOrganization, AdminOrganizationCsvQuery } from '../../../../shared/contracts/admin-organizations'
import type { AppContext, TeamCaller } from '../../../context'
import { organizations } from '../../../db/schema'
import { CSV_PAGE_ROWS, csvHeader, csvResponse, csvRows, dollars, keysetAfter, keysetNext, type CsvColumn } from '../../../lib/csv'
import type { OrganizationAdminDeps } from './deps'
import { organizationSearch, selectOrganizations, toAdminOrganizations } from './queries'

export const ORGANIZATION_CSV_COLUMNS: CsvColumn<AdminOrganization>[] = [
  { header: 'organizationId', cell: (o) => o.organizationId },
  { header: 'name', cell: (o) => o.name },
  { header: 'parentOrganizationId', cell: (o) => o.parentOrganizationId },
  { header: 'parentOrganizationName', cell: (o) => o.parentOrganizationName },
  { header: 'currentPercentageFee', cell: (o) => o.currentPercentageFee },
  { header: 'hasFreeJobPost', cell: (o) => o.hasFreeJobPost },
  { header: 'isShadowBanned', cell: (o) => o.isShadowBanned },
  { header: 'availableCredits', cell: (o) => dollars(o.availableCreditsInCents) },
  { header: 'availableCreditsInCents', cell: (o) => o.availableCreditsInCents },
  { header: 'facilitiesCount', cell: (o) => o.facilities.length },
  { header: 'facilities', cell: (o) => o.facilities.map((f) => f.name).join('; ') },
  { header: 'users', cell: (o) => o.users.map((u) => `${u.name} <${u.email}> (${u.role})`).join('; ') },
  { header: 'createdAt', cell: (o) => o.createdAt },
]

interface Cursor {
  name: string
  id: string
}

const after = (c: Cursor | null): SQL | undefined => (c ? keysetAfter('asc', [[organizations.name, c.name], [organizations.id, c.id]]) : undefined)

export function exportOrganizationsCsv({ ctx, caller, deps, query, pageRows = CSV_PAGE_ROWS }: { ctx: AppContext; caller: TeamCaller; deps: OrganizationAdminDeps; query: AdminOrganizationCsvQuery; pageRows?: number }): Response {
  deps.requireTeamPermission(caller, 'panel.read')
  const where = organizationSearch(query.searchTerm)
  const db = ctx.db.read
  return csvResponse<Cursor>({
    ctx,
    name: 'organizations',
    header: csvHeader(ORGANIZATION_CSV_COLUMNS),
    async readPage(cursor) {
      const rows = await selectOrganizations(db).where(and(where, after(cursor))).orderBy(asc(organizations.name), asc(organizations.id)).limit(pageRows)
      return {
        lines: csvRows(ORGANIZATION_CSV_COLUMNS, await toAdminOrganizations(db, rows)),
        next: keysetNext(rows, pageRows, (r) => ({ name: r.organization.name, id: r.organization.id })),
      }
    },
  })
}
