import { createFileRoute } from '@tanstack/react-router'
import { Gift } from 'lucide-react'
import { AreaPage } from '../../../components/area-page'

export const Route = createFileRoute('/admin/_panel/benefits')({
  component: () => (
    <AreaPage
      title="Benefits"
      description="Fee discounts, careers discounts and credits that organizations can redeem."
      empty={{
        icon: <Gift aria-hidden className="size-7" />,
        title: 'No benefits yet',
        description: 'Benefits you create are listed here with their code, type and value, ready to apply to an organization.',
      }}
    />
  ),
})
