import { createFileRoute } from '@tanstack/react-router'
import { JobPage } from '../../features/provider-jobs/components/job-page'

export const Route = createFileRoute('/provider/jobs/$jobId')({
  component: function ProviderJobRoute() {
    const { jobId } = Route.useParams()
    return <JobPage jobId={jobId} />
  },
})
