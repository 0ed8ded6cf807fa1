/**
 * Fills city and state from a ZIP code as soon as a valid one is typed
 * (`GET /api/city-by-zip/{zip}`). Each new ZIP fills once; people may still edit what it filled.
 */
import { useEffect, useRef } from 'react'
import { useQuery } from '@tanstack/react-query'
import { isStateCode } from '@shared/reference/states'
import { cityByZipQuery } from '../../lib/reference'

export type ZipLookupStatus = 'idle' | 'loading' | 'found' | 'not-found'

export function useZipAutofill(zip: string, fill: (city: string, state: string | undefined) => void): ZipLookupStatus {
  const trimmed = zip.trim()
  const zip5 = /^\d{5}(-\d{4})?$/.test(trimmed) ? trimmed.slice(0, 5) : null
  const lookup = useQuery({ ...cityByZipQuery(zip5 ?? ''), enabled: zip5 !== null })
  const filledFor = useRef<string | null>(null)
  const fillRef = useRef(fill)
  fillRef.current = fill

  useEffect(() => {
    if (!zip5 || !lookup.data || filledFor.current === zip5) return
    filledFor.current = zip5
    const state = lookup.data.defaultState?.toUpperCase()
    fillRef.current(lookup.data.defaultCity, state && isStateCode(state) ? state : undefined)
  }, [zip5, lookup.data])

  if (!zip5) return 'idle'
  if (lookup.isFetching && !lookup.data) return 'loading'
  if (lookup.isError) return 'not-found'
  return lookup.data ? 'found' : 'idle'
}

export function zipHint(status: ZipLookupStatus): string {
  switch (status) {
    case 'loading':
      return 'Looking up your city…'
    case 'found':
      return 'City and state filled in from your ZIP code. Change them if they are not right.'
    case 'not-found':
      return "We couldn't match this ZIP code. Please enter the city and state."
    default:
      return 'We fill in the city and state for you.'
  }
}
