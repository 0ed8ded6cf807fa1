import { createFileRoute } from '@tanstack/react-router'
import { BadgePercent } from 'lucide-react'
import { AreaPage } from '../../../components/area-page'

export const Route = createFileRoute('/admin/_panel/prices')({
  component: () => (
    <AreaPage
      title="Prices"
      description="Careers job-board plans and what they cost."
      empty={{
        icon: <BadgePercent aria-hidden className="size-7" />,
        title: 'No prices yet',
        description: 'Monthly, quarterly and yearly prices for each careers plan are listed here, with the dates they apply.',
      }}
    />
  ),
})
