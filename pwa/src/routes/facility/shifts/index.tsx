import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { inProgressQuery, pendingGroupsQuery } from '../../../features/facility/api/shift-lists'
import { Shifts } from '../../../features/facility/components/shifts/shifts'
import { prefetchForChosenFacility } from '../../../features/facility/facility-choice'
import { startScreenRead } from '../../../lib/loaders'

export const Route = createFileRoute('/facility/shifts/')({
  codeSplitGroupings: [['loader'], ['component']],
  validateSearch: (search: Record<string, unknown>): { view?: 'in-progress' } => (search.view === 'in-progress' ? { view: 'in-progress' } : {}),
  loaderDeps: ({ search }) => ({ view: search.view }),
  loader: ({ context, deps }) =>
    prefetchForChosenFacility(context.queryClient, ({ chosen }) => {
      if (deps.view === 'in-progress') startScreenRead(context.queryClient, inProgressQuery(chosen?.facilityId))
      else startScreenRead(context.queryClient, pendingGroupsQuery(chosen?.facilityId))
    }),
  component: ShiftsPage,
})

function ShiftsPage() {
  const { view = 'open' } = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  return <Shifts view={view} onViewChange={(next) => void navigate({ search: next === 'open' ? {} : { view: next }, replace: true })} />
}
