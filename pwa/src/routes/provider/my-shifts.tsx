import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { appliedShiftsQuery, approvedShiftsQuery, MY_SHIFTS_PAGE_SIZE } from '../../features/provider/api/my-shifts'
import { MyShifts } from '../../features/provider/components/my-shifts/my-shifts'
import { parseMyShiftsSearch } from '../../features/provider/my-shifts-search'

export const Route = createFileRoute('/provider/my-shifts')({
  // The loader is its own small chunk, fetched beside the screen's: the app's entry stays the first screen's.
  codeSplitGroupings: [['loader'], ['component']],
  validateSearch: parseMyShiftsSearch,
  // Both tabs' counts show at once; their reads start beside the screen's code.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(approvedShiftsQuery(MY_SHIFTS_PAGE_SIZE))
    void context.queryClient.prefetchQuery(appliedShiftsQuery())
  },
  component: MyShiftsPage,
})

function MyShiftsPage() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  return <MyShifts search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
}
