import type { QueryClient } from '@tanstack/react-query'

/**
 * What every route's `beforeLoad` and `loader` receive. Its own file so the root route does not
 * import `router.tsx`, which imports the generated route tree, which imports the root route.
 */
export interface RouterContext {
  queryClient: QueryClient
}
