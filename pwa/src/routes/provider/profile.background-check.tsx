import { createFileRoute } from '@tanstack/react-router'
import { backgroundCheckQuery } from '../../features/provider/api/profile'
import { BackgroundCheckPage } from '../../features/provider/components/profile/background-check'

export const Route = createFileRoute('/provider/profile/background-check')({
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(backgroundCheckQuery())
  },
  component: BackgroundCheckPage,
})
