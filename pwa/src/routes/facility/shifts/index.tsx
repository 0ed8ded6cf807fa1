import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { Shifts } from '../../../features/facility/components/shifts/shifts'

export const Route = createFileRoute('/facility/shifts/')({
  validateSearch: (search: Record<string, unknown>): { view?: 'in-progress' } => (search.view === 'in-progress' ? { view: 'in-progress' } : {}),
  component: ShiftsPage,
})

function ShiftsPage() {
  const { view = 'open' } = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  return <Shifts view={view} onViewChange={(next) => void navigate({ search: next === 'open' ? {} : { view: next }, replace: true })} />
}
