import { createFileRoute } from '@tanstack/react-router'
import { ProviderList } from '../../../features/admin/components/providers/provider-list'

export const Route = createFileRoute('/admin/_panel/providers/')({
  component: ProviderList,
})
