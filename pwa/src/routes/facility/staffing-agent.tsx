import { createFileRoute } from '@tanstack/react-router'
import { StaffingAgent } from '../../features/facility/components/staffing-agent/staffing-agent'

export const Route = createFileRoute('/facility/staffing-agent')({
  component: StaffingAgent,
})
