/**
 * Query options for a read that survives a lost connection (`cached-query.ts`): network first,
 * else the copy kept on the device. Features build one per API call in their `api/` folder and
 * hand it to `useCachedQuery` in a screen or to `queryClient.ensureQueryData` in a route loader.
 *
 * Small and engine-free, so route loaders (which load with the app's entry) may import it: the
 * request starts at once, and only the copy's write or the fallback waits for the engine.
 */
import { queryOptions } from '@tanstack/react-query'
import { loadCached, type AnswerStore, type CachedResult } from './cached-query'
import { loadEngine } from './load-engine'

/** The react-query key every cached read starts with: invalidating it refreshes them all. */
export const CACHED_QUERIES = ['offline'] as const

/**
 * A cached read's key after `CACHED_QUERIES`, most general first (`['facility', 'group', id,
 * 'preview']`), so a prefix refreshes a family. Joined with dots, it is the copy's key on the device.
 */
export type CachedKey = readonly (string | number)[]

const engineAnswers = (): Promise<AnswerStore> => loadEngine().then((engine) => engine.answers)

export function cachedQueryOptions<T>(key: CachedKey, path: string, { staleTime }: { staleTime?: number } = {}) {
  const storeKey = key.join('.')
  return queryOptions({
    queryKey: [...CACHED_QUERIES, ...key] as readonly unknown[],
    queryFn: ({ signal }): Promise<CachedResult<T>> => loadCached<T>(storeKey, path, signal, { store: engineAnswers }),
    // The query function answers from the device when offline, so react-query must not pause it
    // (its default waits for the network and would show a spinner over data we have).
    networkMode: 'always',
    ...(staleTime === undefined ? {} : { staleTime }),
  })
}

export type CachedQueryOptions<T> = ReturnType<typeof cachedQueryOptions<T>>

/** A path with its query string; empty values are left out, as the API reads them as absent. */
export function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v))
  const qs = params.toString()
  return qs ? `${path}?${qs}` : path
}
