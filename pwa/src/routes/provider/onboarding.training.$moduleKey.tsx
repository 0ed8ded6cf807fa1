import { createFileRoute } from '@tanstack/react-router'
import { trainingModuleQuery } from '../../features/provider/api/compliance'
import { TrainingModulePage } from '../../features/provider/components/onboarding/training-module'

export const Route = createFileRoute('/provider/onboarding/training/$moduleKey')({
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(trainingModuleQuery(params.moduleKey))
  },
  component: TrainingModuleRoute,
})

function TrainingModuleRoute() {
  const { moduleKey } = Route.useParams()
  return <TrainingModulePage key={moduleKey} moduleKey={moduleKey} />
}
