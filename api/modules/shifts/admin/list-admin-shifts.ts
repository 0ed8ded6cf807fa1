/**
 * `GET /admin-panel/shifts` (spec 000 §7): every seat of the marketplace, newest start first, 7 a
 * page by default (spec 000 §9). Filters: the shift's date range, provider types and statuses
 * (several joined by `|`), and `search` in the title, the facility's name or the hired
 * provider's name.
 */
import { ADMIN_SHIFTS_PAGE_SIZE, type AdminShiftListQuery, type AdminShiftPage } from '../../../../shared/contracts/admin-shifts'
import type { AppContext, TeamCaller } from '../../../context'
import { ValidationError } from '../../../errors'
import { pageRequest, pagination } from '../../../lib/paging'
import { requireTeamPermission } from '../../team'
import { readAdminShiftPage, toAdminShiftRow } from './queries'

export async function listAdminShifts({ ctx, caller, query }: { ctx: AppContext; caller: TeamCaller; query: AdminShiftListQuery }): Promise<AdminShiftPage> {
  requireTeamPermission(caller, 'panel.read')
  if (query.fromDate && query.toDate && query.fromDate > query.toDate) throw ValidationError.field('toDate', 'toDate must be on or after fromDate')
  const page = pageRequest(query, ADMIN_SHIFTS_PAGE_SIZE)
  const { rows, total } = await readAdminShiftPage(ctx.db.read, query, page)
  return { data: rows.map(toAdminShiftRow), pagination: pagination(page, total) }
}
