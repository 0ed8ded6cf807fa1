/** One shift group as the facility manages it, and its hired providers' seats. Cached for offline, fresh on every visit. */
import { queryOptions } from '@tanstack/react-query'
import type {
  ExtendedApplicantPage,
  FacilityCancellation,
  FacilityCancellationPreview,
  HiredProvider,
  OwnerShiftPage,
  ProviderStanding,
  ShiftGroupPreview,
} from '@shared/contracts/facility-shifts'
import { api } from '../../../lib/api'
import { cachedQueryOptions, withQuery } from '../../../offline/cached-query-options'
import { ON_EVERY_VISIT } from './shift-lists'

const group = (shiftGroupId: string) => `/facility/shift/${encodeURIComponent(shiftGroupId)}`

/** `GET /facility/shift/{id}/preview`: the group with its cost, requirements and status. */
export const groupPreviewQuery = (shiftGroupId: string) =>
  cachedQueryOptions<ShiftGroupPreview>(['facility', 'group', shiftGroupId, 'preview'], `${group(shiftGroupId)}/preview`, ON_EVERY_VISIT)

/** `GET /facility/shift/{id}/applicants`: every applicant, hired ones included. */
export const groupApplicantsQuery = (shiftGroupId: string) =>
  cachedQueryOptions<ExtendedApplicantPage>(
    ['facility', 'group', shiftGroupId, 'applicants'],
    withQuery(`${group(shiftGroupId)}/applicants`, { pageSize: 100 }),
    ON_EVERY_VISIT,
  )

/** `GET /facility/shift/{id}/provider/{providerId}`: the provider's seat in the group (the applicants carry no seat ids). */
export const providerStandingQuery = (shiftGroupId: string, providerId: string) =>
  cachedQueryOptions<ProviderStanding>(
    ['facility', 'group', shiftGroupId, 'standing', providerId],
    `${group(shiftGroupId)}/provider/${encodeURIComponent(providerId)}`,
  )

/** `GET /facility/shift/{shiftId}/hired-provider`: how to reach the provider of a seat. */
export const hiredProviderQuery = (shiftId: string) =>
  cachedQueryOptions<HiredProvider>(['facility', 'seat', shiftId, 'hired-provider'], `/facility/shift/${encodeURIComponent(shiftId)}/hired-provider`)

/**
 * `GET /shifts/facility-owner` for the group's date: its seats as the organization's list shows
 * them, each with its final price (what an adjustment or a no-show made it). No call reads one
 * group's seats, so the screen keeps the rows whose `shiftGroupId` is this group's; a hundred
 * seats on one date covers any pharmacy's day.
 */
export const groupSeatsQuery = (date: string) =>
  cachedQueryOptions<OwnerShiftPage>(
    ['facility', 'seats-on', date],
    withQuery('/shifts/facility-owner', { fromDate: date, toDate: date, pageSize: 100, orderBy: 'date_asc' }),
    ON_EVERY_VISIT,
  )

/**
 * `GET /facility/shift/{id}/cancellation-preview`: the exact fee cancelling now would cost, by
 * the rule the cancel charges. Never from a saved copy: a fee quoted from yesterday's answer could
 * be wrong by the whole fee, so it is read afresh each time the dialog opens.
 */
export const cancellationPreviewQuery = (shiftGroupId: string) =>
  queryOptions({
    queryKey: ['facility', 'group', shiftGroupId, 'cancellation-preview'],
    queryFn: ({ signal }) => api.get<FacilityCancellationPreview>(`${group(shiftGroupId)}/cancellation-preview`, { signal }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  })

/** `GET /facility/shift/{id}/cancellation`: a canceled group's fees and the group posted again in its place. */
export const groupCancellationQuery = (shiftGroupId: string) =>
  cachedQueryOptions<FacilityCancellation>(['facility', 'group', shiftGroupId, 'cancellation'], `${group(shiftGroupId)}/cancellation`, ON_EVERY_VISIT)
