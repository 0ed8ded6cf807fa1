import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '../../components/ui/page'
import { FacilityPicker } from '../../features/facility-shifts/facility-choice'
import { OrganizationShifts } from '../../features/facility-shifts/organization-shifts'
import { parseOrgShiftSearch } from '../../features/facility-shifts/org-shift-search'
import { usePageTitle } from '../../lib/use-page-title'

export const Route = createFileRoute('/facility/all-shifts')({
  validateSearch: parseOrgShiftSearch,
  component: AllShifts,
})

function AllShifts() {
  usePageTitle('All shifts')
  const search = Route.useSearch()
  return (
    <>
      <PageHeader
        title="All shifts"
        description="Every shift across your organization, one line per provider needed: open, filled, completed and canceled."
        actions={<FacilityPicker />}
      />
      <OrganizationShifts search={search} />
    </>
  )
}
