import { createFileRoute } from '@tanstack/react-router'
import { JobEditor } from '../../features/facility-jobs/components/job-editor'

export const Route = createFileRoute('/facility/jobs/new')({
  component: JobEditor,
})
