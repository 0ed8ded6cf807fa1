import { createFileRoute } from '@tanstack/react-router'
import { organizationShiftsQuery } from '../../features/facility/api/shift-lists'
import { AllShifts } from '../../features/facility/components/all-shifts/all-shifts'
import { prefetchForChosenFacility } from '../../features/facility/facility-choice'
import { parseOrgShiftSearch } from '../../features/facility/org-shift-search'
import { startScreenRead } from '../../lib/loaders'

export const Route = createFileRoute('/facility/all-shifts')({
  codeSplitGroupings: [['loader'], ['component']],
  validateSearch: parseOrgShiftSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetchForChosenFacility(context.queryClient, ({ chosen }) => {
      startScreenRead(context.queryClient, organizationShiftsQuery({ ...deps, page: deps.page ?? 1, facilityName: chosen?.name }))
    }),
  component: AllShiftsPage,
})

function AllShiftsPage() {
  return <AllShifts search={Route.useSearch()} />
}
