import { createFileRoute, Link } from '@tanstack/react-router'
import { CalendarCheck } from 'lucide-react'
import { AreaPage } from '../../components/area-page'
import { buttonClasses } from '../../components/ui/button'

export const Route = createFileRoute('/provider/my-shifts')({
  component: () => (
    <AreaPage
      title="My shifts"
      description="Your applications, booked shifts and past work."
      empty={{
        icon: <CalendarCheck aria-hidden className="size-7" />,
        title: 'No upcoming shifts yet',
        description: 'Apply to a shift and it appears here while the pharmacy decides. Once hired, you will see the address, times and pay.',
        action: (
          <Link to="/provider/shifts" className={buttonClasses()}>
            Browse open shifts near you
          </Link>
        ),
      }}
    />
  ),
})
