import { createFileRoute } from '@tanstack/react-router'
import { organizationQuery } from '../../features/facility/api/organization'
import { Billing } from '../../features/facility/components/billing/billing'

export const Route = createFileRoute('/facility/billing')({
  // The loader is its own small chunk, fetched beside the screen's: the app's entry stays the first screen's.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(organizationQuery())
  },
  component: Billing,
})
