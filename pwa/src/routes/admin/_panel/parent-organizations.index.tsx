import { createFileRoute } from '@tanstack/react-router'
import { ParentOrganizationList } from '../../../features/admin/components/parent-organizations/parent-organization-list'

export const Route = createFileRoute('/admin/_panel/parent-organizations/')({
  component: ParentOrganizationList,
})
