import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { VerificationScreen } from '../../../features/admin/components/verification/verification-screen'
import { parseVerificationSearch } from '../../../features/admin/verification-search'

export const Route = createFileRoute('/admin/_panel/verification')({
  validateSearch: parseVerificationSearch,
  component: VerificationPage,
})

function VerificationPage() {
  const { queue } = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  return <VerificationScreen queue={queue} onQueueChange={(next) => void navigate({ search: { queue: next }, replace: true })} />
}
