/**
 * Where a provider's browse starts (`scope` of `GET /provider/shift/browse`, beyond the spec):
 * the states they can work in soon and, when home is one of them, the area around home. A new
 * pharmacist in Seattle with a license still being verified sees Washington near Seattle, not
 * the soonest shift in Texas. Also what "best match" weighs: verified and pending license states.
 */
import { and, eq, gte, isNull, sql } from 'drizzle-orm'
import { NEAR_HOME_MILES, type BrowseScope, type BrowseScopeName } from '../../../../shared/contracts/provider-shifts'
import { todayInUs } from '../../../../shared/validation/formats'
import type { Tx } from '../../../db/client'
import { prepared } from '../../../db/prepared'
import { licenses } from '../../../db/schema'
import type { getProvider } from '../queries'

type Provider = Awaited<ReturnType<typeof getProvider>>

const KM_PER_MILE = 1.609344

/** Unexpired, not deleted, not rejected licenses of the provider's own type: verified or still being verified. */
const liveLicenses = (db: Tx) =>
  db
    .selectDistinct({ state: licenses.state, isVerified: licenses.isVerified })
    .from(licenses)
    .where(
      and(
        eq(licenses.providerId, sql.placeholder('providerId')),
        eq(licenses.providerType, sql.placeholder('providerType')),
        isNull(licenses.deletedAt),
        isNull(licenses.rejectionReason),
        gte(licenses.expirationDate, sql.placeholder('today')),
      ),
    )
    .prepare()

export interface LicenseStates {
  verified: string[]
  pending: string[]
}

export async function licenseStatesOf(db: Tx, provider: Provider, now: Date): Promise<LicenseStates> {
  const rows = await prepared(db, liveLicenses).all({ providerId: provider.id, providerType: provider.providerType, today: todayInUs(now) })
  const verified = [...new Set(rows.filter((r) => r.isVerified).map((r) => r.state))].sort()
  const pending = [...new Set(rows.filter((r) => !r.isVerified).map((r) => r.state))].filter((s) => !verified.includes(s)).sort()
  return { verified, pending }
}

/** The states and radius a browse is limited to; explicit `states` win over any scope. */
export function resolveScope(
  asked: BrowseScopeName | undefined,
  explicitStates: string[],
  provider: Provider,
  licensed: LicenseStates,
): BrowseScope & { within: { km: number; state: string } | undefined } {
  const hasHome = provider.latitude !== null && provider.longitude !== null
  const home = hasHome ? `${provider.city}, ${provider.state}` : null
  if (!asked || explicitStates.length) return { applied: 'none', states: explicitStates, withinMiles: null, within: undefined, home }
  const states = licensed.verified.length + licensed.pending.length ? [...new Set([...licensed.verified, ...licensed.pending])].sort() : [provider.state]
  // The radius holds in the home state only: a license in another state was sought to work
  // there, so that state shows whole; a Seattle pharmacist licensed only in Texas sees Texas.
  const near = asked === 'near' && hasHome && states.includes(provider.state)
  return {
    applied: near ? 'near' : 'licensed',
    states,
    withinMiles: near ? NEAR_HOME_MILES : null,
    within: near ? { km: NEAR_HOME_MILES * KM_PER_MILE, state: provider.state } : undefined,
    home,
  }
}
