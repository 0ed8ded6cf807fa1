/**
 * `GET /admin-panel/analytics/dashboard/amortized-job-board-income`: job-board payments spread
 * over the periods they pay for, the part earned in the window (today up to now).
 */
import type { MoneyFigure } from '../../../shared/contracts/analytics'
import { amortizedJobBoardIncomeCents } from './careers'
import { dashboardWindows, type DashboardInput } from './read-figure'
import { moneyFigure } from './to-dto'

export async function getAmortizedJobBoardIncome(input: DashboardInput): Promise<MoneyFigure> {
  const w = dashboardWindows(input)
  const db = input.ctx.db.read
  const now = input.ctx.clock.now()
  const end = now < w.current.endsAt ? now : w.current.endsAt
  return moneyFigure(w, await amortizedJobBoardIncomeCents(db, w.current.startsAt, end), await amortizedJobBoardIncomeCents(db, w.previous.startsAt, w.previous.endsAt))
}
