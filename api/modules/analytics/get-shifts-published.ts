/** `GET /admin-panel/analytics/dashboard/shifts-published`: seats posted, and how many each day of the window. */
import type { ShiftsPublishedFigure } from '../../../shared/contracts/analytics'
import { dashboardWindows, type DashboardInput } from './read-figure'
import { countFigure } from './to-dto'
import { publishedByDay, shiftTotals } from './totals'
import { daysOf } from './window'

export async function getShiftsPublished(input: DashboardInput): Promise<ShiftsPublishedFigure> {
  const w = dashboardWindows(input)
  const db = input.ctx.db.read
  const perDay = await publishedByDay(db, w.current)
  const days = daysOf(w.current).map((date) => ({ date, amount: perDay.get(date) ?? 0 }))
  const current = days.reduce((sum, d) => sum + d.amount, 0)
  const previous = (await shiftTotals(db, w.previous)).publishedSeats
  return { ...countFigure(w, current, previous), days }
}
