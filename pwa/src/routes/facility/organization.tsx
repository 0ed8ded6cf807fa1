import { createFileRoute } from '@tanstack/react-router'
import { organizationQuery } from '../../features/facility/api/organization'
import { Organization } from '../../features/facility/components/organization/organization'

export const Route = createFileRoute('/facility/organization')({
  // The loader is its own small chunk, fetched beside the screen's: the app's entry stays the first screen's.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(organizationQuery())
  },
  component: Organization,
})
