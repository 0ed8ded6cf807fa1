/** `GET /admin-panel/analytics/dashboard/background-checks`: background checks paid for. */
import type { CountFigure } from '../../../shared/contracts/analytics'
import { backgroundChecksCount } from './figures'
import { ledgerFigure, type DashboardInput } from './read-figure'
import { countFigure } from './to-dto'

export const getBackgroundChecks = (input: DashboardInput): Promise<CountFigure> =>
  ledgerFigure(input, (w, current, previous) => countFigure(w, backgroundChecksCount(current), backgroundChecksCount(previous)))
