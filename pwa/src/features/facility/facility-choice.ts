/**
 * Which facility the screens show when a user sees several (an owner with many pharmacies):
 * "All facilities" or one, remembered on the device. Plain functions, so a route loader can
 * start a list's read for the same facility the screen will show.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { FacilityDetails } from '@shared/contracts/facility-shifts'
import { facilitiesQuery } from './api/organization'

const KEY = 'shiftwell.facility-choice'
const listeners = new Set<() => void>()

export function storedFacilityChoice(): string {
  try {
    return localStorage.getItem(KEY) ?? ''
  } catch {
    return ''
  }
}

export function subscribeFacilityChoice(onChange: () => void): () => void {
  listeners.add(onChange)
  return () => listeners.delete(onChange)
}

export function storeFacilityChoice(id: string): void {
  try {
    localStorage.setItem(KEY, id)
  } catch {
    // Storage disabled: the choice lasts for this page.
  }
  for (const listener of listeners) listener()
}

/** The chosen facility (undefined: all of them) and the one to act for (the chosen one, or the only one). */
export function facilityChoice(facilities: readonly FacilityDetails[], stored: string): { chosen?: FacilityDetails; single?: FacilityDetails } {
  const chosen = facilities.find((f) => f.facilityId === stored)
  return { chosen, single: chosen ?? (facilities.length === 1 ? facilities[0] : undefined) }
}

/**
 * For a route loader: starts the screen's reads for the chosen facility once the facilities are
 * known (usually already: they are kept five minutes), without holding the navigation up.
 */
export function prefetchForChosenFacility(queryClient: QueryClient, start: (choice: { chosen?: FacilityDetails }) => void): void {
  void queryClient
    .ensureQueryData(facilitiesQuery())
    .then((facilities) => start(facilityChoice(facilities, storedFacilityChoice())))
    .catch(() => undefined)
}
