/**
 * Fills city and state from a ZIP code as soon as a valid one is typed
 * (`GET /api/city-by-zip/{zip}`). Each new ZIP fills once; people may still edit what it filled.
 * A ZIP the server does not know (00000) takes back what an earlier ZIP filled in, so the form
 * never shows the last ZIP's city beside a ZIP that is not in it; a city the person typed is
 * theirs and stays.
 */
import { useEffect, useRef } from 'react'
import { useQuery } from '@tanstack/react-query'
import { isStateCode } from '@shared/reference/states'
import { ApiError } from '../../lib/api'
import { cityByZipQuery } from '../../lib/reference'

export type ZipLookupStatus = 'idle' | 'loading' | 'found' | 'not-found' | 'unavailable'

export interface Place {
  city: string
  state: string
}

/**
 * `current`: the form's city and state now. `fill`: sets both (an empty string clears one).
 */
export function useZipAutofill(zip: string, current: Place, fill: (place: Place) => void): ZipLookupStatus {
  const trimmed = zip.trim()
  const zip5 = /^\d{5}(-\d{4})?$/.test(trimmed) ? trimmed.slice(0, 5) : null
  const lookup = useQuery({ ...cityByZipQuery(zip5 ?? ''), enabled: zip5 !== null })
  const unknown = lookup.error instanceof ApiError && lookup.error.status === 404
  const handledFor = useRef<string | null>(null)
  // What the last known ZIP put in the form, to take it back if the ZIP turns out unknown.
  const filled = useRef<Place | null>(null)
  const latest = useRef({ current, fill })
  latest.current = { current, fill }

  useEffect(() => {
    if (!zip5 || handledFor.current === zip5) return
    const { current: now, fill: set } = latest.current
    if (lookup.data) {
      handledFor.current = zip5
      const state = lookup.data.defaultState?.toUpperCase()
      const place = { city: lookup.data.defaultCity, state: state && isStateCode(state) ? state : now.state }
      filled.current = place
      set(place)
    } else if (unknown) {
      handledFor.current = zip5
      const before = filled.current
      filled.current = null
      if (!before) return
      set({ city: now.city === before.city ? '' : now.city, state: now.state === before.state ? '' : now.state })
    }
  }, [zip5, lookup.data, unknown])

  if (!zip5) return 'idle'
  if (lookup.isFetching && !lookup.data) return 'loading'
  if (unknown) return 'not-found'
  if (lookup.isError) return 'unavailable'
  return lookup.data ? 'found' : 'idle'
}

export function zipHint(status: ZipLookupStatus, zip: string): string {
  switch (status) {
    case 'loading':
      return 'Looking up your city…'
    case 'found':
      return 'City and state filled in from your ZIP code. Change them if they are not right.'
    case 'not-found':
      return `ZIP code ${zip.trim().slice(0, 5)} isn't a US ZIP code we know. Check it, or enter your city and state.`
    case 'unavailable':
      return "We couldn't look up this ZIP code just now. Please enter the city and state."
    default:
      return 'We fill in the city and state for you.'
  }
}
