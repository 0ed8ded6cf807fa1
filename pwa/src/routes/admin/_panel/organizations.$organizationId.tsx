import { createFileRoute } from '@tanstack/react-router'
import { OrganizationPage } from '../../../features/admin/components/organizations/organization-page'

export const Route = createFileRoute('/admin/_panel/organizations/$organizationId')({
  component: function AdminOrganizationRoute() {
    const { organizationId } = Route.useParams()
    return <OrganizationPage key={organizationId} organizationId={organizationId} />
  },
})
