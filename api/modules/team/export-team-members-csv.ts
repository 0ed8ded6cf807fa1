/**
 * `GET /admin-panel/administration/users/csv` (issue 16 §9): every team member the list's `role`
 * and `status` keep, streamed (api/lib/csv.ts), the newest first (the list's default order; the
 * list's `orderBy` is a way of reading a page, not a filter, and is not taken), a page at a time
 * from where the last page stopped (created at, then id).
 */
import { and, desc, type SQL } from 'drizzle-orm'
import type { TeamMember } from '../../../shared/contracts/auth'
import type { TeamMemberCsvQuery } from '../../../shared/contracts/team'
import type { AppContext, TeamCaller } from '../../context'
import { teamMembers } from '../../db/schema'
import { CSV_PAGE_ROWS, csvHeader, csvResponse, csvRows, keysetAfter, keysetNext, type CsvColumn } from '../../lib/csv'
import { requireTeamPermission } from './permissions'
import { teamMemberWhere } from './queries'
import { toTeamMember } from './to-dto'

export const TEAM_MEMBER_CSV_COLUMNS: CsvColumn<TeamMember>[] = [
  { header: 'id', cell: (m) => m.id },
  { header: 'firstName', cell: (m) => m.firstName },
  { header: 'lastName', cell: (m) => m.lastName },
  { header: 'email', cell: (m) => m.email },
  { header: 'role', cell: (m) => m.role },
  { header: 'isDisabled', cell: (m) => m.isDisabled },
  { header: 'createdAt', cell: (m) => m.createdAt },
]

interface Cursor {
  createdAt: Date
  id: string
}

const after = (c: Cursor | null): SQL | undefined => (c ? keysetAfter('desc', [[teamMembers.createdAt, c.createdAt], [teamMembers.id, c.id]]) : undefined)

export function exportTeamMembersCsv({ ctx, caller, query, pageRows = CSV_PAGE_ROWS }: { ctx: AppContext; caller: TeamCaller; query: TeamMemberCsvQuery; pageRows?: number }): Response {
  requireTeamPermission(caller, 'panel.read')
  const where = teamMemberWhere(query)
  return csvResponse<Cursor>({
    ctx,
    name: 'team',
    header: csvHeader(TEAM_MEMBER_CSV_COLUMNS),
    async readPage(cursor) {
      const rows = await ctx.db.read.select().from(teamMembers).where(and(where, after(cursor))).orderBy(desc(teamMembers.createdAt), desc(teamMembers.id)).limit(pageRows)
      return { lines: csvRows(TEAM_MEMBER_CSV_COLUMNS, rows.map(toTeamMember)), next: keysetNext(rows, pageRows, (r) => ({ createdAt: r.createdAt, id: r.id })) }
    },
  })
}
