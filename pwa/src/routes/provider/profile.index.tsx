import { createFileRoute } from '@tanstack/react-router'
import { licensesQuery } from '../../features/provider/api/licenses'
import { ProviderProfile } from '../../features/provider/components/profile/profile'

export const Route = createFileRoute('/provider/profile/')({
  // The loader is its own small chunk, fetched beside the screen's: the app's entry stays the first screen's.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(licensesQuery())
  },
  component: ProviderProfile,
})
