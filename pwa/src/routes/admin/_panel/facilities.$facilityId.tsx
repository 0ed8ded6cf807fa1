import { createFileRoute } from '@tanstack/react-router'
import { FacilityPage } from '../../../features/admin/components/facilities/facility-page'

export const Route = createFileRoute('/admin/_panel/facilities/$facilityId')({
  component: function AdminFacilityRoute() {
    const { facilityId } = Route.useParams()
    return <FacilityPage key={facilityId} facilityId={facilityId} />
  },
})
