/** `GET /admin-panel/analytics/dashboard/shift-average-amount-per-hour`: provider earnings per paid hour of the completed seats. */
import type { MoneyFigure } from '../../../shared/contracts/analytics'
import { averageAmountPerHourCents } from './figures'
import { shiftFigure, type DashboardInput } from './read-figure'
import { moneyFigure } from './to-dto'

export const getShiftAverageAmountPerHour = (input: DashboardInput): Promise<MoneyFigure> =>
  shiftFigure(input, (w, current, previous) => moneyFigure(w, averageAmountPerHourCents(current), averageAmountPerHourCents(previous)))
