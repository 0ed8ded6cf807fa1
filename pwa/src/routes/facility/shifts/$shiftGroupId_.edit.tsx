import { createFileRoute } from '@tanstack/react-router'
import { PagePending } from '../../../components/page-pending'
import { ensureScreenData } from '../../../lib/loaders'
import { groupApplicantsQuery, groupPreviewQuery } from '../../../features/facility/api/shift-group'
import { EditShift } from '../../../features/facility/components/posting/edit-shift'

/** `$shiftGroupId_`: not nested in the group's screen, a screen of its own. */
export const Route = createFileRoute('/facility/shifts/$shiftGroupId_/edit')({
  // The loader is its own small chunk, fetched beside the screen's: the app's entry stays the first screen's.
  codeSplitGroupings: [['loader'], ['component']],
  // The form starts from the group as loaded, and what it offers depends on whether anyone is hired.
  loader: ({ context, params }) =>
    Promise.all([
      ensureScreenData(context.queryClient, groupPreviewQuery(params.shiftGroupId)),
      ensureScreenData(context.queryClient, groupApplicantsQuery(params.shiftGroupId)),
    ]),
  pendingComponent: () => <PagePending label="Loading the shift…" />,
  pendingMinMs: 0,
  component: EditShiftPage,
})

function EditShiftPage() {
  return <EditShift shiftGroupId={Route.useParams().shiftGroupId} />
}
