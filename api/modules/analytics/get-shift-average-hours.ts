/** `GET /admin-panel/analytics/dashboard/shift-average-hours`: paid hours per completed seat. */
import type { HoursFigure } from '../../../shared/contracts/analytics'
import { averageShiftMinutes } from './figures'
import { shiftFigure, type DashboardInput } from './read-figure'
import { hoursFigure } from './to-dto'

export const getShiftAverageHours = (input: DashboardInput): Promise<HoursFigure> =>
  shiftFigure(input, (w, current, previous) => hoursFigure(w, averageShiftMinutes(current), averageShiftMinutes(previous)))
