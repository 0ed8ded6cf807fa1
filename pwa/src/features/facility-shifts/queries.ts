/** What the facility screens read from the API, as react-query options. */
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { FacilityDetails, FacilitySideOrganization, InProgressShift, PendingShiftGroup } from '@shared/contracts/facility-shifts'
import type { BannedProvider, FacilityProviderProfile, PreferredProvider, Worker } from '@shared/contracts/facility-providers'
import type { PaymentMethod } from '@shared/contracts/payments'
import type { UnratedProviderShift } from '@shared/contracts/ratings'
import type { Pagination } from '@shared/contracts/paging'
import { api } from '../../lib/api'

export interface Page<T> {
  data: T[]
  pagination: Pagination
}

/** Shift lists change whenever a provider applies, so they are read again each time a screen opens them. */
export const facilityKeys = {
  all: ['facility'] as const,
  shifts: ['facility', 'shifts'] as const,
  providers: ['facility', 'providers'] as const,
  payments: ['facility', 'payment-methods'] as const,
}

export const facilitiesQuery = () =>
  queryOptions({
    queryKey: ['facility', 'list'],
    queryFn: ({ signal }) => api.get<FacilityDetails[]>('/facility', { signal }),
    staleTime: 5 * 60_000,
  })

export const organizationQuery = () =>
  queryOptions({
    queryKey: ['facility', 'organization'],
    queryFn: ({ signal }) => api.get<FacilitySideOrganization>('/organization', { signal }),
    staleTime: 60_000,
  })

export const pendingGroupsQuery = (facilityId: string | undefined, page = 1, pageSize = 20) =>
  queryOptions({
    staleTime: 0,
    queryKey: [...facilityKeys.shifts, 'pending', facilityId ?? 'all', page, pageSize],
    queryFn: ({ signal }) => api.get<Page<PendingShiftGroup>>('/facility/shifts/pending', { signal, query: { facilityId, page, pageSize } }),
  })

export const inProgressQuery = (facilityId: string | undefined, page = 1) =>
  queryOptions({
    staleTime: 0,
    queryKey: [...facilityKeys.shifts, 'in-progress', facilityId ?? 'all', page],
    queryFn: ({ signal }) => api.get<Page<InProgressShift>>('/facility/shifts/in-progress', { signal, query: { facilityId, page, pageSize: 20 } }),
  })

export const providerProfileQuery = (providerId: string) =>
  queryOptions({
    queryKey: [...facilityKeys.providers, 'profile', providerId],
    queryFn: ({ signal }) => api.get<FacilityProviderProfile>(`/facility/provider/${encodeURIComponent(providerId)}/profile`, { signal }),
  })

export const workersQuery = (facilityId: string | undefined, search: string) =>
  queryOptions({
    queryKey: [...facilityKeys.providers, 'workers', facilityId ?? 'all', search],
    queryFn: ({ signal }) => api.get<Page<Worker>>('/facility/providers/workers', { signal, query: { facilityId, search, pageSize: 50 } }),
  })

export const preferredQuery = (facilityId: string | undefined) =>
  queryOptions({
    queryKey: [...facilityKeys.providers, 'preferred', facilityId ?? 'all'],
    queryFn: ({ signal }) => api.get<Page<PreferredProvider>>('/facility/providers/preferred', { signal, query: { facilityId, pageSize: 50 } }),
  })

export const unratedQuery = (facilityId: string | undefined) =>
  queryOptions({
    queryKey: [...facilityKeys.providers, 'unrated', facilityId ?? 'all'],
    queryFn: ({ signal }) => api.get<Page<UnratedProviderShift>>('/get-providers-unrated', { signal, query: { facilityId, pageSize: 50 } }),
  })

export const bannedQuery = (facilityId: string, providerId: string) =>
  queryOptions({
    queryKey: [...facilityKeys.providers, 'banned', facilityId, providerId],
    queryFn: async ({ signal }) => {
      try {
        return await api.get<BannedProvider>(`/facility/${encodeURIComponent(facilityId)}/banned-providers/${encodeURIComponent(providerId)}`, { signal })
      } catch (error) {
        // 404 is the API's "not banned".
        if ((error as { status?: number }).status === 404) return null
        throw error
      }
    },
  })

export const paymentMethodsQuery = (facilityId: string | undefined) =>
  queryOptions({
    queryKey: [...facilityKeys.payments, facilityId ?? 'all'],
    queryFn: ({ signal }) =>
      facilityId
        ? api.get<Page<PaymentMethod>>(`/payment-method/facility/${encodeURIComponent(facilityId)}`, { signal })
        : api.get<Page<PaymentMethod>>('/payment-methods/all', { signal }),
  })

/** A path with its query string, for the offline engine's cached reads. */
export function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v))
  const qs = params.toString()
  return qs ? `${path}?${qs}` : path
}

/** Cached reads (useCachedQuery) live under ['offline', …]; refreshing shifts refreshes both kinds. */
export function refreshShifts(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: facilityKeys.shifts }), queryClient.invalidateQueries({ queryKey: ['offline'] })])
}
