import { createFileRoute } from '@tanstack/react-router'
import { ShiftList } from '../../../features/admin/components/shifts/shift-list'

export const Route = createFileRoute('/admin/_panel/shifts/')({
  component: ShiftList,
})
