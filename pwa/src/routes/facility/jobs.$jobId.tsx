import { createFileRoute } from '@tanstack/react-router'
import { FacilityJobPage } from '../../features/facility-jobs/components/job-page'

export const Route = createFileRoute('/facility/jobs/$jobId')({
  component: function FacilityJobRoute() {
    const { jobId } = Route.useParams()
    return <FacilityJobPage jobId={jobId} />
  },
})
