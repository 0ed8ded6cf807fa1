/**
 * What every dashboard verb starts with (spec 000 §8: dashboard analytics answer 403 to roles
 * that may not read them; domain "People and tenants": SUPPORT): the caller's permission, then
 * the current and previous windows of the timeframe.
 */
import type { MoneyFigure, Timeframe } from '../../../shared/contracts/analytics'
import type { AppContext, TeamCaller } from '../../context'
import { requireTeamPermission } from '../team'
import { ledgerTotals, shiftTotals, type LedgerTotals, type ShiftTotals } from './totals'
import { moneyFigure } from './to-dto'
import { windowsOf, type Windows } from './window'

export interface DashboardInput {
  ctx: AppContext
  caller: TeamCaller
  query: { timeframe?: Timeframe }
}

export function dashboardWindows({ ctx, caller, query }: DashboardInput): Windows {
  requireTeamPermission(caller, 'analytics.read')
  return windowsOf(query.timeframe, ctx.clock.now())
}

/** A figure of the ledger's daily totals, over both windows. */
export async function ledgerFigure<T>(input: DashboardInput, figure: (w: Windows, current: LedgerTotals, previous: LedgerTotals) => T): Promise<T> {
  const w = dashboardWindows(input)
  const db = input.ctx.db.read
  return figure(w, await ledgerTotals(db, w.current), await ledgerTotals(db, w.previous))
}

/** A money figure of the ledger's daily totals, in cents per window. */
export const ledgerMoneyFigure = (input: DashboardInput, cents: (l: LedgerTotals) => number): Promise<MoneyFigure> =>
  ledgerFigure(input, (w, current, previous) => moneyFigure(w, cents(current), cents(previous)))

/** A figure of the seats' daily totals, over both windows. */
export async function shiftFigure<T>(input: DashboardInput, figure: (w: Windows, current: ShiftTotals, previous: ShiftTotals) => T): Promise<T> {
  const w = dashboardWindows(input)
  const db = input.ctx.db.read
  return figure(w, await shiftTotals(db, w.current), await shiftTotals(db, w.previous))
}
