import { createFileRoute } from '@tanstack/react-router'
import { organizationQuery } from '../../features/facility/api/organization'
import { Team } from '../../features/facility/components/team/team'

export const Route = createFileRoute('/facility/team')({
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(organizationQuery())
  },
  component: Team,
})
