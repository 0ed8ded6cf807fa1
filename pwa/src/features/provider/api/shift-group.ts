/** `GET /provider/shift-group/{shiftGroupId}`: one shift as the provider weighs it. Cached for offline. */
import type { ProviderShiftGroup } from '@shared/contracts/provider-shifts'
import { cachedQueryOptions } from '../../../offline/cached-query-options'

export const shiftGroupQuery = (shiftGroupId: string) =>
  cachedQueryOptions<ProviderShiftGroup>(['provider', 'shift-group', shiftGroupId], `/provider/shift-group/${encodeURIComponent(shiftGroupId)}`)
