import { createFileRoute } from '@tanstack/react-router'
import { FacilityHome } from '../../features/facility/components/home/facility-home'

export const Route = createFileRoute('/facility/')({
  component: FacilityHome,
})
