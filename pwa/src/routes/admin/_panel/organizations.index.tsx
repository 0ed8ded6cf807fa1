import { createFileRoute } from '@tanstack/react-router'
import { OrganizationList } from '../../../features/admin/components/organizations/organization-list'

export const Route = createFileRoute('/admin/_panel/organizations/')({
  component: OrganizationList,
})
