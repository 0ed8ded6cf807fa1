import { createFileRoute } from '@tanstack/react-router'
import { trainingModulesQuery } from '../../features/provider/api/compliance'
import { TrainingListPage } from '../../features/provider/components/onboarding/training-list'

export const Route = createFileRoute('/provider/onboarding/training/')({
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(trainingModulesQuery())
  },
  component: TrainingListPage,
})
