/** `GET /admin-panel/analytics/dashboard/active-subscriptions-count`: organizations subscribed to the job board for some of the window. */
import type { CountFigure } from '../../../shared/contracts/analytics'
import { activeSubscriptionsCount } from './careers'
import { dashboardWindows, type DashboardInput } from './read-figure'
import { countFigure } from './to-dto'

export async function getActiveSubscriptionsCount(input: DashboardInput): Promise<CountFigure> {
  const w = dashboardWindows(input)
  const db = input.ctx.db.read
  return countFigure(w, await activeSubscriptionsCount(db, w.current.startsAt, w.current.endsAt), await activeSubscriptionsCount(db, w.previous.startsAt, w.previous.endsAt))
}
