/**
 * The facility's lists of shifts, all cached for offline: read fresh on every visit (a copy from
 * a minute ago would hide the provider who just applied), the device's copy while it loads or
 * when there is no connection.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { ApplicantTab, ApplicantTabPage, InProgressShiftPage, OwnerShiftPage, PendingShiftGroupPage } from '@shared/contracts/facility-shifts'
import type { ProviderType } from '@shared/enums'
import { CACHED_QUERIES, cachedQueryOptions, withQuery } from '../../../offline/cached-query-options'

/**
 * Fresh on every visit: route loaders read anew on each visit (lib/loaders.ts), and this second
 * lets the loader's answer reach its screen without a second request; anything older is read
 * again when a screen opens it.
 */
export const ON_EVERY_VISIT = { staleTime: 1_000 }

const SHIFTS_PAGE_SIZE = 20

/** `GET /facility/shifts/pending`: open groups, their seats filled and applicants waiting. */
export const pendingGroupsQuery = (facilityId: string | undefined, page = 1, pageSize = SHIFTS_PAGE_SIZE) =>
  cachedQueryOptions<PendingShiftGroupPage>(
    ['facility', 'pending', facilityId ?? 'all', page, pageSize],
    withQuery('/facility/shifts/pending', { facilityId, page, pageSize }),
    ON_EVERY_VISIT,
  )

/** The home counts the applicants of this many open groups; with more, the count reads "n+". */
export const HOME_COUNTED_GROUPS = 100

/** `GET /facility/shifts/in-progress`: hired seats until their hours are confirmed. */
export const inProgressQuery = (facilityId: string | undefined, page = 1) =>
  cachedQueryOptions<InProgressShiftPage>(
    ['facility', 'in-progress', facilityId ?? 'all', page],
    withQuery('/facility/shifts/in-progress', { facilityId, page, pageSize: SHIFTS_PAGE_SIZE }),
    ON_EVERY_VISIT,
  )

/** `GET /facility/shifts/applicants`: groups of one applicant tab with their first applicants. */
export const applicantTabQuery = (tab: ApplicantTab, facilityId: string | undefined, page: number) =>
  cachedQueryOptions<ApplicantTabPage>(
    ['facility', 'applicants', tab, facilityId ?? 'all', page],
    withQuery('/facility/shifts/applicants', { status: tab, facilityId, page, pageSize: 10 }),
    ON_EVERY_VISIT,
  )

const ORG_SHIFTS_PAGE_SIZE = 20

export interface OrganizationShiftFilters {
  page: number
  order?: 'date_asc' | 'date_desc'
  /** Statuses joined by `|`. */
  status?: string
  providerType?: ProviderType
  from?: string
  to?: string
  /** A case-insensitive "contains" on the facility's name. */
  facilityName?: string
}

/** `GET /shifts/facility-owner`: every seat of the organization, one row each. */
export function organizationShiftsQuery({ page, order, status, providerType, from, to, facilityName }: OrganizationShiftFilters) {
  const path = withQuery('/shifts/facility-owner', {
    // The address's page counts from 1, the API's `pageIndex` from 0.
    pageIndex: page - 1,
    pageSize: ORG_SHIFTS_PAGE_SIZE,
    orderBy: order ?? 'date_desc',
    status,
    providerType,
    fromDate: from,
    toDate: to,
    facilityName,
  })
  return cachedQueryOptions<OwnerShiftPage>(['facility', 'org-shifts', path], path, ON_EVERY_VISIT)
}

/** After a facility action: every cached list and group reads again (they share seats and counts). */
export function refreshShifts(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: CACHED_QUERIES })
}
