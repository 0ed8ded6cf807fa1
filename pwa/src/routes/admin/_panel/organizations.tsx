import { createFileRoute } from '@tanstack/react-router'
import { Building2 } from 'lucide-react'
import { AreaPage } from '../../../components/area-page'

export const Route = createFileRoute('/admin/_panel/organizations')({
  component: () => (
    <AreaPage
      title="Organizations"
      description="Customer organizations, their parent organizations, fees, credits and members."
      empty={{
        icon: <Building2 aria-hidden className="size-7" />,
        title: 'No organizations yet',
        description: 'Each pharmacy that signs up creates an organization. They are listed here with their facilities, percentage fee and available credits.',
      }}
    />
  ),
})
