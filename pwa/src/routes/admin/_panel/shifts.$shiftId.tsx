import { createFileRoute } from '@tanstack/react-router'
import { ShiftPage } from '../../../features/admin/components/shifts/shift-page'

export const Route = createFileRoute('/admin/_panel/shifts/$shiftId')({
  component: function AdminShiftRoute() {
    const { shiftId } = Route.useParams()
    return <ShiftPage shiftId={shiftId} />
  },
})
