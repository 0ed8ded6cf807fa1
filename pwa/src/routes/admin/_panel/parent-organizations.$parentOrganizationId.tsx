import { createFileRoute } from '@tanstack/react-router'
import { ParentOrganizationPage } from '../../../features/admin/components/parent-organizations/parent-organization-page'

export const Route = createFileRoute('/admin/_panel/parent-organizations/$parentOrganizationId')({
  component: function AdminParentOrganizationRoute() {
    const { parentOrganizationId } = Route.useParams()
    return <ParentOrganizationPage key={parentOrganizationId} parentOrganizationId={parentOrganizationId} />
  },
})
