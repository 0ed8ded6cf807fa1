import { createFileRoute, Link } from '@tanstack/react-router'
import { Wallet } from 'lucide-react'
import { AreaPage } from '../../components/area-page'
import { buttonClasses } from '../../components/ui/button'

export const Route = createFileRoute('/provider/payments')({
  component: () => (
    <AreaPage
      title="Payments"
      description="What you've earned from shifts and bonuses, and where each payout stands."
      empty={{
        icon: <Wallet aria-hidden className="size-7" />,
        title: 'No payments yet',
        description: 'After you work a shift and the pharmacy confirms your hours, the payment shows here — processing, pending or completed.',
        action: (
          <Link to="/provider/shifts" className={buttonClasses({ variant: 'secondary' })}>
            Find a shift to work
          </Link>
        ),
      }}
    />
  ),
})
