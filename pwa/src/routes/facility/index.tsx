import { createFileRoute } from '@tanstack/react-router'
import { HOME_COUNTED_GROUPS, inProgressQuery, pendingGroupsQuery } from '../../features/facility/api/shift-lists'
import { FacilityHome } from '../../features/facility/components/home/facility-home'
import { startScreenRead } from '../../lib/loaders'

export const Route = createFileRoute('/facility/')({
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context }) => {
    startScreenRead(context.queryClient, pendingGroupsQuery(undefined, 1, HOME_COUNTED_GROUPS))
    startScreenRead(context.queryClient, inProgressQuery(undefined))
  },
  component: FacilityHome,
})
