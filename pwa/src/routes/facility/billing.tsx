import { createFileRoute } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { PageHeader } from '../../components/ui/page'
import { FacilityPicker } from '../../features/facility-shifts/facility-choice'
import { formatCents } from '../../features/facility-shifts/format'
import { PaymentMethods } from '../../features/facility-shifts/payment-methods'
import { organizationQuery } from '../../features/facility-shifts/queries'
import { usePageTitle } from '../../lib/use-page-title'

export const Route = createFileRoute('/facility/billing')({
  component: Billing,
})

function Billing() {
  usePageTitle('Billing')
  const { data: org } = useQuery(organizationQuery())
  return (
    <>
      <PageHeader
        title="Billing"
        description="The cards and bank accounts your facilities pay for shifts with. Each shift is charged when you hire; credits are used first."
        actions={<FacilityPicker />}
      />
      {org && org.creditsBalanceInCents > 0 && (
        <p className="mb-4 rounded-xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-800">Available credits: {formatCents(org.creditsBalanceInCents)}</p>
      )}
      <PaymentMethods />
    </>
  )
}
