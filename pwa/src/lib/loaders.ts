/**
 * What route loaders do with a screen's reads (each a `queryOptions` from a feature's `api/`).
 *
 * A detail screen that is little without its data awaits it (`ensureScreenData`): with the
 * router's preload on hover, the data is usually there by the time of the click, and the screen
 * opens whole. A list only starts its read (`queryClient.prefetchQuery`, not awaited) so the
 * request runs beside the screen's code download; the list shows its frame and skeleton at once.
 */
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * Awaits a screen's first read. A failure is not the route's: the screen shows its own error
 * with "Try again", so it is swallowed here, and tried once (the screen's own read retries).
 */
export async function ensureScreenData<T, K extends QueryKey>(queryClient: QueryClient, options: FetchQueryOptions<T, Error, T, K>): Promise<void> {
  try {
    await queryClient.ensureQueryData({ ...options, retry: false })
  } catch {
    // Shown by the screen.
  }
}
