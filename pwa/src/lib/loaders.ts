/**
 * What route loaders do with a screen's reads (each a `queryOptions` from a feature's `api/`).
 *
 * A visit reads anew: the copy in memory may be from a moment ago, before the provider who just
 * applied (a query's `staleTime` only spares the screen a second request right after its
 * loader's, not the visit after). A detail screen that is little without its data awaits the read
 * (`ensureScreenData`): with the router's preload on hover it has usually arrived by the time of
 * the click, and the screen opens whole. A list only starts it (`startScreenRead`, not awaited),
 * so the request runs beside the screen's code download and the list shows its frame, its
 * skeleton or its last copy at once.
 */
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * Awaits a screen's read. A failure is not the route's: the screen shows its own error with
 * "Try again", so it is swallowed here, and tried once (the screen's own read retries).
 */
export async function ensureScreenData<T, K extends QueryKey>(queryClient: QueryClient, options: FetchQueryOptions<T, Error, T, K>): Promise<void> {
  try {
    await queryClient.fetchQuery({ ...options, staleTime: 0, retry: false })
  } catch {
    // Shown by the screen.
  }
}

/** Starts a list's read for this visit without waiting for it. */
export function startScreenRead<T, K extends QueryKey>(queryClient: QueryClient, options: FetchQueryOptions<T, Error, T, K>): void {
  void queryClient.prefetchQuery({ ...options, staleTime: 0 })
}
