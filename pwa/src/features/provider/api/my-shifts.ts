/** The provider's own shifts: booked, applied to, worked (with the pharmacies still to rate). All cached for offline. */
import type { HISTORY_STATUSES } from '@shared/enums'
import type { AppliedShiftPage, ApprovedShiftPage, ShiftHistoryResponse } from '@shared/contracts/provider-shifts'
import type { UnratedFacilityShiftPage } from '@shared/contracts/ratings'
import { cachedQueryOptions, withQuery } from '../../../offline/cached-query-options'

/** How many booked and applied shifts My shifts lists (and counts): all of them, in practice. */
export const MY_SHIFTS_PAGE_SIZE = 100

/** `GET /provider/shift/approved`: booked shifts, soonest first (the home shows the first few). */
export const approvedShiftsQuery = (pageSize: number) =>
  cachedQueryOptions<ApprovedShiftPage>(['provider', 'approved', pageSize], withQuery('/provider/shift/approved', { pageSize }))

/** `GET /provider/shift/applied`: applications still waiting on a pharmacy. */
export const appliedShiftsQuery = () => cachedQueryOptions<AppliedShiftPage>(['provider', 'applied'], withQuery('/provider/shift/applied', { pageSize: MY_SHIFTS_PAGE_SIZE }))

/** The history's status filter: `All` or one of the seat statuses. */
export type HistoryStatusFilter = (typeof HISTORY_STATUSES)[number]

export interface HistoryFilters {
  status?: HistoryStatusFilter
  from?: string
  to?: string
}

const HISTORY_PAGE_SIZE = 20

/** `GET /provider/shifts/history`: every seat the provider was hired for, newest first. */
export function shiftHistoryQuery({ status, from, to }: HistoryFilters, page: number) {
  const path = withQuery('/provider/shifts/history', {
    page,
    pageSize: HISTORY_PAGE_SIZE,
    status: status === 'All' ? undefined : status,
    fromDate: from,
    toDate: to,
  })
  return cachedQueryOptions<ShiftHistoryResponse>(['provider', 'history', path], path)
}

/** `GET /get-facilities-unrated`: completed shifts whose pharmacy the provider may still rate. */
export const unratedFacilitiesQuery = () =>
  cachedQueryOptions<UnratedFacilityShiftPage>(['provider', 'unrated'], withQuery('/get-facilities-unrated', { pageSize: 100 }))
