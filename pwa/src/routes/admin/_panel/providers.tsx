import { createFileRoute } from '@tanstack/react-router'
import { Stethoscope } from 'lucide-react'
import { AreaPage } from '../../../components/area-page'

export const Route = createFileRoute('/admin/_panel/providers')({
  component: () => (
    <AreaPage
      title="Providers"
      description="Pharmacists, technicians and interns on the marketplace."
      empty={{
        icon: <Stethoscope aria-hidden className="size-7" />,
        title: 'No providers yet',
        description: 'Providers who sign up are listed here with their title, location, rate and points.',
      }}
    />
  ),
})
