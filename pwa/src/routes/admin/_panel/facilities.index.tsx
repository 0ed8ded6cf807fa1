import { createFileRoute } from '@tanstack/react-router'
import { FacilityExport } from '../../../features/admin/components/facilities/facility-export'

export const Route = createFileRoute('/admin/_panel/facilities/')({
  component: FacilityExport,
})
