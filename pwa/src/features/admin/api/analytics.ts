/** The admin dashboard's figures (issue "Running the company" §6): each for a timeframe, with the window before. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { Timeframe } from '@shared/contracts/analytics'
import { api } from '../../../lib/api'

export const figureQuery = <T>(name: string, timeframe: Timeframe) =>
  queryOptions({
    queryKey: ['admin', 'analytics', name, timeframe],
    queryFn: ({ signal }) => api.get<T>(`/admin-panel/analytics/dashboard/${name}`, { auth: 'admin', signal, query: { timeframe } }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  })
