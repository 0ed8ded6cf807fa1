/**
 * The hook side of cached reads (`cached-query.ts`): react-query state around the
 * network-first-then-Dexie load. Kept out of the engine chunk so a screen's code does not pull
 * Dexie in; the request does not wait for the engine, only the Dexie write and fallback do.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError, SERVER_FAULT_MESSAGE } from '../lib/api'
import { loadCached, type AnswerStore } from './cached-query'
import { loadEngine } from './load-engine'

const engineAnswers = (): Promise<AnswerStore> => loadEngine().then((engine) => engine.answers)

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
    queryFn: ({ signal }) => loadCached<T>(options.key, options.path, signal, { store: engineAnswers }),
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
