import { createFileRoute } from '@tanstack/react-router'
import { AllShifts } from '../../features/facility/components/all-shifts/all-shifts'
import { parseOrgShiftSearch } from '../../features/facility/org-shift-search'

export const Route = createFileRoute('/facility/all-shifts')({
  validateSearch: parseOrgShiftSearch,
  component: AllShiftsPage,
})

function AllShiftsPage() {
  return <AllShifts search={Route.useSearch()} />
}
