import { createFileRoute } from '@tanstack/react-router'
import { CreditCard } from 'lucide-react'
import { AreaPage } from '../../components/area-page'

export const Route = createFileRoute('/facility/billing')({
  component: () => (
    <AreaPage
      title="Billing"
      description="Payment methods, credits and invoices for your organization."
      empty={{
        icon: <CreditCard aria-hidden className="size-7" />,
        title: 'No payment methods yet',
        description: 'Add a card or a bank account to hire providers. Charges, receipts and available credits are listed here.',
      }}
    />
  ),
})
