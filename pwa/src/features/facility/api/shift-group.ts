/** One shift group as the facility manages it, and its hired providers' seats. Cached for offline, fresh on every visit. */
import type { ExtendedApplicantPage, HiredProvider, OwnerShiftPage, ProviderStanding, ShiftGroupPreview } from '@shared/contracts/facility-shifts'
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
