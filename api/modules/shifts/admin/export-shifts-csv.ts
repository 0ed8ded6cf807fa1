/**
 * `GET /shifts/csv` (spec 000 §7, the all-data filters): every all-data row as CSV, streamed. The
 * answer is a `ReadableStream` that reads one page of seats (500) each time the client is ready
 * for more, so a year of shifts leaves the server without being held in memory, and a slow
 * client slows the reads rather than filling the heap. Pages follow the seats by
 * (start, group, seat) from where the last page stopped (keyset), not by offset, so each page
 * costs the same however far into the export; the seats' copy of their group's start (migration
 * 0042) gives that order from an index.
 */
import { and, asc, eq, gt, or, type SQL } from 'drizzle-orm'
import { stringify } from 'csv-stringify/sync'
import type { AdminShiftCsvQuery, AdminShiftDataRow } from '../../../../shared/contracts/admin-shifts'
import type { AppContext, TeamCaller } from '../../../context'
import { shifts } from '../../../db/schema'
import { ValidationError } from '../../../errors'
import { requireTeamPermission } from '../../team'
import { adminShiftWhere, selectAdminShiftPage } from './queries'
import { toShiftDataRows } from './shift-data-rows'

export const CSV_PAGE_ROWS = 500

/** The CSV's columns: the all-data row's fields, in the seed's order. */
export const SHIFT_DATA_COLUMNS: (keyof AdminShiftDataRow)[] = [
  'id', 'shiftGroupId', 'facilityName', 'startDate', 'shiftStartTime', 'shiftEndTime', 'totalShiftHours', 'lunchBreakMinutes', 'isLunchBreakPaid',
  'effectiveWorkingHours', 'city', 'state', 'address', 'archived', 'firstApplicationDate', 'applicants', 'status', 'hiredProvider', 'description',
  'shiftLocation', 'title', 'providerRole', 'providerRate', 'shiftFee', 'facilityRate', 'totalPayment', 'amountPaidToProvider', 'creditsDeducted',
  'platformCut', 'lunchBreak', 'malpracticeInsuranceRequired', 'experienceInSoftwareRequired', 'drugScreenRequired', 'providerNeedsLicenseOnState',
  'providerNeedsLicenseOnTheShiftState', 'canceledAt', 'canceledBy', 'cancellationReason', 'software', 'dateCreated', 'paymentStatus', 'paymentIntentId', 'isVirtual',
]

export const csvLines = (rows: AdminShiftDataRow[]) =>
  stringify(
    rows.map((r) => SHIFT_DATA_COLUMNS.map((c) => r[c])),
    { cast: { boolean: (b) => (b ? 'true' : 'false') } },
  )

interface Cursor {
  startsAt: Date
  groupId: string
  seat: number
}

function after(cursor: Cursor | null): SQL | undefined {
  if (!cursor) return undefined
  return or(
    gt(shifts.groupStartsAt, cursor.startsAt),
    and(eq(shifts.groupStartsAt, cursor.startsAt), gt(shifts.shiftGroupId, cursor.groupId)),
    and(eq(shifts.groupStartsAt, cursor.startsAt), eq(shifts.shiftGroupId, cursor.groupId), gt(shifts.seat, cursor.seat)),
  )
}

export function exportShiftsCsv({ ctx, caller, query }: { ctx: AppContext; caller: TeamCaller; query: AdminShiftCsvQuery }): Response {
  requireTeamPermission(caller, 'panel.read')
  if (query.fromDate && query.toDate && query.fromDate > query.toDate) throw ValidationError.field('toDate', 'toDate must be on or after fromDate')
  const where = adminShiftWhere(query)
  const encoder = new TextEncoder()
  let cursor: Cursor | null = null
  let headerSent = false
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!headerSent) {
          headerSent = true
          controller.enqueue(encoder.encode(stringify([SHIFT_DATA_COLUMNS])))
          return
        }
        const page = await selectAdminShiftPage(ctx.db.read, and(where, after(cursor)))
          .orderBy(asc(shifts.groupStartsAt), asc(shifts.shiftGroupId), asc(shifts.seat))
          .limit(CSV_PAGE_ROWS)
        if (page.length > 0) {
          const last = page[page.length - 1]!
          cursor = { startsAt: last.group.startsAt, groupId: last.group.id, seat: last.seat.seat }
          controller.enqueue(encoder.encode(csvLines(await toShiftDataRows(ctx.db.read, page))))
        }
        if (page.length < CSV_PAGE_ROWS) controller.close()
      } catch (error) {
        ctx.log.error('shift CSV export failed', { error: error instanceof Error ? error.message : String(error) })
        controller.error(error)
      }
    },
  })
  const stamp = ctx.clock.now().toISOString().slice(0, 10)
  return new Response(body, {
    headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="shifts-${stamp}.csv"`, 'cache-control': 'private, no-store' },
  })
}
