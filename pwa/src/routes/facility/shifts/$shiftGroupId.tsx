import { useState } from 'react'
import { createFileRoute, Link } from '@tanstack/react-router'
import { ShiftGroupDetail } from '../../../features/facility-shifts/group-detail'
import { ArrowLeft } from 'lucide-react'
import { buttonClasses } from '../../../components/ui/button'

export const Route = createFileRoute('/facility/shifts/$shiftGroupId')({
  validateSearch: (search: Record<string, unknown>): { posted?: number; edited?: 1 } => {
    const posted = Number(search.posted)
    return {
      ...(Number.isInteger(posted) && posted > 0 ? { posted } : {}),
      ...(Number(search.edited) === 1 ? { edited: 1 as const } : {}),
    }
  },
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
