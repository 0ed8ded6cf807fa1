import { createFileRoute } from '@tanstack/react-router'
import { educationQuery, workExperienceQuery } from '../../features/provider/api/profile'
import { WorkHistoryPage } from '../../features/provider/components/profile/history'

export const Route = createFileRoute('/provider/profile/history')({
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(workExperienceQuery())
    void context.queryClient.prefetchQuery(educationQuery())
  },
  component: WorkHistoryPage,
})
