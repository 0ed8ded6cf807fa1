import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { VERIFICATION_QUEUES, VerificationScreen, type VerificationQueueName } from '../../../features/admin/components/verification/verification-screen'

/** `?queue=` one of the three queues; anything else opens the first. */
function parseSearch(search: Record<string, unknown>): { queue: VerificationQueueName } {
  const queue = VERIFICATION_QUEUES.find((q) => q === search.queue)
  return { queue: queue ?? 'certifications' }
}

export const Route = createFileRoute('/admin/_panel/verification')({
  validateSearch: parseSearch,
  component: VerificationPage,
})

function VerificationPage() {
  const { queue } = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  return <VerificationScreen queue={queue} onQueueChange={(next) => void navigate({ search: { queue: next }, replace: true })} />
}
