import { createFileRoute, Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { buttonClasses } from '../../components/ui/button'
import { PageHeader } from '../../components/ui/page'
import { ShiftOnboarding } from '../../features/provider/components/shift-onboarding/shift-onboarding'
import { usePageTitle } from '../../lib/use-page-title'

export const Route = createFileRoute('/provider/onboarding-packet/$shiftId')({
  component: OnboardingPacketPage,
})

function OnboardingPacketPage() {
  usePageTitle('Pharmacy onboarding')
  const { shiftId } = Route.useParams()
  return (
    <>
      <Link to="/provider/my-shifts" className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3 mb-2' })}>
        <ArrowLeft aria-hidden className="size-4" />
        My shifts
      </Link>
      <PageHeader title="Pharmacy onboarding" description="How this pharmacy works: read it before your shift. It stays on this device once opened." />
      <ShiftOnboarding shiftId={shiftId} />
    </>
  )
}
