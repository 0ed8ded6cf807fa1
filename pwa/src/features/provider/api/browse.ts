/**
 * `GET /provider/shift/browse`: open shift groups for the address bar's filters, with the
 * provider's applications and the states they may work in. Cached for offline (the list and
 * the map both read it). Loaded by the browse route's loader, so it must stay engine-free.
 */
import type { BrowseShiftsResponse } from '@shared/contracts/provider-shifts'
import { cachedQueryOptions } from '../../../offline/cached-query-options'
import { browseQueryString, type BrowseSearch } from '../browse-search'

export function browseShiftsQuery(search: BrowseSearch) {
  const qs = browseQueryString(search)
  return cachedQueryOptions<BrowseShiftsResponse>(['provider', 'browse', qs], `/provider/shift/browse?${qs}`)
}
