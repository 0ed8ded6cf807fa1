import { createFileRoute } from '@tanstack/react-router'
import { HOME_COUNTED_GROUPS, inProgressQuery, pendingGroupsQuery } from '../../features/facility/api/shift-lists'
import { FacilityHome } from '../../features/facility/components/home/facility-home'

export const Route = createFileRoute('/facility/')({
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(pendingGroupsQuery(undefined, 1, HOME_COUNTED_GROUPS))
    void context.queryClient.prefetchQuery(inProgressQuery(undefined))
  },
  component: FacilityHome,
})
