import { createFileRoute } from '@tanstack/react-router'
import { JobSearch } from '../../features/provider-jobs/components/job-search'

export const Route = createFileRoute('/provider/jobs/')({
  component: JobSearch,
})
