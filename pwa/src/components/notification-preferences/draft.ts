/**
 * The preferences form's editable copy and its conversion to the API's body: radii are shown
 * in miles and sent in meters, rates are dollars (empty: any rate), a location needs a state.
 */
import type { NotificationPreferences, UpdatePreferencesBody } from '@shared/contracts/preferences'
import { MAX_NOTIFICATION_RADIUS_IN_METERS } from '@shared/contracts/preferences'

export const METERS_PER_MILE = 1609.344

export const metersToMiles = (meters: number): string => String(Math.round(meters / METERS_PER_MILE))

/** Whole meters within the API's range, or null when the text is no positive number. */
export function milesToMeters(miles: string): number | null {
  const value = Number(miles.trim())
  if (!miles.trim() || !Number.isFinite(value) || value <= 0) return null
  return Math.min(MAX_NOTIFICATION_RADIUS_IN_METERS, Math.max(1, Math.round(value * METERS_PER_MILE)))
}

export interface LocationDraft {
  streetAddress: string
  city: string
  state: string
  zipcode: string
  miles: string
}

export interface PreferencesDraft {
  marketplaceEmailOptIn: boolean
  marketplaceSmsOptIn: boolean
  careersEmailOptIn: boolean
  careersSmsOptIn: boolean
  agentSmsOptIn: boolean
  marketplaceMinHourlyRate: string
  careersMinHourlyRate: string
  marketplaceMiles: string
  careersMiles: string
  preferredApp: 'MARKETPLACE' | 'CAREERS'
  platformInterest: 'MARKETPLACE' | 'CAREERS' | 'BOTH'
  locations: LocationDraft[]
}

export function draftOf(p: NotificationPreferences): PreferencesDraft {
  return {
    marketplaceEmailOptIn: p.marketplaceEmailOptIn,
    marketplaceSmsOptIn: p.marketplaceSmsOptIn,
    careersEmailOptIn: p.careersEmailOptIn,
    careersSmsOptIn: p.careersSmsOptIn,
    agentSmsOptIn: p.agentSmsOptIn,
    marketplaceMinHourlyRate: p.marketplaceMinHourlyRate === null ? '' : String(p.marketplaceMinHourlyRate),
    careersMinHourlyRate: p.careersMinHourlyRate === null ? '' : String(p.careersMinHourlyRate),
    marketplaceMiles: metersToMiles(p.marketplaceNotificationRadiusInMeters),
    careersMiles: metersToMiles(p.careersNotificationRadiusInMeters),
    preferredApp: p.preferredApp,
    platformInterest: p.platformInterest,
    locations: p.locationPreference.map((l) => ({
      streetAddress: l.streetAddress ?? '',
      city: l.city ?? '',
      state: l.state,
      zipcode: l.zipcode ?? '',
      miles: metersToMiles(l.notificationRadiusInMeters),
    })),
  }
}

export const emptyLocation = (): LocationDraft => ({ streetAddress: '', city: '', state: '', zipcode: '', miles: '25' })

/** Field name → message, for what can be told before sending (the API checks the rest). */
export type DraftErrors = Record<string, string>

function rate(text: string): number | null | string {
  if (!text.trim()) return null
  const value = Number(text.trim())
  return Number.isFinite(value) ? value : 'Minimum hourly rate must be a number'
}

/** The body to send, or the problems to fix first. */
export function bodyOf(draft: PreferencesDraft): { body: UpdatePreferencesBody } | { errors: DraftErrors } {
  const errors: DraftErrors = {}
  const marketplaceRate = rate(draft.marketplaceMinHourlyRate)
  const careersRate = rate(draft.careersMinHourlyRate)
  if (typeof marketplaceRate === 'string') errors.marketplaceMinHourlyRate = marketplaceRate
  if (typeof careersRate === 'string') errors.careersMinHourlyRate = careersRate
  const radiusMessage = 'Enter a distance in miles'
  const marketplaceMeters = milesToMeters(draft.marketplaceMiles)
  const careersMeters = milesToMeters(draft.careersMiles)
  if (marketplaceMeters === null) errors.marketplaceNotificationRadiusInMeters = radiusMessage
  if (careersMeters === null) errors.careersNotificationRadiusInMeters = radiusMessage
  const locations = draft.locations.map((l, i) => {
    if (!l.state) errors[`locationPreference.${i}.state`] = 'State is required'
    const meters = milesToMeters(l.miles)
    if (meters === null) errors[`locationPreference.${i}.notificationRadiusInMeters`] = radiusMessage
    return {
      streetAddress: l.streetAddress.trim() || null,
      city: l.city.trim() || null,
      state: l.state as never,
      zipcode: l.zipcode.trim() || null,
      notificationRadiusInMeters: meters ?? undefined,
    }
  })
  if (Object.keys(errors).length) return { errors }
  return {
    body: {
      marketplaceEmailOptIn: draft.marketplaceEmailOptIn,
      marketplaceSmsOptIn: draft.marketplaceSmsOptIn,
      careersEmailOptIn: draft.careersEmailOptIn,
      careersSmsOptIn: draft.careersSmsOptIn,
      agentSmsOptIn: draft.agentSmsOptIn,
      marketplaceMinHourlyRate: marketplaceRate as number | null,
      careersMinHourlyRate: careersRate as number | null,
      marketplaceNotificationRadiusInMeters: marketplaceMeters!,
      careersNotificationRadiusInMeters: careersMeters!,
      preferredApp: draft.preferredApp,
      platformInterest: draft.platformInterest,
      locationPreference: locations,
    },
  }
}
