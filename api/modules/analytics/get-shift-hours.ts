/** `GET /admin-panel/analytics/dashboard/shift-hours`: paid hours of the seats completed. */
import type { HoursFigure } from '../../../shared/contracts/analytics'
import { shiftMinutes } from './figures'
import { shiftFigure, type DashboardInput } from './read-figure'
import { hoursFigure } from './to-dto'

export const getShiftHours = (input: DashboardInput): Promise<HoursFigure> =>
  shiftFigure(input, (w, current, previous) => hoursFigure(w, shiftMinutes(current), shiftMinutes(previous)))
