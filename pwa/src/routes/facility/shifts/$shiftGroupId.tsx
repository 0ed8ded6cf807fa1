import { useState } from 'react'
import { createFileRoute, Link } from '@tanstack/react-router'
import { ShiftGroupDetail } from '../../../features/facility-shifts/group-detail'
import { ArrowLeft } from 'lucide-react'
import { buttonClasses } from '../../../components/ui/button'

export const Route = createFileRoute('/facility/shifts/$shiftGroupId')({
  validateSearch: (search: Record<string, unknown>): { posted?: number } => {
    const posted = Number(search.posted)
    return Number.isInteger(posted) && posted > 0 ? { posted } : {}
  },
  component: GroupPage,
})

function GroupPage() {
  const { shiftGroupId } = Route.useParams()
  const { posted } = Route.useSearch()
  const [postedShown] = useState(posted)
  return (
    <>
      <Link to="/facility/shifts" className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3 mb-2' })}>
        <ArrowLeft aria-hidden className="size-4" />
        Shifts
      </Link>
      <ShiftGroupDetail shiftGroupId={shiftGroupId} posted={postedShown} />
    </>
  )
}
