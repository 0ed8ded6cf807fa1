/**
 * `GET /shifts/csv` (spec 000 §7, the all-data filters): every all-data row as CSV, streamed. The
 * answer is a `ReadableStream` that reads one page of seats (500) each time the client is ready
 * for more, so a year of shifts leaves the server without being held in memory, and a slow
 * client slows the reads rather than filling the heap. Pages follow the seats by
 * (start, group, seat) from where the last page stopped (keyset), not by offset, so each page
 * costs the same however far into the export. Cells and the stream: api/lib/csv.ts (money in
 * dollars with two decimals, text that would start a formula kept as text). The seats' copy of their
 * group's start (migration 0045) gives that order from an index.
 */
import { and, asc, type SQL } from 'drizzle-orm'
import type { AdminShiftCsvQuery, AdminShiftDataRow } from '../../../../shared/contracts/admin-shifts'
import type { AppContext, TeamCaller } from '../../../context'
import { shifts } from '../../../db/schema'
import { ValidationError } from '../../../errors'
import { CSV_PAGE_ROWS, csvHeader, csvResponse, csvRows, dollarsOf, keysetAfter, keysetNext, type CsvColumn } from '../../../lib/csv'
import { requireTeamPermission } from '../../team'
import { resolveAdminShiftWhere, selectAdminShiftPage } from './queries'
import { toShiftDataRows } from './shift-data-rows'

export { CSV_PAGE_ROWS }

/** The CSV's columns: the all-data row's fields, in the seed's order. */
export const SHIFT_DATA_COLUMNS: (keyof AdminShiftDataRow)[] = [
  'id', 'shiftGroupId', 'facilityName', 'startDate', 'shiftStartTime', 'shiftEndTime', 'totalShiftHours', 'lunchBreakMinutes', 'isLunchBreakPaid',
  'effectiveWorkingHours', 'city', 'state', 'address', 'archived', 'firstApplicationDate', 'applicants', 'status', 'hiredProvider', 'description',
  'shiftLocation', 'title', 'providerRole', 'providerRate', 'shiftFee', 'facilityRate', 'totalPayment', 'amountPaidToProvider', 'creditsDeducted',
  'platformCut', 'lunchBreak', 'malpracticeInsuranceRequired', 'experienceInSoftwareRequired', 'drugScreenRequired', 'providerNeedsLicenseOnState',
  'providerNeedsLicenseOnTheShiftState', 'canceledAt', 'canceledBy', 'cancellationReason', 'software', 'dateCreated', 'paymentStatus', 'paymentIntentId', 'isVirtual',
]

/** The all-data row's money fields (dollars in the row): written with two decimals. */
const MONEY_COLUMNS = new Set<keyof AdminShiftDataRow>(['providerRate', 'shiftFee', 'facilityRate', 'totalPayment', 'amountPaidToProvider', 'creditsDeducted', 'platformCut'])

const COLUMNS: CsvColumn<AdminShiftDataRow>[] = SHIFT_DATA_COLUMNS.map((key) => ({
  header: key,
  cell: MONEY_COLUMNS.has(key) ? (r) => dollarsOf(r[key] as number) : (r) => r[key],
}))

export const SHIFT_DATA_HEADER = csvHeader(COLUMNS)

export const csvLines = (rows: AdminShiftDataRow[]) => csvRows(COLUMNS, rows)

interface Cursor {
  startsAt: Date
  groupId: string
  seat: number
}

function after(cursor: Cursor | null): SQL | undefined {
  return cursor ? keysetAfter('asc', [[shifts.groupStartsAt, cursor.startsAt], [shifts.shiftGroupId, cursor.groupId], [shifts.seat, cursor.seat]]) : undefined
}

export function exportShiftsCsv({ ctx, caller, query }: { ctx: AppContext; caller: TeamCaller; query: AdminShiftCsvQuery }): Response {
  requireTeamPermission(caller, 'panel.read')
  if (query.fromDate && query.toDate && query.fromDate > query.toDate) throw ValidationError.field('toDate', 'toDate must be on or after fromDate')
  // A search's candidate seats are found once, when the first page is read (search.ts).
  let where: Promise<SQL | undefined> | undefined
  return csvResponse<Cursor>({
    ctx,
    name: 'shifts',
    header: SHIFT_DATA_HEADER,
    async readPage(cursor) {
      const page = await selectAdminShiftPage(ctx.db.read, and(await (where ??= resolveAdminShiftWhere(ctx.db.read, query)), after(cursor)))
        .orderBy(asc(shifts.groupStartsAt), asc(shifts.shiftGroupId), asc(shifts.seat))
        .limit(CSV_PAGE_ROWS)
      return {
        lines: csvLines(await toShiftDataRows(ctx.db.read, page)),
        next: keysetNext(page, CSV_PAGE_ROWS, (last) => ({ startsAt: last.group.startsAt, groupId: last.group.id, seat: last.seat.seat })),
      }
    },
  })
}
