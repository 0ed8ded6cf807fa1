import { createFileRoute } from '@tanstack/react-router'
import { Users } from 'lucide-react'
import { AreaPage } from '../../components/area-page'

export const Route = createFileRoute('/facility/providers')({
  component: () => (
    <AreaPage
      title="Providers"
      description="Pharmacists, technicians and interns who have worked with you."
      empty={{
        icon: <Users aria-hidden className="size-7" />,
        title: 'No providers have worked with you yet',
        description: 'After a completed shift, the provider is listed here. Mark the ones you like as preferred so they hear about your shifts first.',
      }}
    />
  ),
})
