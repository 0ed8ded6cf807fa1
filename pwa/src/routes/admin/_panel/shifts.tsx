import { createFileRoute } from '@tanstack/react-router'
import { CalendarRange } from 'lucide-react'
import { AreaPage } from '../../../components/area-page'

export const Route = createFileRoute('/admin/_panel/shifts')({
  component: () => (
    <AreaPage
      title="Shifts"
      description="All shifts across the marketplace, with status, rates and the hired provider."
      empty={{
        icon: <CalendarRange aria-hidden className="size-7" />,
        title: 'No shifts yet',
        description: 'Shifts posted by facilities are listed here. Filter by dates, provider type and status, and open one to adjust hours, add a bonus or cancel it.',
      }}
    />
  ),
})
