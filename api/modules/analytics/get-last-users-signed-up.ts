/**
 * `GET /admin-panel/analytics/dashboard/last-users-signed-up`: pharmacies (organizations) and
 * providers who signed up in the window, counted, and the newest 10 of each.
 */
import type { LastUsersSignedUp } from '../../../shared/contracts/analytics'
import { dashboardWindows, type DashboardInput } from './read-figure'
import { countSignUps, newestFacilities, newestProviders } from './signups'
import { countFigure } from './to-dto'

export async function getLastUsersSignedUp(input: DashboardInput): Promise<LastUsersSignedUp> {
  const w = dashboardWindows(input)
  const db = input.ctx.db.read
  const current = await countSignUps(db, w.current)
  const previous = await countSignUps(db, w.previous)
  const facilities = await newestFacilities(db, w.current.startsAt, w.current.endsAt)
  const providers = await newestProviders(db, w.current.startsAt, w.current.endsAt)
  return {
    ...countFigure(w, current.facilities + current.providers, previous.facilities + previous.providers),
    facilitiesCount: current.facilities,
    providersCount: current.providers,
    facilities: facilities.map((f) => ({ ...f, createdAt: f.createdAt.toISOString() })),
    providers: providers.map((p) => ({
      providerId: p.providerId,
      name: `${p.firstName} ${p.lastName}`,
      email: p.email,
      providerType: p.providerType,
      createdAt: p.createdAt.toISOString(),
    })),
  }
}
