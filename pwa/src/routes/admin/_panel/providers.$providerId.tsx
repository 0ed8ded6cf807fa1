import { createFileRoute } from '@tanstack/react-router'
import { ProviderRecord } from '../../../features/admin/components/providers/provider-record'

export const Route = createFileRoute('/admin/_panel/providers/$providerId')({
  component: function AdminProviderRoute() {
    const { providerId } = Route.useParams()
    return <ProviderRecord providerId={providerId} />
  },
})
