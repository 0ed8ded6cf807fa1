import { createFileRoute } from '@tanstack/react-router'
import { CareersPlan } from '../../features/facility-jobs/components/careers-plan'

export const Route = createFileRoute('/facility/careers-plan')({
  component: CareersPlan,
})
