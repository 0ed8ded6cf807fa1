import { createFileRoute } from '@tanstack/react-router'
import { Search } from 'lucide-react'
import { AreaPage } from '../../components/area-page'

export const Route = createFileRoute('/provider/shifts')({
  component: () => (
    <AreaPage
      title="Open shifts"
      description="Shifts posted by pharmacies near you and in the states where you hold a license."
      empty={{
        icon: <Search aria-hidden className="size-7" />,
        title: 'No open shifts near you right now',
        description: 'New shifts are posted every day. Each one shows its pay, hours, distance and the software used on site.',
      }}
    />
  ),
})
