/** Providers as the facility sees them: who worked there, preferred, to rate, banned; and the writes on them. */
import { queryOptions } from '@tanstack/react-query'
import type {
  BanBody,
  BannedProvider,
  BanResult,
  FacilityProviderProfile,
  PreferredProviderBody,
  PreferredProviderPage,
  WorkerPage,
} from '@shared/contracts/facility-providers'
import type { UnratedProviderShiftPage } from '@shared/contracts/ratings'
import { ApiError, api } from '../../../lib/api'

/** Every provider read starts with this: refreshed together after a rating, a preference or a ban. */
export const PROVIDER_QUERIES = ['facility', 'providers'] as const

const provider = (providerId: string) => `/facility/providers/${encodeURIComponent(providerId)}`

/** `GET /facility/provider/{id}/profile`. */
export const providerProfileQuery = (providerId: string) =>
  queryOptions({
    queryKey: [...PROVIDER_QUERIES, 'profile', providerId],
    queryFn: ({ signal }) => api.get<FacilityProviderProfile>(`/facility/provider/${encodeURIComponent(providerId)}/profile`, { signal }),
  })

/** `GET /facility/providers/workers`: providers who worked at the facility, by name. */
export const workersQuery = (facilityId: string | undefined, search: string) =>
  queryOptions({
    queryKey: [...PROVIDER_QUERIES, 'workers', facilityId ?? 'all', search],
    queryFn: ({ signal }) => api.get<WorkerPage>('/facility/providers/workers', { signal, query: { facilityId, search, pageSize: 50 } }),
  })

/** `GET /facility/providers/preferred`. */
export const preferredProvidersQuery = (facilityId: string | undefined) =>
  queryOptions({
    queryKey: [...PROVIDER_QUERIES, 'preferred', facilityId ?? 'all'],
    queryFn: ({ signal }) => api.get<PreferredProviderPage>('/facility/providers/preferred', { signal, query: { facilityId, pageSize: 50 } }),
  })

/** `GET /get-providers-unrated`: completed shifts whose provider the facility may still rate. */
export const unratedProvidersQuery = (facilityId: string | undefined) =>
  queryOptions({
    queryKey: [...PROVIDER_QUERIES, 'unrated', facilityId ?? 'all'],
    queryFn: ({ signal }) => api.get<UnratedProviderShiftPage>('/get-providers-unrated', { signal, query: { facilityId, pageSize: 50 } }),
  })

/** `GET /facility/{facilityId}/banned-providers/{providerId}`: the ban, or null (the API's 404 means "not banned"). */
export const bannedProviderQuery = (facilityId: string, providerId: string) =>
  queryOptions({
    queryKey: [...PROVIDER_QUERIES, 'banned', facilityId, providerId],
    queryFn: async ({ signal }) => {
      try {
        return await api.get<BannedProvider>(`/facility/${encodeURIComponent(facilityId)}/banned-providers/${encodeURIComponent(providerId)}`, { signal })
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null
        throw error
      }
    },
  })

/** `POST` / `DELETE /facility/providers/preferred`. */
export const setPreferred = (body: PreferredProviderBody, preferred: boolean) =>
  preferred ? api.post('/facility/providers/preferred', body) : api.delete('/facility/providers/preferred', { query: { ...body } })

/** `POST /facility/providers/{id}/ban`: the ban withdraws the provider's pending applications. */
export const banProvider = (providerId: string, body: BanBody) => api.post<BanResult>(`${provider(providerId)}/ban`, body)

/** `DELETE /facility/providers/{id}/ban`: a hard ban is lifted everywhere, a ban at its facility. */
export const liftBan = (providerId: string, ban: { isHardBanned: boolean; facilityId: string }) =>
  api.delete(`${provider(providerId)}/ban`, { query: ban.isHardBanned ? { banType: 'HARD_BAN' } : { banType: 'BAN', facilityId: ban.facilityId } })
