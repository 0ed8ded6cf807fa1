/**
 * Who hears of a new open shift (issue 14 §2): providers of its title, with a verified, unexpired
 * license in its state when it needs one, whose minimum hourly rate it pays, whose notification
 * radius reaches it from home or from one of the places they chose (`locationPreference`, each
 * with its own radius, or a whole state), not banned by the pharmacy, nearest first and at most
 * `MAX_RECIPIENTS`. Read cell by cell around the facility through `providers_area_idx`, nearest
 * cells first, so a dense metro costs a few thousand rows at most, never a state.
 */
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import { DEFAULT_NOTIFICATION_RADIUS_IN_METERS } from '../../../../shared/contracts/preferences'
import { todayIn } from '../../../../shared/domain/zoned-time'
import type { Tx } from '../../../db/client'
import { bans, licenses, notificationPlaces, notificationPreferences, providerAreaCell, providers, users, type shiftGroups } from '../../../db/schema'

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

type Candidate = { providerId: string; userId: string; email: string; phone: string; lat: number | null; lon: number | null }

/** Providers of the shift's title whose home is in the cells around it, nearest cells first. */
async function candidatesNearHome(tx: Tx, group: typeof shiftGroups.$inferSelect, cells: number[]): Promise<Candidate[]> {
  const candidates: Candidate[] = []
  for (let i = 0; i < cells.length && candidates.length < CANDIDATES_AT_MOST; i += CELLS_A_QUERY) {
    const rows = await tx
      .select({ providerId: providers.id, userId: providers.userId, email: users.email, phone: providers.phoneNumber, lat: providers.latitude, lon: providers.longitude })
      .from(providers)
      .innerJoin(users, eq(users.id, providers.userId))
      .where(and(eq(providers.providerType, group.providerType), inArray(providerAreaCell, cells.slice(i, i + CELLS_A_QUERY)), eq(providers.isShadowBanned, false), eq(users.isDisabled, false)))
      .limit(CANDIDATES_AT_MOST - candidates.length)
    for (const r of rows) if (r.lat !== null && r.lon !== null) candidates.push(r)
  }
  return candidates
}

type PlaceCandidate = Candidate & { place: { lat: number; lon: number; radius: number } | null }

/**
 * Providers of the shift's title who asked to hear of work at another place too
 * (`locationPreference`): a place in the cells around the shift, or the shift's whole state.
 */
async function candidatesByPlace(tx: Tx, group: typeof shiftGroups.$inferSelect, cells: number[]): Promise<PlaceCandidate[]> {
  const columns = {
    providerId: providers.id,
    userId: providers.userId,
    email: users.email,
    phone: providers.phoneNumber,
    lat: providers.latitude,
    lon: providers.longitude,
    placeLat: notificationPlaces.latitude,
    placeLon: notificationPlaces.longitude,
    radius: notificationPlaces.radiusInMeters,
  }
  const ofTitle = and(eq(providers.providerType, group.providerType), eq(providers.isShadowBanned, false), eq(users.isDisabled, false))
  const placeRows = (where: SQL | undefined, limit: number) =>
    tx
      .select(columns)
      .from(notificationPlaces)
      .innerJoin(providers, eq(providers.userId, notificationPlaces.userId))
      .innerJoin(users, eq(users.id, providers.userId))
      .where(and(where, ofTitle))
      .limit(limit)
  const near = []
  for (let i = 0; i < cells.length && near.length < CANDIDATES_AT_MOST; i += CELLS_A_QUERY * 4) {
    near.push(...(await placeRows(inArray(notificationPlaces.areaCell, cells.slice(i, i + CELLS_A_QUERY * 4)), CANDIDATES_AT_MOST - near.length)))
  }
  const statewide = await placeRows(and(isNull(notificationPlaces.areaCell), eq(notificationPlaces.state, group.state)), CANDIDATES_AT_MOST)
  return [...near, ...statewide].map(({ placeLat, placeLon, radius, ...c }) => ({
    ...c,
    place: placeLat !== null && placeLon !== null ? { lat: placeLat, lon: placeLon, radius } : null,
  }))
}

export async function providersForNewShift(tx: Tx, group: typeof shiftGroups.$inferSelect, now: Date): Promise<MatchedProvider[]> {
  const place = { lat: group.latitude, lon: group.longitude }
  const cells = cellsAround(place.lat, place.lon)
  const [nearHome, byPlace] = await Promise.all([candidatesNearHome(tx, group, cells), candidatesByPlace(tx, group, cells)])
  if (!nearHome.length && !byPlace.length) return []
  const byProvider = new Map<string, Candidate>()
  for (const c of [...nearHome, ...byPlace]) byProvider.set(c.providerId, c)
  const ids = [...byProvider.keys()]
  const userIds = [...byProvider.values()].map((c) => c.userId)
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
  // Each provider once, at the nearest of the places that reach the shift: home within their
  // radius, a chosen place within its own radius, or a chosen state (ordered by home distance).
  const reached = new Map<string, { c: Candidate; distance: number }>()
  const reach = (c: Candidate, distance: number) => {
    const seen = reached.get(c.providerId)
    if (!seen || distance < seen.distance) reached.set(c.providerId, { c, distance })
  }
  const fromHome = (c: Candidate) => (c.lat !== null && c.lon !== null ? metersBetween(place, { lat: c.lat, lon: c.lon }) : SEARCH_RADIUS_M)
  for (const c of nearHome) {
    const distance = fromHome(c)
    if (distance <= (preferenceOf.get(c.userId)?.radius ?? DEFAULT_NOTIFICATION_RADIUS_IN_METERS)) reach(c, distance)
  }
  for (const c of byPlace) {
    if (!c.place) reach(c, fromHome(c))
    else {
      const distance = metersBetween(place, c.place)
      if (distance <= c.place.radius) reach(c, distance)
    }
  }
  return [...reached.values()]
    .filter(({ c }) => !isBanned.has(c.providerId) && (!hasLicense || hasLicense.has(c.providerId)))
    .filter(({ c }) => {
      const minRate = preferenceOf.get(c.userId)?.minRate
      return minRate == null || minRate <= group.rateCents
    })
    .sort((a, b) => a.distance - b.distance)
    .slice(0, MAX_RECIPIENTS)
    .map(({ c }) => ({ userId: c.userId, email: c.email, phone: c.phone }))
}
