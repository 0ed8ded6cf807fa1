import { createFileRoute } from '@tanstack/react-router'
import { TeamList } from '../../../features/admin/components/team/team-list'

export const Route = createFileRoute('/admin/_panel/team')({
  component: TeamList,
})
