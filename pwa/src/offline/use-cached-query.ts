/**
 * The hook side of cached reads (`cached-query.ts`): react-query state around the engine's
 * network-first-then-Dexie load. Kept out of the engine chunk so a screen's code does not pull
 * Dexie in; the engine is usually loaded by `startSync` before the first query runs.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError, SERVER_FAULT_MESSAGE } from '../lib/api'
import { loadEngine } from './load-engine'

/** The react-query key of a cached query, for `invalidateQueries` after an operation lands. */
export function cachedQueryKey(key: string): readonly ['offline', string] {
  return ['offline', key]
}

export function useCachedQuery<T>(options: { key: string; path: string; enabled?: boolean }): {
  data: T | undefined
  isLoading: boolean
  error: ApiError | null
  isFromCache: boolean
  lastSyncedAt: number | null
  refetch(): void
} {
  const queryClient = useQueryClient()
  const query = useQuery({
    queryKey: cachedQueryKey(options.key),
    queryFn: ({ signal }) => loadEngine().then((engine) => engine.loadCached<T>(options.key, options.path, signal)),
    enabled: options.enabled ?? true,
    // The query function answers from Dexie when offline, so react-query must not pause it
    // (its default waits for the network and would show a spinner over data we have).
    networkMode: 'always',
  })
  const error = query.error instanceof ApiError ? query.error : query.error ? new ApiError(0, SERVER_FAULT_MESSAGE) : null
  return {
    data: query.data?.data,
    isLoading: query.isLoading,
    error,
    isFromCache: query.data?.isFromCache ?? false,
    lastSyncedAt: query.data?.syncedAt ?? null,
    refetch: () => void queryClient.invalidateQueries({ queryKey: cachedQueryKey(options.key) }),
  }
}
