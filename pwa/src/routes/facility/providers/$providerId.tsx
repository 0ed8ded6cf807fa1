import { createFileRoute, Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { buttonClasses } from '../../../components/ui/button'
import { ProviderProfile } from '../../../features/facility-shifts/provider-profile'

export const Route = createFileRoute('/facility/providers/$providerId')({
  component: ProfilePage,
})

function ProfilePage() {
  const { providerId } = Route.useParams()
  return (
    <>
      <Link to="/facility/providers" className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3 mb-2' })}>
        <ArrowLeft aria-hidden className="size-4" />
        Providers
      </Link>
      <ProviderProfile providerId={providerId} />
    </>
  )
}
