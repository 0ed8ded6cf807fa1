/** Cents and minutes → the contract's dollars and hours (api-contract "Values"), and the window fields. */
import type { MoneyFigure, RevenueBreakdown } from '../../../shared/contracts/analytics'
import { centsToDollars } from '../../../shared/domain/money'
import type { Revenue } from './figures'
import type { Windows } from './window'

export const windowFields = (w: Windows) => ({
  timeframe: w.timeframe,
  period: { from: w.current.from, to: w.current.to },
  previousPeriod: { from: w.previous.from, to: w.previous.to },
})

export const moneyFigure = (w: Windows, currentCents: number, previousCents: number): MoneyFigure => ({
  ...windowFields(w),
  value: centsToDollars(currentCents),
  previousTimeFrame: centsToDollars(previousCents),
  valueInCents: currentCents,
  previousTimeFrameInCents: previousCents,
})

export const countFigure = (w: Windows, current: number, previous: number) => ({ ...windowFields(w), value: current, previousTimeFrame: previous })

/** Minutes → hours with two decimals. */
export const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100

export const hoursFigure = (w: Windows, currentMinutes: number, previousMinutes: number) => ({ ...windowFields(w), value: hours(currentMinutes), previousTimeFrame: hours(previousMinutes) })

export const revenueBreakdown = (r: Revenue): RevenueBreakdown => ({
  jobBoard: centsToDollars(r.jobBoardCents),
  backgroundChecks: centsToDollars(r.backgroundChecksCents),
  shifts: centsToDollars(r.shiftsCents),
  total: centsToDollars(r.totalCents),
  jobBoardInCents: r.jobBoardCents,
  backgroundChecksInCents: r.backgroundChecksCents,
  shiftsInCents: r.shiftsCents,
  totalInCents: r.totalCents,
})
