import { createFileRoute } from '@tanstack/react-router'
import { Providers } from '../../../features/facility/components/providers/providers'

export const Route = createFileRoute('/facility/providers/')({
  component: Providers,
})
