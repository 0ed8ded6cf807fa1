/**
 * The hook side of cached reads (`cached-query-options.ts`): react-query state around the
 * network-first-then-device load, with whether the answer is the saved copy. Kept out of the
 * engine chunk so a screen's code does not pull Dexie in.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError, SERVER_FAULT_MESSAGE } from '../lib/api'
import type { CachedQueryOptions } from './cached-query-options'

export interface CachedQueryState<T> {
  data: T | undefined
  isLoading: boolean
  error: ApiError | null
  isFromCache: boolean
  lastSyncedAt: number | null
  refetch(): void
}

export function useCachedQuery<T>(options: CachedQueryOptions<T>, { enabled = true }: { enabled?: boolean } = {}): CachedQueryState<T> {
  const queryClient = useQueryClient()
  const query = useQuery({ ...options, enabled })
  const error = query.error instanceof ApiError ? query.error : query.error ? new ApiError(0, SERVER_FAULT_MESSAGE) : null
  return {
    data: query.data?.data,
    isLoading: query.isLoading,
    error,
    isFromCache: query.data?.isFromCache ?? false,
    lastSyncedAt: query.data?.syncedAt ?? null,
    refetch: () => void queryClient.invalidateQueries({ queryKey: options.queryKey }),
  }
}
