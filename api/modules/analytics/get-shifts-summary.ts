/**
 * `GET /admin-panel/analytics/shifts/summary` (fromDate, toDate, providerType, status): the seats
 * whose shift date (the facility's own calendar date) is in the range, counted by status and
 * provider type, with their scheduled hours and, for the seats hired or completed, their price as
 * it stands (earnings, fee, total). Without dates: the last 30 days up to today (UTC); a range
 * runs at most 366 days. Statuses are the history's (domain "Shift groups and shifts"). Read from
 * the rollup by date, provider type and status (`shift_summary_daily_totals`, kept by triggers).
 */
import { and, between, inArray, sql, type SQL } from 'drizzle-orm'
import { SUMMARY_MAX_DAYS, type ShiftsSummary, type ShiftsSummaryQuery } from '../../../shared/contracts/analytics'
import { centsToDollars } from '../../../shared/domain/money'
import type { ProviderType } from '../../../shared/enums'
import type { AppContext, TeamCaller } from '../../context'
import { shiftSummaryDailyTotals, type ShiftStatus } from '../../db/schema'
import { ValidationError } from '../../errors'
import { requireTeamPermission } from '../team'
import { utcDay } from './window'

const DAY_MS = 86_400_000
const STATUS_OF = { Open: 'OPEN', Filled: 'FILLED', Completed: 'COMPLETED', Canceled: 'CANCELED' } as const satisfies Record<string, ShiftStatus>
const LABEL_OF: Record<ShiftStatus, keyof typeof STATUS_OF> = { OPEN: 'Open', FILLED: 'Filled', COMPLETED: 'Completed', CANCELED: 'Canceled' }

export async function getShiftsSummary({ ctx, caller, query }: { ctx: AppContext; caller: TeamCaller; query: ShiftsSummaryQuery }): Promise<ShiftsSummary> {
  requireTeamPermission(caller, 'analytics.read')
  const toDate = query.toDate ?? utcDay(ctx.clock.now())
  const fromDate = query.fromDate ?? utcDay(new Date(Date.parse(`${toDate}T00:00:00Z`) - 29 * DAY_MS))
  if (fromDate > toDate) throw ValidationError.field('fromDate', 'fromDate must not be after toDate')
  if ((Date.parse(`${toDate}T00:00:00Z`) - Date.parse(`${fromDate}T00:00:00Z`)) / DAY_MS >= SUMMARY_MAX_DAYS) {
    throw ValidationError.field('fromDate', `The date range must be at most ${SUMMARY_MAX_DAYS} days`)
  }
  const t = shiftSummaryDailyTotals
  const conditions: SQL[] = [between(t.date, fromDate, toDate)]
  if (query.providerType) conditions.push(inArray(t.providerType, query.providerType.split('|')))
  if (query.status) conditions.push(inArray(t.status, query.status.split('|').map((s) => STATUS_OF[s as keyof typeof STATUS_OF])))
  // Only hired and completed seats have a price that stands (an open seat has none; a canceled one was refunded).
  const priced = sql`${t.status} IN ('FILLED', 'COMPLETED')`
  const rows = await ctx.db.read
    .select({
      status: sql<ShiftStatus>`${t.status}`,
      providerType: sql<ProviderType>`${t.providerType}`,
      seats: sql<number>`sum(${t.seats})`.mapWith(Number),
      hundredths: sql<number>`sum(${t.hourHundredths})`.mapWith(Number),
      earnings: sql<number>`sum(CASE WHEN ${priced} THEN ${t.providerEarningsCents} ELSE 0 END)`.mapWith(Number),
      fees: sql<number>`sum(CASE WHEN ${priced} THEN ${t.shiftFeeCents} ELSE 0 END)`.mapWith(Number),
    })
    .from(t)
    .where(and(...conditions))
    .groupBy(t.status, t.providerType)
  const byStatus = { Open: 0, Filled: 0, Completed: 0, Canceled: 0 }
  const byProviderType = { PHARMACIST: 0, TECHNICIAN: 0, INTERN: 0 }
  let hundredths = 0
  let earnings = 0
  let fees = 0
  for (const r of rows) {
    byStatus[LABEL_OF[r.status]] += r.seats
    byProviderType[r.providerType] += r.seats
    hundredths += r.hundredths
    earnings += r.earnings
    fees += r.fees
  }
  return {
    fromDate,
    toDate,
    totalShifts: rows.reduce((sum, r) => sum + r.seats, 0),
    byStatus,
    byProviderType,
    scheduledHours: Math.round(hundredths) / 100,
    providerEarnings: centsToDollars(earnings),
    shiftFees: centsToDollars(fees),
    totalPayment: centsToDollars(earnings + fees),
    providerEarningsInCents: earnings,
    shiftFeesInCents: fees,
    totalPaymentInCents: earnings + fees,
  }
}
