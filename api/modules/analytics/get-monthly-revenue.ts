/**
 * `GET /admin-panel/analytics/dashboard/monthly-revenue`: the window's revenue by line of
 * business (job board, background checks, shifts), and month by month (the UTC months the window
 * touches, each counting only its days inside the window).
 */
import type { MonthlyRevenueFigure } from '../../../shared/contracts/analytics'
import { revenueOf } from './figures'
import { dashboardWindows, type DashboardInput } from './read-figure'
import { moneyFigure, revenueBreakdown } from './to-dto'
import { ledgerTotals, ledgerTotalsByMonth } from './totals'

export async function getMonthlyRevenue(input: DashboardInput): Promise<MonthlyRevenueFigure> {
  const w = dashboardWindows(input)
  const db = input.ctx.db.read
  const current = revenueOf(await ledgerTotals(db, w.current))
  const previous = revenueOf(await ledgerTotals(db, w.previous))
  const byMonth = await ledgerTotalsByMonth(db, w.current)
  const months: string[] = []
  for (let m = w.current.from.slice(0, 7); m <= w.current.to.slice(0, 7); m = nextMonth(m)) months.push(m)
  return {
    ...moneyFigure(w, current.totalCents, previous.totalCents),
    breakdown: revenueBreakdown(current),
    previousBreakdown: revenueBreakdown(previous),
    months: months.map((month) => {
      const totals = byMonth.get(month)
      const revenue = totals ? revenueOf(totals) : { jobBoardCents: 0, backgroundChecksCents: 0, shiftsCents: 0, totalCents: 0 }
      return { month, ...revenueBreakdown(revenue) }
    }),
  }
}

function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number]
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`
}
