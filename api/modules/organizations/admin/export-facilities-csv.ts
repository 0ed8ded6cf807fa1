/**
 * `GET /admin-panel/facilities/csv` (issue 16 §9): every live facility of the marketplace with its
 * organization, streamed (api/lib/csv.ts). The admin panel has no facility list of its own (an
 * organization's facilities are in its detail), so this export takes `organizationId` (that
 * organization's facilities; unknown: 404) and `searchTerm` (the facility's name, its city or its
 * organization's name, any case) — docs/decisions.md "CSV exports". Ordered by id (UUIDv7: the
 * order they were added), which the primary key gives without a sort.
 */
import { and, asc, eq, gt, isNull, or, type SQL } from 'drizzle-orm'
import type { AdminFacilityCsvQuery } from '../../../../shared/contracts/admin-organizations'
import type { AppContext, TeamCaller } from '../../../context'
import { facilities, organizations } from '../../../db/schema'
import { CSV_PAGE_ROWS, csvHeader, csvResponse, csvRows, keysetNext, type CsvColumn } from '../../../lib/csv'
import type { OrganizationAdminDeps } from './deps'
import { containsPattern, getOrganizationRowOrThrow, likeEscaped } from './queries'

interface FacilityRow {
  facility: typeof facilities.$inferSelect
  organizationName: string
}

export const FACILITY_CSV_COLUMNS: CsvColumn<FacilityRow>[] = [
  { header: 'facilityId', cell: (r) => r.facility.id },
  { header: 'name', cell: (r) => r.facility.name },
  { header: 'organizationId', cell: (r) => r.facility.organizationId },
  { header: 'organizationName', cell: (r) => r.organizationName },
  { header: 'address', cell: (r) => r.facility.streetAddress },
  { header: 'city', cell: (r) => r.facility.city },
  { header: 'state', cell: (r) => r.facility.state },
  { header: 'zipCode', cell: (r) => r.facility.zipCode },
  { header: 'phone', cell: (r) => r.facility.phone },
  { header: 'timeZone', cell: (r) => r.facility.timeZone },
  { header: 'npi', cell: (r) => r.facility.npi },
  { header: 'createdAt', cell: (r) => r.facility.createdAt },
]

export async function exportFacilitiesCsv({ ctx, caller, deps, query, pageRows = CSV_PAGE_ROWS }: { ctx: AppContext; caller: TeamCaller; deps: OrganizationAdminDeps; query: AdminFacilityCsvQuery; pageRows?: number }): Promise<Response> {
  deps.requireTeamPermission(caller, 'panel.read')
  const db = ctx.db.read
  if (query.organizationId) await getOrganizationRowOrThrow(db, query.organizationId)
  const term = query.searchTerm?.trim()
  const pattern = term ? containsPattern(term) : null
  const where = and(
    isNull(facilities.deletedAt),
    query.organizationId ? eq(facilities.organizationId, query.organizationId) : undefined,
    pattern ? or(likeEscaped(facilities.name, pattern), likeEscaped(facilities.city, pattern), likeEscaped(organizations.name, pattern)) : undefined,
  )
  const after = (id: string | null): SQL | undefined => (id ? gt(facilities.id, id) : undefined)
  return csvResponse<string>({
    ctx,
    name: 'facilities',
    header: csvHeader(FACILITY_CSV_COLUMNS),
    async readPage(cursor) {
      const rows = await db
        .select({ facility: facilities, organizationName: organizations.name })
        .from(facilities)
        .innerJoin(organizations, eq(organizations.id, facilities.organizationId))
        .where(and(where, after(cursor)))
        .orderBy(asc(facilities.id))
        .limit(pageRows)
      return { lines: csvRows(FACILITY_CSV_COLUMNS, rows), next: keysetNext(rows, pageRows, (r) => r.facility.id) }
    },
  })
}
