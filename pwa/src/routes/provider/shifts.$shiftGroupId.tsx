import { createFileRoute } from '@tanstack/react-router'
import { PagePending } from '../../components/page-pending'
import { ensureScreenData } from '../../lib/loaders'
import { shiftGroupQuery } from '../../features/provider/api/shift-group'
import { ShiftDetails } from '../../features/provider/components/shift/shift-details'

export const Route = createFileRoute('/provider/shifts/$shiftGroupId')({
  // The loader is its own small chunk, fetched beside the screen's: the app's entry stays the first screen's.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context, params }) => ensureScreenData(context.queryClient, shiftGroupQuery(params.shiftGroupId)),
  pendingComponent: () => <PagePending label="Loading the shift" />,
  pendingMinMs: 0,
  component: ShiftDetailPage,
})

function ShiftDetailPage() {
  const { shiftGroupId } = Route.useParams()
  return <ShiftDetails shiftGroupId={shiftGroupId} />
}
