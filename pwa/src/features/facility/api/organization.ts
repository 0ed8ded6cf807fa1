/** The organization and the facilities the signed-in user works for. */
import { queryOptions } from '@tanstack/react-query'
import type { FacilityList, FacilitySideOrganization } from '@shared/contracts/facility-shifts'
import { api } from '../../../lib/api'

/** `GET /facility`: the facilities this user may act for (every screen's facility picker). */
export const facilitiesQuery = () =>
  queryOptions({
    queryKey: ['facility', 'list'],
    queryFn: ({ signal }) => api.get<FacilityList>('/facility', { signal }),
    staleTime: 5 * 60_000,
  })

/** `GET /organization`: its facilities, team, referral code, credits and fee. */
export const organizationQuery = () =>
  queryOptions({
    queryKey: ['facility', 'organization'],
    queryFn: ({ signal }) => api.get<FacilitySideOrganization>('/organization', { signal }),
    staleTime: 60_000,
  })
