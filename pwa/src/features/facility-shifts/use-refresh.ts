import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { cachedQueryKey, onOperationDone } from '../../offline'
import { facilityKeys, refreshShifts } from './queries'

/** Lists refresh when any queued facility action lands, here or in another tab. */
export function useRefreshOnOperations(): void {
  const queryClient = useQueryClient()
  useEffect(
    () =>
      onOperationDone((item) => {
        if (item.op === 'rating.provider') void queryClient.invalidateQueries({ queryKey: facilityKeys.providers })
        void refreshShifts(queryClient)
      }),
    [queryClient],
  )
}

/**
 * Cached lists read again when a screen opens them: a copy from a minute ago would hide the
 * provider who just applied. The copy shows meanwhile, so nothing flickers.
 */
export function useFreshOnMount(keys: readonly string[]): void {
  const queryClient = useQueryClient()
  const joined = keys.join('|')
  useEffect(() => {
    for (const key of joined.split('|')) {
      // Data present at mount is from an earlier visit; a fetch already under way is fresh enough.
      const state = queryClient.getQueryState(cachedQueryKey(key))
      if (state?.dataUpdatedAt && state.fetchStatus !== 'fetching') void queryClient.invalidateQueries({ queryKey: cachedQueryKey(key) })
    }
  }, [queryClient, joined])
}
