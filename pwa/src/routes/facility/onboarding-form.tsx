import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '../../components/ui/page'
import { OnboardingFormScreen } from '../../features/facility/components/onboarding-form/onboarding-form-screen'
import { usePageTitle } from '../../lib/use-page-title'

export const Route = createFileRoute('/facility/onboarding-form')({
  validateSearch: (search: Record<string, unknown>): { facilityId?: string } => (typeof search.facilityId === 'string' && search.facilityId ? { facilityId: search.facilityId } : {}),
  component: OnboardingFormPage,
})

function OnboardingFormPage() {
  usePageTitle('Onboarding form')
  const { facilityId } = Route.useSearch()
  return (
    <>
      <PageHeader title="Onboarding form" description="Tell providers how your pharmacy works before their first shift. Your answers are kept on this device until they are sent." />
      <OnboardingFormScreen facilityId={facilityId} />
    </>
  )
}
