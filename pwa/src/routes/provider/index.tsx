import { createFileRoute } from '@tanstack/react-router'
import { ProviderHome } from '../../features/provider/components/home/provider-home'

export const Route = createFileRoute('/provider/')({
  component: ProviderHome,
})
