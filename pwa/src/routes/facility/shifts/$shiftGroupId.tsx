import { useState } from 'react'
import { createFileRoute, Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { PagePending } from '../../../components/page-pending'
import { buttonClasses } from '../../../components/ui/button'
import { ensureScreenData } from '../../../lib/loaders'
import { groupApplicantsQuery, groupPreviewQuery } from '../../../features/facility/api/shift-group'
import { ShiftGroupDetail } from '../../../features/facility/components/group/group-detail'

export const Route = createFileRoute('/facility/shifts/$shiftGroupId')({
  // The loader is its own small chunk, fetched beside the screen's: the app's entry stays the first screen's.
  codeSplitGroupings: [['loader'], ['component']],
  /** `posted`: how many groups the post just made; `edited`: the editor just saved. Each shows its notice once. */
  validateSearch: (search: Record<string, unknown>): { posted?: number; edited?: 1 } => {
    const posted = Number(search.posted)
    return {
      ...(Number.isInteger(posted) && posted > 0 ? { posted } : {}),
      ...(Number(search.edited) === 1 ? { edited: 1 as const } : {}),
    }
  },
  loader: ({ context, params }) =>
    Promise.all([
      ensureScreenData(context.queryClient, groupPreviewQuery(params.shiftGroupId)),
      ensureScreenData(context.queryClient, groupApplicantsQuery(params.shiftGroupId)),
    ]),
  pendingComponent: () => <PagePending label="Loading the shift…" />,
  pendingMinMs: 0,
  component: GroupPage,
})

function GroupPage() {
  const { shiftGroupId } = Route.useParams()
  const { posted, edited } = Route.useSearch()
  const [shown] = useState({ posted, edited })
  return (
    <>
      <Link to="/facility/shifts" className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3 mb-2' })}>
        <ArrowLeft aria-hidden className="size-4" />
        Shifts
      </Link>
      <ShiftGroupDetail shiftGroupId={shiftGroupId} posted={shown.posted} edited={Boolean(shown.edited)} />
    </>
  )
}
