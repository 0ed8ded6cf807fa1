import { createFileRoute } from '@tanstack/react-router'
import { JobList } from '../../features/facility-jobs/components/job-list'

export const Route = createFileRoute('/facility/jobs/')({
  component: JobList,
})
