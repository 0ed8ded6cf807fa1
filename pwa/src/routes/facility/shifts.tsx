import { createFileRoute } from '@tanstack/react-router'
import { CalendarRange } from 'lucide-react'
import { AreaPage } from '../../components/area-page'

export const Route = createFileRoute('/facility/shifts')({
  component: () => (
    <AreaPage
      title="Shifts"
      description="Every shift your facilities have posted, with its applicants and status."
      empty={{
        icon: <CalendarRange aria-hidden className="size-7" />,
        title: 'No shifts posted yet',
        description: 'Shifts you post are listed here by date — open, filled, in progress and completed — with the number of applicants on each.',
      }}
    />
  ),
})
