/**
 * `GET /admin-panel/shifts/{shiftId}/details/csv` (spec 000 §7): one shift's all-data row as a
 * CSV file (the same columns as `GET /shifts/csv`), followed by one line per bonus paid on it.
 */
import type { AppContext, TeamCaller } from '../../../context'
import { csvLines as csvTable, dollars } from '../../../lib/csv'
import { requireTeamPermission } from '../../team'
import { csvLines, SHIFT_DATA_HEADER } from './export-shifts-csv'
import { bonusesOf } from './get-shift-details'
import { getAdminShift } from './queries'
import { toShiftDataRows } from './shift-data-rows'

export async function exportShiftDetailsCsv({ ctx, caller, shiftId }: { ctx: AppContext; caller: TeamCaller; shiftId: string }): Promise<Response> {
  requireTeamPermission(caller, 'panel.read')
  const row = await getAdminShift(ctx.db.read, shiftId)
  const [rows, bonuses] = await Promise.all([toShiftDataRows(ctx.db.read, [row]), bonusesOf(ctx.db.read, shiftId)])
  let text = SHIFT_DATA_HEADER + csvLines(rows)
  if (bonuses.length > 0) {
    text += '\n' + csvTable([['bonusId', 'amount', 'description', 'status', 'createdAt', 'invoice'], ...bonuses.map((b) => [b.bonusId, dollars(b.amountInCents), b.description, b.status, b.createdAt, b.invoice])])
  }
  return new Response(text, {
    headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="shift-${shiftId}.csv"`, 'cache-control': 'private, no-store' },
  })
}
