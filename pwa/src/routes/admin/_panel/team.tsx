import { createFileRoute } from '@tanstack/react-router'
import { UsersRound } from 'lucide-react'
import { AreaPage } from '../../../components/area-page'

export const Route = createFileRoute('/admin/_panel/team')({
  component: () => (
    <AreaPage
      title="Team"
      description="People who can sign in to this admin panel, and their roles."
      empty={{
        icon: <UsersRound aria-hidden className="size-7" />,
        title: 'No other team members yet',
        description: 'Invite team members as Admin, Operations or Support. Disabled members keep their history but can no longer sign in.',
      }}
    />
  ),
})
