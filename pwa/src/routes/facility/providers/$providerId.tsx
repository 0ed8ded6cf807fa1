import { createFileRoute, Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { PagePending } from '../../../components/page-pending'
import { buttonClasses } from '../../../components/ui/button'
import { ensureScreenData } from '../../../lib/loaders'
import { providerProfileQuery } from '../../../features/facility/api/providers'
import { ProviderProfile } from '../../../features/facility/components/providers/provider-profile'

export const Route = createFileRoute('/facility/providers/$providerId')({
  // The loader is its own small chunk, fetched beside the screen's: the app's entry stays the first screen's.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context, params }) => ensureScreenData(context.queryClient, providerProfileQuery(params.providerId)),
  pendingComponent: () => <PagePending label="Loading the profile…" />,
  pendingMinMs: 0,
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
