/**
 * `GET /admin-panel/shifts/all-data` (spec 000 §7): every column of every seat, 50 a page by
 * default (spec 000 §9), newest start first; filters: date range, provider types, statuses and
 * one facility. Money from the ledger (shift-data-rows.ts).
 */
import { ADMIN_SHIFTS_ALL_DATA_PAGE_SIZE, type AdminShiftAllDataQuery, type AdminShiftDataPage } from '../../../../shared/contracts/admin-shifts'
import type { AppContext, TeamCaller } from '../../../context'
import { ValidationError } from '../../../errors'
import { pageRequest, pagination } from '../../../lib/paging'
import { requireTeamPermission } from '../../team'
import { readAdminShiftPage } from './queries'
import { toShiftDataRows } from './shift-data-rows'

export async function listShiftData({ ctx, caller, query }: { ctx: AppContext; caller: TeamCaller; query: AdminShiftAllDataQuery }): Promise<AdminShiftDataPage> {
  requireTeamPermission(caller, 'panel.read')
  if (query.fromDate && query.toDate && query.fromDate > query.toDate) throw ValidationError.field('toDate', 'toDate must be on or after fromDate')
  const page = pageRequest(query, ADMIN_SHIFTS_ALL_DATA_PAGE_SIZE)
  const { rows, total } = await readAdminShiftPage(ctx.db.read, query, page)
  const data = await toShiftDataRows(ctx.db.read, rows)
  return { data, pagination: pagination(page, total) }
}
