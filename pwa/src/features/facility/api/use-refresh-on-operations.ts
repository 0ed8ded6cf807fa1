import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { onOperationDone } from '../../../offline'
import { PROVIDER_QUERIES } from './providers'
import { refreshShifts } from './shift-lists'

/** Lists refresh when any queued facility action lands, here or in another tab. */
export function useRefreshOnOperations(): void {
  const queryClient = useQueryClient()
  useEffect(
    () =>
      onOperationDone((item) => {
        if (item.op === 'rating.provider') void queryClient.invalidateQueries({ queryKey: PROVIDER_QUERIES })
        void refreshShifts(queryClient)
      }),
    [queryClient],
  )
}
