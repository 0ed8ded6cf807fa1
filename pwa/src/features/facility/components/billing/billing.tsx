/** Billing: the organization's credits and the cards and bank accounts its facilities pay for shifts with. */
import { useQuery } from '@tanstack/react-query'
import { PageHeader } from '../../../../components/ui/page'
import { usePageTitle } from '../../../../lib/use-page-title'
import { organizationQuery } from '../../api/organization'
import { formatCents } from '../../format'
import { FacilityPicker } from '../common/facility-picker'
import { PaymentMethods } from './payment-methods'

export function Billing() {
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
