import { createFileRoute } from '@tanstack/react-router'
import { Building } from 'lucide-react'
import { AreaPage } from '../../../components/area-page'

export const Route = createFileRoute('/admin/_panel/facilities')({
  component: () => (
    <AreaPage
      title="Facilities"
      description="Every pharmacy location, with its organization and address."
      empty={{
        icon: <Building aria-hidden className="size-7" />,
        title: 'No facilities yet',
        description: 'Facilities appear here as pharmacies sign up or add locations, with the providers they have hired.',
      }}
    />
  ),
})
