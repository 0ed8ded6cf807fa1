/**
 * The located places of a user's `locationPreference` (db/schema/preferences.ts
 * `notification_places`), rewritten whenever the list changes, so the new-shift notices can find
 * people by area without reading every preferences row.
 */
import { eq } from 'drizzle-orm'
import type { Tx } from '../../../db/client'
import { notificationPlaces, type StoredLocationPreference } from '../../../db/schema'
import { cityCentroid, lookupZip } from '../../../integrations/geo/zip-codes'
import { areaCellOf } from '../center/match-providers'

/** Where a place is: its ZIP code's centroid, else its city's, else the whole state (null). */
function locate(place: StoredLocationPreference): { latitude: number; longitude: number } | null {
  const zip = place.zipcode ? lookupZip(place.zipcode) : null
  if (zip && zip.state === place.state) return { latitude: zip.latitude, longitude: zip.longitude }
  return place.city ? cityCentroid(place.city, place.state) : null
}

export async function rewriteNotificationPlaces(tx: Tx, userId: string, places: readonly StoredLocationPreference[]): Promise<void> {
  await tx.delete(notificationPlaces).where(eq(notificationPlaces.userId, userId))
  if (!places.length) return
  await tx.insert(notificationPlaces).values(
    places.map((place) => {
      const at = locate(place)
      return {
        userId,
        state: place.state,
        latitude: at?.latitude ?? null,
        longitude: at?.longitude ?? null,
        areaCell: at ? areaCellOf(at.latitude, at.longitude) : null,
        radiusInMeters: place.notificationRadiusInMeters,
      }
    }),
  )
}
