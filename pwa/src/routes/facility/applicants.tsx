import { createFileRoute, Link } from '@tanstack/react-router'
import { UserRoundCheck } from 'lucide-react'
import { AreaPage } from '../../components/area-page'
import { buttonClasses } from '../../components/ui/button'

export const Route = createFileRoute('/facility/applicants')({
  component: () => (
    <AreaPage
      title="Applicants"
      description="Providers who applied to your shifts, grouped by not filled, filled and completed."
      empty={{
        icon: <UserRoundCheck aria-hidden className="size-7" />,
        title: 'No applicants yet',
        description: "When providers apply, you can compare their licenses, software experience, specialties and ratings here, then hire in one step.",
        action: (
          <Link to="/facility/shifts" className={buttonClasses({ variant: 'secondary' })}>
            View your shifts
          </Link>
        ),
      }}
    />
  ),
})
