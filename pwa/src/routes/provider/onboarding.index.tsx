import { createFileRoute } from '@tanstack/react-router'
import { onboardingQuery } from '../../features/provider/api/compliance'
import { OnboardingChecklistPage } from '../../features/provider/components/onboarding/onboarding-checklist'

export const Route = createFileRoute('/provider/onboarding/')({
  // The loader is its own small chunk, fetched beside the screen's: the app's entry stays the first screen's.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(onboardingQuery())
  },
  component: OnboardingChecklistPage,
})
