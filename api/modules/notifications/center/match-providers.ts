/**
 * Who hears of a new open shift (issue 14 §2): providers of its title, with a verified, unexpired
 * license in its state when it needs one, whose minimum hourly rate it pays, whose notification
 * radius reaches it from home, not banned by the pharmacy, nearest first and at most
 * `MAX_RECIPIENTS`. Read cell by cell around the facility through `providers_area_idx`, nearest
 * cells first, so a dense metro costs a few thousand rows at most, never a state.
 */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import { DEFAULT_NOTIFICATION_RADIUS_IN_METERS } from '../../../../shared/contracts/preferences'
import { todayIn } from '../../../../shared/domain/zoned-time'
import type { Tx } from '../../../db/client'
import { bans, licenses, notificationPreferences, providerAreaCell, providers, users, type shiftGroups } from '../../../db/schema'

/** New-shift notices go to this many providers at most, the nearest. */
export const MAX_RECIPIENTS = 300
/** Searched out to 100 miles, whatever radius a provider chose (a notice beyond is noise). */
const SEARCH_RADIUS_M = 160_934
const CANDIDATES_AT_MOST = 2_000
const CELLS_A_QUERY = 25
const METERS_PER_DEGREE = 111_320

export const areaCellOf = (lat: number, lon: number) => Math.trunc((lat + 90) * 4) * 2000 + Math.trunc((lon + 180) * 4)

function metersBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLon = (b.lon - a.lon) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h))
}

/** The cells within the search radius of a place, nearest first. */
function cellsAround(lat: number, lon: number): number[] {
  const dLat = SEARCH_RADIUS_M / METERS_PER_DEGREE
  const dLon = SEARCH_RADIUS_M / (METERS_PER_DEGREE * Math.max(0.2, Math.cos((lat * Math.PI) / 180)))
  const cells: { cell: number; distance: number }[] = []
  for (let y = Math.trunc((lat - dLat + 90) * 4); y <= Math.trunc((lat + dLat + 90) * 4); y++) {
    for (let x = Math.trunc((lon - dLon + 180) * 4); x <= Math.trunc((lon + dLon + 180) * 4); x++) {
      const center = { lat: (y + 0.5) / 4 - 90, lon: (x + 0.5) / 4 - 180 }
      cells.push({ cell: y * 2000 + x, distance: metersBetween({ lat, lon }, center) })
    }
  }
  return cells.sort((a, b) => a.distance - b.distance).map((c) => c.cell)
}

export interface MatchedProvider {
  userId: string
  email: string
  phone: string | null
}

export async function providersForNewShift(tx: Tx, group: typeof shiftGroups.$inferSelect, now: Date): Promise<MatchedProvider[]> {
  const place = { lat: group.latitude, lon: group.longitude }
  const cells = cellsAround(place.lat, place.lon)
  const candidates: { providerId: string; userId: string; email: string; phone: string; lat: number; lon: number }[] = []
  for (let i = 0; i < cells.length && candidates.length < CANDIDATES_AT_MOST; i += CELLS_A_QUERY) {
    const rows = await tx
      .select({ providerId: providers.id, userId: providers.userId, email: users.email, phone: providers.phoneNumber, lat: providers.latitude, lon: providers.longitude })
      .from(providers)
      .innerJoin(users, eq(users.id, providers.userId))
      .where(and(eq(providers.providerType, group.providerType), inArray(providerAreaCell, cells.slice(i, i + CELLS_A_QUERY)), eq(providers.isShadowBanned, false), eq(users.isDisabled, false)))
      .limit(CANDIDATES_AT_MOST - candidates.length)
    for (const r of rows) if (r.lat !== null && r.lon !== null) candidates.push({ ...r, lat: r.lat, lon: r.lon })
  }
  if (!candidates.length) return []
  const ids = candidates.map((c) => c.providerId)
  const userIds = candidates.map((c) => c.userId)
  const [licensed, prefs, banned] = await Promise.all([
    group.providerNeedsLicenseOnTheShiftState
      ? tx
          .select({ providerId: licenses.providerId })
          .from(licenses)
          .where(and(inArray(licenses.providerId, ids), eq(licenses.state, group.state), eq(licenses.isVerified, true), isNull(licenses.deletedAt), sql`${licenses.expirationDate} >= ${todayIn(group.timeZone, now)}`))
      : Promise.resolve(null),
    tx
      .select({ userId: notificationPreferences.userId, minRate: notificationPreferences.marketplaceMinHourlyRateCents, radius: notificationPreferences.marketplaceNotificationRadiusInMeters })
      .from(notificationPreferences)
      .where(inArray(notificationPreferences.userId, userIds)),
    tx
      .select({ providerId: bans.providerId })
      .from(bans)
      .where(and(inArray(bans.providerId, ids), eq(bans.organizationId, group.organizationId), or(isNull(bans.facilityId), eq(bans.facilityId, group.facilityId)))),
  ])
  const hasLicense = licensed ? new Set(licensed.map((l) => l.providerId)) : null
  const preferenceOf = new Map(prefs.map((p) => [p.userId, p]))
  const isBanned = new Set(banned.map((b) => b.providerId))
  return candidates
    .filter((c) => !isBanned.has(c.providerId) && (!hasLicense || hasLicense.has(c.providerId)))
    .map((c) => ({ c, distance: metersBetween(place, c), pref: preferenceOf.get(c.userId) }))
    .filter(({ distance, pref }) => distance <= (pref?.radius ?? DEFAULT_NOTIFICATION_RADIUS_IN_METERS) && (pref?.minRate == null || pref.minRate <= group.rateCents))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, MAX_RECIPIENTS)
    .map(({ c }) => ({ userId: c.userId, email: c.email, phone: c.phone }))
}
