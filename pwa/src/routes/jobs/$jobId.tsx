import { createFileRoute } from '@tanstack/react-router'
import { PublicJobPage } from '../../features/public-jobs/components/public-job-page'

// A listed job's public page (spec 001 §7 `GET /public/jobs/{jobId}`): no account needed.
export const Route = createFileRoute('/jobs/$jobId')({
  component: PublicJob,
})

function PublicJob() {
  return <PublicJobPage jobId={Route.useParams().jobId} />
}
