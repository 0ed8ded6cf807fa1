import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { browseShiftsQuery } from '../../features/provider/api/browse'
import { parseBrowseSearch, type BrowseSearch } from '../../features/provider/browse-search'
import { BrowseShifts } from '../../features/provider/components/browse/browse-shifts'

export const Route = createFileRoute('/provider/shifts/')({
  validateSearch: (raw: Record<string, unknown>): BrowseSearch => parseBrowseSearch(raw),
  loaderDeps: ({ search }) => search,
  // Starts the list's request beside the screen's code instead of after it, without waiting:
  // the first screen shows its frame at once, and nothing here waits for the offline engine.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(browseShiftsQuery(deps))
  },
  component: BrowseShiftsPage,
})

function BrowseShiftsPage() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  return <BrowseShifts search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
}
